// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "i18n/languages.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The same names as the GUI, so both find the same library by default.
    QCoreApplication::setOrganizationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
    Lectern::I18n::installTranslations(app);
    // Read only by the commands that take input (note set); they refuse an input that did not
    // open rather than take it for an empty one.
    QFile in;
    [[maybe_unused]] const bool inputOpen = in.open(stdin, QIODevice::ReadOnly);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return Lectern::Cli::run(QCoreApplication::arguments(), in, out, err);
}
