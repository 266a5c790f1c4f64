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
// The same for a page of ids (a statement with a LIMIT), read a row each. Throws StorageError.
QList<qint64> selectIds(const Database &database, const QString &select, const QVariantList &values);

} // namespace Lectern::Storage
