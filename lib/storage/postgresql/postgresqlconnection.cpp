// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlconnection.h"

#include "storage/postgresql/postgresqlschema.h"
#include "storage/postgresql/serveraddress.h"
#include "storage/sqlerror.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <memory>
#include <optional>
#include <vector>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Postgresql)
};

// The advisory lock that upgrades take, so that two clients upgrading at once do it one after
// the other: the bytes "LECT".
constexpr qint64 UpgradeLock = 0x4C454354;
// How long a write waits for rows another member is changing, as a file library waits for
// another writer; then it fails as busy.
constexpr int LockTimeoutMs = 5000;

// What a failed connection means, in one sentence with what to do, and libpq's own words after it.
QString connectionFailure(const QSqlError &error, const ServerAddress &address)
{
    const QString said = error.databaseText().trimmed().section(u'\n', 0, 0);
    const QString user = address.user.isEmpty() ? Tr::tr("your user") : address.user;
    const auto says = [&said](const char *text) { return said.contains(QLatin1StringView(text), Qt::CaseInsensitive); };
    QString sentence;
    if (says("password authentication failed") || says("no password supplied")) {
        sentence = Tr::tr("The server %1 refused the password of %2. Put the password in ~/.pgpass or PGPASSWORD, "
                          "or give the right one.")
                       .arg(address.name(), user);
    } else if (says("database") && says("does not exist")) {
        sentence = Tr::tr("There is no database %1 on the server. Create it first (createdb %1), or check its name.")
                       .arg(address.database);
    } else if (says("role") && says("does not exist")) {
        sentence =
            Tr::tr("The server has no user %1. Ask its administrator to create one, or check the name.").arg(user);
    } else if (says("permission denied") || says("no pg_hba.conf entry")) {
        sentence = Tr::tr("%1 may not connect to %2. Ask the library's owner for access.").arg(user, address.name());
    } else if (says("could not translate host name") || says("connection refused") || says("timeout expired") ||
        says("no such file or directory") || says("could not connect") || says("network is unreachable")) {
        sentence = Tr::tr("Cannot reach the PostgreSQL server of %1: check the host and port, and that the server "
                          "is running.")
                       .arg(address.name());
    } else {
        sentence = Tr::tr("Cannot connect to %1.").arg(address.name());
    }
    return said.isEmpty() ? sentence : sentence + QStringLiteral(" (") + said + u')';
}

QString uniqueName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("lectern-probe-%1").arg(counter.fetchAndAddRelaxed(1));
}

bool hasLibraryTable(const QSqlDatabase &connection)
{
    QSqlQuery query(connection);
    return query.exec(QStringLiteral("SELECT to_regclass('lectern_library') IS NOT NULL")) && query.next() &&
        query.value(0).toBool();
}

// What a library's own table says of it.
struct Marks
{
    QString application;
    int version = 0;
    QString damage; // what the library was marked damaged with
};

// Read in one statement: over a network each statement is a wait. Empty, with the server's error
// in error if asked for, when it cannot be read.
std::optional<Marks> marksOf(const QSqlDatabase &connection, QString *error = nullptr)
{
    QSqlQuery query(connection);
    if (!query.exec(QStringLiteral(
            "SELECT key, value FROM lectern_library WHERE key IN ('application', 'version', 'damaged')"))) {
        if (error)
            *error = query.lastError().text();
        return std::nullopt;
    }
    Marks marks;
    while (query.next()) {
        const QString key = query.value(0).toString();
        if (key == u"application")
            marks.application = query.value(1).toString();
        else if (key == u"version")
            marks.version = query.value(1).toInt();
        else
            marks.damage = query.value(1).toString();
    }
    return marks;
}

} // namespace

bool Connection::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool Connection::open(Database::Access access, QString *error)
{
    const bool ok = [&] {
        auto address = ServerAddress::parse(m_uri, &m_error);
        if (!address)
            return false;
        address->setDefault(QStringLiteral("fallback_application_name"), QStringLiteral("Lectern"));
        m_shownName = address->name();
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        address->applyTo(db);
        if (!db.open())
            return fail(connectionFailure(db.lastError(), *address));
        bool holdsLibrary = false;
        int version = 0;
        if (!configure(access, &holdsLibrary) || !check(holdsLibrary, &version))
            return false;
        const bool readOnly = access == Database::Access::ReadOnly;
        if (readOnly && version != Schema::CurrentVersion) {
            return fail(version == 0 ? Tr::tr("%1 holds no Lectern library yet: import a file into it, or copy a "
                                              "library there (lectern-cli copy).")
                                           .arg(m_shownName)
                                     : Tr::tr("%1 must be upgraded before it can be read here: open it where it "
                                              "can be written first.")
                                           .arg(m_shownName));
        }
        return readOnly || migrate(version);
    }();
    if (!ok && error)
        *error = m_error;
    return ok;
}

bool Connection::check(bool holdsLibrary, int *version)
{
    const QSqlDatabase db = QSqlDatabase::database(m_name, false);
    QSqlQuery query(db);
    if (!holdsLibrary) {
        // An empty database is made a library; one that holds tables of its own is somebody else's.
        if (!query.exec(QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                                       " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')")) ||
            !query.next())
            return fail(Tr::tr("Cannot read %1: %2").arg(m_shownName, query.lastError().text()));
        if (query.value(0).toLongLong() > 0) {
            return fail(Tr::tr("%1 is not a Lectern library: it holds other tables. Lectern makes its tables in an "
                               "empty database.")
                    .arg(m_shownName));
        }
        *version = 0;
        return true;
    }
    QString error;
    const auto marks = marksOf(db, &error);
    if (!marks)
        return fail(Tr::tr("Cannot read %1: %2").arg(m_shownName, error));
    *version = marks->version;
    if (marks->application != u"lectern")
        return fail(Tr::tr("%1 is not a Lectern library.").arg(m_shownName));
    if (*version > Schema::CurrentVersion) {
        return fail(Tr::tr("%1 was written by a newer Lectern (library version %2; this build reads up to %3). "
                           "Use that version of Lectern, or a newer one, to work in it.")
                .arg(m_shownName)
                .arg(*version)
                .arg(Schema::CurrentVersion));
    }
    return true;
}

bool Connection::configure(Database::Access access, bool *holdsLibrary)
{
    // One statement, one round trip, which also asks whether the database holds a library: over
    // a network every statement before the first page is a wait. JIT compiling, which the
    // planner starts for any search of a large library, gains nothing on searches that spend
    // their time ranking, and a cancel waits for it: 10 to 15 ms at a million papers.
    QStringList settings{ QStringLiteral("to_regclass('lectern_library') IS NOT NULL"),
        QStringLiteral("set_config('lock_timeout', '%1', false)").arg(LockTimeoutMs),
        QStringLiteral("set_config('jit', 'off', false)") };
    if (access == Database::Access::ReadOnly)
        settings.append(QStringLiteral("set_config('default_transaction_read_only', 'on', false)"));
    QSqlQuery query(QSqlDatabase::database(m_name, false));
    if (!query.exec(QStringLiteral("SELECT ") + settings.join(QStringLiteral(", "))) || !query.next())
        return fail(Tr::tr("Cannot open %1: %2").arg(m_shownName, query.lastError().text()));
    *holdsLibrary = query.value(0).toBool();
    return true;
}

// Creating and upgrading happen in one transaction under an advisory lock: another client
// creating or upgrading the same library waits for it, then finds the schema current. The
// version is read again under the lock.
bool Connection::migrate(int seenVersion)
{
    if (seenVersion == Schema::CurrentVersion)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    QSqlQuery query(db);
    if (!db.transaction())
        return fail(Tr::tr("Cannot open %1: %2").arg(m_shownName, db.lastError().text()));
    QString error;
    int failedStep = 0;
    try {
        runOrThrow(db, QStringLiteral("SELECT pg_advisory_xact_lock(?)"), { UpgradeLock });
        const int version = versionOf(db);
        if (version == 0) {
            failedStep = FirstVersion;
            execOrThrow(db, QStringLiteral("CREATE TABLE lectern_library (key text PRIMARY KEY, value text NOT NULL)"));
            runOrThrow(
                db, QStringLiteral("INSERT INTO lectern_library (key, value) VALUES ('application', 'lectern')"));
        }
        for (const Schema::Migration &step : migrations()) {
            if (step.version <= version)
                continue;
            failedStep = step.version;
            for (const QString &statement : step.statements)
                execOrThrow(db, statement);
            if (step.finish)
                step.finish(db);
            runOrThrow(db,
                QStringLiteral("INSERT INTO lectern_library (key, value) VALUES ('version', ?)"
                               " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                { QString::number(step.version) });
        }
    } catch (const StorageError &failure) {
        error = failure.message();
    }
    if (!error.isEmpty()) {
        db.rollback();
        return fail(Tr::tr("Cannot make %1 a library of version %2: %3").arg(m_shownName).arg(failedStep).arg(error));
    }
    if (!db.commit())
        return fail(Tr::tr("Cannot upgrade %1: %2").arg(m_shownName, db.lastError().text()));
    return true;
}

Connection::Probe Connection::probe(const QString &uri)
{
    const QString name = uniqueName();
    Probe probe;
    {
        Connection connection(name, uri);
        auto address = ServerAddress::parse(uri, nullptr);
        if (address) {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            address->applyTo(db);
            probe.reachable = db.open();
            if (probe.reachable) {
                probe.holdsLibrary = hasLibraryTable(db);
                if (const auto marks = probe.holdsLibrary ? marksOf(db) : std::nullopt) {
                    probe.version = marks->version;
                    probe.damage = marks->damage;
                }
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return probe;
}

bool Connection::wantsPassword(const QString &uri)
{
    auto address = ServerAddress::parse(uri, nullptr);
    if (!address)
        return false;
    const LibpqConnection connection = address->connect();
    if (!connection || PQstatus(connection.get()) == CONNECTION_OK)
        return false;
    // A password the server refused: it says so in its own words (libpq has no code for it).
    const bool refused = PQconnectionUsedPassword(connection.get()) &&
        QString::fromUtf8(PQerrorMessage(connection.get())).contains(u"password", Qt::CaseInsensitive);
    return PQconnectionNeedsPassword(connection.get()) || refused;
}

int Connection::versionOf(const QSqlDatabase &connection)
{
    const auto marks = hasLibraryTable(connection) ? marksOf(connection) : std::nullopt;
    return marks ? marks->version : 0;
}

QString Connection::damageOf(const QSqlDatabase &connection)
{
    const auto marks = marksOf(connection);
    return marks ? marks->damage : QString();
}

pg_conn *Connection::handleOf(const QSqlDatabase &connection)
{
    return handleOf(connection.driver());
}

pg_conn *Connection::handleOf(const QSqlDriver *driver)
{
    const QVariant handle = driver ? driver->handle() : QVariant();
    // Qt names the type as it was declared, or as the compiler spells it.
    if (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return nullptr;
    return *static_cast<pg_conn *const *>(handle.data());
}

} // namespace Lectern::Storage::Postgresql
