// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;
class QSqlDriver;
struct sqlite3;
struct fts5_api;

namespace Lectern::Storage::Sqlite {

// SQLite's own handle of a connection, for what Qt does not offer; null if it has none.
sqlite3 *handleOf(const QSqlDatabase &connection);
sqlite3 *handleOf(const QSqlDriver *driver);
// The full-text extension's interface of a connection, for adding tokenizers and functions; null if it has none.
fts5_api *fts5Of(sqlite3 *connection);

} // namespace Lectern::Storage::Sqlite
