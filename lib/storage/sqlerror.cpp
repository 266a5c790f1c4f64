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

QString jsonIdArray(const QList<qint64> &ids)
{
    QString json = QStringLiteral("[");
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i > 0)
            json += u',';
        json += QString::number(ids[i]);
    }
    return json + u']';
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

QSqlQuery runOrThrow(const QSqlDatabase &connection, const QString &sql, const QVariantList &values)
{
    QSqlQuery query(connection);
    query.setForwardOnly(true);
    prepareOrThrow(query, sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
    return query;
}

} // namespace Lectern::Storage
