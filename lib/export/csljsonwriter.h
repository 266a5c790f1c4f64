// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/citationkeys.h"
#include "export/entrywriter.h"

class QJsonObject;

namespace Lectern::Export {

// CSL-JSON, the form pandoc's citeproc and Zotero read: an array of items. Each item also carries
// what Lectern knows beyond CSL (tags, note, highlights, reading state, the source's other
// fields) under "custom", so the export holds every field of the library.
class CslJsonWriter : public EntryWriter
{
public:
    explicit CslJsonWriter(QIODevice &device);

    void writeStart() override;
    void writeEntry(const PaperDetails &details) override;
    void writeEnd() override;

    // The CSL type of a paper of any source ("article-journal", "paper-conference").
    static QString cslType(const Paper &paper);
    QJsonObject item(const PaperDetails &details);

private:
    CitationKeys m_keys;
    bool m_first = true;
};

} // namespace Lectern::Export
