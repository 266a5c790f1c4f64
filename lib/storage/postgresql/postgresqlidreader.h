// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVariantList>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Storage::Postgresql {

// The ids a statement selecting one column of ids yields with these values, in order: a whole
// search result, up to a million. They are read straight from libpq in chunks of rows (its
// chunked rows mode), so the server sends them as it finds them and holds none of them. A
// statement that collects them first (an array of a million ids, 8 MB) is slow to stop: the
// server frees that memory before it answers a cancel, which on a virtual machine waits for the
// other processors to flush their address caches, up to 25 ms. A request made stale stops
// being read at the next chunk. Throws StorageError.
QList<qint64> readIds(const Database &database, const QString &select, const QVariantList &values);

// select with Qt's positional placeholders (?) numbered as the server reads them ($1, $2, …);
// a question mark in a quoted text or name is left as it is.
QString numberedPlaceholders(const QString &select);

} // namespace Lectern::Storage::Postgresql
