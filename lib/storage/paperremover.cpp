// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperremover.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/sqlerror.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Lectern::Storage {

PaperRemover::PaperRemover(const Database &database) : m_database(database) { }

RemovedPapers::Table readRows(const QString &table, QSqlQuery &query)
{
    RemovedPapers::Table rows{ table, {}, {} };
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        rows.columns.append(record.fieldName(i));
    while (query.next()) {
        QVariantList row;
        row.reserve(record.count());
        for (int i = 0; i < record.count(); ++i)
            row.append(query.value(i));
        rows.rows.append(row);
    }
    throwIfFailed(query);
    return rows;
}

void insertRows(const Database &database, const RemovedPapers::Table &table)
{
    if (table.rows.isEmpty())
        return;
    const QStringList marks(table.columns.size(), QStringLiteral("?"));
    QSqlQuery insert(database.connection());
    prepareOrThrow(insert,
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table.name, columnList(table.columns), marks.join(u',')));
    for (const QVariantList &row : table.rows) {
        for (const QVariant &value : row)
            insert.addBindValue(value);
        execOrThrow(insert);
    }
}

QStringList PaperRemover::paperTables() const
{
    QSqlQuery query =
        runOrThrow(m_database.connection(), m_database.dialect().tablesWithColumn(), { QStringLiteral("paper_id") });
    QStringList tables;
    while (query.next())
        tables.append(query.value(0).toString());
    return tables;
}

// Reads the rows of table whose column is one of the ids, then deletes them.
RemovedPapers::Table PaperRemover::take(const QString &table, const QString &column, const QList<qint64> &ids)
{
    const QString where = QStringLiteral(" WHERE %1 IN (%2)").arg(column, m_database.dialect().idSelect());
    const QVariant idList = m_database.dialect().idList(ids);
    QSqlQuery select(m_database.connection());
    select.setForwardOnly(true);
    prepareOrThrow(select, QStringLiteral("SELECT * FROM %1").arg(table) + where);
    select.addBindValue(idList);
    execOrThrow(select);
    const RemovedPapers::Table taken = readRows(table, select);
    select.finish();
    QSqlQuery remove(m_database.connection());
    prepareOrThrow(remove, QStringLiteral("DELETE FROM %1").arg(table) + where);
    remove.addBindValue(idList);
    execOrThrow(remove);
    return taken;
}

RemovedPapers PaperRemover::removePapers(const QList<PaperId> &papers)
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    // Who removed each paper stays when the paper and its history are gone. The member is the
    // column's default: on a server, the connection's login.
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO removals (removed_id, at, title) SELECT id, ?, title FROM papers WHERE id IN (%1)")
            .arg(m_database.dialect().idSelect()),
        { QDateTime::currentMSecsSinceEpoch(), m_database.dialect().idList(papers) });
    RemovedPapers removed;
    QList<RemovedPapers::Table> details;
    for (const QString &table : paperTables())
        details.append(take(table, QStringLiteral("paper_id"), papers));
    const RemovedPapers::Table paperRows = take(QStringLiteral("papers"), QStringLiteral("id"), papers);
    const qsizetype idColumn = paperRows.columns.indexOf(QStringLiteral("id"));
    for (const QVariantList &row : paperRows.rows)
        removed.papers.append(row[idColumn].toLongLong());

    // Collections the papers leave empty go with them: a collection is the papers of a file.
    QList<qint64> collections;
    const qsizetype collectionColumn = paperRows.columns.indexOf(QStringLiteral("collection_id"));
    for (const QVariantList &row : paperRows.rows) {
        if (!row[collectionColumn].isNull() && !collections.contains(row[collectionColumn].toLongLong()))
            collections.append(row[collectionColumn].toLongLong());
    }
    QSqlQuery empty = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT c.id FROM collections c WHERE c.id IN (%1)"
                       " AND NOT EXISTS (SELECT 1 FROM papers p WHERE p.collection_id = c.id)")
            .arg(m_database.dialect().idSelect()),
        { m_database.dialect().idList(collections) });
    QList<qint64> emptyCollections;
    while (empty.next())
        emptyCollections.append(empty.value(0).toLongLong());
    throwIfFailed(empty);
    removed.tables.append(take(QStringLiteral("collections"), QStringLiteral("id"), emptyCollections));
    removed.tables.append(paperRows);
    removed.tables.append(details);
    transaction.commit(removed.papers);
    return removed;
}

RemovedPapers PaperRemover::removeCollection(CollectionId collection)
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, QStringLiteral("SELECT id FROM papers WHERE collection_id = ?"));
    query.addBindValue(collection);
    execOrThrow(query);
    QList<PaperId> papers;
    while (query.next())
        papers.append(query.value(0).toLongLong());
    query.finish();
    Transaction transaction(m_database.connectionName());
    RemovedPapers removed = removePapers(papers);
    // A collection without papers is taken too.
    if (papers.isEmpty())
        removed.tables.prepend(take(QStringLiteral("collections"), QStringLiteral("id"), { collection }));
    transaction.commit();
    return removed;
}

void PaperRemover::restore(const RemovedPapers &removed)
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    for (const RemovedPapers::Table &table : removed.tables)
        insertRows(m_database, table);
    // The removal undone is no one's doing: its record goes.
    runOrThrow(m_database.connection(),
        QStringLiteral("DELETE FROM removals WHERE removed_id IN (%1)"
                       " AND id = (SELECT max(r.id) FROM removals r WHERE r.removed_id = removals.removed_id)")
            .arg(m_database.dialect().idSelect()),
        { m_database.dialect().idList(removed.papers) });
    const auto index = FullTextIndex::of(m_database);
    for (const PaperId paper : removed.papers)
        index->refresh(paper);
    transaction.commit(removed.papers);
}

} // namespace Lectern::Storage
