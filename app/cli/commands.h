// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QIODevice;
class QTextStream;

namespace Lectern::Cli {

enum ExitCode {
    Success = 0,
    UserError = 1, // a bad argument, file, query or library: one line on stderr says which
    InternalError = 2, // the library failed underneath (locked, damaged, disk full)
};

// Runs `lectern-cli` with arguments (the first is the program name); input (a note) is read
// from in, output goes to out, messages to err. Returns the process exit code.
int run(const QStringList &arguments, QIODevice &in, QTextStream &out, QTextStream &err);

} // namespace Lectern::Cli
