// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/offlinescreening.h"

#include "review/reviewresults.h"
#include "review/screeningsession.h"
#include "storage/database.h"
#include "storage/dialect.h"
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

    static TeamState read(const Storage::Database &team, ReviewId review, const Storage::OfflineReview &taken)
    {
        const Storage::ReviewStore reviews(team);
        TeamState state;
        const QList<PaperId> papers = reviews.papers(review);
        state.papers = QSet<PaperId>(papers.cbegin(), papers.cend());
        const std::optional<ReviewInfo> info = reviews.review(review);
        const bool blind = !info || isBlindTo(team, *info);
        for (const auto &[row, decision] : reviews.loggedAfter(review, 0)) {
            if (decision.reviewer == taken.reviewer) {
                state.reviewersDecisions.insert(sameDecision(decision));
                qint64 &last = state.lastDecidedByReviewer[decision.paper];
                last = std::max(last, decision.decidedAt);
            } else if (!decision.reviewer.isEmpty() && row > taken.teamSeenThrough && !blind) {
                appendOnce(state.decidedByOthersSince[decision.paper], decision.reviewer);
            }
        }
        return state;
    }
};

// Sends to the same review take turns: each reads what the team library has after the other wrote.
constexpr qint64 SendingTurns = qint64(0x4c53454e44) << 24; // "LSEND", then the review

} // namespace

OfflineScreening::Taken OfflineScreening::takeOffline(
    const Storage::Database &team, ReviewId review, const Storage::Location &location)
{
    const Storage::ReviewStore teamReviews(team);
    if (!teamReviews.review(review))
        throw Storage::StorageError(Tr::tr("%1 has no such review.").arg(team.location().toString()));
    const qint64 teamSeenThrough = teamReviews.lastLogged(review);
    Storage::Database offline(location);
    if (!offline.open())
        throw Storage::StorageError(offline.errorString());
    const QString reviewer = defaultReviewerName(team.login());
    // The copy and where it came from, or nothing.
    Storage::Transaction transaction(offline.connectionName());
    const Storage::LibraryCopy::Result copied = Storage::LibraryCopy::copyReview(team, review, reviewer, offline);
    Storage::OfflineReviews(offline).add(
        { review, team.location().toString(), reviewer, QDateTime::currentMSecsSinceEpoch(), teamSeenThrough });
    transaction.commit();
    return { copied.papers, Storage::ReviewStore(offline).loggedAfter(review, 0).size() };
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
    QList<Decision> made;
    for (const auto &[row, decision] : Storage::ReviewStore(offline).loggedAfter(review, 0)) {
        if (decision.reviewer == taken->reviewer)
            made.append(decision);
    }
    Storage::Transaction transaction(team.connectionName());
    Storage::runOrThrow(team.connection(), team.dialect().takeTurns(), { SendingTurns + review });
    const TeamState state = TeamState::read(team, review, *taken);
    Sent sent;
    QSet<PaperId> sentPapers;
    for (const Decision &decision : std::as_const(made)) {
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
        sentPapers.insert(decision.paper);
        if (const auto others = state.decidedByOthersSince.constFind(decision.paper);
            others != state.decidedByOthersSince.cend())
            sent.decidedByOthers.insert(decision.paper, *others);
    }
    transaction.commit();
    // A paper decided again offline after the team library's later decision went with that one.
    sent.newerOnTeam.removeIf([&sentPapers](PaperId paper) { return sentPapers.contains(paper); });
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
