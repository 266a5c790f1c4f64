// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/idselect.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <map>

namespace Lectern::Storage {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

// A chunk's ids as the server joined them: ASCII digits, separated by commas. Read by hand,
// as splitting a million of them into views and converting each takes as long again.
void appendIds(QStringView joined, QList<qint64> &ids)
{
    qint64 id = 0;
    bool inId = false;
    for (const QChar c : joined) {
        if (c == u',' && inId) {
            ids.append(id);
            id = 0;
            inId = false;
        } else if (c >= u'0' && c <= u'9' && !qMulOverflow(id, qint64(10), &id) &&
            !qAddOverflow(id, qint64(c.unicode() - u'0'), &id)) {
            inId = true;
        } else {
            throw StorageError(
                Tr::tr("The server sent a list of ids that holds something else: %1").arg(joined.left(40)));
        }
    }
    if (inId)
        ids.append(id);
}

} // namespace

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
    const QString inChunks = database.dialect().joinedIds(select);
    if (inChunks.isEmpty())
        return selectIds(database, select, values);
    database.throwIfStale();
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, inChunks);
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
    std::map<qint64, QString> chunks; // by position
    while (query.next())
        chunks.emplace(query.value(0).toLongLong(), query.value(1).toString());
    throwIfFailed(query);
    QList<qint64> ids;
    for (const auto &chunk : chunks) {
        database.throwIfStale();
        appendIds(chunk.second, ids);
    }
    return ids;
}

} // namespace Lectern::Storage
