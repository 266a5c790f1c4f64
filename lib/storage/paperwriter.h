// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QSqlQuery>

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

    // Returns the new paper's id, or 0 when the library already has this abstract.
    PaperId add(const PaperRecord &record, const Source &source);

private:
    QSqlQuery m_insertPaper;
    QSqlQuery m_insertText;
    QSqlQuery m_insertLink;
    qint64 m_addedAt;
};

} // namespace Lectern::Storage
