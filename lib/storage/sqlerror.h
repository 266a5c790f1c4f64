// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <stdexcept>

class QSqlDatabase;
class QSqlError;

namespace Lectern::Storage {

// A failed statement: a damaged or locked file, a full disk. Stores throw it so that no caller
// can mistake a failure for an empty result; the message names what failed and why.
class StorageError : public std::runtime_error
{
public:
    enum class Kind {
        Failure,
        // The library is damaged: nothing more should be written to it.
        Damage,
        // Another connection held the lock for longer than the wait allows.
        Busy,
        // The server cannot be reached, or the connection to it was lost.
        Unreachable,
        // The user's role in a team library does not allow it.
        Forbidden,
        // Stopped from outside while it ran: a newer request made it stale.
        Interrupted,
    };
    explicit StorageError(const QString &message, Kind kind = Kind::Failure);
    // From a failed statement on a connection, as its engine tells what kind of failure it is.
    static StorageError from(const QSqlError &error, const QSqlDatabase &connection);
    static StorageError from(const QSqlQuery &query);
    QString message() const;
    Kind kind() const { return m_kind; }
    bool isDamage() const { return m_kind == Kind::Damage; }
    bool isBusy() const { return m_kind == Kind::Busy; }
    bool isUnreachable() const { return m_kind == Kind::Unreachable; }
    bool isForbidden() const { return m_kind == Kind::Forbidden; }
    bool isInterrupted() const { return m_kind == Kind::Interrupted; }

private:
    Kind m_kind;
};

// A row whose text no longer matches its checksum (what names it: "paper 12's text").
StorageError damagedRow(const QString &what);

// Qt binds a null QString as SQL NULL; text columns that are NOT NULL get '' instead.
QString notNull(const QString &text);

// Runs a prepared query, throwing StorageError when it fails.
void execOrThrow(QSqlQuery &query);
// After reading a query's rows: next() ends early, without a word, when a page is damaged.
void throwIfFailed(const QSqlQuery &query);
// Prepares a statement, throwing StorageError when it does not compile; an engine that sends a
// statement with its values at once (a team library) finds that out when it runs.
void prepareOrThrow(QSqlQuery &query, const QString &sql);
// Column names quoted and separated by commas, for a statement that names columns it read (one
// may be a keyword, such as "end").
QString columnList(const QStringList &columns);
// Runs a statement without values as it is, unprepared: what cannot be prepared, such as a
// schema change on PostgreSQL. Throws StorageError.
void execOrThrow(const QSqlDatabase &connection, const QString &sql);
// Prepares and runs a statement with these values, forward only; throws StorageError.
QSqlQuery runOrThrow(const QSqlDatabase &connection, const QString &sql, const QVariantList &values = {});
// Inserts a row into a table whose key is id, with these columns and values, and returns its id:
// the given one (a row brought back by an undo), or with id 0 the next one, which the engine
// gives only when the column is left out (PostgreSQL's identity columns take no NULL for it).
qint64 insertRow(const QSqlDatabase &connection,
    const QString &table,
    const QStringList &columns,
    const QVariantList &values,
    qint64 id = 0);

} // namespace Lectern::Storage
