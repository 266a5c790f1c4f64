// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/readonlyconnection.h"

#include <QAtomicInteger>
#include <QSqlError>

namespace Lectern::Storage {

ReadOnlyConnection::ReadOnlyConnection(const QString &path)
{
    static QAtomicInteger<quint64> counter;
    m_name = QStringLiteral("lectern-readonly-%1").arg(counter.fetchAndAddRelaxed(1));
    auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open())
        m_error = db.lastError().text();
}

ReadOnlyConnection::~ReadOnlyConnection()
{
    QSqlDatabase::database(m_name, false).close();
    QSqlDatabase::removeDatabase(m_name);
}

} // namespace Lectern::Storage
