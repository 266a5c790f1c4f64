// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/themeicon.h"

#include "widgets/paletteiconengine.h"

namespace Lectern::Desktop {

QIcon themeIcon(const QString &name)
{
    return QIcon::fromTheme(name, QIcon(new PaletteIconEngine(QStringLiteral(":/icons/actions/%1.svg").arg(name))));
}

} // namespace Lectern::Desktop
