// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

namespace Lectern::Export {

// One standalone HTML page: titles and abstracts rendered as the detail pane renders them (maths,
// emphasis, links), highlights marked in the abstract with their comments, notes. Every text is
// escaped; the page has no scripts and loads nothing: its style sheet is inside it.
class HtmlWriter : public EntryWriter
{
public:
    HtmlWriter(QIODevice &device, const ExportOptions &options);

    void writeStart() override;
    void writeEntry(const PaperDetails &details) override;
    void writeEnd() override;

private:
    void rendered(const QString &source, const QList<Highlight> &highlights, QStringView paragraphBreak);

    QString m_title;
};

} // namespace Lectern::Export
