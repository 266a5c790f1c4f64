// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli log [status|prune|retention]: the library's change log, and how long it is kept.
QList<Command> logCommands();

} // namespace Lectern::Cli
