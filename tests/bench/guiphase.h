// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Lectern::Bench {

// The GUI phase, in a process of its own (lectern-bench --phase gui): the real main window,
// on the offscreen platform, opens the library and is typed into, the queries given (those of
// the search phase, or author: queries) key by key, each key once the window has shown
// everything of the one before. It measures what the user sees: keystroke → rows painted,
// keystroke → the whole window done (the search ended, the detail pane showing the current
// paper), the longest time the event loop was blocked meanwhile (a stall), and the process's
// peak memory. On a team library, it then measures catching up after a disconnect unless
// told not to. Needs a QApplication.
QJsonObject runGuiPhase(const Storage::Location &library, const QStringList &queries, bool catchingUp = true);

} // namespace Lectern::Bench
