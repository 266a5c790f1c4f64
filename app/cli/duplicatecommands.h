// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandsupport.h"

namespace Lectern::Cli {

// lectern-cli duplicates [distinct A B]: the papers that may be one, and the pairs that are not.
QList<Command> duplicateCommands();

} // namespace Lectern::Cli
