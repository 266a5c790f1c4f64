// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/transaction.h"

#include "storage/sqlerror.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

namespace Lectern::Storage {

namespace {

bool inTransaction(const QSqlDatabase &database)
{
    sqlite3 *connection = sqliteHandle(database);
    return connection && !sqlite3_get_autocommit(connection);
}

void execOrThrow(const QString &connectionName, const QString &statement)
{
    QSqlQuery query(QSqlDatabase::database(connectionName, false));
    if (!query.exec(statement))
        throw StorageError::from(query.lastError());
}

} // namespace

Transaction::Transaction(const QString &connectionName) : m_connectionName(connectionName)
{
    if (inTransaction(QSqlDatabase::database(m_connectionName, false))) {
        m_nested = std::make_unique<Savepoint>(m_connectionName);
        return;
    }
    // Immediate: the write lock is taken now, waiting out another writer with the busy timeout.
    // A deferred transaction would take it at its first write, where SQLite cannot wait and
    // fails at once with "database is locked".
    QSqlQuery begin(QSqlDatabase::database(m_connectionName, false));
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        throw StorageError::from(begin.lastError());
    m_open = true;
}

Transaction::~Transaction()
{
    // A nested transaction's savepoint rolls back by itself.
    if (m_open)
        QSqlDatabase::database(m_connectionName, false).rollback();
}

void Transaction::commit()
{
    if (m_nested) {
        m_nested->release();
        return;
    }
    auto db = QSqlDatabase::database(m_connectionName, false);
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        m_open = false;
        throw StorageError(error);
    }
    m_open = false;
}

Savepoint::Savepoint(const QString &connectionName) : m_connectionName(connectionName)
{
    execOrThrow(m_connectionName, QStringLiteral("SAVEPOINT part"));
    m_open = true;
}

Savepoint::~Savepoint()
{
    if (!m_open)
        return;
    try {
        execOrThrow(m_connectionName, QStringLiteral("ROLLBACK TO part"));
        execOrThrow(m_connectionName, QStringLiteral("RELEASE part"));
    } catch (const StorageError &) {
        // The enclosing transaction is rolled back too when its owner sees the failure.
    }
}

void Savepoint::release()
{
    m_open = false;
    execOrThrow(m_connectionName, QStringLiteral("RELEASE part"));
}

} // namespace Lectern::Storage
