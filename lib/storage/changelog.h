// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/transaction.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace Lectern::Storage {

class Database;

// One change of a library as its change log keeps it: what kind of thing changed, for which
// papers, written by which connection (origin), by whom and when. The sequence number orders the
// changes as they were committed, so a reader that has applied every change up to a number
// misses nothing by reading the ones after it.
struct Change
{
    enum class Kind {
        // A paper's fields: title, record, reading state.
        Papers,
        // Papers came or went (an import, a deletion, a merge): every list and count may differ.
        Library,
        Tags,
        Highlights,
        Note,
        Lists,
        SavedSearches,
        Duplicates,
        // Reviews made, changed or deleted, and the papers they screen.
        Reviews,
        Decisions,
    };

    qint64 sequence = 0;
    Kind kind = Kind::Library;
    // The papers it is about; empty for none, or for more than ChangeLog::MaxPapers.
    QList<PaperId> papers;
    QString origin;
    // The database user who wrote it; empty in a file library.
    QString member;
    QDateTime at;
};

// The library's log of changes, written in the transaction of the change it tells of (it is
// committed with it or not at all), and read by change feeds. Every store records its writes
// here, so that every front end, and every member of a team library, hears of every change.
class ChangeLog
{
public:
    explicit ChangeLog(const Database &database);

    // Records a change in the caller's transaction; throws StorageError.
    void record(Change::Kind kind, const QList<PaperId> &papers = {}) const;
    // The committed changes after sequence, oldest first, at most limit of them. When changes
    // after sequence were pruned (ChangeRetention) the first is a Library change numbered as
    // the last one pruned, from nobody: a reader cannot know what changed, and reads it all again.
    QList<Change> after(qint64 sequence, int limit) const;
    // The newest committed change's number; 0 for none.
    qint64 latest() const;

    // A change about more papers names none: its readers refresh whatever they show.
    static constexpr int MaxPapers = 1000;
    // What a server's notification of a new change is called (its payload: the number).
    static QString notificationChannel();

private:
    const Database &m_database;
};

// A transaction whose commit records its change in the log: the write and the record of it are
// committed together or not at all.
class LoggedTransaction
{
public:
    LoggedTransaction(const Database &database, Change::Kind kind);

    // Records the change, about these papers, and commits; throws StorageError.
    void commit(const QList<PaperId> &papers = {});
    // Commits a write that turned out to change nothing: no record.
    void commitUnchanged() { m_transaction.commit(); }

private:
    ChangeLog m_log;
    Change::Kind m_kind;
    Transaction m_transaction;
};

} // namespace Lectern::Storage
