// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/taggedlinereader.h"

namespace Lectern::Import {

// Reads Web of Science's tagged export ("plain text" / "other reference software"): an FN and
// VR header, then records from PT to ER, a two-letter tag and a space before each field, lines
// that go on a field indented by three spaces. Titles come from TI, abstracts from AB, authors
// from AF (full names) or AU, the venue from SO, the year from PY or EA, the DOI from DI, the
// PubMed id from PM, keywords from DE; UT (the accession number) and the rest are kept.
class WosReader : public TaggedLineReader
{
public:
    // True when a file's first bytes (after any byte-order mark) open with the FN header, or
    // with a PT record followed by other two-letter tags.
    static bool looksLikeWos(QByteArrayView head);

protected:
    std::optional<TaggedField> tagLine(QStringView line) const override;
    bool endsRecord(QStringView tag) const override;
    bool isOutsideRecords(QStringView tag) const override;
    PaperRecord toRecord(const QList<TaggedField> &fields) const override;
    QString noRecordsError() const override;
};

} // namespace Lectern::Import
