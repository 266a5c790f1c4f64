// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/taggedlinereader.h"

namespace Lectern::Import {

// Reads PubMed's MEDLINE format (.nbib, .txt): records separated by blank lines, each opening
// with "PMID- ", a tag of up to four letters padded to four and "- " before each field, lines
// that go on a field indented by six spaces. Titles come from TI (BTI for books), abstracts from
// AB, authors from FAU (full names) or AU, the year from DP, the venue from JT or TA, the DOI
// from LID or AID marked "[doi]", keywords from OT and the MeSH headings (MH).
class MedlineReader : public TaggedLineReader
{
public:
    // True when the first line with text of a file's first bytes (after any byte-order mark)
    // is a "PMID- " line.
    static bool looksLikeMedline(QByteArrayView head);

protected:
    std::optional<TaggedField> tagLine(QStringView line) const override;
    PaperRecord toRecord(const QList<TaggedField> &fields) const override;
    QString noRecordsError() const override;
};

} // namespace Lectern::Import
