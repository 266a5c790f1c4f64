// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/prismaflow.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QRectF>
#include <QStringList>

class QIODevice;
class QImage;
class QPainter;
class QPalette;

namespace Lectern::Desktop {

// A review's PRISMA 2020 flow diagram, laid out once for a font and painted on any device:
// the window, an SVG file or an image. Boxes for the records identified per source and the
// duplicates removed, the records screened beside those excluded (by reason) and those still
// awaiting a decision, and the records included; the stages named in bands on the left.
class PrismaDiagram
{
public:
    struct Colors
    {
        QColor background;
        QColor box;
        QColor border;
        QColor text;
        QColor stage;
        QColor stageText;

        static Colors of(const QPalette &palette);
        // Black on white, for files that end up in papers and slides.
        static Colors print();
    };

    PrismaDiagram(const Review::PrismaFlow &flow, const QFont &font);

    QSizeF size() const { return m_size; }
    void paint(QPainter &painter, const Colors &colors) const;

    // Both in print colours; false when the device could not be written.
    bool writeSvg(QIODevice &device, const QString &title) const;
    QImage image(qreal scale) const;

private:
    struct Box
    {
        QString heading;
        QStringList lines;
        QRectF rect;
    };
    struct Stage
    {
        QString name;
        QRectF rect;
    };

    qreal textHeight(const Box &box, qreal width) const;
    void layOut();

    QFont m_font;
    QFont m_bold;
    QList<Box> m_boxes;
    QList<Stage> m_stages;
    QList<QLineF> m_arrows;
    QSizeF m_size;
};

} // namespace Lectern::Desktop
