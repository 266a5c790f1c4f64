// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVariantList>

namespace Lectern::Storage {
class Database;
enum class IdOrder;
} // namespace Lectern::Storage

namespace Lectern::Storage::Postgresql {

// The ids a statement selecting one column of ids yields with these values, in order: a whole
// search result, up to a million. They are read straight from libpq in chunks of rows (its
// chunked rows mode): a chunk is held at a time, and a request made stale stops being read at
// the next one. Collecting them on the server first (one array of a million ids, 8 MB) made a
// stale search slow to stop: the server frees that memory before it takes the next statement,
// which on a virtual machine waits for the other processors to flush their address caches, up
// to 25 ms. By an index's order, sorting is off for the statement, in a transaction of its own
// (none when one is open already): the planner may otherwise sort every id in memory before the
// first row, as quick to it, and that memory is freed as slowly when a stale read is stopped;
// along the index a stale read stops between two rows. Throws StorageError.
QList<qint64> readIds(const Database &database, const QString &select, const QVariantList &values, IdOrder order);

} // namespace Lectern::Storage::Postgresql
