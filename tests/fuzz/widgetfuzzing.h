// SPDX-License-Identifier: GPL-3.0-or-later
// What a fuzz target of widgets needs; included by that target's one source file.
#pragma once

#include <QApplication>

// Qt's font and text-layout caches and fontconfig keep what they make when a text first needs a
// font, and free it (if at all) after the leak check at exit. Allocations made by Lectern's own
// code are still checked: their stacks start in this program.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libfontconfig.so\nleak:libQt6Gui.so\nleak:libQt6Core.so\n";
}

namespace Lectern::Fuzz {

// The application, without a screen. Never destroyed: an application destroyed at exit before
// the windows it showed crashes in Qt.
inline void startApplication(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    new QApplication(*argc, *argv);
}

} // namespace Lectern::Fuzz
