// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace Lectern::Desktop {

// Text colours that stay readable on the backgrounds marks give them (highlights, keywords,
// search hits), by the contrast WCAG 2 asks of body text.
namespace ReadableColor {

constexpr double MinimumContrast = 4.5;

// WCAG 2's contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
double contrast(const QColor &a, const QColor &b);
// A translucent colour laid over an opaque one, as it is painted.
QColor over(const QColor &top, const QColor &bottom);
// color itself when it reads on background; else the same hue made darker or lighter, whichever
// gets there, until it does: maths stays recognisably maths on a highlight.
QColor on(const QColor &color, const QColor &background);

} // namespace ReadableColor
} // namespace Lectern::Desktop
