// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <stdexcept>

class QSqlDatabase;
class QSqlError;
struct sqlite3;
struct fts5_api;

namespace Lectern::Storage {

// A failed statement: a damaged or locked file, a full disk. Stores throw it so that no caller
// can mistake a failure for an empty result; the message names what failed and why.
class StorageError : public std::runtime_error
{
public:
    explicit StorageError(const QString &message, bool damage = false);
    // From a failed statement: damage when SQLite found the file malformed or not a database.
    static StorageError from(const QSqlError &error);
    QString message() const;
    // The library file is damaged: nothing more should be written to it.
    bool isDamage() const { return m_damage; }
    // Another connection held the lock for longer than the busy timeout.
    bool isBusy() const { return m_busy; }

private:
    bool m_damage = false;
    bool m_busy = false;
};

// A row whose text no longer matches its checksum (what names it: "paper 12's text").
StorageError damagedRow(const QString &what);

// Qt binds a null QString as SQL NULL; text columns that are NOT NULL get '' instead.
QString notNull(const QString &text);

// Ids as one bound value, a JSON array read with json_each(?): any number of ids in one
// prepared statement, without building SQL from them.
QString jsonIdArray(const QList<qint64> &ids);

// Runs a prepared query, throwing StorageError when it fails.
void execOrThrow(QSqlQuery &query);
// After reading a query's rows: next() ends early, without a word, when a page is damaged.
void throwIfFailed(const QSqlQuery &query);
// Prepares a statement, throwing StorageError when it does not compile.
void prepareOrThrow(QSqlQuery &query, const QString &sql);
// Prepares and runs a statement with these values, forward only; throws StorageError.
QSqlQuery runOrThrow(const QSqlDatabase &connection, const QString &sql, const QVariantList &values = {});
// SQLite's own handle of a connection, for what Qt does not offer; null if it has none.
sqlite3 *sqliteHandle(const QSqlDatabase &connection);
// The full-text extension's interface of a connection, for adding tokenizers and functions; null if it has none.
fts5_api *fts5Of(sqlite3 *connection);

} // namespace Lectern::Storage
