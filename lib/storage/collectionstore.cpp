// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/collectionstore.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {

CollectionStore::CollectionStore(const Database &database) : m_database(database) { }

CollectionId CollectionStore::ensure(const CollectionInfo &info)
{
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(insert,
        QStringLiteral("INSERT INTO collections (name, venue, year) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING"));
    insert.addBindValue(info.name);
    insert.addBindValue(notNull(info.venue));
    insert.addBindValue(info.year);
    execOrThrow(insert);

    QSqlQuery select(m_database.connection());
    prepareOrThrow(select, QStringLiteral("SELECT id FROM collections WHERE name = ?"));
    select.addBindValue(info.name);
    execOrThrow(select);
    if (!select.next())
        throw StorageError(QStringLiteral("collection %1 vanished while it was added").arg(info.name));
    return select.value(0).toLongLong();
}

QList<Collection> CollectionStore::collections() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT c.id, c.name, c.venue, c.year,"
                       " (SELECT count(*) FROM papers p WHERE p.collection_id = c.id)"
                       " FROM collections c ORDER BY c.name COLLATE NOCASE"));
    execOrThrow(query);
    QList<Collection> result;
    while (query.next()) {
        result.append({ query.value(0).toLongLong(),
            query.value(1).toString(),
            query.value(2).toString(),
            query.value(3).toInt(),
            query.value(4).toInt() });
    }
    return result;
}

} // namespace Lectern::Storage
