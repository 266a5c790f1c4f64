// SPDX-License-Identifier: GPL-3.0-or-later
// Any text as a paper's note: coloured by the editor's highlighter as it is loaded, and rendered
// by the preview (Markdown, maths, links, images turned into text).
#include "widgets/noteeditor.h"

#include <QApplication>

#include <cstddef>
#include <cstdint>

namespace {

Lectern::Desktop::NoteEditor *editor = nullptr;

} // namespace

// Qt's font and text-layout caches and fontconfig keep what they make when a text first needs a
// font, and free it (if at all) after the leak check at exit. Allocations made by Lectern's own
// code are still checked: their stacks start in this program.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libfontconfig.so\nleak:libQt6Gui.so\nleak:libQt6Core.so\n";
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QApplication application(*argc, *argv);
    editor = new Lectern::Desktop::NoteEditor;
    editor->setPreviewShown(true);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString note = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    // Another paper each time, so that the text is always loaded, highlighted and rendered anew.
    static Lectern::PaperId paper = 0;
    editor->setNote(++paper, note);
    return 0;
}
