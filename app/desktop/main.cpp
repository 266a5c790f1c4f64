// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/languages.h"
#include "storage/database.h"
#include "widgets/colorscheme.h"
#include "widgets/searchfield.h"
#include "windows/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStyle>
#include <QStyleFactory>
#include <QTextStream>

namespace {

struct Options
{
    QCommandLineOption library{ { QStringLiteral("library"), QStringLiteral("db") },
        QCoreApplication::translate(
            "main", "The library to open: a file, or a PostgreSQL database as postgresql://user@host/database."),
        QStringLiteral("library"),
        Lectern::Storage::Database::defaultLocation().toString() };
    QCommandLineOption colorScheme{ QStringLiteral("color-scheme"),
        QCoreApplication::translate("main", "Use a light or dark palette instead of the system's."),
        QStringLiteral("light|dark") };
    QCommandLineOption search{ QStringLiteral("search"),
        QCoreApplication::translate("main", "Start with this search query (see F1 in the search field)."),
        QStringLiteral("query") };
};

void describe(QCommandLineParser &parser, const Options &options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Read, search and tag research-paper abstracts."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({ options.library, options.colorScheme, options.search });
    parser.addPositionalArgument(QStringLiteral("files"),
        QCoreApplication::translate("main", "Abstract files to import."),
        QStringLiteral("[FILE…]"));
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
}

// --help and --version print and exit without a window, so they work where there is no display.
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "-h" || argument == "--help" || argument == "--help-all" || argument == "-v" ||
            argument == "--version")
            return true;
    }
    return false;
}

// Where no display server is named, Qt would abort with a hint to reinstall it; the user is told
// what is missing instead, and what works without a display.
bool hasNoDisplay(int argc, char *argv[])
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    for (int i = 1; i < argc; ++i) {
        if (QByteArrayView(argv[i]) == "-platform")
            return false;
    }
    return qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
    return false;
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    if (hasNoDisplay(argc, argv) && !asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        Lectern::I18n::installTranslations(app);
        QTextStream(stderr) << QCoreApplication::translate("main",
                                   "lectern: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start "
                                   "it in a desktop session, or use lectern-cli to import, search, tag and export "
                                   "from the command line (lectern-cli --help).")
                            << Qt::endl;
        return 1;
    }
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        Lectern::I18n::installTranslations(app);
        // --version prints the command's name, as lectern-cli does ("lectern 0.1.0"); the name
        // that places settings and the library was needed only for the language, read above.
        QCoreApplication::setApplicationName(QStringLiteral("lectern"));
        QCommandLineParser parser;
        const Options options;
        describe(parser, options);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication();
    Lectern::I18n::installTranslations(app);
    QApplication::setApplicationDisplayName(QStringLiteral("Lectern"));
    QApplication::setDesktopFileName(QStringLiteral("org.lectern.Lectern"));
    // An icon theme may restyle the installed icon; the bundled copy is the same file, for a
    // build that is not installed.
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("org.lectern.Lectern"), QIcon(QStringLiteral(":/icons/lectern.svg"))));

    QCommandLineParser parser;
    const Options options;
    describe(parser, options);
    parser.process(app);
    if (parser.isSet(options.colorScheme)) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(parser.value(options.colorScheme) == QLatin1String("dark")
                ? Lectern::Desktop::darkPalette()
                : QApplication::style()->standardPalette());
    }

    QString error;
    const auto library = Lectern::Storage::Location::parse(parser.value(options.library), &error);
    if (!library) {
        QTextStream(stderr) << error << Qt::endl;
        return 1;
    }
    Lectern::Desktop::MainWindow window;
    if (!window.openLibrary(*library))
        return 1;
    window.show();
    if (parser.isSet(options.search))
        window.searchField()->setText(parser.value(options.search));
    window.importFiles(parser.positionalArguments());
    return QApplication::exec();
}
