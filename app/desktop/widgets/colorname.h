// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QColor;

namespace Lectern::Desktop {

// The everyday name of a colour ("red", "blue"), so that what a colour tells is also said in
// words: in tooltips and to screen readers, for people who do not see the difference.
class ColorName
{
    Q_DECLARE_TR_FUNCTIONS(ColorName)

public:
    static QString of(const QColor &color);
    // "Colour: red", for a swatch's tooltip or accessible description.
    static QString described(const QColor &color);
};

} // namespace Lectern::Desktop
