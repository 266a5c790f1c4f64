// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/fileconnection.h"

#include "storage/sqlite/sqlitechecksum.h"

#include <QAtomicInteger>
#include <QSqlError>

namespace Lectern::Storage::Sqlite {

FileConnection::FileConnection(const QString &path, Mode mode)
{
    static QAtomicInteger<quint64> counter;
    m_name = QStringLiteral("lectern-file-%1").arg(counter.fetchAndAddRelaxed(1));
    auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    if (mode == Mode::ReadOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open())
        m_error = db.lastError().text();
    else
        registerChecksum(db);
}

FileConnection::~FileConnection()
{
    QSqlDatabase::database(m_name, false).close();
    QSqlDatabase::removeDatabase(m_name);
}

} // namespace Lectern::Storage::Sqlite
