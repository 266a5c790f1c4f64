// SPDX-License-Identifier: GPL-3.0-or-later
// Any text as a paper's note: coloured by the editor's highlighter as it is loaded, and rendered
// by the preview (Markdown, maths, links, images turned into text).
#include "widgetfuzzing.h"
#include "widgets/noteeditor.h"

#include <cstddef>
#include <cstdint>

namespace {

Lectern::Desktop::NoteEditor *editor = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    Lectern::Fuzz::startApplication(argc, argv);
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
