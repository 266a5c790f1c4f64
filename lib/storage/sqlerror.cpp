// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlerror.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Lectern::Storage {

StorageError::StorageError(const QString &message) : std::runtime_error(message.toStdString()) { }

QString StorageError::message() const
{
    return QString::fromStdString(what());
}

QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

void execOrThrow(QSqlQuery &query)
{
    if (!query.exec())
        throw StorageError(query.lastError().text());
}

void prepareOrThrow(QSqlQuery &query, const QString &sql)
{
    if (!query.prepare(sql))
        throw StorageError(query.lastError().text());
}

} // namespace Lectern::Storage
