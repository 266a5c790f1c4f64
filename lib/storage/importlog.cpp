// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/importlog.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QDateTime>
#include <QVariant>

namespace Lectern::Storage {

ImportLog::ImportLog(const Database &database) : m_database(database), m_insertRecord(database.connection())
{
    prepareOrThrow(
        m_insertRecord, QStringLiteral("INSERT INTO import_records (import_id, position, paper_id) VALUES (?, ?, ?)"));
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
    m_insertRecord.addBindValue(import);
    m_insertRecord.addBindValue(position);
    m_insertRecord.addBindValue(paper);
    execOrThrow(m_insertRecord);
}

} // namespace Lectern::Storage
