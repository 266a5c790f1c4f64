// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/ratingdelegate.h"

#include "core/paper.h"
#include "models/papertablemodel.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace Lectern::Desktop {
namespace {

constexpr int Margin = 4;

int starWidth(const QFontMetrics &metrics)
{
    return metrics.horizontalAdvance(u'★') + 1;
}

int starWidth(const QStyleOptionViewItem &option)
{
    return starWidth(option.fontMetrics);
}

} // namespace

void RatingDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int column = index.column();
    if (column != PaperTableModel::RatingColumn && column != PaperTableModel::StarColumn) {
        ShapedTextDelegate::paint(painter, option, index);
        return;
    }
    // The background, selection and focus as for any cell, then the stars on top.
    paintBackground(painter, option, index);

    const bool selected = option.state & QStyle::State_Selected;
    const QColor on = selected ? option.palette.color(QPalette::HighlightedText) : QColor(0xe0, 0xa0, 0x10);
    QColor off = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    off.setAlphaF(0.25f);

    painter->save();
    painter->setFont(option.font);
    QRect cell = option.rect.adjusted(Margin, 0, -Margin, 0);
    if (column == PaperTableModel::StarColumn) {
        const bool starred = index.data(Qt::EditRole).toBool();
        painter->setPen(starred ? on : off);
        drawLine(painter,
            option.rect,
            option.direction,
            Qt::AlignCenter,
            starred ? QStringLiteral("★") : QStringLiteral("☆"));
    } else {
        const int rating = index.data(Qt::EditRole).toInt();
        const int width = starWidth(option);
        for (int star = 1; star <= MaxRating; ++star) {
            painter->setPen(star <= rating ? on : off);
            drawLine(painter,
                QRect(cell.left() + (star - 1) * width, cell.top(), width, cell.height()),
                option.direction,
                Qt::AlignCenter,
                star <= rating ? QStringLiteral("★") : QStringLiteral("☆"));
        }
    }
    painter->restore();
}

QSize RatingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = ShapedTextDelegate::sizeHint(option, index);
    if (index.column() == PaperTableModel::RatingColumn)
        size.setWidth(starsWidth(option.fontMetrics));
    return size;
}

int RatingDelegate::starsWidth(const QFontMetrics &metrics)
{
    return MaxRating * starWidth(metrics) + 2 * Margin;
}

int RatingDelegate::ratingAt(const QStyleOptionViewItem &option, int x)
{
    return std::clamp((x - option.rect.left() - Margin) / starWidth(option) + 1, 0, MaxRating);
}

bool RatingDelegate::editorEvent(
    QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (event->type() != QEvent::MouseButtonRelease)
        return ShapedTextDelegate::editorEvent(event, model, option, index);
    const auto *mouse = static_cast<QMouseEvent *>(event);
    if (mouse->button() != Qt::LeftButton || !option.rect.contains(mouse->position().toPoint()))
        return false;
    if (index.column() == PaperTableModel::StarColumn)
        return model->setData(index, !index.data(Qt::EditRole).toBool());
    if (index.column() == PaperTableModel::RatingColumn) {
        const int clicked = ratingAt(option, mouse->position().toPoint().x());
        return model->setData(index, clicked == index.data(Qt::EditRole).toInt() ? 0 : clicked);
    }
    return false;
}

} // namespace Lectern::Desktop
