// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QStringList>
#include <QVariant>

class QSqlQuery;

namespace Lectern::Storage {

class Database;

// What a removal took out of the library, row for row: every table that refers to a paper
// (found in the schema, so a table added later is covered too), and the collections that were
// left without papers.
struct RemovedPapers
{
    struct Table
    {
        QString name;
        QStringList columns;
        QList<QVariantList> rows;
        friend bool operator==(const Table &, const Table &) = default;
    };
    QList<PaperId> papers;
    QList<Table> tables; // in the order they go back: collections, papers, then the rest

    bool isEmpty() const { return papers.isEmpty(); }
};

// The rows a query selected from a table, with its column names.
RemovedPapers::Table readRows(const QString &table, QSqlQuery &query);
// Puts rows taken from a table back in it.
void insertRows(const Database &database, const RemovedPapers::Table &table);

// Deletes papers with everything the user added to them (tags, notes, highlights, list places)
// and puts them back exactly as they were, ids included: deleting is undoable. Deleted papers
// leave the search index at once, and so every search, count and facet.
class PaperRemover
{
public:
    explicit PaperRemover(const Database &database);

    // Ids not in the library are passed over. One transaction.
    RemovedPapers removePapers(const QList<PaperId> &papers);
    RemovedPapers removeCollection(CollectionId collection);
    void restore(const RemovedPapers &removed);

private:
    // The tables other than papers that have a paper_id column.
    QStringList paperTables() const;
    RemovedPapers::Table take(const QString &table, const QString &column, const QList<qint64> &ids);

    const Database &m_database;
};

} // namespace Lectern::Storage
