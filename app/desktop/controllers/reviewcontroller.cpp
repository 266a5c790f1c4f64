// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/reviewcontroller.h"

#include "controllers/librarycontroller.h"
#include "editing/libraryeditor.h"
#include "review/screeningsession.h"
#include "storage/librarysession.h"
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
    m_library.library()->worker().read<QList<ReviewInfo>>(
        [](Storage::LibrarySession &library) { return library.reviews().reviews(); },
        [this](const QList<ReviewInfo> &reviews) {
            m_reviews = reviews;
            Q_EMIT reviewsChanged(reviews);
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
    const QString reviewer = Review::defaultReviewerName(library->worker().login());
    library->worker().read<Review::ScreeningSession::Start>(
        [review, reviewer](Storage::LibrarySession &session) {
            return Review::ScreeningSession::Start::read(session.database(), review, reviewer);
        },
        [this, review, reviewer](const Review::ScreeningSession::Start &start) {
            auto *window = new ScreeningWindow(m_library.library()->worker(), start, reviewer, m_window);
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
        (new ReviewResultsWindow(
             library->worker(), review, Review::defaultReviewerName(library->worker().login()), m_window))
            ->show();
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
