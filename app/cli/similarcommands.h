// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli similar: the library's papers closest to some of its papers.
QList<Command> similarCommands();

} // namespace Lectern::Cli
