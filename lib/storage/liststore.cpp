// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/liststore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/paperhistory.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::ListStore)
};

QSqlQuery run(const Database &database, const QString &sql, const QVariantList &values = {})
{
    return runOrThrow(database.connection(), sql, values);
}

} // namespace

ListStore::ListStore(const Database &database) : m_database(database) { }

namespace {

const QString ListColumns =
    QStringLiteral("SELECT l.id, l.name, l.description, (SELECT count(*) FROM list_papers lp WHERE lp.list_id = l.id)"
                   " FROM reading_lists l");

ReadingList toList(const QSqlQuery &query)
{
    return {
        query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(), query.value(3).toInt()
    };
}

} // namespace

QList<ReadingList> ListStore::lists() const
{
    QSqlQuery query = run(m_database, ListColumns + QStringLiteral(" ORDER BY l.key"));
    QList<ReadingList> lists;
    while (query.next())
        lists.append(toList(query));
    return lists;
}

std::optional<ReadingList> ListStore::list(const QString &name) const
{
    QSqlQuery query =
        run(m_database, ListColumns + QStringLiteral(" WHERE l.key = ?"), { name.simplified().toCaseFolded() });
    return query.next() ? std::optional(toList(query)) : std::nullopt;
}

QString ListStore::checkedName(const QString &name, ReadingListId except) const
{
    const QString trimmed = name.simplified();
    if (trimmed.isEmpty())
        throw StorageError(Tr::tr("A reading list needs a name."));
    QSqlQuery taken = run(m_database,
        QStringLiteral("SELECT 1 FROM reading_lists WHERE key = ? AND id != ?"),
        { trimmed.toCaseFolded(), except });
    if (taken.next())
        throw StorageError(Tr::tr("There is a reading list named “%1” already.").arg(trimmed));
    return trimmed;
}

ReadingListId ListStore::create(const ReadingList &list)
{
    const QString name = checkedName(list.name, list.id);
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    const ReadingListId id = insertRow(m_database.connection(),
        QStringLiteral("reading_lists"),
        { QStringLiteral("name"), QStringLiteral("key"), QStringLiteral("description"), QStringLiteral("created_at") },
        { name, name.toCaseFolded(), notNull(list.description), QDateTime::currentMSecsSinceEpoch() },
        list.id);
    transaction.commit();
    return id;
}

void ListStore::rename(ReadingListId list, const QString &name)
{
    const QString checked = checkedName(name, list);
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    run(m_database,
        QStringLiteral("UPDATE reading_lists SET name = ?, key = ? WHERE id = ?"),
        { checked, checked.toCaseFolded(), list });
    transaction.commit();
}

void ListStore::setDescription(ReadingListId list, const QString &description)
{
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    run(m_database,
        QStringLiteral("UPDATE reading_lists SET description = ? WHERE id = ?"),
        { notNull(description), list });
    transaction.commit();
}

void ListStore::remove(ReadingListId list)
{
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    PaperHistory(m_database)
        .recordSelected(PaperEvent::Action::Unlisted,
            QStringLiteral("SELECT lp.paper_id, l.name AS subject FROM list_papers lp"
                           " JOIN reading_lists l ON l.id = lp.list_id WHERE lp.list_id = ?"),
            { list });
    run(m_database, QStringLiteral("DELETE FROM list_papers WHERE list_id = ?"), { list });
    run(m_database, QStringLiteral("DELETE FROM reading_lists WHERE id = ?"), { list });
    transaction.commit();
}

QList<PaperId> ListStore::papers(ReadingListId list) const
{
    QSqlQuery query = run(
        m_database, QStringLiteral("SELECT paper_id FROM list_papers WHERE list_id = ? ORDER BY position"), { list });
    QList<PaperId> papers;
    while (query.next())
        papers.append(query.value(0).toLongLong());
    return papers;
}

QList<PaperId> ListStore::addPapers(ReadingListId list, const QList<PaperId> &papers)
{
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    QSqlQuery last = run(
        m_database, QStringLiteral("SELECT coalesce(max(position), -1) FROM list_papers WHERE list_id = ?"), { list });
    qint64 position = last.next() ? last.value(0).toLongLong() : -1;
    last.finish();
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(insert,
        QStringLiteral("INSERT INTO list_papers (list_id, paper_id, position)"
                       " SELECT ?, id, ? FROM papers WHERE id = ? ON CONFLICT DO NOTHING"));
    QList<PaperId> added;
    for (const PaperId paper : papers) {
        insert.addBindValue(list);
        insert.addBindValue(position + 1);
        insert.addBindValue(paper);
        execOrThrow(insert);
        if (insert.numRowsAffected() > 0) {
            ++position;
            added.append(paper);
        }
    }
    PaperHistory(m_database).recordNamed(PaperEvent::Action::Listed, QStringLiteral("reading_lists"), list, added);
    transaction.commit(added);
    return added;
}

QList<PaperId> ListStore::removePapers(ReadingListId list, const QList<PaperId> &papers)
{
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    QSqlQuery remove = run(m_database,
        QStringLiteral("DELETE FROM list_papers WHERE list_id = ? AND paper_id IN (%1) RETURNING paper_id")
            .arg(m_database.dialect().idSelect()),
        { list, m_database.dialect().idList(papers) });
    QList<PaperId> removed;
    while (remove.next())
        removed.append(remove.value(0).toLongLong());
    remove.finish();
    PaperHistory(m_database).recordNamed(PaperEvent::Action::Unlisted, QStringLiteral("reading_lists"), list, removed);
    transaction.commit(removed);
    return removed;
}

void ListStore::setOrder(ReadingListId list, const QList<PaperId> &order)
{
    const QList<PaperId> current = papers(list);
    QSet<PaperId> inList(current.cbegin(), current.cend());
    QList<PaperId> arranged;
    arranged.reserve(current.size());
    // Each paper once: taken out of inList as it is placed.
    for (const PaperId paper : order) {
        if (inList.remove(paper))
            arranged.append(paper);
    }
    for (const PaperId paper : current) {
        if (inList.remove(paper))
            arranged.append(paper);
    }
    LoggedTransaction transaction(m_database, Change::Kind::Lists);
    QSqlQuery update(m_database.connection());
    prepareOrThrow(update, QStringLiteral("UPDATE list_papers SET position = ? WHERE list_id = ? AND paper_id = ?"));
    for (qsizetype i = 0; i < arranged.size(); ++i) {
        update.addBindValue(i);
        update.addBindValue(list);
        update.addBindValue(arranged[i]);
        execOrThrow(update);
    }
    transaction.commit(arranged);
}

QHash<PaperId, QStringList> ListStore::listNames(const QList<PaperId> &papers) const
{
    QSqlQuery query = run(m_database,
        QStringLiteral("SELECT lp.paper_id, l.name FROM list_papers lp JOIN reading_lists l ON l.id = lp.list_id"
                       " WHERE lp.paper_id IN (%1) ORDER BY l.key")
            .arg(m_database.dialect().idSelect()),
        { m_database.dialect().idList(papers) });
    QHash<PaperId, QStringList> names;
    while (query.next())
        names[query.value(0).toLongLong()].append(query.value(1).toString());
    return names;
}

} // namespace Lectern::Storage
