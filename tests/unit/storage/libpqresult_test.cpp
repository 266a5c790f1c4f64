// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's prepared statements: sent with their values in one round trip, read as Qt's
// own driver reads them.
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "support/postgresqlserver.h"

#include <catch2/catch_test_macros.hpp>

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// A new team library, open, in a database of the test's own.
struct TeamLibrary
{
    TeamLibrary() { REQUIRE(library.open()); }
    QSqlDatabase connection() const { return library.connection(); }

    const Test::PostgresqlServer server;
    const Test::PostgresqlDatabase database = server.createDatabase();
    Storage::Database library{ Storage::Location::parse(database.uri(), nullptr).value() };
};

int preparedOnServer(const QSqlDatabase &connection)
{
    QSqlQuery count = Storage::runOrThrow(connection, u"SELECT count(*) FROM pg_prepared_statements"_s);
    REQUIRE(count.next());
    return count.value(0).toInt();
}

} // namespace

TEST_CASE("A team library's statement leaves nothing prepared on the server", "[storage][postgresql-only]")
{
    // Qt's driver sends PREPARE, EXECUTE and DEALLOCATE: three round trips for one statement.
    const TeamLibrary team;
    QSqlQuery query(team.connection());
    Storage::prepareOrThrow(query, u"SELECT ? + 1"_s);
    query.addBindValue(41);
    Storage::execOrThrow(query);
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 42);
    CHECK(preparedOnServer(team.connection()) == 0);
}

TEST_CASE("Values reach a team library and come back as Qt's own driver gives them", "[storage][postgresql-only]")
{
    const TeamLibrary team;
    const QByteArray bytes("\0\xff'\\x", 5);
    QSqlQuery row = Storage::runOrThrow(team.connection(),
        u"SELECT ?::bigint, ?::integer, ?::text, ?::boolean, ?::double precision, ?::bytea, ?::text IS NULL,"
        " 1.5::numeric, NULL::bigint, 'it''s ?', ?::bytea IS NULL, ?::timestamptz IS NULL, ?::timestamptz"_s,
        { qint64(1) << 40,
            -7,
            u"ä'?\" $1"_s,
            true,
            0.1,
            bytes,
            QString(),
            QByteArray(),
            QDateTime(),
            QDateTime(QDate(2026, 12, 7), QTime(10, 30), QTimeZone::fromSecondsAheadOfUtc(3600)) });
    REQUIRE(row.next());
    CHECK(row.value(0) == QVariant(qint64(1) << 40));
    CHECK(row.value(1) == QVariant(-7));
    CHECK(row.value(2) == QVariant(u"ä'?\" $1"_s));
    CHECK(row.value(3) == QVariant(true));
    CHECK(row.value(4) == QVariant(0.1));
    CHECK(row.value(5) == QVariant(bytes));
    CHECK(row.value(6) == QVariant(true));
    CHECK(row.value(7) == QVariant(1.5));
    CHECK(row.isNull(8));
    CHECK(row.value(8).typeId() == QMetaType::LongLong);
    CHECK(row.value(9) == QVariant(u"it's ?"_s));
    CHECK(row.value(10) == QVariant(true));
    CHECK(row.value(11) == QVariant(true));
    // The same moment, whatever the server's time zone.
    CHECK(row.value(12).toDateTime() == QDateTime(QDate(2026, 12, 7), QTime(9, 30), QTimeZone::UTC));
    CHECK_FALSE(row.next());
}

TEST_CASE("A team library's forward-only rows come in chunks, each once and in order", "[storage][postgresql-only]")
{
    const TeamLibrary team;
    {
        QSqlQuery rows = Storage::runOrThrow(team.connection(), u"SELECT g FROM generate_series(1, ?) g"_s, { 1234 });
        CHECK(rows.size() == -1);
        int expected = 1;
        while (rows.next() && rows.value(0).toInt() == expected)
            ++expected;
        CHECK(expected == 1235);
        Storage::throwIfFailed(rows);
        CHECK_FALSE(rows.first()); // forward only: the rows are gone
    }
    SECTION("rows left unread are ended with their query")
    {
        QSqlQuery rows = Storage::runOrThrow(team.connection(), u"SELECT generate_series(1, 5000)"_s);
        REQUIRE(rows.next());
    }
    SECTION("rows left unread are ended by the query's next statement")
    {
        QSqlQuery rows = Storage::runOrThrow(team.connection(), u"SELECT generate_series(1, 5000)"_s);
        REQUIRE(rows.next());
        Storage::prepareOrThrow(rows, u"SELECT 7"_s);
        Storage::execOrThrow(rows);
        REQUIRE(rows.next());
        CHECK(rows.value(0).toInt() == 7);
    }
    QSqlQuery after = Storage::runOrThrow(team.connection(), u"SELECT 2"_s);
    REQUIRE(after.next());
    CHECK(after.value(0).toInt() == 2);
}

TEST_CASE(
    "A query of a team library read whole lets other statements run while it is read", "[storage][postgresql-only]")
{
    const TeamLibrary team;
    QSqlQuery rows(team.connection());
    Storage::prepareOrThrow(rows, u"SELECT generate_series(1, ?)"_s);
    rows.addBindValue(1000);
    Storage::execOrThrow(rows);
    CHECK(rows.size() == 1000);
    int sum = 0;
    while (rows.next()) {
        sum += rows.value(0).toInt();
        if (rows.at() == 10)
            Storage::runOrThrow(team.connection(), u"SELECT 1"_s);
    }
    CHECK(sum == 500500);
    REQUIRE(rows.last());
    CHECK(rows.value(0).toInt() == 1000);
}

TEST_CASE("A team library's statement that fails says why, and the connection goes on", "[storage][postgresql-only]")
{
    const TeamLibrary team;
    const QSqlDatabase connection = team.connection();
    try {
        Storage::runOrThrow(connection, u"SELECT 1 / ?"_s, { 0 });
        FAIL("a division by zero ran");
    } catch (const Storage::StorageError &error) {
        CHECK(error.message().contains(u"division by zero"_s));
    }
    SECTION("after some of its rows came")
    {
        QSqlQuery rows = Storage::runOrThrow(connection, u"SELECT 1 / (g - 1500) FROM generate_series(1, 2000) g"_s);
        int read = 0;
        while (rows.next())
            ++read;
        CHECK(read < 1500);
        CHECK(rows.lastError().nativeErrorCode() == u"22012"_s);
        CHECK_THROWS_AS(Storage::throwIfFailed(rows), Storage::StorageError);
    }
    SECTION("with a value no statement takes")
    {
        CHECK_THROWS_AS(Storage::runOrThrow(connection, u"SELECT ?"_s, { QVariant::fromValue(QStringList{ u"a"_s }) }),
            Storage::StorageError);
    }
    QSqlQuery after = Storage::runOrThrow(connection, u"SELECT 3"_s);
    REQUIRE(after.next());
    CHECK(after.value(0).toInt() == 3);
}

TEST_CASE("Rows of a team library's statement that another statement cut off are lost with a word",
    "[storage][postgresql-only]")
{
    // As with Qt's own driver, a forward-only query is read before the next statement is sent;
    // one that is not ends early with an error, never with the other statement's rows.
    const TeamLibrary team;
    QSqlQuery rows = Storage::runOrThrow(team.connection(), u"SELECT 1 FROM generate_series(1, 5000)"_s);
    REQUIRE(rows.next());
    SECTION("by Qt's own driver")
    {
        Storage::execOrThrow(team.connection(), u"SELECT 42"_s);
    }
    SECTION("by another statement whose rows are still coming")
    {
        QSqlQuery other = Storage::runOrThrow(team.connection(), u"SELECT 42 FROM generate_series(1, 5000)"_s);
        REQUIRE(other.next());
        CHECK(other.value(0).toInt() == 42);
    }
    int read = 1;
    while (rows.next() && rows.value(0).toInt() == 1)
        ++read;
    CHECK(read < 5000);
    CHECK(rows.lastError().isValid());
}

TEST_CASE(
    "A team library's statement run as it is may be several, and fails when one does", "[storage][postgresql-only]")
{
    const TeamLibrary team;
    QSqlQuery query = Storage::runOrThrow(team.connection(), u"SELECT 1"_s);
    REQUIRE(query.exec(u"SELECT 5; SELECT 6"_s));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 5);
    CHECK_FALSE(query.exec(u"SELECT 5; SELECT 1 / 0"_s));
    CHECK(query.lastError().nativeErrorCode() == u"22012"_s);
}
