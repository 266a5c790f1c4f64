// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/shapedtextdelegate.h"

namespace Lectern::Desktop {

// Draws the rating and star columns of the paper table as stars and lets a click set them:
// the n-th star of a rating sets n (clicking the current rating clears it), the star column
// toggles.
class RatingDelegate : public ShapedTextDelegate
{
    Q_OBJECT

public:
    using ShapedTextDelegate::ShapedTextDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool editorEvent(QEvent *event,
        QAbstractItemModel *model,
        const QStyleOptionViewItem &option,
        const QModelIndex &index) override;

    // The rating a click at x (relative to the cell) sets; 0 left of the first star.
    static int ratingAt(const QStyleOptionViewItem &option, int x);
    // The width of the stars with their margins in a font: the rating column is never narrower,
    // whatever its header says in the user's language.
    static int starsWidth(const QFontMetrics &metrics);
};

} // namespace Lectern::Desktop
