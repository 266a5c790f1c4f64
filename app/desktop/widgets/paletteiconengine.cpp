// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/paletteiconengine.h"

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace Lectern::Desktop {
namespace {

QColor inkFor(QIcon::Mode mode)
{
    const QPalette palette = QGuiApplication::palette();
    switch (mode) {
    case QIcon::Disabled:
        return palette.color(QPalette::Disabled, QPalette::WindowText);
    case QIcon::Selected:
        return palette.color(QPalette::HighlightedText);
    case QIcon::Normal:
    case QIcon::Active:
        break;
    }
    return palette.color(QPalette::WindowText);
}

} // namespace

PaletteIconEngine::PaletteIconEngine(const QString &svgPath) : m_path(svgPath)
{
    QFile file(svgPath);
    if (file.open(QIODevice::ReadOnly))
        m_svg = file.readAll();
}

void PaletteIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state)
{
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    painter->drawPixmap(rect, scaledPixmap(rect.size(), mode, state, scale));
}

QPixmap PaletteIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap PaletteIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale)
{
    const QColor ink = inkFor(mode);
    const QSize pixels = (QSizeF(size) * scale).toSize();
    const QString cacheKey = QStringLiteral("lectern-icon:%1:%2:%3x%4")
                                 .arg(m_path, ink.name(QColor::HexArgb))
                                 .arg(pixels.width())
                                 .arg(pixels.height());
    QPixmap pixmap;
    if (QPixmapCache::find(cacheKey, &pixmap))
        return pixmap;
    pixmap = QPixmap(pixels);
    pixmap.fill(Qt::transparent);
    QByteArray svg = m_svg;
    QSvgRenderer renderer(svg.replace("currentColor", ink.name().toLatin1()));
    QPainter painter(&pixmap);
    renderer.render(&painter);
    painter.end();
    pixmap.setDevicePixelRatio(scale);
    QPixmapCache::insert(cacheKey, pixmap);
    return pixmap;
}

QIconEngine *PaletteIconEngine::clone() const
{
    return new PaletteIconEngine(*this);
}

QString PaletteIconEngine::key() const
{
    return QStringLiteral("LecternPaletteIconEngine");
}

bool PaletteIconEngine::isNull()
{
    return m_svg.isEmpty();
}

} // namespace Lectern::Desktop
