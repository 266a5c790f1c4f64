// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli review take-offline|send-decisions: screening a team library's review where there
// is no server.
QList<Command> offlineCommands();

} // namespace Lectern::Cli
