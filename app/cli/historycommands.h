// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli history ID: who did what to a paper, and when.
QList<Command> historyCommands();

} // namespace Lectern::Cli
