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

// Text on one line that Markdown shows as written: the characters that would start markup are
// escaped, maths aside (pandoc reads $…$ as TeX).
QString markdownInline(const QString &text);
// The line under a paper's title: "Authors · Venue · Year", each part where known.
QString bylineOf(const Paper &paper);
// Where a reader finds the paper: its DOI's address, else its first link; empty when it has none.
QString addressOf(const Paper &paper);

} // namespace Lectern::Export
