// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QMenu>

namespace Lectern::Desktop {

// A submenu listing the library's reviews, by name; choosing one emits chosen(). The window
// gives it the reviews as read last, and reads them again as it opens, so that it never waits
// for them (a menu that waits for a server would freeze the window).
class ReviewsMenu : public QMenu
{
    Q_OBJECT

public:
    ReviewsMenu(const QString &title, QWidget *parent = nullptr);
    void setReviews(const QList<ReviewInfo> &reviews);
    // What the menu says when there are none ("No reviews yet").
    void setEmptyText(const QString &text);

Q_SIGNALS:
    void chosen(Lectern::ReviewId review);

private:
    QString m_emptyText;
};

} // namespace Lectern::Desktop
