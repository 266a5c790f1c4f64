// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli note show|set: a paper's Markdown note, one's own or, in a team library, another
// member's.
QList<Command> noteCommands();

} // namespace Lectern::Cli
