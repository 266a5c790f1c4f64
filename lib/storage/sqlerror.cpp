// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

namespace Lectern::Storage {

StorageError::StorageError(const QString &message, bool damage)
    : std::runtime_error(message.toStdString()), m_damage(damage)
{
}

StorageError StorageError::from(const QSqlError &error)
{
    const int code = error.nativeErrorCode().toInt() & 0xff; // the primary code of an extended one
    if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) {
        return StorageError(
            QCoreApplication::translate("Lectern::Storage", "the library file is damaged (%1)").arg(error.text()),
            true);
    }
    StorageError failure(error.text());
    failure.m_busy = code == SQLITE_BUSY || code == SQLITE_LOCKED;
    return failure;
}

QString StorageError::message() const
{
    return QString::fromStdString(what());
}

StorageError damagedRow(const QString &what)
{
    return StorageError(
        QCoreApplication::translate("Lectern::Storage", "%1 is damaged: it no longer matches its checksum").arg(what),
        true);
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
        throw StorageError::from(query.lastError());
}

void throwIfFailed(const QSqlQuery &query)
{
    if (query.lastError().isValid())
        throw StorageError::from(query.lastError());
}

void prepareOrThrow(QSqlQuery &query, const QString &sql)
{
    if (!query.prepare(sql))
        throw StorageError::from(query.lastError());
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

sqlite3 *sqliteHandle(const QSqlDatabase &connection)
{
    const QVariant handle = connection.driver() ? connection.driver()->handle() : QVariant();
    if (qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.data());
}

fts5_api *fts5Of(sqlite3 *connection)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(connection, "SELECT fts5(?1)", -1, &statement, nullptr) == SQLITE_OK) {
        sqlite3_bind_pointer(statement, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
        sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    return api;
}

} // namespace Lectern::Storage
