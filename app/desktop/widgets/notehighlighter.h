// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <KSyntaxHighlighting/SyntaxHighlighter>

namespace Lectern::Desktop {

// KSyntaxHighlighting's Markdown colouring, in time linear in the note. The Markdown definition
// opens a context for each deeper list level, and its cost per character grows with their
// number: a 4 MB note of 2,000 nested levels took 15 s. A line indented further than any list
// a person writes is left uncoloured, and the colouring starts afresh after it.
class NoteHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
    Q_OBJECT

public:
    // In columns of leading white space; 25 list levels of four.
    static constexpr qsizetype MaxColouredIndent = 100;

    explicit NoteHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;
};

} // namespace Lectern::Desktop
