// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli members [add|set-role|remove]: the people of a team library and their roles.
QList<Command> memberCommands();

} // namespace Lectern::Cli
