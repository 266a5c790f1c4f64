// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/idselect.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>

#include <map>

namespace Lectern::Storage {

QList<qint64> selectIds(const Database &database, const QString &select, const QVariantList &values)
{
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
    const QString inChunks = database.dialect().joinedIds(select);
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, inChunks.isEmpty() ? select : inChunks);
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
    QList<qint64> ids;
    if (inChunks.isEmpty()) {
        while (query.next())
            ids.append(query.value(0).toLongLong());
        throwIfFailed(query);
        return ids;
    }
    std::map<qint64, QString> chunks; // by position
    while (query.next())
        chunks.emplace(query.value(0).toLongLong(), query.value(1).toString());
    throwIfFailed(query);
    for (const auto &chunk : chunks) {
        for (const QStringView id : QStringView(chunk.second).split(u',', Qt::SkipEmptyParts))
            ids.append(id.toLongLong());
    }
    return ids;
}

} // namespace Lectern::Storage
