// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/libpqparameters.h"

#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>

#include <libpq-fe.h>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

// The text of a value; none for SQL's NULL, which a null text is too.
std::optional<QByteArray> textOf(const QVariant &value)
{
    if (value.isNull())
        return std::nullopt;
    switch (value.typeId()) {
    case QMetaType::QString:
        if (value.toString().isNull()) // Qt's drivers bind a null text as NULL too
            return std::nullopt;
        return value.toString().toUtf8();
    case QMetaType::Bool:
        return value.toBool() ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
    case QMetaType::Double:
        return QByteArray::number(value.toDouble(), 'g', 17);
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return value.toString().toUtf8();
    case QMetaType::QByteArray: // bytes are sent as they are: these are null
        return std::nullopt;
    case QMetaType::QDate:
        if (!value.toDate().isValid())
            return std::nullopt;
        return value.toDate().toString(Qt::ISODate).toUtf8();
    case QMetaType::QDateTime:
        // In UTC, as Qt's driver sends it: the server's time zone may not be the client's.
        if (!value.toDateTime().isValid())
            return std::nullopt;
        return value.toDateTime().toUTC().toString(Qt::ISODateWithMs).toUtf8();
    default:
        throw StorageError(Tr::tr("A statement cannot be sent with a value of type %1.")
                .arg(QString::fromLatin1(value.metaType().name())));
    }
}

} // namespace

LibpqParameters::LibpqParameters(const QVariantList &values)
{
    m_values.reserve(values.size());
    for (const QVariant &value : values) {
        const bool bytes = value.typeId() == QMetaType::QByteArray && !value.toByteArray().isNull();
        m_values.push_back(bytes ? std::optional(value.toByteArray()) : textOf(value));
        m_formats.push_back(bytes ? 1 : 0);
    }
    for (const auto &value : m_values) {
        m_pointers.push_back(value ? value->constData() : nullptr);
        m_lengths.push_back(value ? int(value->size()) : 0);
    }
}

bool LibpqParameters::send(pg_conn *connection, const QByteArray &sql) const
{
    return PQsendQueryParams(connection,
               sql.constData(),
               int(m_values.size()),
               nullptr,
               m_pointers.data(),
               m_lengths.data(),
               m_formats.data(),
               0) == 1;
}

QString numberedPlaceholders(const QString &sql)
{
    QString numbered;
    numbered.reserve(sql.size() + 16);
    QChar quote;
    int next = 0;
    for (const QChar c : sql) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
        } else if (c == u'?') {
            numbered += u'$' + QString::number(++next);
            continue;
        }
        numbered += c;
    }
    return numbered;
}

void drain(pg_conn *connection)
{
    while (PGresult *rest = PQgetResult(connection))
        PQclear(rest);
}

QSqlError libpqError(pg_conn *connection, const pg_result *result)
{
    const QString message = QString::fromUtf8(result ? PQresultErrorMessage(result) : PQerrorMessage(connection));
    const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    return QSqlError(
        QString(), message.trimmed(), QSqlError::StatementError, state ? QString::fromLatin1(state) : QString());
}

} // namespace Lectern::Storage::Postgresql
