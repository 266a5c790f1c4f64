// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/taggedlinereader.h"

namespace Lectern::Import {

// Reads RIS, the tagged format of reference managers and databases (Scopus, Embase, Zotero,
// EndNote): records from "TY  - " to "ER  - ", one "XX  - value" field a line, a line without
// a tag continuing the field before it. Titles come from TI or T1, abstracts from AB or N2,
// authors from AU or A1, the year from PY, Y1 or DA, the venue from T2, JF, JO, JA or J2, links
// from DO and UR. A record with neither title nor abstract is skipped with its line.
class RisReader : public TaggedLineReader
{
public:
    // True when the first line with text of a file's first bytes (after any byte-order mark)
    // opens a RIS record, or numbers one as Ovid does.
    static bool looksLikeRis(QByteArrayView head);

    bool start(QIODevice &device, const QString &fileName) override;
    // Not the shared loop: RIS continues a value on lines without a tag at any indent, and a
    // record without "ER" ends at the next "TY".
    std::optional<PaperRecord> next() override;

protected:
    std::optional<TaggedField> tagLine(QStringView line) const override;
    PaperRecord toRecord(const QList<TaggedField> &fields) const override;

private:
    bool m_sawText = false; // outside any record
    int m_records = 0;
    std::optional<std::pair<QString, qint64>> m_pendingLine; // a "TY" that ended a record, and its line
};

} // namespace Lectern::Import
