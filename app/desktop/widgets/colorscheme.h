// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

namespace Lectern::Desktop {

// A dark palette for the Fusion style, for desktops whose theme gives none (and screenshots).
QPalette darkPalette();

} // namespace Lectern::Desktop
