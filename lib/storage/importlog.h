// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include "storage/rowbatch.h"

#include <QSqlQuery>

namespace Lectern::Storage {

class Database;

// Logs which file every imported record came from and which paper it became, repeated and
// merged records included: a review counts the records it was identified from, per source,
// before duplicates were removed. The caller holds the transaction.
class ImportLog
{
public:
    using ImportId = qint64;

    explicit ImportLog(const Database &database);

    // A file whose records follow; format is the reader's name ("ris", "bibtex").
    ImportId begin(const QString &file, const QString &format);
    void record(ImportId import, qint64 position, PaperId paper);
    // Records are written several at once (see RowBatch): flushed where PaperWriter is.
    void flush() { m_records.flush(); }
    void rolledBack() { m_records.clear(); }

private:
    const Database &m_database;
    RowBatch m_records;
};

} // namespace Lectern::Storage
