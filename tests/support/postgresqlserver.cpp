// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/postgresqlserver.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>

#include <atomic>

namespace Lectern::Test {

namespace {

std::string noServer(const QString &reason)
{
    return QStringLiteral(
        "No PostgreSQL server for the tests: %1. ctest starts one for the tests that need it; to run a "
        "test binary by hand, start one with \"tests/support/postgresql-server start DIR\" and set "
        "LECTERN_TEST_POSTGRESQL_DIR=DIR. To skip the PostgreSQL half of the suite instead, set "
        "LECTERN_TEST_SKIP_POSTGRESQL=1.")
        .arg(reason)
        .toStdString();
}

// A connection to the server's maintenance database "postgres", for making and dropping
// databases, removed when it goes. Its name is the database's, so threads do not share it.
class MaintenanceConnection
{
public:
    MaintenanceConnection(const PostgresqlServer &server, const QString &database)
        : m_name(QStringLiteral("lectern-test-maintenance-") + database)
    {
        m_database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        m_database.setHostName(server.hostName());
        m_database.setPort(server.port());
        m_database.setUserName(server.userName());
        m_database.setDatabaseName(QStringLiteral("postgres"));
        if (!m_database.open()) {
            m_error = m_database.lastError().text();
            return;
        }
        // Notices would reach the test's output through libpq, such as the one of clearing a stale
        // database that is not there.
        QSqlQuery(m_database).exec(QStringLiteral("SET client_min_messages TO warning"));
    }

    ~MaintenanceConnection()
    {
        // The handle goes first: Qt removes a connection only once no handle is left.
        m_database = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }

    MaintenanceConnection(const MaintenanceConnection &) = delete;
    MaintenanceConnection &operator=(const MaintenanceConnection &) = delete;

    // Empty when the server answered, or the reason it did not.
    QString openError() const { return m_error; }

    // Empty when the statement ran, or the reason it did not.
    QString run(const QString &statement)
    {
        if (!m_error.isEmpty())
            return m_error;
        QSqlQuery query(m_database);
        return query.exec(statement) ? QString() : query.lastError().text();
    }

private:
    QString m_name;
    QSqlDatabase m_database;
    QString m_error;
};

} // namespace

QString newLogin(const QString &name)
{
    return name + u'_' + QUuid::createUuid().toString(QUuid::Id128).left(8);
}

bool allowed(const QSqlDatabase &connection, const QString &sql)
{
    QSqlQuery query(connection);
    return query.exec(sql);
}

QStringList teamLibraryAtStep21()
{
    QStringList statements;
    for (const QString &table : tablesCheckedFromStep24()) {
        statements += { QStringLiteral("DROP TRIGGER %1_checksum ON %1").arg(table),
            QStringLiteral("DROP FUNCTION lectern_%1_checksum()").arg(table),
            QStringLiteral("ALTER TABLE %1 DROP COLUMN checksum").arg(table) };
    }
    return statements +
        QStringList{ QStringLiteral("CREATE OR REPLACE VIEW paper_text AS"
                                    " SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note,"
                                    " coalesce((SELECT string_agg(a.given || ' ' || a.family, '; ' ORDER BY a.position)"
                                    " FROM paper_authors a WHERE a.paper_id = p.id), '') AS authors"
                                    " FROM papers p LEFT JOIN notes n ON n.paper_id = p.id"),
            QStringLiteral("DROP POLICY notes_read ON notes"),
            QStringLiteral("DROP POLICY notes_written ON notes"),
            QStringLiteral("DROP POLICY notes_changed ON notes"),
            QStringLiteral("DROP POLICY notes_removed ON notes"),
            QStringLiteral("ALTER TABLE notes DISABLE ROW LEVEL SECURITY"),
            QStringLiteral("ALTER TABLE notes DROP COLUMN member"),
            QStringLiteral("ALTER TABLE notes ADD PRIMARY KEY (paper_id)"),
            QStringLiteral("DROP TABLE removals"),
            QStringLiteral("DROP TABLE reading_states"),
            QStringLiteral(
                "ALTER TABLE papers ADD COLUMN status integer NOT NULL DEFAULT 0,"
                " ADD COLUMN rating integer NOT NULL DEFAULT 0, ADD COLUMN starred integer NOT NULL DEFAULT 0"),
            QStringLiteral("UPDATE lectern_library SET value = '21' WHERE key = 'version'") };
}

Storage::Location asLogin(const Storage::Location &library, const QString &login)
{
    QUrl uri(library.toString());
    QUrlQuery query(uri);
    query.removeAllQueryItems(QStringLiteral("user"));
    query.addQueryItem(QStringLiteral("user"), login);
    uri.setQuery(query);
    return Storage::Location::parse(uri.toString(), nullptr).value();
}

void setAcceptingConnections(const Storage::Location &library, bool accepting)
{
    const QString database = QUrl(library.toString()).path().mid(1);
    MaintenanceConnection connection(PostgresqlServer(), database);
    QString error = connection.run(QStringLiteral("ALTER DATABASE %1 WITH ALLOW_CONNECTIONS %2")
            .arg(database, accepting ? QStringLiteral("true") : QStringLiteral("false")));
    if (error.isEmpty() && !accepting)
        error =
            connection.run(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '%1'")
                    .arg(database));
    INFO(database.toStdString() << ": " << error.toStdString());
    REQUIRE(error.isEmpty());
}

PostgresqlServer::PostgresqlServer()
{
    if (qEnvironmentVariable("LECTERN_TEST_SKIP_POSTGRESQL") == u"1")
        SKIP("LECTERN_TEST_SKIP_POSTGRESQL=1: the tests against PostgreSQL are skipped");
    const QString dir = qEnvironmentVariable("LECTERN_TEST_POSTGRESQL_DIR");
    if (dir.isEmpty())
        FAIL(noServer(QStringLiteral("LECTERN_TEST_POSTGRESQL_DIR is not set")));
    // support/postgresql-server writes the URI once the server accepts connections.
    QFile file(dir + QStringLiteral("/uri"));
    if (!file.open(QIODevice::ReadOnly))
        FAIL(noServer(QStringLiteral("%1: %2").arg(file.fileName(), file.errorString())));
    m_uri = QString::fromUtf8(file.readAll()).trimmed();
    const QUrlQuery query(QUrl(m_uri, QUrl::StrictMode));
    m_hostName = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    m_port = query.queryItemValue(QStringLiteral("port")).toInt();
    m_userName = query.queryItemValue(QStringLiteral("user"), QUrl::FullyDecoded);
    if (m_hostName.isEmpty() || m_port <= 0 || m_userName.isEmpty())
        FAIL(noServer(QStringLiteral("%1 holds no server's URI (%2)").arg(file.fileName(), m_uri)));
}

QString PostgresqlServer::hostName() const
{
    return m_hostName;
}

int PostgresqlServer::port() const
{
    return m_port;
}

QString PostgresqlServer::userName() const
{
    return m_userName;
}

PostgresqlDatabase PostgresqlServer::createDatabase() const
{
    // Unique among the processes using the server at one time. A database of that name left by
    // an earlier process of the same id is stale: that process is gone.
    static std::atomic<int> counter;
    const QString name = QStringLiteral("lectern_test_%1_%2").arg(QCoreApplication::applicationPid()).arg(++counter);
    MaintenanceConnection connection(*this, name);
    if (!connection.openError().isEmpty())
        FAIL(noServer(QStringLiteral("%1 does not answer: %2").arg(m_uri, connection.openError())));
    QString error = connection.run(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
    if (error.isEmpty())
        error = connection.run(QStringLiteral("CREATE DATABASE %1 TEMPLATE template0 ENCODING 'UTF8'").arg(name));
    INFO("making " << name.toStdString() << " on " << m_uri.toStdString() << ": " << error.toStdString());
    REQUIRE(error.isEmpty());
    return PostgresqlDatabase(*this, name);
}

QSqlDatabase PostgresqlServer::open(const QString &connectionName, const QString &databaseName) const
{
    auto database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    database.setHostName(m_hostName);
    database.setPort(m_port);
    database.setUserName(m_userName);
    database.setDatabaseName(databaseName);
    const bool opened = database.open();
    INFO("database " << databaseName.toStdString() << " of " << m_uri.toStdString() << ": "
                     << database.lastError().text().toStdString());
    REQUIRE(opened);
    return database;
}

PostgresqlDatabase::PostgresqlDatabase(const PostgresqlServer &server, const QString &name)
    : m_server(server), m_name(name)
{
}

PostgresqlDatabase::~PostgresqlDatabase()
{
    // FORCE ends the sessions a failed test left connected. CHECK, not REQUIRE: a destructor
    // must not throw.
    MaintenanceConnection connection(m_server, m_name);
    const QString error = connection.run(QStringLiteral("DROP DATABASE %1 WITH (FORCE)").arg(m_name));
    INFO("dropping " << m_name.toStdString() << ": " << error.toStdString());
    CHECK(error.isEmpty());
}

QString PostgresqlDatabase::name() const
{
    return m_name;
}

QString PostgresqlDatabase::uri() const
{
    const auto encoded = [](const QString &value) { return QString::fromLatin1(QUrl::toPercentEncoding(value, "/")); };
    return QStringLiteral("postgresql:///%1?host=%2&port=%3&user=%4")
        .arg(m_name, encoded(m_server.hostName()), QString::number(m_server.port()), encoded(m_server.userName()));
}

} // namespace Lectern::Test
