// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/searchindex.h"

#include <QSqlQuery>
#include <QStringList>

namespace Lectern::Storage {

class Database;

// Adds imported papers to the library, skipping those already in it (by content key).
// Statements are prepared once for a whole import; the caller holds the transaction.
class PaperWriter
{
public:
    explicit PaperWriter(const Database &database);

    struct Source
    {
        CollectionId collectionId = 0;
        QString venue;
        int year = 0;
        QString file;
    };

    // A record with the values that take time to compute. prepare() touches no database, so
    // an import makes these on another thread while this one writes.
    struct PreparedPaper
    {
        PaperRecord record;
        QString contentKey;
        QStringList links; // the record's links, encoded as stored
    };
    static PreparedPaper prepare(PaperRecord record);

    // Returns the new paper's id, or 0 when the library already has this abstract.
    PaperId add(const PreparedPaper &paper, const Source &source);
    PaperId add(const PaperRecord &record, const Source &source);

private:
    QSqlQuery m_insertPaper;
    SearchIndex m_index;
    QSqlQuery m_insertLink;
    qint64 m_addedAt;
};

} // namespace Lectern::Storage
