// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Lectern::Storage {

class Database;

// How long a library keeps its change log. A change is pruned once every member has read past
// it (each member's feed keeps their place), or once it is older than the retention the owner
// sets, whichever comes first: a member away for longer than that is not waited for. The log
// remembers up to where it was pruned, and ChangeLog::after() tells a reader who had not read
// that far to read everything again: a reader may have to refresh, but never misses a change.
class ChangeRetention
{
public:
    explicit ChangeRetention(const Database &database);

    // How far a member has read the log.
    struct Position
    {
        QString member;
        qint64 sequence = 0;
        QDateTime at;
    };
    // Every member's place, the furthest first.
    QList<Position> positions() const;
    // This connection's member has read the log up to sequence; a place never moves back.
    // Throws StorageError.
    void recordPosition(qint64 sequence) const;

    // Days a change is kept for members who have not read it; 0 keeps it until all have.
    int retentionDays() const;
    // The owners' to set; throws StorageError (Forbidden for another member).
    void setRetentionDays(int days) const;

    struct Pruned
    {
        // Every change up to this number is gone from the log.
        qint64 through = 0;
        int removed = 0;
    };
    // Removes what every member has read or the retention lets go, as of now. Throws
    // StorageError (Forbidden for a member who is not an owner).
    Pruned prune(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;

    static constexpr int DefaultRetentionDays = 90;

private:
    // The newest change every member of the library has read: 0 when one has read nothing.
    qint64 readByEveryone() const;
    qint64 olderThan(const QDateTime &cutoff) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
