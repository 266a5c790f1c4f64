// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"
#include "widgets/colorscheme.h"
#include "widgets/searchfield.h"
#include "windows/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStyle>
#include <QStyleFactory>

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
    const QCommandLineOption db(QStringLiteral("db"),
        QApplication::translate("main", "The library file to open."),
        QStringLiteral("path"),
        Lectern::Storage::Database::defaultPath());
    parser.addOption(db);
    const QCommandLineOption colorScheme(QStringLiteral("color-scheme"),
        QApplication::translate("main", "Use a light or dark palette instead of the system's."),
        QStringLiteral("light|dark"));
    parser.addOption(colorScheme);
    const QCommandLineOption search(QStringLiteral("search"),
        QApplication::translate("main", "Start with this search query (see F1 in the search field)."),
        QStringLiteral("query"));
    parser.addOption(search);
    parser.addPositionalArgument(QStringLiteral("files"),
        QApplication::translate("main", "Abstract files to import."),
        QStringLiteral("[FILE…]"));
    parser.process(app);
    if (parser.isSet(colorScheme)) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(parser.value(colorScheme) == QLatin1String("dark")
                ? Lectern::Desktop::darkPalette()
                : QApplication::style()->standardPalette());
    }

    Lectern::Desktop::MainWindow window;
    if (!window.openLibrary(parser.value(db)))
        return 1;
    window.show();
    if (parser.isSet(search))
        window.searchField()->setText(parser.value(search));
    window.importFiles(parser.positionalArguments());
    return QApplication::exec();
}
