// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tagicon.h"

#include <QPainter>
#include <QPixmap>

namespace Lectern::Desktop {

QIcon tagIcon(const QString &color)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(tagColor(color));
    painter.drawEllipse(QRectF(7, 7, 18, 18));
    return QIcon(pixmap);
}

QColor tagColor(const QString &color)
{
    const QColor own = QColor::fromString(color);
    return own.isValid() ? own : QColor(0x8a, 0x8a, 0x8a);
}

} // namespace Lectern::Desktop
