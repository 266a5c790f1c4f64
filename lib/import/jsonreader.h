// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/expansionbudget.h"
#include "import/jsonrecordsplitter.h"
#include "import/lineinput.h"
#include "import/recordreader.h"

class QJsonObject;

namespace Lectern::Import {

// Reads records kept as JSON: an array of objects (CSL-JSON, OpenReview-style paper lists,
// Lectern's own export), an object that holds such an array ("results", "items", "papers", as APIs
// answer), a single object, or JSON Lines (one object a line). Each is read a record at a time, in
// memory for one. Field names are those of CSL-JSON, OpenAlex (the abstract rebuilt from its
// inverted index), arXiv metadata, Crossref and OpenReview; every other field is kept with the
// record. An OpenAlex abstract repeats each word of its inverted index at every position listed:
// the abstracts are made within an ExpansionBudget, and a file past it is refused.
class JsonReader : public RecordReader
{
public:
    // True when a file's first bytes (after any byte-order mark and blanks) open an array or
    // an object.
    static bool looksLikeJson(QByteArrayView head);

    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override { return m_position; }
    QString errorString() const override { return m_error; }

    static PaperRecord toRecord(const QJsonObject &object);

private:
    std::optional<QJsonObject> nextObject(qint64 *line);
    std::optional<QJsonObject> nextOfDocument(qint64 *line);
    bool abstractFits(const QJsonObject &object, qint64 line);

    LineInput m_input;
    bool m_started = false;
    QString m_fileName;
    CollectionInfo m_collection;
    bool m_lines = false; // JSON Lines, else one document
    // A document is read a record at a time.
    std::optional<JsonRecordSplitter> m_splitter;
    QByteArrayList m_elements; // the document's records, cut but not yet read
    QByteArrayList m_pendingLines; // of JSON Lines, read to tell the kind of file
    qsizetype m_next = 0;
    qint64 m_position = 0;
    qint64 m_lineNumber = 0;
    int m_records = 0;
    ExpansionBudget m_budget;
    QString m_error;
};

} // namespace Lectern::Import
