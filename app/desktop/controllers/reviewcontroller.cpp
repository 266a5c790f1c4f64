// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/reviewcontroller.h"

#include "controllers/librarycontroller.h"
#include "editing/libraryeditor.h"
#include "review/offlinescreening.h"
#include "review/screeningsession.h"
#include "storage/librarysession.h"
#include "storage/offlinereviews.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryworker.h"
#include "widgets/plaintext.h"
#include "widgets/reviewdialog.h"
#include "windows/duplicateswindow.h"
#include "windows/reviewresultswindow.h"
#include "windows/screeningwindow.h"

#include <QMessageBox>

namespace Lectern::Desktop {

ReviewController::ReviewController(LibraryController &library, QWidget *window)
    : QObject(window), m_library(library), m_window(window)
{
    connect(library.editor(), &LibraryEditor::reviewsChanged, this, [this] {
        refresh();
        refreshResults();
    });
}

void ReviewController::refresh()
{
    if (!m_library.library())
        return;
    struct Reviews
    {
        QList<ReviewInfo> all;
        QList<ReviewInfo> takenOffline;
    };
    m_library.library()->worker().read<Reviews>(
        [](Storage::LibrarySession &library) {
            Reviews reviews{ library.reviews().reviews(), {} };
            QSet<ReviewId> offline;
            for (const Storage::OfflineReview &review : Storage::OfflineReviews(library.database()).all())
                offline.insert(review.review);
            for (const ReviewInfo &review : std::as_const(reviews.all)) {
                if (offline.contains(review.id))
                    reviews.takenOffline.append(review);
            }
            return reviews;
        },
        [this](const Reviews &reviews) {
            m_reviews = reviews.all;
            Q_EMIT reviewsChanged(reviews.all);
            Q_EMIT offlineReviewsChanged(reviews.takenOffline);
        });
}

void ReviewController::newReview(const QList<PaperId> &shown, const QList<PaperId> &selected)
{
    if (!m_library.library())
        return;
    ReviewDialog dialog(shown, selected, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_library.library()->worker().write(
        [this, review = dialog.review(), papers = dialog.papers()](
            Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            Storage::Transaction transaction(library.database().connectionName());
            Storage::ReviewStore &reviews = library.reviews();
            const ReviewId id = reviews.create(review);
            reviews.addPapers(id, papers);
            transaction.commit();
            return [this, id] {
                refresh();
                openScreening(id);
            };
        },
        [this](const Storage::StorageError &error) {
            QMessageBox::warning(m_window, tr("The review was not made"), plainToRichText(error.message()));
        });
}

void ReviewController::openScreening(ReviewId review)
{
    LibraryConnection *library = m_library.library();
    if (!library)
        return;
    struct Opening
    {
        QString reviewer;
        Review::ScreeningSession::Start start;
    };
    library->worker().read<Opening>(
        [review](Storage::LibrarySession &session) {
            const QString reviewer = Review::reviewerIn(session.database(), review);
            return Opening{ reviewer, Review::ScreeningSession::Start::read(session.database(), review, reviewer) };
        },
        [this, review](const Opening &opening) {
            auto *window =
                new ScreeningWindow(m_library.library()->worker(), opening.start, opening.reviewer, m_window);
            // The review's results, when open, follow the screening.
            connect(window, &ScreeningWindow::decisionsChanged, this, [this, review] { refreshResults(review); });
            connect(
                window, &ScreeningWindow::keywordHitsChanged, this, [this, review] { Q_EMIT keywordsChanged(review); });
            window->show();
        },
        [this](const Storage::StorageError &error) {
            QMessageBox::warning(m_window, tr("The review cannot be opened"), plainToRichText(error.message()));
        });
}

void ReviewController::openResults(ReviewId review)
{
    if (LibraryConnection *library = m_library.library()) {
        library->worker().read<QString>(
            [review](Storage::LibrarySession &session) { return Review::reviewerIn(session.database(), review); },
            [this, review](const QString &reviewer) {
                if (LibraryConnection *shown = m_library.library())
                    (new ReviewResultsWindow(shown->worker(), review, reviewer, m_window))->show();
            });
    }
}

void ReviewController::openDuplicates()
{
    if (!m_library.library())
        return;
    if (auto *open = m_window->findChild<DuplicatesWindow *>()) {
        open->raise();
        open->activateWindow();
        return;
    }
    (new DuplicatesWindow(m_library.library()->worker(), *m_library.editor(), m_window))->show();
}

void ReviewController::refreshResults(std::optional<ReviewId> review)
{
    for (ReviewResultsWindow *results : m_window->findChildren<ReviewResultsWindow *>()) {
        if (!review || results->review() == *review)
            results->refreshSoon();
    }
}

void ReviewController::closeWindows()
{
    qDeleteAll(m_window->findChildren<ScreeningWindow *>());
    qDeleteAll(m_window->findChildren<ReviewResultsWindow *>());
    qDeleteAll(m_window->findChildren<DuplicatesWindow *>());
    m_reviews.clear();
}

} // namespace Lectern::Desktop
