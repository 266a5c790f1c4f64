// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QObject>

#include <optional>

class QWidget;

namespace Lectern::Desktop {

class LibraryController;

// The reviews of the library shown and the windows that work on them: a new review, its
// screening, its results, and Possible Duplicates. Each window is the main window's child and
// closes with the library it shows.
class ReviewController : public QObject
{
    Q_OBJECT

public:
    ReviewController(LibraryController &library, QWidget *window);

    // As read last, for the Review menus and the search field's completion.
    const QList<ReviewInfo> &reviews() const { return m_reviews; }
    // Reads the library's reviews again.
    void refresh();
    // Asks for the review's name, criteria and papers (those shown or those selected) and opens
    // its screening once it is made.
    void newReview(const QList<PaperId> &shown, const QList<PaperId> &selected);
    void openScreening(ReviewId review);
    void openResults(ReviewId review);
    // One window: an open one is raised.
    void openDuplicates();
    // The windows of the library being left.
    void closeWindows();

Q_SIGNALS:
    void reviewsChanged(const QList<ReviewInfo> &reviews);
    // Those of the reviews that were taken offline into this library from a team library.
    void offlineReviewsChanged(const QList<ReviewInfo> &reviews);
    // A screening changed the review's keywords, and so its keyword hits.
    void keywordsChanged(ReviewId review);

private:
    // The results windows open, of one review or of all.
    void refreshResults(std::optional<ReviewId> review = std::nullopt);

    LibraryController &m_library;
    QWidget *m_window;
    QList<ReviewInfo> m_reviews;
};

} // namespace Lectern::Desktop
