// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/recordreader.h"

#include <QByteArrayView>

namespace Lectern::Import {

// Reads RIS, the tagged format of reference managers and databases (Scopus, Embase, Zotero,
// EndNote): records from "TY  - " to "ER  - ", one "XX  - value" field a line, a line without
// a tag continuing the field before it. Titles come from TI or T1, abstracts from AB or N2,
// authors from AU or A1, the year from PY, Y1 or DA, the venue from T2, JF, JO, JA or J2, links
// from DO and UR. A record with neither title nor abstract is skipped with its line.
class RisReader : public RecordReader
{
public:
    // True when the first line with text of a file's first bytes (after any byte-order mark)
    // opens a RIS record, or numbers one as Ovid does.
    static bool looksLikeRis(QByteArrayView head);

    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override { return m_recordEnd; }
    QString errorString() const override { return m_error; }

private:
    using Field = std::pair<QString, QString>; // tag, value
    enum class Line { Read, End, Error };
    Line readLine(QString *line);
    PaperRecord toRecord(const QList<Field> &fields) const;

    QIODevice *m_device = nullptr;
    QString m_fileName;
    CollectionInfo m_collection;
    qint64 m_position = 0; // bytes read
    qint64 m_recordEnd = 0; // bytes up to the end of the last record returned
    qint64 m_lineNumber = 0;
    bool m_sawText = false; // outside any record
    int m_records = 0;
    std::optional<std::pair<QString, qint64>> m_pendingLine; // a "TY" that ended a record, and its line
    QString m_error;
};

} // namespace Lectern::Import
