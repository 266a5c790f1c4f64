// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so both find the same library by default.
    QCoreApplication::setOrganizationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return Lectern::Cli::run(QCoreApplication::arguments(), out, err);
}
