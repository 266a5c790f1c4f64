// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/offlinereviewcontroller.h"

#include "controllers/librarycontroller.h"
#include "controllers/reviewcontroller.h"
#include "review/offlinescreening.h"
#include "storage/librarysession.h"
#include "storage/offlinereviews.h"
#include "storage/paperstore.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryopening.h"
#include "tasks/libraryworker.h"
#include "widgets/plaintext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>

namespace Lectern::Desktop {
namespace {

// How many papers a message names; the rest are counted.
constexpr qsizetype NamedPapers = 8;

// What sending found, with the titles of the papers it names, read from the offline library.
struct SendReport
{
    Review::OfflineScreening::Sent sent;
    QHash<PaperId, QString> titles;
};

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Desktop::OfflineReviewController)
};

// "Heading:" and a line per paper, the first few by title.
QString paperLines(const QString &heading,
    const QList<PaperId> &papers,
    const SendReport &report,
    const QMap<PaperId, QStringList> &who = {})
{
    QStringList lines{ heading };
    for (const PaperId paper : papers.first(std::min(papers.size(), NamedPapers))) {
        const QString title = report.titles.value(paper, Tr::tr("Paper %1").arg(paper));
        lines.append(who.contains(paper) ? Tr::tr("• %1 (%2)").arg(title, who.value(paper).join(QStringLiteral(", ")))
                                         : Tr::tr("• %1").arg(title));
    }
    if (papers.size() > NamedPapers)
        lines.append(Tr::tr("and %n more", nullptr, int(papers.size() - NamedPapers)));
    return lines.join(u'\n');
}

QMessageBox *sentMessage(
    const SendReport &report, const QString &review, const Storage::Location &team, QWidget *parent)
{
    const Review::OfflineScreening::Sent &sent = report.sent;
    const bool nothing = sent.sent == 0 && sent.newerOnTeam.isEmpty() && sent.gone.isEmpty();
    const QString text = nothing
        ? Tr::tr("Nothing to send: %1 has every decision on “%2”.").arg(team.displayName(), review)
        : Tr::tr("%n decision(s) on “%1” sent to %2.", nullptr, int(sent.sent)).arg(review, team.displayName());
    QStringList details;
    if (!sent.decidedByOthers.isEmpty()) {
        details.append(paperLines(
            Tr::tr("Decided meanwhile by someone else:"), sent.decidedByOthers.keys(), report, sent.decidedByOthers));
    }
    if (!sent.newerOnTeam.isEmpty()) {
        details.append(paperLines(
            Tr::tr("Not sent, as you decided them again on the team library later:"), sent.newerOnTeam, report));
    }
    if (!sent.gone.isEmpty()) {
        details.append(
            paperLines(Tr::tr("Not sent, as the review on the team library no longer has them:"), sent.gone, report));
    }
    auto *box = new QMessageBox(
        QMessageBox::Information, Tr::tr("Decisions Sent"), plainToRichText(text), QMessageBox::Close, parent);
    if (!details.isEmpty())
        box->setInformativeText(plainToRichText(details.join(QStringLiteral("\n\n"))));
    return box;
}

} // namespace

OfflineReviewController::OfflineReviewController(
    LibraryController &library, const ReviewController &reviews, QWidget *window)
    : QObject(window), m_library(library), m_reviews(reviews), m_window(window), m_statusLabel(new QLabel(window))
{
    m_statusLabel->setTextFormat(Qt::PlainText); // review names are the user's
    m_statusLabel->setVisible(false);
    connect(&reviews, &ReviewController::offlineReviewsChanged, this, &OfflineReviewController::showTakenOffline);
}

void OfflineReviewController::showTakenOffline(const QList<ReviewInfo> &reviews)
{
    QStringList names;
    for (const ReviewInfo &review : reviews)
        names.append(review.name);
    m_statusLabel->setText(tr("Offline: %1").arg(names.join(QStringLiteral(", "))));
    m_statusLabel->setToolTip(tr("Taken offline from a team library; Review → Send Decisions puts your decisions "
                                 "back."));
    m_statusLabel->setVisible(!reviews.isEmpty());
}

OfflineReviewController::~OfflineReviewController() = default;

QString OfflineReviewController::reviewName(ReviewId review) const
{
    for (const ReviewInfo &info : m_reviews.reviews()) {
        if (info.id == review)
            return info.name;
    }
    return {};
}

void OfflineReviewController::takeOffline(ReviewId review)
{
    const QString name = reviewName(review);
    // A name is the user's text: only the characters a file name may hold anywhere.
    QString fileName = name;
    fileName.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]+")), QStringLiteral("-"));
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(tr("%1 (offline).sqlite").arg(fileName.trimmed()));
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Take “%1” Offline").arg(name), suggested, tr("Lectern libraries (*.sqlite)"));
    if (!path.isEmpty())
        takeOfflineTo(review, path);
}

void OfflineReviewController::takeOfflineTo(ReviewId review, const QString &path)
{
    LibraryConnection *library = m_library.library();
    if (!library)
        return;
    const Storage::Location offline = Storage::Location::file(path);
    // A write: never dropped, also when another library is opened meanwhile.
    library->worker().write(
        [this, review, offline](Storage::LibrarySession &team) -> LibraryWorker::Delivery {
            const auto taken = Review::OfflineScreening::takeOffline(team.database(), review, offline);
            return [this, review, offline, taken] { offerToOpen(review, offline, taken); };
        },
        [this](const Storage::StorageError &error) { warn(tr("The review was not taken offline"), error.message()); });
}

void OfflineReviewController::offerToOpen(
    ReviewId review, const Storage::Location &offline, const Review::OfflineScreening::Taken &taken)
{
    auto *box = new QMessageBox(QMessageBox::Information,
        tr("Review Taken Offline"),
        plainToRichText(
            tr("“%1” is in %2: %n paper(s)", nullptr, int(taken.papers)).arg(reviewName(review), offline.filePath())),
        QMessageBox::Close,
        m_window);
    const QString screen = tr("Screen it there without the server; Review → Send Decisions in it puts "
                              "your decisions back on the team library.");
    box->setInformativeText(taken.decisions == 0
            ? screen
            : tr("%n of your decisions came along.", nullptr, int(taken.decisions)) + u' ' + screen);
    QPushButton *open = box->addButton(tr("&Open It"), QMessageBox::AcceptRole);
    box->setDefaultButton(open);
    connect(open, &QPushButton::clicked, this, [this, offline] { m_library.open(offline); });
    tell(box);
}

void OfflineReviewController::sendDecisions(ReviewId review)
{
    LibraryConnection *library = m_library.library();
    if (!library || m_sending)
        return;
    m_sending = true;
    library->worker().read<std::optional<Storage::OfflineReview>>(
        [review](Storage::LibrarySession &offline) { return Storage::OfflineReviews(offline.database()).find(review); },
        [this, review](const std::optional<Storage::OfflineReview> &taken) {
            QString error;
            const auto team = taken ? Storage::Location::parse(taken->origin, &error) : std::nullopt;
            if (team)
                confirmSending(*team, review);
            else
                notSent(error);
        },
        [this](const Storage::StorageError &error) { notSent(error.message()); });
}

void OfflineReviewController::confirmSending(const Storage::Location &team, ReviewId review)
{
    auto *box = new QMessageBox(QMessageBox::Question,
        tr("Send Decisions"),
        plainToRichText(tr("Send your decisions on “%1” to %2?").arg(reviewName(review), team.displayName())),
        QMessageBox::Cancel,
        m_window);
    box->setInformativeText(tr("The review was taken offline from there."));
    QPushButton *send = box->addButton(tr("&Send"), QMessageBox::AcceptRole);
    box->setDefaultButton(send);
    connect(box, &QMessageBox::finished, this, [this, box, send, team, review] {
        const bool confirmed = box->clickedButton() == send;
        // Connecting waits in an event loop of its own (a password, a slow server), where the box,
        // closed, is deleted: not from within its own signal.
        QMetaObject::invokeMethod(
            this,
            [this, confirmed, team, review] {
                if (confirmed)
                    sendTo(team, review);
                else
                    notSent({});
            },
            Qt::QueuedConnection);
    });
    tell(box);
}

void OfflineReviewController::sendTo(const Storage::Location &team, ReviewId review)
{
    QString error;
    m_team = openLibraryWorker(team, Storage::Database::Access::ReadWrite, m_window, true, &error);
    if (!m_team) {
        notSent(error); // an empty error: the user cancelled
        return;
    }
    const auto done = [this] {
        m_team.release()->deleteLater();
        m_sending = false;
    };
    m_team->write(
        [offline = m_library.location(), review, this, done](Storage::LibrarySession &teamSession) {
            Storage::Database offlineLibrary(offline);
            if (!offlineLibrary.open(Storage::Database::Access::ReadOnly))
                throw Storage::StorageError(offlineLibrary.errorString());
            SendReport report{ Review::OfflineScreening::sendDecisions(offlineLibrary, review, teamSession.database()),
                {} };
            QList<PaperId> named = report.sent.decidedByOthers.keys() + report.sent.newerOnTeam + report.sent.gone;
            for (const PaperSummary &paper : Storage::PaperStore(offlineLibrary).summaries(named))
                report.titles.insert(paper.id, paper.title);
            return LibraryWorker::Delivery([this, done, report, review, team = teamSession.location()] {
                done();
                tell(sentMessage(report, reviewName(review), team, m_window));
            });
        },
        [this, done](const Storage::StorageError &failure) {
            done();
            warn(tr("The decisions were not sent"), failure.message());
        });
}

void OfflineReviewController::tell(QMessageBox *box)
{
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->show();
    Q_EMIT ended();
}

void OfflineReviewController::notSent(const QString &error)
{
    m_sending = false;
    if (!error.isEmpty())
        warn(tr("The decisions were not sent"), error);
}

void OfflineReviewController::warn(const QString &title, const QString &message)
{
    tell(new QMessageBox(QMessageBox::Warning, title, plainToRichText(message), QMessageBox::Close, m_window));
}

} // namespace Lectern::Desktop
