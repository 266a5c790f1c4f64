// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitehandle.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace Lectern::Storage::Sqlite {

sqlite3 *handleOf(const QSqlDatabase &connection)
{
    return handleOf(connection.driver());
}

sqlite3 *handleOf(const QSqlDriver *driver)
{
    const QVariant handle = driver ? driver->handle() : QVariant();
    if (qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.data());
}

fts5_api *fts5Of(sqlite3 *connection)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, nullptr) == SQLITE_OK) {
        sqlite3_bind_pointer(statement, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
        sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    return api;
}

} // namespace Lectern::Storage::Sqlite
