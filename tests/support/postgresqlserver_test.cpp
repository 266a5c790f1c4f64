// SPDX-License-Identifier: GPL-3.0-or-later
// The suite's own PostgreSQL server, as the PostgreSQL copies of the tests find it.
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <libpq-fe.h>

#include <memory>

using namespace Lectern::Test;

TEST_CASE("The PostgreSQL copy of a test gets a database of its own on the suite's server", "[postgresql]")
{
    REQUIRE(testEngine() == Engine::Postgresql);
    const PostgresqlServer server;
    const auto database = server.createDatabase();
    {
        QSqlDatabase db = server.open(QStringLiteral("test"), database.name());
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("SELECT current_database(), pg_encoding_to_char(encoding) FROM pg_database "
                                          "WHERE datname = current_database()")));
        REQUIRE(query.next());
        CHECK(query.value(0).toString() == database.name());
        CHECK(query.value(1).toString() == QStringLiteral("UTF8"));

        // Case-insensitive comparison, as a library's search needs it, comes from ICU.
        REQUIRE(query.exec(QStringLiteral(
            "CREATE COLLATION nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)")));
        REQUIRE(query.exec(QStringLiteral("SELECT 'Łojasiewicz' = 'łOJASIEWICZ' COLLATE nocase")));
        REQUIRE(query.next());
        CHECK(query.value(0).toBool());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test"));
}

TEST_CASE("A test's database is reached through its URI with libpq", "[postgresql]")
{
    const PostgresqlServer server;
    const auto database = server.createDatabase();
    const std::unique_ptr<PGconn, decltype(&PQfinish)> connection(
        PQconnectdb(database.uri().toUtf8().constData()), &PQfinish);
    INFO(database.uri().toStdString() << ": " << PQerrorMessage(connection.get()));
    REQUIRE(PQstatus(connection.get()) == CONNECTION_OK);
    CHECK(QString::fromUtf8(PQdb(connection.get())) == database.name());
}

TEST_CASE("The server listens on the loopback address too", "[postgresql]")
{
    const PostgresqlServer server;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("tcp"));
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(server.port());
        db.setUserName(server.userName());
        db.setDatabaseName(QStringLiteral("postgres"));
        const bool opened = db.open();
        INFO(db.lastError().text().toStdString());
        REQUIRE(opened);
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("SELECT inet_server_addr()::text")));
        REQUIRE(query.next());
        CHECK(query.value(0).toString() == QStringLiteral("127.0.0.1/32"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tcp"));
}

TEST_CASE("A test's database is dropped when the test is done, and each one is new", "[postgresql]")
{
    const PostgresqlServer server;
    QString first;
    {
        const auto database = server.createDatabase();
        first = database.name();
        const auto second = server.createDatabase();
        CHECK(second.name() != first);
    }
    {
        QSqlDatabase db = server.open(QStringLiteral("check"), QStringLiteral("postgres"));
        QSqlQuery query(db);
        REQUIRE(query.prepare(QStringLiteral("SELECT count(*) FROM pg_database WHERE datname = ?")));
        query.addBindValue(first);
        REQUIRE(query.exec());
        REQUIRE(query.next());
        CHECK(query.value(0).toInt() == 0);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}
