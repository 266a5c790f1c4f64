// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/prismadiagram.h"

#include <QCoreApplication>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QSvgGenerator>

namespace Lectern::Desktop {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Desktop::PrismaDiagram)
};

QString counted(const QString &what, qsizetype count)
{
    return Tr::tr("%1 (n = %2)").arg(what).arg(count);
}

// The boxes, in the order layOut() places them.
enum BoxIndex {
    Identified,
    Duplicates,
    Screened,
    Excluded,
    Awaiting,
    Included,
};

constexpr int WrapFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;

void drawArrow(QPainter &painter, const QLineF &line, qreal head)
{
    painter.drawLine(line);
    const QLineF back = QLineF(line.p2(), line.p1()).unitVector();
    const QPointF along = (back.p2() - back.p1()) * head;
    const QPointF across(-along.y() / 2, along.x() / 2);
    QPainterPath tip;
    tip.moveTo(line.p2());
    tip.lineTo(line.p2() + along + across);
    tip.lineTo(line.p2() + along - across);
    tip.closeSubpath();
    painter.fillPath(tip, painter.pen().color());
}

} // namespace

PrismaDiagram::Colors PrismaDiagram::Colors::of(const QPalette &palette)
{
    QColor border = palette.color(QPalette::Text);
    border.setAlphaF(0.6f);
    return { palette.color(QPalette::Window),
        palette.color(QPalette::Base),
        border,
        palette.color(QPalette::Text),
        palette.color(QPalette::Highlight),
        palette.color(QPalette::HighlightedText) };
}

PrismaDiagram::Colors PrismaDiagram::Colors::print()
{
    return { Qt::white, Qt::white, QColor(0x33, 0x33, 0x33), Qt::black, QColor(0x3b, 0x6e, 0xa5), Qt::white };
}

PrismaDiagram::PrismaDiagram(const Review::PrismaFlow &flow, const QFont &font) : m_font(font)
{
    // Pixels, not points, so the layout holds on every device it is painted on.
    m_font.setPixelSize(QFontInfo(font).pixelSize());
    m_bold = m_font;
    m_bold.setBold(true);

    QStringList sources;
    for (const RecordSource &source : flow.sources)
        sources.append(Tr::tr("%1: %2").arg(Review::sourceName(source)).arg(source.records));
    QStringList reasons;
    for (auto it = flow.excludedByReason.cbegin(); it != flow.excludedByReason.cend(); ++it)
        reasons.append(Tr::tr("%1: %2").arg(Review::reasonName(it.key())).arg(it.value()));
    m_boxes = {
        { counted(Tr::tr("Records identified"), flow.identified), sources, {} },
        { Tr::tr("Records removed before screening"), { counted(Tr::tr("Duplicate records"), flow.duplicates) }, {} },
        { counted(Tr::tr("Records screened"), flow.screened), {}, {} },
        { counted(Tr::tr("Records excluded"), flow.excluded), reasons, {} },
        { counted(Tr::tr("Awaiting a decision"), flow.awaiting()),
            { Tr::tr("Marked maybe: %1").arg(flow.maybe),
                Tr::tr("Reviewers disagree: %1").arg(flow.conflicts),
                counted(Tr::tr("Not yet screened"), flow.notScreened()) },
            {} },
        { counted(Tr::tr("Records included"), flow.included), {}, {} },
    };
    m_stages = { { Tr::tr("Identification"), {} }, { Tr::tr("Screening"), {} }, { Tr::tr("Included"), {} } };
    layOut();
}

qreal PrismaDiagram::textHeight(const Box &box, qreal width) const
{
    const QRectF area(0, 0, width, 1e6);
    qreal height = QFontMetricsF(m_bold).boundingRect(area, WrapFlags, box.heading).height();
    const QFontMetricsF metrics(m_font);
    for (const QString &line : box.lines)
        height += metrics.boundingRect(area, WrapFlags, line).height();
    return height;
}

void PrismaDiagram::layOut()
{
    const QFontMetricsF metrics(m_font);
    const qreal line = metrics.lineSpacing();
    const qreal margin = line;
    const qreal padding = line * 0.5;
    const qreal stageWidth = line * 1.8;
    const qreal boxWidth = metrics.averageCharWidth() * 38;
    const qreal mainX = margin + stageWidth + line * 0.8;
    const qreal sideX = mainX + boxWidth + metrics.averageCharWidth() * 6;
    const qreal rowGap = line * 2;
    const auto naturalHeight = [&](BoxIndex index) {
        return textHeight(m_boxes[index], boxWidth - 2 * padding) + 2 * padding;
    };
    // A stage's band is as tall as its name, written upwards, is long.
    const QFontMetricsF boldMetrics(m_bold);
    const auto rowHeight = [&](qreal content, int stage) {
        return std::max(content, boldMetrics.horizontalAdvance(m_stages[stage].name) + 2 * padding);
    };
    const auto place = [&](BoxIndex index, qreal x, qreal y, qreal height) {
        m_boxes[index].rect = QRectF(x, y, boxWidth, height);
    };

    qreal y = margin;
    const qreal identification = rowHeight(std::max(naturalHeight(Identified), naturalHeight(Duplicates)), 0);
    place(Identified, mainX, y, identification);
    place(Duplicates, sideX, y, identification);
    m_stages[0].rect = QRectF(margin, y, stageWidth, identification);

    y += identification + rowGap;
    const qreal sideGap = line * 0.8;
    const qreal sides = naturalHeight(Excluded) + sideGap + naturalHeight(Awaiting);
    const qreal screening = rowHeight(std::max(naturalHeight(Screened), sides), 1);
    place(Screened, mainX, y, screening);
    place(Excluded, sideX, y, naturalHeight(Excluded));
    place(Awaiting, sideX, y + naturalHeight(Excluded) + sideGap, naturalHeight(Awaiting));
    m_stages[1].rect = QRectF(margin, y, stageWidth, screening);

    y += screening + rowGap;
    const qreal included = rowHeight(naturalHeight(Included), 2);
    place(Included, mainX, y, included);
    m_stages[2].rect = QRectF(margin, y, stageWidth, included);
    m_size = QSizeF(sideX + boxWidth + margin, y + included + margin);

    const auto down = [this](BoxIndex from, BoxIndex to) {
        const QRectF &a = m_boxes[from].rect;
        return QLineF(a.center().x(), a.bottom(), a.center().x(), m_boxes[to].rect.top());
    };
    const auto across = [this](BoxIndex from, BoxIndex to) {
        const QRectF &b = m_boxes[to].rect;
        return QLineF(m_boxes[from].rect.right(), b.center().y(), b.left(), b.center().y());
    };
    m_arrows = { down(Identified, Screened),
        down(Screened, Included),
        across(Identified, Duplicates),
        across(Screened, Excluded),
        across(Screened, Awaiting) };
}

void PrismaDiagram::paint(QPainter &painter, const Colors &colors) const
{
    const qreal line = QFontMetricsF(m_font).lineSpacing();
    const qreal padding = line * 0.5;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(), m_size), colors.background);

    painter.setFont(m_bold);
    for (const Stage &stage : m_stages) {
        QPainterPath band;
        band.addRoundedRect(stage.rect, line * 0.3, line * 0.3);
        painter.fillPath(band, colors.stage);
        painter.save();
        painter.setPen(colors.stageText);
        painter.translate(stage.rect.center());
        painter.rotate(-90);
        const QSizeF turned(stage.rect.height(), stage.rect.width());
        painter.drawText(
            QRectF(QPointF(-turned.width() / 2, -turned.height() / 2), turned), Qt::AlignCenter, stage.name);
        painter.restore();
    }

    for (const Box &box : m_boxes) {
        painter.setPen(QPen(colors.border, 1));
        painter.setBrush(colors.box);
        painter.drawRect(box.rect);
        painter.setPen(colors.text);
        QRectF text = box.rect.adjusted(padding, padding, -padding, -padding);
        painter.setFont(m_bold);
        QRectF used;
        painter.drawText(text, WrapFlags, box.heading, &used);
        text.setTop(used.bottom());
        painter.setFont(m_font);
        for (const QString &boxLine : box.lines) {
            painter.drawText(text, WrapFlags, boxLine, &used);
            text.setTop(used.bottom());
        }
    }

    painter.setPen(QPen(colors.text, 1.2));
    for (const QLineF &arrow : m_arrows)
        drawArrow(painter, arrow, line * 0.5);
    painter.restore();
}

bool PrismaDiagram::writeSvg(QIODevice &device, const QString &title) const
{
    if (!device.isWritable())
        return false;
    QSvgGenerator svg;
    svg.setOutputDevice(&device);
    svg.setSize(m_size.toSize());
    svg.setViewBox(QRectF(QPointF(), m_size));
    svg.setTitle(title);
    svg.setDescription(Tr::tr("PRISMA 2020 flow diagram, made by Lectern"));
    QPainter painter(&svg);
    paint(painter, Colors::print());
    return painter.end();
}

QImage PrismaDiagram::image(qreal scale) const
{
    QImage image((m_size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, Colors::print());
    return image;
}

} // namespace Lectern::Desktop
