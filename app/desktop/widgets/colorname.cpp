// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/colorname.h"

#include <QColor>

namespace Lectern::Desktop {

QString ColorName::of(const QColor &color)
{
    // HSL: lightness separates black, grey and white, and finds brown among the oranges; below this
    // saturation the hue is too faint to name.
    const float saturation = color.hslSaturationF();
    const float lightness = color.lightnessF();
    if (saturation < 0.15f || lightness < 0.08f || lightness > 0.95f) {
        if (lightness < 0.2f)
            return tr("black");
        if (lightness > 0.85f)
            return tr("white");
        return tr("grey");
    }
    const int hue = color.hslHue();
    if ((hue < 40 || hue >= 345) && lightness < 0.35f && hue >= 15)
        return tr("brown");
    // Whole words only: "dark %1" would not translate into languages that make one word of it.
    if (hue < 15 || hue >= 345)
        return tr("red");
    if (hue < 40)
        return tr("orange");
    if (hue < 70)
        return tr("yellow");
    if (hue < 165)
        return tr("green");
    if (hue < 195)
        return tr("teal");
    if (hue < 255)
        return tr("blue");
    if (hue < 290)
        return tr("purple");
    return tr("pink");
}

QString ColorName::described(const QColor &color)
{
    return tr("Colour: %1").arg(of(color));
}

} // namespace Lectern::Desktop
