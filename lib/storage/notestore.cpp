// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/notestore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {

NoteStore::NoteStore(const Database &database) : m_database(database) { }

namespace {

// The column that says whether a note still matches its checksum.
QString bodyIntact(const Database &database)
{
    return QStringLiteral("checksum IS NULL OR checksum = ") + database.dialect().checksum({ QStringLiteral("body") });
}

QString noteOf(PaperId paper)
{
    return QCoreApplication::translate("Lectern::Storage", "the note on paper %1").arg(paper);
}

} // namespace

QString NoteStore::note(PaperId paper) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query,
        QStringLiteral("SELECT body, ") + bodyIntact(m_database) + QStringLiteral(" FROM notes WHERE paper_id = ?"));
    query.addBindValue(paper);
    execOrThrow(query);
    if (!query.next()) {
        throwIfFailed(query);
        return {};
    }
    if (!query.value(1).toBool())
        throw damagedRow(noteOf(paper));
    return query.value(0).toString();
}

QHash<PaperId, QString> NoteStore::notes(const QList<PaperId> &papers) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT paper_id, body, ") + bodyIntact(m_database) +
            QStringLiteral(" FROM notes WHERE paper_id IN (%1)").arg(m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(query);
    QHash<PaperId, QString> notes;
    while (query.next()) {
        if (!query.value(2).toBool())
            throw damagedRow(noteOf(query.value(0).toLongLong()));
        notes.insert(query.value(0).toLongLong(), query.value(1).toString());
    }
    throwIfFailed(query);
    return notes;
}

void NoteStore::setNote(PaperId paper, const QString &markdown)
{
    LoggedTransaction transaction(m_database, Change::Kind::Note);
    QSqlQuery query(m_database.connection());
    if (markdown.trimmed().isEmpty()) {
        prepareOrThrow(query, QStringLiteral("DELETE FROM notes WHERE paper_id = ?"));
        query.addBindValue(paper);
    } else {
        // Only a changed body touches the row, so saving an unchanged note does not reindex it.
        prepareOrThrow(query,
            QStringLiteral("INSERT INTO notes (paper_id, body, updated_at, checksum)"
                           " SELECT id, ?, ?, %1 FROM papers WHERE id = ?"
                           " ON CONFLICT (paper_id) DO UPDATE SET body = excluded.body,"
                           " updated_at = excluded.updated_at, checksum = excluded.checksum"
                           " WHERE notes.body IS DISTINCT FROM excluded.body")
                .arg(m_database.dialect().checksum({ QStringLiteral("?") })));
        query.addBindValue(markdown);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        query.addBindValue(markdown);
        query.addBindValue(paper);
    }
    execOrThrow(query);
    if (query.numRowsAffected() <= 0)
        return transaction.commitUnchanged();
    FullTextIndex::of(m_database)->refresh(paper);
    transaction.commit({ paper });
}

} // namespace Lectern::Storage
