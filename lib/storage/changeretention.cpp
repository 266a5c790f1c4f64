// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/changeretention.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QSqlQuery>
#include <QTimeZone>

#include <algorithm>

namespace Lectern::Storage {
namespace {

qint64 firstNumber(QSqlQuery query)
{
    return query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace

ChangeRetention::ChangeRetention(const Database &database) : m_database(database) { }

QList<ChangeRetention::Position> ChangeRetention::positions() const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT member, seq, at FROM change_positions ORDER BY seq DESC, member"));
    QList<Position> found;
    while (query.next()) {
        found.append({ query.value(0).toString(),
            query.value(1).toLongLong(),
            QDateTime::fromMSecsSinceEpoch(query.value(2).toLongLong(), QTimeZone::UTC) });
    }
    throwIfFailed(query);
    return found;
}

void ChangeRetention::recordPosition(qint64 sequence) const
{
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO change_positions (member, seq, at) VALUES (?, ?, ?)"
                       " ON CONFLICT (member) DO UPDATE SET seq = excluded.seq, at = excluded.at"
                       " WHERE change_positions.seq < excluded.seq"),
        { notNull(m_database.login()), sequence, QDateTime::currentMSecsSinceEpoch() });
}

int ChangeRetention::retentionDays() const
{
    return int(firstNumber(runOrThrow(
        m_database.connection(), QStringLiteral("SELECT retention_days FROM change_log_settings WHERE id = 1"))));
}

void ChangeRetention::setRetentionDays(int days) const
{
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE change_log_settings SET retention_days = ? WHERE id = 1"),
        { std::max(days, 0) });
}

qint64 ChangeRetention::readByEveryone() const
{
    // The members the library names, who may not have read anything yet, and whoever has read it.
    return firstNumber(runOrThrow(m_database.connection(),
        QStringLiteral("SELECT coalesce(min(coalesce(p.seq, 0)), 0)"
                       " FROM (SELECT login AS member FROM members UNION SELECT member FROM change_positions) m"
                       " LEFT JOIN change_positions p ON p.member = m.member")));
}

qint64 ChangeRetention::olderThan(const QDateTime &cutoff) const
{
    // Up to the first change written since the cutoff: a change that says it is older (a
    // client's clock set back) takes none after it along.
    return firstNumber(runOrThrow(m_database.connection(),
        QStringLiteral("SELECT coalesce((SELECT min(seq) FROM changes WHERE at >= ?) - 1,"
                       " (SELECT max(seq) FROM changes), 0)"),
        { cutoff.toMSecsSinceEpoch() }));
}

ChangeRetention::Pruned ChangeRetention::prune(const QDateTime &now) const
{
    Transaction transaction(m_database.connectionName());
    const int days = retentionDays();
    // Never past the newest change: a place written by hand cannot prune what comes next.
    const qint64 newest =
        firstNumber(runOrThrow(m_database.connection(), QStringLiteral("SELECT coalesce(max(seq), 0) FROM changes")));
    const qint64 through = std::min(std::max(readByEveryone(), days > 0 ? olderThan(now.addDays(-days)) : 0), newest);
    const qint64 before = firstNumber(runOrThrow(
        m_database.connection(), QStringLiteral("SELECT pruned_through FROM change_log_settings WHERE id = 1")));
    if (through <= before) {
        transaction.commit();
        return { before, 0 };
    }
    QSqlQuery removed =
        runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM changes WHERE seq <= ?"), { through });
    const int count = removed.numRowsAffected();
    // Two owners pruning at once: the mark only moves on.
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE change_log_settings SET pruned_through = ? WHERE id = 1 AND pruned_through < ?"),
        { through, through });
    transaction.commit();
    return { through, count };
}

} // namespace Lectern::Storage
