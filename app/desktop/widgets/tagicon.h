// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace Lectern::Desktop {

// A round swatch of a tag's colour ("#rrggbb"), as the sidebar and the tag chips show it;
// grey for a level that is not a tag itself.
QIcon tagIcon(const QString &color);

// The colour a tag is shown in: its own ("#rrggbb"), or grey for none.
QColor tagColor(const QString &color);

} // namespace Lectern::Desktop
