// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"
#include "windows/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Lectern"));
    QApplication::setApplicationName(QStringLiteral("Lectern"));
    QApplication::setApplicationDisplayName(QStringLiteral("Lectern"));
    QApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.lectern.Lectern"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/lectern.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Read, search and tag research-paper abstracts."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"), QApplication::translate("main", "The library file to open."),
                                QStringLiteral("path"), Lectern::Storage::Database::defaultPath());
    parser.addOption(db);
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Abstract files to import."),
                                 QStringLiteral("[FILE…]"));
    parser.process(app);

    Lectern::Desktop::MainWindow window;
    if (!window.openLibrary(parser.value(db)))
        return 1;
    window.show();
    window.importFiles(parser.positionalArguments());
    return QApplication::exec();
}
