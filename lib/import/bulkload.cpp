// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/bulkload.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Import {
namespace {

using Storage::execOrThrow;
using Storage::prepareOrThrow;

void run(const Storage::Database &database, const QString &sql)
{
    QSqlQuery query(database.connection());
    prepareOrThrow(query, sql);
    execOrThrow(query);
}

} // namespace

BulkLoad::BulkLoad(const Storage::Database &database) : BulkLoad(database, Settings{}) { }

BulkLoad::BulkLoad(const Storage::Database &database, Settings settings) : m_connectionName(database.connectionName())
{
    QSqlQuery query(database.connection());
    if (query.exec(QStringLiteral("PRAGMA cache_size")) && query.next())
        m_previousCache = query.value(0).toInt();
    query.finish();
    run(database, QStringLiteral("PRAGMA cache_size = -%1").arg(settings.cacheKiB));

    QSqlQuery current(database.connection());
    prepareOrThrow(current, QStringLiteral("SELECT v FROM paper_index_config WHERE k = 'hashsize'"));
    execOrThrow(current);
    if (!current.next() || current.value(0).toInt() != settings.ftsHashBytes) {
        current.finish();
        QSqlQuery set(database.connection());
        prepareOrThrow(set, QStringLiteral("INSERT INTO paper_index (paper_index, rank) VALUES ('hashsize', ?)"));
        set.addBindValue(settings.ftsHashBytes);
        execOrThrow(set);
    }
}

BulkLoad::~BulkLoad()
{
    if (m_previousCache != 0) {
        QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
        query.exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previousCache));
    }
}

void BulkLoad::optimizeIndex(const Storage::Database &database)
{
    run(database, QStringLiteral("INSERT INTO paper_index (paper_index) VALUES ('optimize')"));
}

} // namespace Lectern::Import
