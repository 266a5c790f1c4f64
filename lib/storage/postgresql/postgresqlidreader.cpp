// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlidreader.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/postgresql/libpqparameters.h"
#include "storage/postgresql/postgresqlconnection.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>

#include <libpq-fe.h>

#include <memory>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Database)
};

// About 140 KB of ids a chunk: a stale request stops within a chunk's time, a few milliseconds.
constexpr int RowsPerChunk = 20000;

using Result = std::unique_ptr<PGresult, decltype(&PQclear)>;

Result nextResult(PGconn *connection)
{
    return Result(PQgetResult(connection), &PQclear);
}

qint64 idOf(const char *text, int length)
{
    qint64 id = 0;
    bool valid = length > 0;
    for (int i = 0; valid && i < length; ++i) {
        const char c = text[i];
        valid = c >= '0' && c <= '9' && !qMulOverflow(id, qint64(10), &id) && !qAddOverflow(id, qint64(c - '0'), &id);
    }
    if (!valid) {
        throw StorageError(Tr::tr("The server sent a list of ids that holds something else: %1")
                .arg(QString::fromUtf8(text, std::min(length, 40))));
    }
    return id;
}

StorageError errorOf(const Database &database, const PGresult *result)
{
    return StorageError::from(libpqError(Connection::handleOf(database.connection()), result), database.connection());
}

void runOrThrow(const Database &database, const char *statement)
{
    const Result result(PQexec(Connection::handleOf(database.connection()), statement), &PQclear);
    if (PQresultStatus(result.get()) != PGRES_COMMAND_OK)
        throw errorOf(database, result.get());
}

} // namespace

QList<qint64> readIds(const Database &database, const QString &select, const QVariantList &values, IdOrder order)
{
    PGconn *connection = Connection::handleOf(database.connection());
    if (!connection)
        throw StorageError(Tr::tr("The library's connection is closed."));
    // A statement whose last result was not taken yet (a query Qt still holds, read to its end or
    // not) is ended first, as Qt's driver ends it before it sends the next one.
    if (PQtransactionStatus(connection) == PQTRANS_ACTIVE)
        drain(connection);
    const LibpqParameters parameters(values);

    database.throwIfStale();
    const bool sortsOff = order == IdOrder::ByIndex && PQtransactionStatus(connection) == PQTRANS_IDLE;
    QList<qint64> ids;
    try {
        if (sortsOff)
            runOrThrow(database, "BEGIN; SET LOCAL enable_sort = off");
        const QByteArray sql = numberedPlaceholders(select).toUtf8();
        if (!parameters.send(connection, sql))
            throw errorOf(database, nullptr); // the connection is lost: nothing was sent
        if (!PQsetChunkedRowsMode(connection, RowsPerChunk))
            throw StorageError(Tr::tr("The server's rows could not be read in chunks."));
        for (Result result = nextResult(connection); result; result = nextResult(connection)) {
            const ExecStatusType status = PQresultStatus(result.get());
            if (status != PGRES_TUPLES_CHUNK && status != PGRES_TUPLES_OK)
                throw errorOf(database, result.get());
            const int rows = PQntuples(result.get());
            for (int row = 0; row < rows; ++row)
                ids.append(idOf(PQgetvalue(result.get(), row, 0), PQgetlength(result.get(), row, 0)));
            // A stale request's statement is being cancelled by its reader's interrupter: what is
            // drained then is what the server sent before the cancel reached it.
            database.throwIfStale();
        }
        if (sortsOff)
            runOrThrow(database, "COMMIT");
    } catch (...) {
        drain(connection);
        if (sortsOff && PQtransactionStatus(connection) != PQTRANS_IDLE)
            PQclear(PQexec(connection, "ROLLBACK"));
        throw;
    }
    return ids;
}

} // namespace Lectern::Storage::Postgresql
