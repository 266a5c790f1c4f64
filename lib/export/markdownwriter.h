// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

namespace Lectern::Export {

// A reading list for people: per paper a heading with the title, a line of authors, venue, year
// and link, the tags, the highlights as quotes, the note, and (optionally) the abstract. Maths
// stays $…$, so pandoc and Markdown editors render it.
class MarkdownWriter : public EntryWriter
{
public:
    MarkdownWriter(QIODevice &device, const ExportOptions &options);

    void writeStart() override;
    void writeEntry(const PaperDetails &details) override;

private:
    ExportOptions m_options;
};

// Text for Markdown readers (pandoc, CommonMark) in which nothing from a file or a user becomes
// HTML, attributes or an image: HTML that would run or load (a script, an <img onerror=…>) is left
// out, the characters in escaped get a backslash, and so does "[" after "!". Maths ($…$, $$…$$ as pandoc reads them) is
// kept for pandoc to render, with a space (which TeX ignores) after a "<" or "&" that could open a tag or an entity and
// between "](", for readers that do not take it for maths. A code span stays code where escaping would not change it.
QString markdownText(QStringView text, QStringView escaped);
// Text on one line that Markdown shows as written: every character that would start markup is
// escaped, maths aside.
QString markdownInline(const QString &text);
// The line under a paper's title: "Authors · Venue · Year", each part where known.
QString bylineOf(const Paper &paper);
// Where a reader finds the paper: its DOI's address, else its first link; empty when it has none.
QString addressOf(const Paper &paper);

} // namespace Lectern::Export
