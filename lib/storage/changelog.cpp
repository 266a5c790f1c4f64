// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/changelog.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/storednames.h"

#include <QSqlQuery>

namespace Lectern::Storage {
namespace {

constexpr StoredNames<Change::Kind, 10> KindNames{ {
    std::pair{ Change::Kind::Papers, "papers" },
    std::pair{ Change::Kind::Library, "library" },
    std::pair{ Change::Kind::Tags, "tags" },
    std::pair{ Change::Kind::Highlights, "highlights" },
    std::pair{ Change::Kind::Note, "note" },
    std::pair{ Change::Kind::Lists, "lists" },
    std::pair{ Change::Kind::SavedSearches, "saved-searches" },
    std::pair{ Change::Kind::Duplicates, "duplicates" },
    std::pair{ Change::Kind::Reviews, "reviews" },
    std::pair{ Change::Kind::Decisions, "decisions" },
} };

QString kindName(Change::Kind kind)
{
    return storedName(KindNames, kind);
}

// A kind this build does not know (written by a newer one) reads as the widest.
Change::Kind kindNamed(const QString &text)
{
    return storedValue(KindNames, text, Change::Kind::Library);
}

QString paperList(const QList<PaperId> &papers)
{
    if (papers.size() > ChangeLog::MaxPapers)
        return {};
    QStringList ids;
    ids.reserve(papers.size());
    for (const PaperId paper : papers)
        ids.append(QString::number(paper));
    return ids.join(u',');
}

QList<PaperId> papersIn(const QString &text)
{
    QList<PaperId> papers;
    for (const auto id : QStringView(text).tokenize(u',', Qt::SkipEmptyParts))
        papers.append(id.toLongLong());
    return papers;
}

} // namespace

ChangeLog::ChangeLog(const Database &database) : m_database(database) { }

void ChangeLog::record(Change::Kind kind, const QList<PaperId> &papers) const
{
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO changes (at, origin, kind, papers) VALUES (?, ?, ?, ?)"),
        { QDateTime::currentMSecsSinceEpoch(), m_database.origin(), kindName(kind), notNull(paperList(papers)) });
}

QList<Change> ChangeLog::after(qint64 sequence, int limit) const
{
    // One statement, so that the mark and the rows are read as one prune left them.
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT s.pruned_through, c.seq, c.kind, c.papers, c.origin, c.member, c.at"
                       " FROM change_log_settings s LEFT JOIN"
                       " (SELECT seq, kind, papers, origin, member, at FROM changes"
                       "   WHERE seq > ? ORDER BY seq LIMIT ?) c ON 1 = 1"
                       " ORDER BY c.seq"),
        { sequence, limit });
    QList<Change> changes;
    while (query.next()) {
        const qint64 prunedThrough = query.value(0).toLongLong();
        if (changes.isEmpty() && prunedThrough > sequence) {
            // What was pruned before the reader read it could be anything.
            changes.append({ prunedThrough, Change::Kind::Library, {}, {}, {}, {} });
        }
        if (query.isNull(1))
            continue;
        changes.append({ query.value(1).toLongLong(),
            kindNamed(query.value(2).toString()),
            papersIn(query.value(3).toString()),
            query.value(4).toString(),
            query.value(5).toString(),
            QDateTime::fromMSecsSinceEpoch(query.value(6).toLongLong()) });
    }
    throwIfFailed(query);
    return changes;
}

qint64 ChangeLog::latest() const
{
    // Changes left in the log all come after the pruned ones.
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT coalesce((SELECT max(seq) FROM changes), pruned_through) FROM change_log_settings"));
    return query.next() ? query.value(0).toLongLong() : 0;
}

LoggedTransaction::LoggedTransaction(const Database &database, Change::Kind kind)
    : m_log(database), m_kind(kind), m_transaction(database.connectionName())
{
}

void LoggedTransaction::commit(const QList<PaperId> &papers)
{
    m_log.record(m_kind, papers);
    m_transaction.commit();
}

QString ChangeLog::notificationChannel()
{
    return QStringLiteral("lectern_changes");
}

} // namespace Lectern::Storage
