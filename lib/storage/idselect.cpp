// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/idselect.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>

namespace Lectern::Storage {

QList<qint64> selectIds(const Database &database, const QString &select, const QVariantList &values)
{
    database.throwIfStale();
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, select);
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
    QList<qint64> ids;
    while (query.next())
        ids.append(query.value(0).toLongLong());
    throwIfFailed(query);
    return ids;
}

QList<qint64> selectAllIds(const Database &database, const QString &select, const QVariantList &values)
{
    return database.engine().readIds(database, select, values, IdOrder::AsPlanned);
}

QList<qint64> selectAllIdsInIndexOrder(const Database &database, const QString &select, const QVariantList &values)
{
    return database.engine().readIds(database, select, values, IdOrder::ByIndex);
}

} // namespace Lectern::Storage
