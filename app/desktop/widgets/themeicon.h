// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace Lectern::Desktop {

// The icon theme's icon of this freedesktop name, or else Lectern's own drawing of it
// (resources/icons/actions/NAME.svg), in the palette's text colour.
QIcon themeIcon(const QString &name);

} // namespace Lectern::Desktop
