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
#include <QTimeZone>
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

// The condition that a note is the member's own.
QString own(const Database &database)
{
    return QStringLiteral("member = ") + database.dialect().member();
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
            QStringLiteral(" FROM notes WHERE paper_id = ? AND ") + own(m_database));
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
            QStringLiteral(" FROM notes WHERE paper_id IN (%1) AND %2")
                .arg(m_database.dialect().idSelect(), own(m_database)));
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

QList<NoteStore::MemberNote> NoteStore::othersNotes(PaperId paper) const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT n.member, coalesce(nullif(m.display_name, ''), n.member), n.body, n.updated_at, ") +
            bodyIntact(m_database) +
            QStringLiteral(" FROM notes n LEFT JOIN members m ON m.login = n.member"
                           " WHERE n.paper_id = ? AND n.member <> %1 ORDER BY n.updated_at DESC, n.member")
                .arg(m_database.dialect().member()),
        { paper });
    QList<MemberNote> notes;
    while (query.next()) {
        if (!query.value(4).toBool())
            throw damagedRow(noteOf(paper));
        notes.append({ query.value(0).toString(),
            query.value(1).toString(),
            query.value(2).toString(),
            QDateTime::fromMSecsSinceEpoch(query.value(3).toLongLong(), QTimeZone::UTC) });
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
        prepareOrThrow(
            query, QStringLiteral("DELETE FROM notes WHERE paper_id = ? AND version = ? AND ") + own(m_database));
        query.addBindValue(paper);
        query.addBindValue(basedOn);
    } else if (basedOn == 0) {
        prepareOrThrow(query,
            QStringLiteral("INSERT INTO notes (paper_id, member, body, updated_at, version, checksum)"
                           " SELECT id, %1, ?, ?, ?, %2 FROM papers WHERE id = ?"
                           " ON CONFLICT (paper_id, member) DO NOTHING")
                .arg(m_database.dialect().member(), m_database.dialect().checksum({ QStringLiteral("?") })));
        query.addBindValue(markdown);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        query.addBindValue(version);
        query.addBindValue(markdown);
        query.addBindValue(paper);
    } else {
        prepareOrThrow(query,
            QStringLiteral("UPDATE notes SET body = ?, updated_at = ?, version = ?, checksum = %1"
                           " WHERE paper_id = ? AND version = ? AND %2")
                .arg(m_database.dialect().checksum({ QStringLiteral("?") }), own(m_database)));
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
