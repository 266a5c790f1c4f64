// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/notestore.h"

#include "storage/database.h"
#include "storage/searchindex.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {

NoteStore::NoteStore(const Database &database) : m_database(database) { }

QString NoteStore::note(PaperId paper) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("SELECT body FROM notes WHERE paper_id = ?"));
    query.addBindValue(paper);
    execOrThrow(query);
    return query.next() ? query.value(0).toString() : QString();
}

QHash<PaperId, QString> NoteStore::notes(const QList<PaperId> &papers) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(
        query, QStringLiteral("SELECT paper_id, body FROM notes WHERE paper_id IN (SELECT value FROM json_each(?))"));
    query.addBindValue(jsonIdArray(papers));
    execOrThrow(query);
    QHash<PaperId, QString> notes;
    while (query.next())
        notes.insert(query.value(0).toLongLong(), query.value(1).toString());
    return notes;
}

void NoteStore::setNote(PaperId paper, const QString &markdown)
{
    Transaction transaction(m_database.connectionName());
    QSqlQuery query(m_database.connection());
    if (markdown.trimmed().isEmpty()) {
        prepareOrThrow(query, QStringLiteral("DELETE FROM notes WHERE paper_id = ?"));
        query.addBindValue(paper);
    } else {
        // Only a changed body touches the row, so saving an unchanged note does not reindex it.
        prepareOrThrow(query,
            QStringLiteral(
                "INSERT INTO notes (paper_id, body, updated_at) SELECT id, ?, ? FROM papers WHERE id = ?"
                " ON CONFLICT (paper_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at"
                " WHERE body IS NOT excluded.body"));
        query.addBindValue(markdown);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        query.addBindValue(paper);
    }
    execOrThrow(query);
    if (query.numRowsAffected() > 0)
        SearchIndex(m_database).refresh(paper);
    transaction.commit();
}

} // namespace Lectern::Storage
