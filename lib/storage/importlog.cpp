// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/importlog.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QDateTime>
#include <QVariant>

namespace Lectern::Storage {

ImportLog::ImportLog(const Database &database)
    : m_database(database)
    , m_records(database,
          { QStringLiteral("import_records"),
              { { QStringLiteral("import_id"), QStringLiteral("bigint") },
                  { QStringLiteral("position"), QStringLiteral("bigint") },
                  { QStringLiteral("paper_id"), QStringLiteral("bigint") } },
              {},
              {} })
{
}

ImportLog::ImportId ImportLog::begin(const QString &file, const QString &format)
{
    return insertRow(m_database.connection(),
        QStringLiteral("imports"),
        { QStringLiteral("file"), QStringLiteral("format"), QStringLiteral("imported_at") },
        { notNull(file), notNull(format), QDateTime::currentMSecsSinceEpoch() });
}

void ImportLog::record(ImportId import, qint64 position, PaperId paper)
{
    m_records.add({ import, position, paper });
}

} // namespace Lectern::Storage
