// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/readablecolor.h"

#include <cmath>

namespace Lectern::Desktop::ReadableColor {
namespace {

double linear(float channel)
{
    return channel <= 0.04045f ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &color)
{
    const QColor rgb = color.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) + 0.0722 * linear(rgb.blueF());
}

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double first = luminance(a);
    const double second = luminance(b);
    return (std::max(first, second) + 0.05) / (std::min(first, second) + 0.05);
}

QColor over(const QColor &top, const QColor &bottom)
{
    const QColor upper = top.toRgb();
    const QColor lower = bottom.toRgb();
    const float alpha = upper.alphaF();
    const auto mix = [alpha](float a, float b) { return a * alpha + b * (1.0f - alpha); };
    return QColor::fromRgbF(
        mix(upper.redF(), lower.redF()), mix(upper.greenF(), lower.greenF()), mix(upper.blueF(), lower.blueF()));
}

QColor on(const QColor &color, const QColor &background)
{
    if (contrast(color, background) >= MinimumContrast)
        return color;
    // Toward black on a light background, toward white on a dark one.
    const bool darken = contrast(Qt::black, background) >= contrast(Qt::white, background);
    const QColor hsl = color.toHsl();
    constexpr int Steps = 20;
    for (int step = 1; step <= Steps; ++step) {
        const float lightness = hsl.lightnessF();
        const float target = darken ? 0.0f : 1.0f;
        const QColor candidate = QColor::fromHslF(
            hsl.hslHueF(), hsl.hslSaturationF(), lightness + (target - lightness) * static_cast<float>(step) / Steps);
        if (contrast(candidate, background) >= MinimumContrast)
            return candidate.toRgb();
    }
    return darken ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace Lectern::Desktop::ReadableColor
