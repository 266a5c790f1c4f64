// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/offlinescreening.h"

#include "review/screeningsession.h"
#include "storage/database.h"
#include "storage/librarycopy.h"
#include "storage/offlinereviews.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSet>

namespace Lectern::Review {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::OfflineScreening)
};

// A decision as the team library would hold it after it was sent: the same paper, verdict, reason
// and note, made at the same time.
QString sameDecision(const Decision &decision)
{
    return QStringList{ QString::number(decision.paper),
        QString::number(static_cast<int>(decision.verdict)),
        QString::number(decision.decidedAt),
        decision.reason,
        decision.note }
        .join(QChar(0x1f));
}

template<typename T>
void appendOnce(QList<T> &list, const T &value)
{
    if (!list.contains(value))
        list.append(value);
}

// What the team library holds of the review, as the reviewer may read it.
struct TeamState
{
    QSet<PaperId> papers;
    QSet<QString> reviewersDecisions;
    QHash<PaperId, qint64> lastDecidedByReviewer;
    QHash<PaperId, QStringList> decidedByOthersSince;

    static TeamState read(const Storage::ReviewStore &reviews, ReviewId review, const Storage::OfflineReview &taken)
    {
        TeamState state;
        const QList<PaperId> papers = reviews.papers(review);
        state.papers = QSet<PaperId>(papers.cbegin(), papers.cend());
        for (const Decision &decision : reviews.log(review)) {
            if (decision.reviewer == taken.reviewer) {
                state.reviewersDecisions.insert(sameDecision(decision));
                qint64 &last = state.lastDecidedByReviewer[decision.paper];
                last = std::max(last, decision.decidedAt);
            } else if (!decision.reviewer.isEmpty() && decision.decidedAt > taken.takenAt) {
                appendOnce(state.decidedByOthersSince[decision.paper], decision.reviewer);
            }
        }
        return state;
    }
};

} // namespace

OfflineScreening::Taken OfflineScreening::takeOffline(
    const Storage::Database &team, ReviewId review, const Storage::Location &location)
{
    if (!Storage::ReviewStore(team).review(review))
        throw Storage::StorageError(Tr::tr("%1 has no such review.").arg(team.location().toString()));
    Storage::Database offline(location);
    if (!offline.open())
        throw Storage::StorageError(offline.errorString());
    const QString reviewer = defaultReviewerName(team.login());
    const Storage::LibraryCopy::Result copied = Storage::LibraryCopy::copyReview(team, review, reviewer, offline);
    const Storage::ReviewStore copiedReviews(offline);
    Storage::OfflineReviews(offline).add({ review,
        team.location().toString(),
        reviewer,
        QDateTime::currentMSecsSinceEpoch(),
        copiedReviews.lastLogged(review) });
    return { copied.papers, copiedReviews.loggedAfter(review, reviewer, 0).size() };
}

OfflineScreening::Sent OfflineScreening::sendDecisions(
    const Storage::Database &offline, ReviewId review, const Storage::Database &team)
{
    const std::optional<Storage::OfflineReview> taken = Storage::OfflineReviews(offline).find(review);
    if (!taken)
        throw Storage::StorageError(Tr::tr("This review was not taken offline from a team library."));
    if (!team.login().isEmpty() && team.login() != taken->reviewer) {
        throw Storage::StorageError(
            Tr::tr("This review was taken offline by %1: connect to the team library as %1 to send their decisions.")
                .arg(taken->reviewer),
            Storage::StorageError::Kind::Forbidden);
    }
    Storage::ReviewStore teamReviews(team);
    if (!teamReviews.review(review)) {
        throw Storage::StorageError(
            Tr::tr("%1 no longer has this review: the decisions were not sent.").arg(team.location().toString()));
    }
    const QList<Storage::ReviewStore::LoggedDecision> unsent =
        Storage::ReviewStore(offline).loggedAfter(review, taken->reviewer, taken->sentThrough);
    Sent sent;
    if (unsent.isEmpty())
        return sent;
    const TeamState state = TeamState::read(teamReviews, review, *taken);
    Storage::Transaction transaction(team.connectionName());
    for (const auto &[row, decision] : unsent) {
        if (state.reviewersDecisions.contains(sameDecision(decision)))
            continue;
        if (!state.papers.contains(decision.paper)) {
            appendOnce(sent.gone, decision.paper);
            continue;
        }
        if (state.lastDecidedByReviewer.value(decision.paper) > decision.decidedAt) {
            appendOnce(sent.newerOnTeam, decision.paper);
            continue;
        }
        teamReviews.record(review, decision);
        ++sent.sent;
        if (const auto others = state.decidedByOthersSince.constFind(decision.paper);
            others != state.decidedByOthersSince.cend())
            sent.decidedByOthers.insert(decision.paper, *others);
    }
    transaction.commit();
    Storage::OfflineReviews(offline).markSent(review, unsent.last().row);
    return sent;
}

QString reviewerIn(const Storage::Database &library, ReviewId review)
{
    if (!library.login().isEmpty())
        return library.login();
    if (const auto taken = Storage::OfflineReviews(library).find(review))
        return taken->reviewer;
    return defaultReviewerName();
}

} // namespace Lectern::Review
