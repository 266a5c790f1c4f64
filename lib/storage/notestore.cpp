// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/notestore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/paperhistory.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRandomGenerator>
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

// Any number but 0 (no note) and the version before: a writer who read a version never meets
// it again, even on a note deleted and written anew.
qint64 newVersion(qint64 before)
{
    for (;;) {
        const auto version = qint64(QRandomGenerator::global()->bounded(quint64(1) << 62)) + 1;
        if (version != before)
            return version;
    }
}

QString noteOf(PaperId paper)
{
    return QCoreApplication::translate("Lectern::Storage", "the note on paper %1").arg(paper);
}

} // namespace

QString NoteStore::note(PaperId paper) const
{
    return versionedNote(paper).markdown;
}

NoteStore::Versioned NoteStore::versionedNote(PaperId paper) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query,
        QStringLiteral("SELECT body, version, ") + bodyIntact(m_database) +
            QStringLiteral(" FROM notes WHERE paper_id = ?"));
    query.addBindValue(paper);
    execOrThrow(query);
    if (!query.next()) {
        throwIfFailed(query);
        return {};
    }
    if (!query.value(2).toBool())
        throw damagedRow(noteOf(paper));
    return { query.value(0).toString(), query.value(1).toLongLong() };
}

QHash<PaperId, NoteStore::Versioned> NoteStore::notes(const QList<PaperId> &papers) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT paper_id, body, version, ") + bodyIntact(m_database) +
            QStringLiteral(" FROM notes WHERE paper_id IN (%1)").arg(m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(query);
    QHash<PaperId, Versioned> notes;
    while (query.next()) {
        if (!query.value(3).toBool())
            throw damagedRow(noteOf(query.value(0).toLongLong()));
        notes.insert(query.value(0).toLongLong(), { query.value(1).toString(), query.value(2).toLongLong() });
    }
    throwIfFailed(query);
    return notes;
}

std::optional<qint64> NoteStore::saveNote(PaperId paper, const QString &markdown, qint64 basedOn)
{
    const bool deleting = markdown.trimmed().isEmpty();
    LoggedTransaction transaction(m_database, Change::Kind::Note);
    const Versioned current = versionedNote(paper);
    if (current.markdown == (deleting ? QString() : markdown)) {
        transaction.commitUnchanged();
        return current.version;
    }
    if (current.version != basedOn)
        return std::nullopt;
    const qint64 version = deleting ? 0 : newVersion(basedOn);
    QSqlQuery query(m_database.connection());
    // Each statement checks the version again: on a server another writer may have come between.
    if (deleting) {
        prepareOrThrow(query, QStringLiteral("DELETE FROM notes WHERE paper_id = ? AND version = ?"));
        query.addBindValue(paper);
        query.addBindValue(basedOn);
    } else if (basedOn == 0) {
        prepareOrThrow(query,
            QStringLiteral("INSERT INTO notes (paper_id, body, updated_at, version, checksum)"
                           " SELECT id, ?, ?, ?, %1 FROM papers WHERE id = ?"
                           " ON CONFLICT (paper_id) DO NOTHING")
                .arg(m_database.dialect().checksum({ QStringLiteral("?") })));
        query.addBindValue(markdown);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        query.addBindValue(version);
        query.addBindValue(markdown);
        query.addBindValue(paper);
    } else {
        prepareOrThrow(query,
            QStringLiteral("UPDATE notes SET body = ?, updated_at = ?, version = ?, checksum = %1"
                           " WHERE paper_id = ? AND version = ?")
                .arg(m_database.dialect().checksum({ QStringLiteral("?") })));
        query.addBindValue(markdown);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        query.addBindValue(version);
        query.addBindValue(markdown);
        query.addBindValue(paper);
        query.addBindValue(basedOn);
    }
    execOrThrow(query);
    if (query.numRowsAffected() <= 0) {
        if (basedOn == 0 && !deleting && !versionedNote(paper).version)
            throw StorageError(QCoreApplication::translate(
                "Lectern::Storage", "paper %1 is no longer in the library; the note was not saved")
                    .arg(paper));
        return std::nullopt;
    }
    FullTextIndex::of(m_database)->refresh(paper);
    PaperHistory(m_database).record(PaperEvent::Action::Noted, {}, { paper });
    transaction.commit({ paper });
    return version;
}

void NoteStore::setNote(PaperId paper, const QString &markdown)
{
    // Another writer between the read and the write only makes it read again.
    while (!saveNote(paper, markdown, versionedNote(paper).version)) { }
}

} // namespace Lectern::Storage
