// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textrange.h"

#include <QFlags>
#include <QList>
#include <QString>
#include <QUrl>

namespace Lectern::Text {

// A stretch of an abstract shown in one style.
struct TextRun
{
    enum Style {
        Plain = 0,
        Bold = 1,
        Italic = 2,
        Code = 4,
        Math = 8,
        Link = 16,
    };
    Q_DECLARE_FLAGS(Styles, Style)

    QString text; // what is shown; plain text, never markup
    Styles style = Plain;
    QUrl link; // the target of a Link run
    TextRange source; // the part of the abstract it shows
    // Whether text is source's part character for character, so positions map one to one; false
    // for math, TeX escapes like \"o, and paragraph breaks, which map as a whole.
    bool verbatim = true;

    bool isParagraphBreak() const { return !verbatim && text.size() == 1 && text.front() == QChar::ParagraphSeparator; }
};

Q_DECLARE_OPERATORS_FOR_FLAGS(TextRun::Styles)

// An abstract as styled runs of plain text, and the map between positions in what is shown and
// positions in the stored abstract (for highlights and notes anchored to the source).
//
// Paragraph breaks are runs of one QChar::ParagraphSeparator, so text() lines up position by
// position with a QTextDocument built by calling QTextCursor::insertBlock() for a break run and
// insertText() for every other run. Nothing is ever interpreted as HTML.
class RenderedText
{
public:
    // Reads one abstract: each non-blank line is a paragraph (blank lines and the spaces around
    // lines show nothing); **bold**, __bold__, *italic*, _italic_ (underscores only at word
    // boundaries, so snake_case stays) and `code` as in CommonMark; TeX math in $…$, $$…$$, \(…\)
    // and \[…\] turned into Unicode by texToUnicode(), with pandoc's rules so that "$5 and $10" is
    // not math; http(s) addresses, Markdown links [label](url) to http, https, doi and arxiv
    // addresses, and the TeX found in abstracts: \emph{}, \textit{}, \textbf{}, \texttt{}, \url{},
    // \href{}{}, \% and the other escapes, accents such as \"o and \L{}, ``quotes''.
    // Markers that are not closed stay as they are.
    static RenderedText fromAbstract(const QString &source);

    const QList<TextRun> &runs() const { return m_runs; }
    // All run texts in order.
    const QString &text() const { return m_text; }

    // The smallest range of the source that produced a range of the shown text. Positions inside a
    // verbatim run map one to one; touching any other run covers all of its source ($…$ whole).
    // An empty range maps to an empty range at the corresponding position.
    TextRange toSource(TextRange rendered) const;
    // The shown text of a range of the source, by the same rules. Markup that shows nothing (the
    // ** around bold text) maps to nothing: a range of only markup gives an empty range.
    TextRange toRendered(TextRange source) const;

private:
    // The shown range of run index.
    TextRange renderedRange(qsizetype index) const;

    QList<TextRun> m_runs;
    QString m_text;
    QList<qsizetype> m_runStarts; // where each run begins in m_text
};

} // namespace Lectern::Text
