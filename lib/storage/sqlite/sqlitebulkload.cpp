// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitebulkload.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage::Sqlite {
namespace {

const QString OptimizeSql = QStringLiteral("INSERT INTO paper_index (paper_index) VALUES ('optimize')");

void run(const QString &connectionName, const QString &sql)
{
    runOrThrow(QSqlDatabase::database(connectionName, false), sql);
}

} // namespace

SqliteBulkLoad::SqliteBulkLoad(const Database &database, Settings settings)
    : m_connectionName(database.connectionName())
{
    QSqlQuery query(database.connection());
    if (query.exec(QStringLiteral("PRAGMA cache_size")) && query.next())
        m_previousCache = query.value(0).toInt();
    query.finish();
    run(m_connectionName, QStringLiteral("PRAGMA cache_size = -%1").arg(settings.cacheKiB));

    QSqlQuery current =
        runOrThrow(database.connection(), QStringLiteral("SELECT v FROM paper_index_config WHERE k = 'hashsize'"));
    if (!current.next() || current.value(0).toInt() != settings.ftsHashBytes) {
        current.finish();
        runOrThrow(database.connection(),
            QStringLiteral("INSERT INTO paper_index (paper_index, rank) VALUES ('hashsize', ?)"),
            { settings.ftsHashBytes });
    }
}

SqliteBulkLoad::~SqliteBulkLoad()
{
    if (m_previousCache != 0) {
        QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
        query.exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previousCache));
    }
}

void SqliteBulkLoad::compactIndex()
{
    run(m_connectionName, OptimizeSql);
}

void SqliteBulkLoad::optimizeIndex(const Database &database)
{
    run(database.connectionName(), OptimizeSql);
}

} // namespace Lectern::Storage::Sqlite
