// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/fileconnection.h"

#include "storage/sqlite/sqlitechecksum.h"

#include <QAtomicInteger>
#include <QFileInfo>
#include <QSqlError>
#include <QUrl>

namespace Lectern::Storage::Sqlite {

bool FileConnection::isImmutableHere(const QString &path)
{
    // Nobody can write a library that is read-only, or whose folder is (a write needs its journal
    // there), as long as no journal was left beside it to be replayed.
    const QFileInfo file(path);
    return file.exists() && (!file.isWritable() || !QFileInfo(file.absolutePath()).isWritable()) &&
        !QFileInfo::exists(path + QStringLiteral("-wal"));
}

bool FileConnection::openImmutable(QSqlDatabase &db, const QString &path)
{
    // SQLite would make the journal's shared-memory file beside it, and could not: "attempt to
    // write a readonly database", which a check took for damage.
    QUrl uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    uri.setScheme(QStringLiteral("file"));
    uri.setQuery(QStringLiteral("immutable=1"));
    db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    return db.open();
}

FileConnection::FileConnection(const QString &path, Mode mode)
{
    static QAtomicInteger<quint64> counter;
    m_name = QStringLiteral("lectern-file-%1").arg(counter.fetchAndAddRelaxed(1));
    auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    const bool immutable = mode == Mode::ReadOnly && isImmutableHere(path);
    if (mode == Mode::ReadOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!(immutable ? openImmutable(db, path) : db.open()))
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
