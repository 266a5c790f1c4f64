// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlerror.h"

#include "storage/engine.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Lectern::Storage {

StorageError::StorageError(const QString &message, Kind kind) : std::runtime_error(message.toStdString()), m_kind(kind)
{
}

StorageError StorageError::from(const QSqlError &error, const QSqlDatabase &connection)
{
    return Engine::of(connection).error(error, connection.driver());
}

StorageError StorageError::from(const QSqlQuery &query)
{
    // A query knows its driver, not its connection's name: the engine is found by the driver.
    return Engine::of(query.driver()).error(query.lastError(), query.driver());
}

QString StorageError::message() const
{
    return QString::fromStdString(what());
}

StorageError damagedRow(const QString &what)
{
    return StorageError(
        QCoreApplication::translate("Lectern::Storage", "%1 is damaged: it no longer matches its checksum").arg(what),
        StorageError::Kind::Damage);
}

QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

void execOrThrow(QSqlQuery &query)
{
    if (!query.exec())
        throw StorageError::from(query);
}

void throwIfFailed(const QSqlQuery &query)
{
    if (query.lastError().isValid())
        throw StorageError::from(query);
}

void prepareOrThrow(QSqlQuery &query, const QString &sql)
{
    if (QSqlResult *statement = Engine::of(query.driver()).preparedStatement(query.driver())) {
        const bool forwardOnly = query.isForwardOnly();
        query = QSqlQuery(statement);
        query.setForwardOnly(forwardOnly);
    }
    if (!query.prepare(sql))
        throw StorageError::from(query);
}

QString columnList(const QStringList &columns)
{
    QStringList quoted;
    quoted.reserve(columns.size());
    for (const QString &column : columns)
        quoted.append(u'"' + column + u'"');
    return quoted.join(u',');
}

void execOrThrow(const QSqlDatabase &connection, const QString &sql)
{
    QSqlQuery query(connection);
    if (!query.exec(sql))
        throw StorageError::from(query);
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

qint64 insertRow(const QSqlDatabase &connection,
    const QString &table,
    const QStringList &columns,
    const QVariantList &values,
    qint64 id)
{
    QStringList names = columns;
    QVariantList bound = values;
    if (id != 0) {
        names.prepend(QStringLiteral("id"));
        bound.prepend(id);
    }
    const QStringList marks(names.size(), QStringLiteral("?"));
    QSqlQuery insert = runOrThrow(connection,
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) RETURNING id").arg(table, names.join(u','), marks.join(u',')),
        bound);
    if (!insert.next())
        throw StorageError::from(insert);
    return insert.value(0).toLongLong();
}

} // namespace Lectern::Storage
