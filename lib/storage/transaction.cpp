// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/transaction.h"

#include "storage/sqlerror.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace Lectern::Storage {

Transaction::Transaction(const QString &connectionName) : m_connectionName(connectionName)
{
    auto db = QSqlDatabase::database(m_connectionName, false);
    if (!db.transaction())
        throw StorageError(db.lastError().text());
    m_open = true;
}

Transaction::~Transaction()
{
    if (m_open)
        QSqlDatabase::database(m_connectionName, false).rollback();
}

void Transaction::commit()
{
    auto db = QSqlDatabase::database(m_connectionName, false);
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        m_open = false;
        throw StorageError(error);
    }
    m_open = false;
}

} // namespace Lectern::Storage
