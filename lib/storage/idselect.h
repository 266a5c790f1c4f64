// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVariantList>

namespace Lectern::Storage {

class Database;

// The ids, in order, that a statement selecting one column of ids yields with these values:
// a whole search result, read as its engine reads many rows fastest (Engine::readIds).
// Throws StorageError.
QList<qint64> selectAllIds(const Database &database, const QString &select, const QVariantList &values);
// The same for a whole result in the order of an index that holds it (the newest matches of a
// search's words first): read along that index, never sorted whole before the first row comes,
// so that a stale read stops at once and leaves nothing large to free on the server.
QList<qint64> selectAllIdsInIndexOrder(const Database &database, const QString &select, const QVariantList &values);
// The same for a page of ids (a statement with a LIMIT), read a row each. Throws StorageError.
QList<qint64> selectIds(const Database &database, const QString &select, const QVariantList &values);

} // namespace Lectern::Storage
