// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIconEngine>

namespace Lectern::Desktop {

// An icon from a bundled SVG drawn in "currentColor", painted in the application palette's text
// colour (its disabled text colour for a disabled icon, the highlighted text colour for a
// selected one), so the same file reads on a light and on a dark palette. Each pixmap is made
// when asked for, so an icon follows a palette changed while the program runs.
class PaletteIconEngine : public QIconEngine
{
public:
    explicit PaletteIconEngine(const QString &svgPath);

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QIconEngine *clone() const override;
    QString key() const override;
    bool isNull() override;

private:
    QString m_path;
    QByteArray m_svg;
};

} // namespace Lectern::Desktop
