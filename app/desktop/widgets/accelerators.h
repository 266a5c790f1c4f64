// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Desktop {

// A menu or button text without its shortcut-key marker, to use in a sentence or a list:
// "&Unread" → "Unread", "未读(&U)" → "未读" (translations that keep a Latin key add it in
// parentheses), "Q&&A" → "Q&A". As KDE's KLocalizedString::removeAcceleratorMarker does.
QString removeAcceleratorMarker(const QString &text);

} // namespace Lectern::Desktop
