// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli backup|restore|check: the library's backups and its health.
QList<Command> libraryCommands();

// What a user can do about a damaged library: check it, and restore the newest good backup.
QString damageAdvice(const Storage::Location &library);

} // namespace Lectern::Cli
