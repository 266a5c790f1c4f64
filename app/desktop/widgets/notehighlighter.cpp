// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/notehighlighter.h"

namespace Lectern::Desktop {

NoteHighlighter::NoteHighlighter(QTextDocument *document) : SyntaxHighlighter(document) { }

void NoteHighlighter::highlightBlock(const QString &text)
{
    qsizetype indent = 0;
    while (indent < text.size() && text[indent].isSpace())
        ++indent;
    if (indent > MaxColouredIndent) {
        // No state to carry on: the next line starts from the definition's first context.
        setCurrentBlockUserData(nullptr);
        setCurrentBlockState(-1);
        return;
    }
    SyntaxHighlighter::highlightBlock(text);
}

} // namespace Lectern::Desktop
