// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli review create|decide|status|export|import-decisions|simulate|resolve|unblind.
QList<Command> reviewCommands();

} // namespace Lectern::Cli
