// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/reviewsmenu.h"

#include "widgets/plaintext.h"

namespace Lectern::Desktop {

ReviewsMenu::ReviewsMenu(const QString &title, QWidget *parent)
    : QMenu(title, parent), m_emptyText(tr("No reviews yet"))
{
    setReviews({});
}

void ReviewsMenu::setEmptyText(const QString &text)
{
    m_emptyText = text;
    setReviews({});
}

void ReviewsMenu::setReviews(const QList<ReviewInfo> &reviews)
{
    clear();
    for (const ReviewInfo &review : reviews)
        addAction(withLiteralAmpersands(review.name), this, [this, id = review.id] { Q_EMIT chosen(id); });
    if (reviews.isEmpty())
        addAction(m_emptyText)->setEnabled(false);
}

} // namespace Lectern::Desktop
