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

#include <QStandardPaths>

int main(int argc, char *argv[])
{
    // Widgets without a screen; QStandardPaths in a test folder, never the user's library.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    Application app(argc, argv);
    Application::setOrganizationName(QStringLiteral("LecternTests"));
    Application::setApplicationName(QStringLiteral("LecternTests"));
    return Catch::Session().run(argc, argv);
}
