// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlengine.h"

#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/location.h"
#include "storage/postgresql/cancelchannel.h"
#include "storage/postgresql/libpqresult.h"
#include "storage/postgresql/postgresqlcare.h"
#include "storage/postgresql/postgresqlconnection.h"
#include "storage/postgresql/postgresqlfulltextindex.h"
#include "storage/postgresql/postgresqlidreader.h"
#include "storage/postgresql/postgresqlmembers.h"
#include "storage/postgresql/postgresqlschema.h"
#include "storage/postgresql/serveraddress.h"
#include "storage/rowbatch.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace Lectern::Storage::Postgresql {
namespace {

// Whether the connection under driver is gone. A server that went without a word (stopped at once,
// a cable pulled) fails a statement with no SQLSTATE, and libpq may not have marked its
// connection bad yet: an empty statement, which a live server answers at once, makes it look.
bool connectionGone(const QSqlDriver *driver, const QString &state)
{
    if (driver && !driver->isOpen())
        return true;
    pg_conn *handle = Connection::handleOf(driver);
    if (!handle || !state.isEmpty())
        return false;
    if (PQstatus(handle) == CONNECTION_BAD)
        return true;
    PQclear(PQexec(handle, ""));
    return PQstatus(handle) == CONNECTION_BAD;
}

class PostgresqlDialect final : public Dialect
{
public:
    // An array literal, "{1,2,3}".
    QString idSelect() const override { return QStringLiteral("SELECT unnest(CAST(? AS bigint[]))"); }
    QVariant idList(const QList<qint64> &ids) const override
    {
        QString array = QStringLiteral("{");
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (i > 0)
                array += u',';
            array += QString::number(ids[i]);
        }
        return QString(array + u'}');
    }
    QString textSelect() const override { return QStringLiteral("SELECT json_array_elements_text(CAST(? AS json))"); }
    // The function takes text: numbers are hashed as their decimal text, as SQLite's does.
    QString checksum(const QStringList &fields) const override
    {
        QStringList cast;
        for (const QString &field : fields)
            cast.append(QStringLiteral("CAST(%1 AS text)").arg(field));
        return QStringLiteral("lectern_checksum(%1)").arg(cast.join(QStringLiteral(", ")));
    }
    QString tablesWithColumn() const override
    {
        return QStringLiteral("SELECT table_name FROM information_schema.columns"
                              " WHERE table_schema = current_schema() AND column_name = ? ORDER BY table_name");
    }
    // Each statement is a round trip: a few hundred rows to one, well within the protocol's limit
    // of 65,535 values (Qt's driver writes them into the statement anyway).
    int rowsPerInsert() const override { return 256; }
    // A writer waits for the rows it changes, not for the whole library.
    QString beginWrite() const override { return QStringLiteral("BEGIN"); }
    QString takeTurns() const override { return QStringLiteral("SELECT pg_advisory_xact_lock(?)"); }
    QString beginSnapshot() const override { return QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"); }
    QString codeOrder(const QString &column) const override { return column + QStringLiteral(" COLLATE \"C\""); }
    QString indexedText(const QString &column) const override
    {
        return QStringLiteral("left(%1, %2) COLLATE nocase").arg(column).arg(IndexedCharacters);
    }
    QString member() const override { return QStringLiteral("current_user"); }
    // An identity column's sequence does not follow ids given to it.
    QString afterGivenIds(const QString &table) const override
    {
        return QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), coalesce(max(id), 0) + 1, false)"
                              " FROM %1")
            .arg(table);
    }
};

// The server stops the statement: asked on the library's cancel channel, or else by a cancel
// request, which libpq sends on a connection of its own. The server cannot ask whether a
// statement became stale, as SQLite's progress handler does: a watchdog asks every few
// milliseconds instead, so that a statement a stale job starts after the keystroke is stopped
// too.
class CancelRequest final : public Interrupter
{
public:
    CancelRequest(PGconn *connection, std::shared_ptr<CancelChannel> channel, std::function<bool()> isStale)
        : m_cancel(connection ? PQgetCancel(connection) : nullptr)
        , m_backendPid(connection ? PQbackendPID(connection) : 0)
        , m_channel(std::move(channel))
        , m_isStale(std::move(isStale))
    {
        if (m_cancel)
            m_watchdog = std::thread([this] { watch(); });
    }
    ~CancelRequest() override
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_wake.notify_all();
        if (m_watchdog.joinable())
            m_watchdog.join();
        PQfreeCancel(m_cancel);
    }
    CancelRequest(const CancelRequest &) = delete;
    CancelRequest &operator=(const CancelRequest &) = delete;

    // A cancel request is a connection to the server and an answer from it: a round trip, which
    // the caller (the GUI thread, at a keystroke) must not wait for. The watchdog sends it.
    void interrupt() override
    {
        {
            const std::lock_guard lock(m_mutex);
            m_asked = true;
        }
        m_wake.notify_all();
    }

private:
    // How often the watchdog asks whether the statement became stale, and how long it waits after
    // a cancel it sent of its own accord before it sends another (the statement may take a
    // moment to end).
    static constexpr std::chrono::milliseconds Every{ 5 };
    static constexpr std::chrono::milliseconds Again{ 50 };

    void watch()
    {
        auto lastSent = std::chrono::steady_clock::time_point();
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_wake.wait_for(lock, Every, [this] { return m_stopping || m_asked; });
            if (m_stopping)
                return;
            const auto now = std::chrono::steady_clock::now();
            if (!std::exchange(m_asked, false) && !(m_isStale() && now - lastSent >= Again))
                continue;
            lastSent = now;
            lock.unlock(); // interrupt() does not wait for the server either
            if (!m_channel || !m_channel->cancel(m_backendPid)) {
                char error[256];
                PQcancel(m_cancel, error, sizeof error);
            }
            lock.lock();
        }
    }

    PGcancel *m_cancel;
    int m_backendPid;
    std::shared_ptr<CancelChannel> m_channel;
    std::function<bool()> m_isStale;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    bool m_asked = false; // by interrupt(): a cancel is sent at once
    std::thread m_watchdog;
};

// Statistics for the planner after many papers were added: whether a word's papers are read
// from the GIN index or found newest first depends on how common the planner thinks it is.
// The planner's statistics of what a bulk load wrote. A prepared statement's generic plan is
// made once, for the tables as they were: the lookups of each batch (a paper's content key, its
// identity keys), planned while the library was empty, scanned every row of a table of a million
// papers, which made an import's time grow with the square of its size. Statistics made again
// each time the papers written double replace those plans.
class Analyze final : public BulkLoad
{
public:
    explicit Analyze(const Database &database) : m_database(database) { }
    void compactIndex() override
    {
        execOrThrow(m_database.connection(), QStringLiteral("ANALYZE papers"));
        execOrThrow(m_database.connection(), QStringLiteral("ANALYZE paper_index"));
    }
    void wrote(qint64 papers) override
    {
        if (papers < m_analyzeAt)
            return;
        execOrThrow(m_database.connection(), QStringLiteral("ANALYZE papers"));
        execOrThrow(m_database.connection(), QStringLiteral("ANALYZE paper_keys"));
        m_analyzeAt = papers * 2;
    }

private:
    const Database &m_database;
    qint64 m_analyzeAt = 1000;
};

// An array literal of one column of rows: numbers as they are, text in double quotes with
// backslashes and quotes escaped, NULL unquoted.
QString arrayOf(const QList<QVariantList> &rows, qsizetype column)
{
    QString array = QStringLiteral("{");
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (i > 0)
            array += u',';
        const QVariant &value = rows[i][column];
        switch (value.isNull() ? QMetaType::UnknownType : value.typeId()) {
        case QMetaType::UnknownType:
            array += QStringLiteral("NULL");
            break;
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            array += value.toString();
            break;
        default: {
            QString text = value.toString();
            text.replace(u'\\', QStringLiteral("\\\\"));
            text.replace(u'"', QStringLiteral("\\\""));
            array += u'"' + text + u'"';
        }
        }
    }
    return array + u'}';
}

class PostgresqlEngine final : public Engine
{
public:
    QString scheme() const override { return QStringLiteral("postgresql"); }
    QString driverName() const override { return QStringLiteral("QPSQL"); }
    QSqlDriver::DbmsType dbmsType() const override { return QSqlDriver::PostgreSQL; }

    bool open(
        const QString &connectionName, const Location &location, Database::Access access, QString *error) const override
    {
        return Connection(connectionName, location.uri()).open(access, error);
    }

    bool exists(const Location &location) const override { return Connection::probe(location.uri()).holdsLibrary; }

    bool needsUpgrade(const Location &location) const override { return state(location).needsUpgrade; }

    Database::State state(const Location &location) const override
    {
        const auto probe = Connection::probe(location.uri());
        Database::State state;
        state.exists = probe.holdsLibrary;
        state.needsUpgrade = probe.reachable && probe.holdsLibrary && probe.version < Schema::CurrentVersion;
        if (!probe.damage.isEmpty())
            state.damage = probe.damage;
        return state;
    }

    bool wantsPassword(const Location &location) const override { return Connection::wantsPassword(location.uri()); }

    QString displayName(const Location &location) const override
    {
        const auto address = ServerAddress::parse(location.uri(), nullptr);
        return address ? address->name() : location.toString();
    }

    int schemaVersion(const QSqlDatabase &connection) const override { return Connection::versionOf(connection); }

    const Dialect &dialect() const override { return m_dialect; }

    std::unique_ptr<FullTextIndex> fullTextIndex(const Database &database) const override
    {
        return std::make_unique<PostgresqlFullTextIndex>(database);
    }

    FullTextIndex::Entry indexEntry(const FullTextIndex::Texts &texts) const override
    {
        return PostgresqlFullTextIndex::entryFor(texts);
    }

    // One array a column, unnested into rows: a few bound values however many rows, each parsed
    // once by the server, where VALUES would make a statement of many thousand values to plan.
    QSqlQuery insertRows(
        const Database &database, const RowsInsert &insert, const QList<QVariantList> &rows) const override
    {
        QStringList names;
        QStringList arrays;
        QStringList selected;
        QVariantList values;
        for (qsizetype i = 0; i < insert.columns.size(); ++i) {
            const auto &[name, type] = insert.columns[i];
            names.append(name);
            arrays.append(QStringLiteral("CAST(? AS %1[])").arg(type));
            selected.append(QStringLiteral("r.\"%1\"").arg(name));
            values.append(arrayOf(rows, i));
        }
        const QStringList given = names;
        for (const auto &[name, sql] : insert.computed) {
            names.append(name);
            selected.append(sql);
        }
        return runOrThrow(database.connection(),
            QStringLiteral("INSERT INTO %1 (%2) SELECT %3 FROM unnest(%4) AS r(%5) WHERE 1 = 1 %6")
                .arg(insert.table,
                    columnList(names),
                    selected.join(u','),
                    arrays.join(u','),
                    columnList(given),
                    insert.ending),
            values);
    }

    QList<qint64> readIds(
        const Database &database, const QString &select, const QVariantList &values, IdOrder order) const override
    {
        return Postgresql::readIds(database, select, values, order);
    }

    std::unique_ptr<BulkLoad> bulkLoad(const Database &database) const override
    {
        return std::make_unique<Analyze>(database);
    }

    std::unique_ptr<Interrupter> interrupter(const Database &database, std::function<bool()> isStale) const override
    {
        return std::make_unique<CancelRequest>(Connection::handleOf(database.connection()),
            CancelChannel::of(database.location().uri()),
            std::move(isStale));
    }

    const LibraryCare &care() const override { return m_care; }
    std::unique_ptr<MemberAdmin> members(const Database &database) const override
    {
        return std::make_unique<PostgresqlMembers>(database);
    }
    bool seesBlindDecisions(const Database &database) const override
    {
        QSqlQuery query = runOrThrow(database.connection(), QStringLiteral("SELECT lectern_sees_every_decision()"));
        return query.next() && query.value(0).toBool();
    }
    // libpq knows it from the connection: no round trip.
    QString login(const Database &database) const override
    {
        pg_conn *handle = Connection::handleOf(database.connection());
        return handle ? QString::fromUtf8(PQuser(handle)) : QString();
    }

    QSqlResult *preparedStatement(const QSqlDriver *driver) const override
    {
        // A connection that listens for notifications keeps Qt's driver, which takes the ones that
        // arrive with a statement's rows and hands them on.
        return driver->subscribedToNotifications().isEmpty() ? new LibpqResult(driver) : nullptr;
    }

    StorageError error(const QSqlError &error, const QSqlDriver *driver) const override
    {
        const QString state = error.nativeErrorCode();
        // Class 08 is a lost or refused connection; 57P01 to 57P03 a server shutting down or starting.
        const bool lost = connectionGone(driver, state) || state.startsWith(QLatin1String("08")) || state == u"57P01" ||
            state == u"57P02" || state == u"57P03";
        if (lost) {
            return StorageError(
                QCoreApplication::translate("Lectern::Storage", "the connection to the server was lost (%1)")
                    .arg(error.text()),
                StorageError::Kind::Unreachable);
        }
        // XX001 data_corrupted, XX002 index_corrupted: the server found its files damaged.
        if (state == u"XX001" || state == u"XX002") {
            return StorageError(
                QCoreApplication::translate("Lectern::Storage", "the server found the library damaged (%1)")
                    .arg(error.text()),
                StorageError::Kind::Damage);
        }
        // 42501 insufficient_privilege: a GRANT or a row security policy refused it.
        if (state == u"42501") {
            return StorageError(
                QCoreApplication::translate("Lectern::Storage",
                    "your role in this library does not allow this; an owner of the library can change it (%1)")
                    .arg(error.databaseText()),
                StorageError::Kind::Forbidden);
        }
        // 57014 query_canceled: a cancel request or pg_cancel_backend() stopped it.
        if (state == u"57014")
            return StorageError(error.text(), StorageError::Kind::Interrupted);
        // 55P03 lock_not_available (lock_timeout), 40P01 deadlock, 40001 serialization failure.
        const bool busy = state == u"55P03" || state == u"40P01" || state == u"40001";
        return StorageError(error.text(), busy ? StorageError::Kind::Busy : StorageError::Kind::Failure);
    }

    bool inTransaction(const QSqlDatabase &connection) const override
    {
        // Active is a statement whose last result was not fetched yet, which says nothing of a
        // transaction: only "in one" and "in a failed one" do.
        PGconn *handle = Connection::handleOf(connection);
        const PGTransactionStatusType status = handle ? PQtransactionStatus(handle) : PQTRANS_UNKNOWN;
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
    }

private:
    PostgresqlDialect m_dialect;
    PostgresqlCare m_care;
};

} // namespace

const Engine &engine()
{
    static const PostgresqlEngine postgresql;
    return postgresql;
}

} // namespace Lectern::Storage::Postgresql
