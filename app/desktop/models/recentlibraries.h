// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QStringList>

namespace Lectern::Desktop::RecentLibraries {

// The libraries opened last, newest first, by their addresses (never with a password).
QStringList list();
// Puts the library first.
void remember(const Storage::Location &location);

} // namespace Lectern::Desktop::RecentLibraries
