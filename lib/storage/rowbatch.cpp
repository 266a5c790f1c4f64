// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/rowbatch.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"

namespace Lectern::Storage {

RowBatch::RowBatch(const Database &database, RowsInsert insert)
    : m_database(database)
    , m_insert(std::move(insert))
    , m_rowsPerStatement(database.dialect().rowsPerInsert())
    , m_single(database.connection())
{
    Q_ASSERT(m_insert.computed.isEmpty() || m_rowsPerStatement > 1);
}

void RowBatch::add(const QVariantList &row)
{
    if (m_rowsPerStatement == 1) {
        if (m_single.lastQuery().isEmpty()) {
            QStringList columns;
            for (const auto &[name, type] : std::as_const(m_insert.columns))
                columns.append(name);
            prepareOrThrow(m_single,
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) %4")
                    .arg(m_insert.table,
                        columnList(columns),
                        QStringList(columns.size(), QStringLiteral("?")).join(u','),
                        m_insert.ending));
        }
        for (const QVariant &value : row)
            m_single.addBindValue(value);
        execOrThrow(m_single);
        return;
    }
    m_pending.append(row);
    if (m_pending.size() == m_rowsPerStatement)
        flush();
}

void RowBatch::flush()
{
    if (m_pending.isEmpty())
        return;
    m_database.engine().insertRows(m_database, m_insert, m_pending);
    m_pending.clear();
}

} // namespace Lectern::Storage
