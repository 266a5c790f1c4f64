// SPDX-License-Identifier: GPL-3.0-or-later
// Catch2's main, with the Qt application object that SQL drivers, resources and widgets need.
#include <catch2/catch_session.hpp>

#ifdef LECTERN_TEST_GUI
#include <QApplication>
using Application = QApplication;
#else
#include <QCoreApplication>
using Application = QCoreApplication;
#endif

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <string_view>

namespace {

// The engine a copy of the tests runs against, given by ctest before Catch's own arguments
// (lectern_add_test's ENGINES): taken out of argv, and set where testEngine() and the tests'
// PostgreSQL server look for it.
void takeEngineArguments(int &argc, char *argv[])
{
    const std::pair<std::string_view, const char *> options[] = {
        { "--lectern-engine=", "LECTERN_TEST_ENGINE" },
        { "--lectern-postgresql-dir=", "LECTERN_TEST_POSTGRESQL_DIR" },
    };
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        bool taken = false;
        for (const auto &[prefix, variable] : options) {
            if (argument.starts_with(prefix)) {
                qputenv(variable, QByteArray(argument.substr(prefix.size())));
                taken = true;
            }
        }
        if (!taken)
            argv[kept++] = argv[i];
    }
    argc = kept;
}

} // namespace

int main(int argc, char *argv[])
{
    takeEngineArguments(argc, argv);
    // Widgets without a screen; QStandardPaths in a test folder, never the user's library.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    Application app(argc, argv);
    Application::setOrganizationName(QStringLiteral("LecternTests"));
    // Settings and data of this process alone: ctest runs test cases in parallel processes, the
    // SQLite and PostgreSQL copies of a case among them, and neither a window's saved state nor a
    // library in the data folder (the demo library, the default one) may cross.
    Application::setApplicationName(QStringLiteral("LecternTests-%1").arg(Application::applicationPid()));
    const QTemporaryDir settings;
    for (const auto format : { QSettings::NativeFormat, QSettings::IniFormat })
        QSettings::setPath(format, QSettings::UserScope, settings.path());
    const int result = Catch::Session().run(argc, argv);
    for (const auto location : { QStandardPaths::AppDataLocation, QStandardPaths::CacheLocation })
        QDir(QStandardPaths::writableLocation(location)).removeRecursively();
    return result;
}
