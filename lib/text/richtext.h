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
        // A script of a Math run, shown raised or lowered where text can be (the detail pane,
        // HTML) and as plainScript() writes it where it cannot.
        Superscript = 32,
        Subscript = 64,
    };
    Q_DECLARE_FLAGS(Styles, Style)

    QString text; // what is shown; plain text, never markup
    Styles style = Plain;
    QUrl link; // the target of a Link run
    TextRange source; // the part of the abstract it shows
    // Whether text is source's part character for character, so positions map one to one; false
    // for math, TeX escapes like \"o, dashes and paragraph breaks, which map as a whole. The pieces
    // of one math span are runs of their own that each map to the whole span.
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
    // and \[…\] turned into Unicode by texToPieces(), with pandoc's rules so that "$5 and $10" is
    // not math, its scripts as runs of their own; http(s) addresses, Markdown links [label](url)
    // to http, https, doi and arxiv addresses, and the TeX found in abstracts: \emph{}, \textit{},
    // \textbf{}, \texttt{}, \url{}, \href{}{}, \% and the other escapes, accents such as \"o and
    // \L{}, ``quotes'', "--" and "---" as dashes and "~" between two words (Fig.~3) as a no-break
    // space; a "~" with a space or the line's end beside it stays, for Markdown writes "~10%" for
    // about 10%. Code, addresses and math keep their dashes and tildes. Markers that are not
    // closed stay as they are.
    static RenderedText fromAbstract(const QString &source);

    const QList<TextRun> &runs() const { return m_runs; }
    // All run texts in order.
    const QString &text() const { return m_text; }
    // The shown text of a range of text() for places that cannot raise or lower (the paper list,
    // labels, tooltips): scripts as plainScript() writes them ("𝒪(n^(−1/2))", "r₁"), a paragraph
    // break as a line break.
    QString plainText(TextRange rendered) const;
    QString plainText() const { return plainText({ 0, m_text.size() }); }
    // An abstract or title as plainText() shows it; text without markup costs no parsing.
    static QString plainTextOf(const QString &source);

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
