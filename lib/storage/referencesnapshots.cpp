// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/referencesnapshots.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/fulltextindex.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace Lectern::Storage {

ReferenceSnapshots::ReferenceSnapshots(const Database &database) : m_database(database) { }

ReferenceSnapshot ReferenceSnapshots::take(PaperId paper, const QStringList &columns, const QStringList &tables) const
{
    ReferenceSnapshot snapshot{ paper, columns, {}, {} };
    if (!columns.isEmpty()) {
        QSqlQuery read = runOrThrow(m_database.connection(),
            QStringLiteral("SELECT %1 FROM papers WHERE id = ?").arg(columns.join(u',')),
            { paper });
        if (!read.next())
            throw StorageError(QStringLiteral("paper %1 is not in the library").arg(paper));
        for (qsizetype i = 0; i < columns.size(); ++i)
            snapshot.values.append(read.value(int(i)));
    }
    for (const QString &table : tables) {
        QSqlQuery read = runOrThrow(
            m_database.connection(), QStringLiteral("SELECT * FROM %1 WHERE paper_id = ?").arg(table), { paper });
        snapshot.tables.append(readRows(table, read));
    }
    return snapshot;
}

ReferenceSnapshot ReferenceSnapshots::retake(const ReferenceSnapshot &snapshot) const
{
    QStringList tables;
    for (const RemovedPapers::Table &table : snapshot.tables)
        tables.append(table.name);
    return take(snapshot.paper, snapshot.columns, tables);
}

void ReferenceSnapshots::restore(const QList<ReferenceSnapshot> &snapshots) const
{
    Transaction transaction(m_database.connectionName());
    const auto index = FullTextIndex::of(m_database);
    for (const ReferenceSnapshot &snapshot : snapshots) {
        if (!snapshot.columns.isEmpty()) {
            QSqlQuery update = runOrThrow(m_database.connection(),
                QStringLiteral("UPDATE papers SET %1 = ? WHERE id = ?")
                    .arg(snapshot.columns.join(QStringLiteral(" = ?, "))),
                snapshot.values + QVariantList{ snapshot.paper });
            if (update.numRowsAffected() != 1)
                throw StorageError(QStringLiteral("paper %1 is not in the library").arg(snapshot.paper));
        }
        for (const RemovedPapers::Table &table : snapshot.tables) {
            runOrThrow(m_database.connection(),
                QStringLiteral("DELETE FROM %1 WHERE paper_id = ?").arg(table.name),
                { snapshot.paper });
            insertRows(m_database, table);
        }
        index->refresh(snapshot.paper);
    }
    transaction.commit();
}

namespace {

// What the papers an import merged into had before it: a paper merged into more than once had
// each part as the first merge to change it found it. A paper the import added goes whole.
QList<ReferenceSnapshot> beforeImport(const QList<ReferenceSnapshot> &snapshots, const QList<PaperId> &added)
{
    const QSet<PaperId> addedPapers(added.cbegin(), added.cend());
    QList<ReferenceSnapshot> earliest;
    QHash<PaperId, qsizetype> places;
    for (const ReferenceSnapshot &snapshot : snapshots) {
        if (addedPapers.contains(snapshot.paper))
            continue;
        const auto place = places.constFind(snapshot.paper);
        if (place == places.cend()) {
            places.insert(snapshot.paper, earliest.size());
            earliest.append(snapshot);
            continue;
        }
        ReferenceSnapshot &first = earliest[*place];
        for (qsizetype i = 0; i < snapshot.columns.size(); ++i) {
            if (!first.columns.contains(snapshot.columns.at(i))) {
                first.columns.append(snapshot.columns.at(i));
                first.values.append(snapshot.values.at(i));
            }
        }
        for (const RemovedPapers::Table &table : snapshot.tables) {
            const bool taken = std::any_of(first.tables.cbegin(), first.tables.cend(), [&](const auto &other) {
                return other.name == table.name;
            });
            if (!taken)
                first.tables.append(table);
        }
    }
    return earliest;
}

} // namespace

ImportUndo::ImportUndo(const Database &database) : m_database(database) { }

ImportUndo::Undone ImportUndo::undo(const QList<PaperId> &added, const QList<ReferenceSnapshot> &merges) const
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    const ReferenceSnapshots snapshots(m_database);
    const QList<ReferenceSnapshot> before = beforeImport(merges, added);
    Undone undone;
    for (const ReferenceSnapshot &snapshot : before)
        undone.merged.append(snapshots.retake(snapshot));
    snapshots.restore(before);
    undone.removed = PaperRemover(m_database).removePapers(added);
    transaction.commit();
    return undone;
}

void ImportUndo::redo(const Undone &undone) const
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    PaperRemover(m_database).restore(undone.removed);
    ReferenceSnapshots(m_database).restore(undone.merged);
    transaction.commit();
}

} // namespace Lectern::Storage
