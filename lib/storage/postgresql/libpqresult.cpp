// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/libpqresult.h"

#include "storage/postgresql/libpqparameters.h"
#include "storage/postgresql/postgresqlconnection.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSqlField>

#include <libpq-fe.h>

#include <mutex>
#include <optional>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

// Rows a chunk of a forward-only query: a whole export is read a few hundred rows at a time,
// not one allocation a row.
constexpr int RowsPerChunk = 500;

// The server's type numbers (pg_type.oid) of the columns read as other than text.
enum TypeOid : Oid {
    BoolOid = 16,
    ByteaOid = 17,
    Int8Oid = 20,
    Int2Oid = 21,
    Int4Oid = 23,
    OidOid = 26,
    Float4Oid = 700,
    Float8Oid = 701,
    DateOid = 1082,
    TimestampOid = 1114,
    TimestampTzOid = 1184,
    NumericOid = 1700,
};

// The type a column's values are given as, as Qt's own driver gives them.
QMetaType typeOf(Oid type)
{
    switch (type) {
    case BoolOid:
        return QMetaType(QMetaType::Bool);
    case ByteaOid:
        return QMetaType(QMetaType::QByteArray);
    case Int8Oid:
        return QMetaType(QMetaType::LongLong);
    case Int2Oid:
    case Int4Oid:
    case OidOid:
        return QMetaType(QMetaType::Int);
    case Float4Oid:
    case Float8Oid:
    case NumericOid:
        return QMetaType(QMetaType::Double);
    case DateOid:
        return QMetaType(QMetaType::QDate);
    case TimestampOid:
    case TimestampTzOid:
        return QMetaType(QMetaType::QDateTime);
    default:
        return QMetaType(QMetaType::QString);
    }
}

QVariant valueOf(const char *text, int length, QMetaType type)
{
    const QByteArray bytes = QByteArray::fromRawData(text, length);
    switch (type.id()) {
    case QMetaType::Bool:
        return text[0] == 't';
    case QMetaType::QByteArray: {
        size_t size = 0;
        unsigned char *raw = PQunescapeBytea(reinterpret_cast<const unsigned char *>(text), &size);
        QByteArray unescaped(reinterpret_cast<const char *>(raw), qsizetype(size));
        PQfreemem(raw);
        return unescaped;
    }
    case QMetaType::LongLong:
        return bytes.toLongLong();
    case QMetaType::Int:
        return bytes.toInt();
    case QMetaType::Double: {
        bool ok = false;
        const double value = bytes.toDouble(&ok);
        if (ok)
            return value;
        if (bytes == "NaN")
            return qQNaN();
        return bytes.startsWith('-') ? -qInf() : qInf(); // "Infinity", "-Infinity"
    }
    case QMetaType::QDate:
        return QDate::fromString(QString::fromLatin1(bytes), Qt::ISODate);
    case QMetaType::QDateTime:
        return QDateTime::fromString(QString::fromLatin1(bytes), Qt::ISODate);
    default:
        return QString::fromUtf8(bytes);
    }
}

// Whose rows are still coming on each connection: only that result reads them or ends them. A
// result whose rows another statement cut off learns so here, and never reads that statement's.
class Streams
{
public:
    static void start(PGconn *connection, const LibpqResult *result)
    {
        const std::lock_guard lock(mutex());
        owners()[connection] = result;
    }
    static bool isOf(PGconn *connection, const LibpqResult *result)
    {
        const std::lock_guard lock(mutex());
        const auto owner = owners().constFind(connection);
        return owner != owners().cend() && *owner == result;
    }
    static void end(PGconn *connection, const LibpqResult *result)
    {
        const std::lock_guard lock(mutex());
        const auto owner = owners().constFind(connection);
        if (owner != owners().cend() && *owner == result)
            owners().erase(owner);
    }

private:
    static std::mutex &mutex()
    {
        static std::mutex m;
        return m;
    }
    static QHash<PGconn *, const LibpqResult *> &owners()
    {
        static QHash<PGconn *, const LibpqResult *> o;
        return o;
    }
};

} // namespace

LibpqResult::LibpqResult(const QSqlDriver *driver) : QSqlResult(driver), m_rows(nullptr, &PQclear) { }

LibpqResult::~LibpqResult()
{
    detachFromResultSet();
}

PGconn *LibpqResult::connection() const
{
    return Connection::handleOf(driver());
}

bool LibpqResult::prepare(const QString &query)
{
    detachFromResultSet();
    m_sql = numberedPlaceholders(query);
    return true;
}

bool LibpqResult::exec()
{
    return send(m_sql, boundValues(), true);
}

bool LibpqResult::reset(const QString &query)
{
    // A statement without values, as it is: it may be several, which only a simple query takes.
    return send(query, {}, false);
}

bool LibpqResult::send(const QString &sql, const QVariantList &values, bool withValues)
{
    detachFromResultSet();
    PGconn *handle = connection();
    if (!handle || PQstatus(handle) != CONNECTION_OK)
        return fail(nullptr);
    std::optional<LibpqParameters> parameters;
    try {
        parameters.emplace(values);
    } catch (const StorageError &error) {
        setLastError(QSqlError(QString(), error.message(), QSqlError::StatementError));
        setActive(false);
        return false;
    }
    // The rows of an earlier statement that were not all read are ended first, as Qt's driver
    // ends them before it sends the next one; the rows on the wire are this statement's then.
    if (PQtransactionStatus(handle) == PQTRANS_ACTIVE)
        drain(handle);
    Streams::start(handle, this);
    const QByteArray text = sql.toUtf8();
    const bool sent = withValues ? parameters->send(handle, text) : PQsendQuery(handle, text.constData()) == 1;
    if (!sent)
        return fail(nullptr);
    // Several statements are read whole: a later one's failure is known before the first one's
    // rows are given.
    m_chunked = withValues && isForwardOnly() && PQsetChunkedRowsMode(handle, RowsPerChunk);
    if (m_chunked)
        return take(Result(PQgetResult(handle), &PQclear));
    // Read whole, every statement's result: the first is the query's, unless a later one failed.
    const auto failed = [](const Result &result) {
        const ExecStatusType status = PQresultStatus(result.get());
        return status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK;
    };
    Result answer(PQgetResult(handle), &PQclear);
    while (Result more{ PQgetResult(handle), &PQclear }) {
        if (failed(more) && !failed(answer))
            answer = std::move(more);
    }
    return take(std::move(answer));
}

bool LibpqResult::take(Result result)
{
    const ExecStatusType status = result ? PQresultStatus(result.get()) : PGRES_FATAL_ERROR;
    if (status != PGRES_TUPLES_OK && status != PGRES_TUPLES_CHUNK && status != PGRES_COMMAND_OK)
        return fail(result.get());
    if (status == PGRES_COMMAND_OK)
        m_affected = QByteArray(PQcmdTuples(result.get())).toInt();
    if (status != PGRES_TUPLES_CHUNK) { // no rows are to come: the connection takes the next statement
        m_chunked = false;
        endStream();
    }
    setSelect(status != PGRES_COMMAND_OK);
    m_rows = std::move(result);
    m_firstRow = 0;
    setAt(QSql::BeforeFirstRow);
    setActive(true);
    return true;
}

bool LibpqResult::fail(const pg_result *result)
{
    PGconn *handle = connection();
    setLastError(libpqError(handle, result));
    m_chunked = false;
    endStream();
    m_rows.reset();
    setActive(false);
    return false;
}

bool LibpqResult::isStreaming() const
{
    return Streams::isOf(connection(), this);
}

void LibpqResult::endStream()
{
    PGconn *handle = connection();
    if (!handle || !isStreaming())
        return;
    drain(handle);
    Streams::end(handle, this);
}

void LibpqResult::detachFromResultSet()
{
    m_chunked = false;
    endStream();
    m_rows.reset();
    m_firstRow = 0;
    m_affected = 0;
}

QVariant LibpqResult::data(int field)
{
    const int row = at() - m_firstRow;
    const QMetaType type = typeOf(PQftype(m_rows.get(), field));
    if (PQgetisnull(m_rows.get(), row, field))
        return QVariant(type);
    return valueOf(PQgetvalue(m_rows.get(), row, field), PQgetlength(m_rows.get(), row, field), type);
}

bool LibpqResult::isNull(int field)
{
    return PQgetisnull(m_rows.get(), at() - m_firstRow, field);
}

bool LibpqResult::fetchNext()
{
    if (!m_rows || at() == QSql::AfterLastRow)
        return false;
    const int next = at() < 0 ? 0 : at() + 1;
    while (next - m_firstRow >= PQntuples(m_rows.get())) {
        if (!m_chunked)
            return false;
        // Rows still coming keep the connection active; idle, another statement ended them.
        PGconn *handle = connection();
        const bool coming = isStreaming() && PQtransactionStatus(handle) == PQTRANS_ACTIVE;
        Result chunk(coming ? PQgetResult(handle) : nullptr, &PQclear);
        if (!chunk) {
            m_chunked = false;
            Streams::end(handle, this);
            setLastError(QSqlError(QString(),
                Tr::tr("The rows of a statement were lost: another statement was sent before they were read."),
                QSqlError::StatementError));
            return false;
        }
        const ExecStatusType status = PQresultStatus(chunk.get());
        if (status == PGRES_TUPLES_OK) { // the end, with no rows of its own
            m_chunked = false;
            endStream();
            return false;
        }
        if (status != PGRES_TUPLES_CHUNK)
            return fail(chunk.get());
        m_firstRow += PQntuples(m_rows.get());
        m_rows = std::move(chunk);
    }
    setAt(next);
    return true;
}

bool LibpqResult::fetch(int row)
{
    if (row < 0 || !m_rows)
        return false;
    if (isForwardOnly()) {
        if (at() == QSql::AfterLastRow)
            return false;
        while (at() < row) {
            if (!fetchNext())
                return false;
        }
        return at() == row;
    }
    if (row >= PQntuples(m_rows.get()))
        return false;
    setAt(row);
    return true;
}

bool LibpqResult::fetchFirst()
{
    return fetch(0);
}

bool LibpqResult::fetchLast()
{
    if (isForwardOnly()) {
        while (fetchNext()) { }
        return at() >= 0;
    }
    return m_rows && fetch(PQntuples(m_rows.get()) - 1);
}

int LibpqResult::size()
{
    return isForwardOnly() || !m_rows || !isSelect() ? -1 : PQntuples(m_rows.get());
}

int LibpqResult::numRowsAffected()
{
    return m_affected;
}

QSqlRecord LibpqResult::record() const
{
    QSqlRecord record;
    if (!m_rows || !isSelect())
        return record;
    for (int field = 0; field < PQnfields(m_rows.get()); ++field) {
        record.append(QSqlField(QString::fromUtf8(PQfname(m_rows.get(), field)), typeOf(PQftype(m_rows.get(), field))));
    }
    return record;
}

} // namespace Lectern::Storage::Postgresql
