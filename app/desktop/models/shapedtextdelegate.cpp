// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/shapedtextdelegate.h"

#include <QApplication>
#include <QPainter>
#include <QTextOption>

#include <cmath>

namespace Lectern::Desktop {
namespace {

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

} // namespace

void ShapedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    // Text on several lines is laid out by the style.
    if ((cell.features & QStyleOptionViewItem::WrapText) || cell.text.contains(u'\n') ||
        cell.text.contains(QChar::LineSeparator)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QString text = cell.text;
    cell.text.clear();
    QStyle *style = styleOf(cell);
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
    if (text.isEmpty())
        return;

    // Where and in which colour the style would draw the text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, cell.widget) + 1;
    const QRect area =
        style->subElementRect(QStyle::SE_ItemViewItemText, &cell, cell.widget).adjusted(margin, 0, -margin, 0);
    QPalette::ColorGroup group = cell.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(cell.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const bool selected = cell.state & QStyle::State_Selected;
    painter->save();
    painter->setFont(cell.font);
    painter->setPen(cell.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    drawLine(painter,
        area,
        cell.direction,
        QStyle::visualAlignment(cell.direction, cell.displayAlignment),
        text,
        cell.textElideMode);
    painter->restore();
}

void ShapedTextDelegate::paintBackground(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    cell.text.clear();
    styleOf(cell)->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
}

void ShapedTextDelegate::drawLine(QPainter *painter,
    const QRect &area,
    Qt::LayoutDirection direction,
    Qt::Alignment alignment,
    const QString &text,
    Qt::TextElideMode mode) const
{
    if (area.width() <= 0)
        return;
    const QFont font = painter->font();
    Key key{ text, font, mode == Qt::ElideNone ? 0 : area.width(), mode, direction };
    const QStaticText *line = m_shaped.object(key);
    if (!line) {
        auto *made =
            new QStaticText(mode == Qt::ElideNone ? text : QFontMetrics(font).elidedText(text, mode, area.width()));
        made->setTextFormat(Qt::PlainText); // text from files and users is never markup
        QTextOption layout;
        layout.setTextDirection(direction);
        layout.setWrapMode(QTextOption::NoWrap);
        made->setTextOption(layout);
        made->prepare(QTransform(), font);
        m_shaped.insert(std::move(key), made);
        line = made;
    }
    const QSizeF size = line->size();
    qreal x = area.left();
    if (alignment & Qt::AlignRight)
        x = area.right() + 1 - size.width();
    else if (alignment & Qt::AlignHCenter)
        x = area.left() + (area.width() - size.width()) / 2;
    qreal y = std::round(area.top() + (area.height() - size.height()) / 2);
    if (alignment & Qt::AlignTop)
        y = area.top();
    else if (alignment & Qt::AlignBottom)
        y = area.bottom() + 1 - size.height();
    painter->save();
    painter->setClipRect(area, Qt::IntersectClip);
    painter->drawStaticText(QPointF(x, y), *line);
    painter->restore();
}

} // namespace Lectern::Desktop
