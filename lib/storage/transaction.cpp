// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/transaction.h"

#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Lectern::Storage {

namespace {

void execOrThrow(const QString &connectionName, const QString &statement)
{
    QSqlQuery query(QSqlDatabase::database(connectionName, false));
    if (!query.exec(statement))
        throw StorageError::from(query);
}

} // namespace

Transaction::Transaction(const QString &connectionName) : m_connectionName(connectionName)
{
    const QSqlDatabase connection = QSqlDatabase::database(m_connectionName, false);
    const Engine &engine = Engine::of(connection);
    if (engine.inTransaction(connection)) {
        m_nested = std::make_unique<Savepoint>(m_connectionName);
        return;
    }
    // A write transaction takes the write lock now, waiting out another writer; a deferred one
    // on SQLite would take it at its first write, where SQLite cannot wait and fails at once.
    execOrThrow(m_connectionName, engine.dialect().beginWrite());
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
        const StorageError error = StorageError::from(db.lastError(), db);
        db.rollback();
        m_open = false;
        throw error;
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
