// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"
#include "storage/fulltextindex.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QSqlError;
class QSqlResult;

namespace Lectern::Storage {

class BulkLoad;
class Dialect;
class FullTextIndex;
class LibraryCare;
class Location;
class MemberAdmin;
struct RowsInsert;
class StorageError;

// What stops a statement that a newer request made stale, from another thread: sqlite3_interrupt
// and a progress handler on SQLite, a cancel request on PostgreSQL. Made on the connection's thread.
class Interrupter
{
public:
    virtual ~Interrupter() = default;
    // Called from any thread: ends the statement running on the connection now, if any, without
    // waiting for the server (a cancel request is sent by a thread of the interrupter's own).
    virtual void interrupt() = 0;
};

// One database engine a library can live on: everything about it that the stores' shared SQL
// does not say. It connects, configures, creates and migrates a library, keeps its full-text
// index, interrupts, bulk-loads, backs up and checks. The code of each lives in its folder of
// lib/storage (sqlite/, postgresql/); nothing outside those folders knows an engine's API.
// How a whole result of ids is read: as the engine plans it, or along an index that holds the
// ids in the statement's order, a row at a time (see selectAllIdsInIndexOrder).
enum class IdOrder { AsPlanned, ByIndex };

class Engine
{
public:
    virtual ~Engine() = default;

    // The engine of a location: SQLite for a file.
    static const Engine &of(const Location &location);
    // The engine of a URI scheme ("postgresql", "postgres"); nullptr when none has it.
    static const Engine *ofScheme(const QString &scheme);
    // The engine a connection was opened by.
    static const Engine &of(const QSqlDriver *driver);
    static const Engine &of(const QSqlDatabase &connection) { return of(connection.driver()); }

    // The scheme of its locations ("postgresql"); empty for files.
    virtual QString scheme() const = 0;
    // Qt's SQL driver of its connections, by name and by kind.
    virtual QString driverName() const = 0;
    virtual QSqlDriver::DbmsType dbmsType() const = 0;

    // Opens the connection named connectionName to location: a new library is created (where
    // access allows), an older one upgraded, one that is not Lectern's or is newer than this
    // build refused untouched. False, with error one sentence that names the library, when refused.
    virtual bool open(
        const QString &connectionName, const Location &location, Database::Access access, QString *error) const = 0;
    // Whether there is a library at location (perhaps one that is not Lectern's: opening tells).
    virtual bool exists(const Location &location) const = 0;
    // Whether opening will upgrade the library first (which takes a while for a large one).
    virtual bool needsUpgrade(const Location &location) const = 0;
    // The three questions of Database::stateOf(); an engine whose answers each cost a connection
    // asks them on one.
    virtual Database::State state(const Location &location) const;
    // Whether the library can only be read where it is (a file that, or whose folder, cannot be
    // written): it opens with Database::Access::ReadOnly or not at all.
    virtual bool isReadOnlyHere(const Location &location) const;
    // Asked after open() failed: whether the server asked for a password and had none, or refused
    // the one given, so that connecting again with the right one may succeed. A file never does.
    virtual bool wantsPassword(const Location &location) const;
    // The library as the window names it: a file's path; "lectern on db.lab" for a database.
    virtual QString displayName(const Location &location) const;
    virtual int schemaVersion(const QSqlDatabase &connection) const = 0;

    virtual const Dialect &dialect() const = 0;
    virtual std::unique_ptr<FullTextIndex> fullTextIndex(const Database &database) const = 0;
    // What the full-text index will hold of a paper: made on an import's reading thread, beside
    // the writer, so safe to call from any thread.
    virtual FullTextIndex::Entry indexEntry(const FullTextIndex::Texts &texts) const = 0;
    // Writes rows to a table with one statement; the query is executed, for what it returns.
    // Throws StorageError.
    virtual QSqlQuery insertRows(
        const Database &database, const RowsInsert &insert, const QList<QVariantList> &rows) const = 0;
    // The ids a statement selecting one column of ids yields with these values, in order: a whole
    // search result, read as the engine reads many rows fastest; by an index's order when asked,
    // even where sorting all of them first looks cheaper. Throws StorageError.
    virtual QList<qint64> readIds(
        const Database &database, const QString &select, const QVariantList &values, IdOrder order) const;
    // Settings for writing many papers in one transaction, undone when it goes.
    virtual std::unique_ptr<BulkLoad> bulkLoad(const Database &database) const = 0;
    // isStale may be asked at any time, from any thread: true while the job running on the
    // connection is stale, whose statements are then ended.
    virtual std::unique_ptr<Interrupter> interrupter(const Database &database, std::function<bool()> isStale) const = 0;
    // Backups, checks and damage of libraries at its locations.
    virtual const LibraryCare &care() const = 0;
    // The members of a library of this engine and their roles; nothing for an engine whose
    // libraries have one reader (a file).
    virtual std::unique_ptr<MemberAdmin> members(const Database &database) const;
    // The member the connection is, as the server names them (its login); empty for a file,
    // which has no members.
    virtual QString login(const Database &database) const;
    // Whether the server shows this connection every reviewer's decisions of a blind review (an
    // owner's); false where blinding is left to Lectern's front ends (a file), which then show a
    // reviewer their own.
    virtual bool seesBlindDecisions(const Database &database) const;

    // The result a statement prepared on a connection of this driver runs in, made the engine's
    // own way; null for the driver's own (QSqlQuery takes it over).
    virtual QSqlResult *preparedStatement(const QSqlDriver *driver) const;
    // A failed statement's error on a connection of this driver, told as damage, a lock held too
    // long, or a lost server.
    virtual StorageError error(const QSqlError &error, const QSqlDriver *driver) const = 0;
    // Whether the connection is inside a transaction.
    virtual bool inTransaction(const QSqlDatabase &connection) const = 0;
    // Whether the library the connection was opened on is no longer at its location: a file
    // renamed, removed, or replaced by another under its name. A server's database never is.
    virtual bool hasMoved(const QSqlDatabase &connection) const;
    // The files every commit to the library the connection was opened on writes, for a reader to
    // watch and read the library again at once when they change (SQLite's write-ahead log): a
    // file has no notifications of another client's commits. Empty where the engine notifies.
    virtual QStringList filesWrittenByCommits(const QSqlDatabase &connection) const;
    // Writes what the connection's journal holds into the library it was opened on and empties
    // the journal: for a file that has moved, whose journal is found by its old path (and read by
    // whatever file is there now) and which its last connection no longer folds in on closing.
    // Throws StorageError.
    virtual void foldJournal(const QSqlDatabase &connection) const;
};

// Many papers written in one transaction: how the connection is set up while it lasts (undone
// when it goes), and what is done to the full-text index at the end.
class BulkLoad
{
public:
    virtual ~BulkLoad() = default;
    // Makes the full-text index compact, before the commit of a transaction that added many papers.
    virtual void compactIndex() = 0;
    // Told after each batch: how many papers the transaction has written so far. An engine whose
    // planner keeps the plans it made while the library was small (for the lookups of each
    // batch) has them made again as the library grows.
    virtual void wrote(qint64 papers) { Q_UNUSED(papers) }
};

} // namespace Lectern::Storage
