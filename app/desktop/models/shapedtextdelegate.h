// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QFont>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace Lectern::Desktop {

// Paints a view's text cells with their text shaped once and kept. A table repaints the same
// cells after every keystroke, scroll and hover, and the style shapes a cell's text three times
// each time (to size it, to elide it and to draw it): most of the paper table's paint, and a
// third of the time from a keystroke to its rows at a million papers. The background, selection
// and focus are still the style's.
class ShapedTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    // The cell without its text: background, selection and focus.
    void paintBackground(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    // Draws text on one line within area, in the painter's font and pen and the view's
    // direction, cut to fit as mode says.
    void drawLine(QPainter *painter,
        const QRect &area,
        Qt::LayoutDirection direction,
        Qt::Alignment alignment,
        const QString &text,
        Qt::TextElideMode mode = Qt::ElideNone) const;

private:
    struct Key
    {
        QString text;
        QFont font;
        int width;
        Qt::TextElideMode mode;
        Qt::LayoutDirection direction;

        bool operator==(const Key &) const = default;
        friend size_t qHash(const Key &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.font, key.width, int(key.mode), int(key.direction));
        }
    };
    // About ten screens of cells.
    mutable QCache<Key, QStaticText> m_shaped{ 4096 };
};

} // namespace Lectern::Desktop
