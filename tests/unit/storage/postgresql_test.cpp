// SPDX-License-Identifier: GPL-3.0-or-later
// What only a team library on PostgreSQL does: the rest of the storage tests run on both engines.
#include "import/importer.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/fulltextindex.h"
#include "storage/librarycare.h"
#include "storage/librarycopy.h"
#include "storage/members.h"
#include "storage/paperstore.h"
#include "storage/postgresql/libpqparameters.h"
#include "storage/postgresql/postgresqlidreader.h"
#include "storage/schema.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QUrl>

#include <atomic>
#include <thread>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

Storage::Location locationOf(const QString &uri)
{
    return Storage::Location::parse(uri, nullptr).value();
}

// A query on the server as its superuser, on a connection of the test's own.
QVariant ask(const Test::PostgresqlServer &server, const QString &database, const QString &sql)
{
    const QString name = u"ask-"_s + database;
    QVariant answer;
    {
        QSqlDatabase connection = server.open(name, database);
        QSqlQuery query(connection);
        INFO(sql.toStdString());
        REQUIRE(query.exec(sql));
        if (query.next())
            answer = query.value(0);
    }
    QSqlDatabase::removeDatabase(name);
    return answer;
}

// A new team library in a database of the test's own, closed again.
Storage::Location madeLibrary(const Test::PostgresqlDatabase &database)
{
    const Storage::Location location = locationOf(database.uri());
    Storage::Database library(location);
    REQUIRE(library.open());
    return location;
}

} // namespace

TEST_CASE("Placeholders are numbered as the server reads them, none inside a quoted text or name",
    "[storage][postgresql-only]")
{
    CHECK(
        Storage::Postgresql::numberedPlaceholders(u"SELECT ?, '?', \"a?\" WHERE x = ? AND y = 'it''s ?' AND z = ?"_s) ==
        u"SELECT $1, '?', \"a?\" WHERE x = $2 AND y = 'it''s ?' AND z = $3"_s);
}

TEST_CASE("An empty database becomes a team library, opening it again keeps its data", "[storage][postgresql-only]")
{
    const Test::PostgresqlServer server;
    const auto database = server.createDatabase();
    const Storage::Location location = locationOf(database.uri());
    CHECK_FALSE(Storage::Database::exists(location));
    {
        Storage::Database library(location);
        REQUIRE(library.open());
        CHECK(library.schemaVersion() == Storage::Schema::CurrentVersion);
        Storage::TagStore(library).addToPapers(u"kept"_s, {});
    }
    CHECK(Storage::Database::exists(location));
    CHECK(
        ask(server, database.name(), u"SELECT value FROM lectern_library WHERE key = 'application'"_s) == u"lectern"_s);
    // The index words are compressed with lz4, the quicker to read (the server is built with it).
    CHECK(
        ask(server,
            database.name(),
            u"SELECT attcompression FROM pg_attribute WHERE attrelid = 'paper_index'::regclass AND attname = 'words'"_s) ==
        u"l"_s);
    Storage::Database again(location);
    REQUIRE(again.open());
    CHECK(Storage::TagStore(again).tag(u"kept"_s).has_value());
}

TEST_CASE("A database that holds other tables, or a newer library, is refused untouched", "[storage][postgresql-only]")
{
    const Test::PostgresqlServer server;
    const auto other = server.createDatabase();
    ask(server, other.name(), u"CREATE TABLE invoices (id integer)"_s);
    Storage::Database refused(locationOf(other.uri()));
    CHECK_FALSE(refused.open());
    CHECK(refused.errorString().contains(u"holds other tables"_s));
    CHECK(ask(server, other.name(), u"SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"_s).toInt() == 1);

    const auto newer = server.createDatabase();
    {
        Storage::Database library(locationOf(newer.uri()));
        REQUIRE(library.open());
    }
    ask(server, newer.name(), u"UPDATE lectern_library SET value = '999' WHERE key = 'version'"_s);
    Storage::Database future(locationOf(newer.uri()));
    CHECK_FALSE(future.open());
    CHECK(future.errorString().contains(u"newer Lectern"_s));
    CHECK(ask(server, newer.name(), u"SELECT value FROM lectern_library WHERE key = 'version'"_s) == u"999"_s);
}

TEST_CASE("Clients creating one team library at once all succeed, one after the other", "[storage][postgresql-only]")
{
    const Test::PostgresqlServer server;
    const auto database = server.createDatabase();
    const Storage::Location location = locationOf(database.uri());
    std::atomic<int> opened = 0;
    QStringList errors;
    std::mutex errorsLock;
    std::vector<std::thread> clients;
    for (int i = 0; i < 4; ++i) {
        clients.emplace_back([&] {
            Storage::Database library(location);
            if (library.open()) {
                ++opened;
            } else {
                const std::lock_guard lock(errorsLock);
                errors.append(library.errorString());
            }
        });
    }
    for (std::thread &client : clients)
        client.join();
    INFO(errors.join(u'\n').toStdString());
    CHECK(opened == 4);
    CHECK(ask(server, database.name(), u"SELECT count(*) FROM lectern_library WHERE key = 'version'"_s).toInt() == 1);
}

TEST_CASE("A team library opened read-only refuses every write on the server", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    {
        const auto writer = workspace.openSampleLibrary();
    }
    Storage::Database reader(location);
    REQUIRE(reader.open(Storage::Database::Access::ReadOnly));
    Storage::PaperStore papers(reader);
    CHECK(papers.paper(1).has_value());
    CHECK_THROWS_AS(papers.setTitle(1, u"Changed"_s), Storage::StorageError);
    CHECK(papers.paper(1)->title != u"Changed"_s);
}

TEST_CASE("A team library's connection waits for locks a while and compiles no plans", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    const auto setting = [&library](const QString &name) {
        QSqlQuery query(library->connection());
        REQUIRE(query.exec(u"SELECT current_setting('%1')"_s.arg(name)));
        REQUIRE(query.next());
        return query.value(0).toString();
    };
    CHECK(setting(u"jit"_s) == u"off"_s);
    CHECK(setting(u"lock_timeout"_s) != u"0"_s);
    CHECK(setting(u"default_transaction_read_only"_s) == u"off"_s);
}

TEST_CASE(
    "Whether a search's words are tested on every paper is the planner's own choice", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    QByteArray text = "Graph Papers\n";
    for (int i = 1; i <= 300; ++i)
        text += "\nPaper " + QByteArray::number(i) + " on a graph.\n";
    REQUIRE(Import::Importer(*library).importFiles({ workspace.writeFile(u"g.txt"_s, text) }).added() == 300);
    REQUIRE(QSqlQuery(library->connection()).exec(u"ANALYZE paper_index"_s));
    const auto readsEveryPaper = [&library] {
        const auto index = Storage::FullTextIndex::of(*library);
        return index->readsEveryPaper(index->expression({ u"graph"_s }));
    };

    CHECK(readsEveryPaper()); // every paper has the word
    REQUIRE(QSqlQuery(library->connection()).exec(u"SET enable_seqscan = off"_s));
    CHECK_FALSE(readsEveryPaper());
    REQUIRE(QSqlQuery(library->connection()).exec(u"RESET enable_seqscan"_s));
}

TEST_CASE("With no connection to spare for a cancel channel, a cancel request stops a stale statement",
    "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    const QString login = Test::newLogin(u"solo"_s);
    library->engine().members(*library)->add({ login, {}, {}, Storage::MemberRole::Member });
    REQUIRE(QSqlQuery(library->connection()).exec(u"ALTER ROLE %1 CONNECTION LIMIT 1"_s.arg(login)));

    Storage::Database member(Test::asLogin(library->location(), login));
    REQUIRE(member.open());
    // Stale from the start: the watchdog keeps asking the server to stop what runs.
    const auto interrupter = member.engine().interrupter(member, [] { return true; });
    QElapsedTimer timer;
    timer.start();
    QSqlQuery sleeping(member.connection());
    CHECK_FALSE(sleeping.exec(u"SELECT pg_sleep(20)"_s));
    CHECK(timer.elapsed() < 5000);
    // Told from other failures: a reader runs its newest request again when a cancel meant for
    // an older one stopped it.
    CHECK(Storage::StorageError::from(sleeping).isInterrupted());
}

TEST_CASE("A wrong database, port or scheme is one sentence that says which", "[storage][postgresql-only]")
{
    const Test::PostgresqlServer server;
    const QString base = u"postgresql:///%1?host=%2&port=%3&user=%4"_s;
    Storage::Database missing(
        locationOf(base.arg(u"no_such_library"_s, server.hostName()).arg(server.port()).arg(server.userName())));
    CHECK_FALSE(missing.open());
    CHECK(missing.errorString().startsWith(u"There is no database no_such_library on the server"_s));

    Storage::Database closed(locationOf(u"postgresql://127.0.0.1:1/lectern?connect_timeout=2"_s));
    CHECK_FALSE(closed.open());
    CHECK(closed.errorString().startsWith(u"Cannot reach the PostgreSQL server of lectern on 127.0.0.1"_s));

    QString error;
    CHECK_FALSE(Storage::Location::parse(u"postgresq://db.lab/lectern"_s, &error));
    CHECK(error.contains(u"is not a library"_s));
    CHECK_FALSE(Storage::Location::parse(u"rk?l:///lectern?host=/run/pg"_s, nullptr)); // a slip of the keys
    CHECK(Storage::Location::parse(u"/papers/a://b.sqlite"_s, nullptr)->isFile()); // a folder named "a:"
    CHECK(Storage::Location::parse(u"postgres://ann:secret@db.lab/lectern?sslmode=require&password=x"_s, nullptr)
              ->toString() == u"postgres://ann@db.lab/lectern?sslmode=require"_s);
}

TEST_CASE("Damage found in a team library is kept in it, for every member to see", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    workspace.openSampleLibrary();
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    CHECK_FALSE(care.knownDamage(location));
    care.markDamaged(location, u"paper 2 no longer matches its checksum"_s);
    CHECK(care.knownDamage(location) == u"paper 2 no longer matches its checksum"_s);
    care.clearDamage(location);
    CHECK_FALSE(care.knownDamage(location));
}

TEST_CASE("What a command asks before it opens a team library takes one connection", "[storage][postgresql-only]")
{
    // Over a network each connection is several round trips before its first answer.
    const Test::PostgresqlServer server;
    const auto database = server.createDatabase();
    const Storage::Location location = madeLibrary(database);
    Storage::LibraryCare::of(location).markDamaged(location, u"paper 2 no longer matches its checksum"_s);
    // The server counts its logins; in a schema of its own, which the library does not look at.
    ask(server, database.name(), u"CREATE SCHEMA counting"_s);
    ask(server, database.name(), u"CREATE TABLE counting.logins (at timestamptz)"_s);
    ask(server,
        database.name(),
        u"CREATE FUNCTION counting.login() RETURNS event_trigger LANGUAGE plpgsql"
        " AS $$ BEGIN INSERT INTO counting.logins VALUES (now()); END $$"_s);
    ask(server, database.name(), u"CREATE EVENT TRIGGER counted ON login EXECUTE FUNCTION counting.login()"_s);
    const auto logins = [&] { return ask(server, database.name(), u"SELECT count(*) FROM counting.logins"_s).toInt(); };

    const int before = logins();
    const Storage::Database::State state = Storage::Database::stateOf(location);
    // The state's login, and the one of asking again.
    CHECK(logins() - before == 2);
    CHECK(state.exists);
    CHECK_FALSE(state.needsUpgrade);
    CHECK(state.damage == u"paper 2 no longer matches its checksum"_s);
}

TEST_CASE("Opening a team library, or asking what state it is in, takes two statements", "[storage][postgresql-only]")
{
    // Over a network each statement is a round trip, and the window opens a connection per worker.
    const Test::PostgresqlServer server;
    const auto database = server.createDatabase();
    const Storage::Location location = madeLibrary(database);
    ask(server, database.name(), u"CREATE SCHEMA counting"_s);
    ask(server, database.name(), u"CREATE EXTENSION pg_stat_statements SCHEMA counting"_s);
    const auto statements = [&] {
        return ask(server,
            database.name(),
            u"SELECT coalesce(sum(calls), 0) FROM counting.pg_stat_statements"
            " WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())"
            // Its texts have their constants as $1, $2…: a table's name in to_regclass() too.
            " AND (query LIKE '%lectern_library%' OR query LIKE '%to_regclass%')"
            " AND query NOT LIKE '%pg_stat_statements%'"_s)
            .toInt();
    };

    const int before = statements();
    SECTION("opening it, before the first query")
    {
        Storage::Database library(location);
        REQUIRE(library.open());
    }
    SECTION("whether it is there, must be upgraded or was found damaged")
    {
        CHECK(Storage::Database::stateOf(location).exists);
    }
    CHECK(statements() - before == 2);
}

TEST_CASE("A server that turns connections away is not a damaged library", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    workspace.openSampleLibrary();
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    Test::setAcceptingConnections(location, false);
    for (const auto depth : { Storage::LibraryCare::Depth::Quick, Storage::LibraryCare::Depth::Full }) {
        try {
            care.problems(location, depth);
            FAIL("a check that could not look found nothing wrong");
        } catch (const Storage::StorageError &error) {
            CHECK(error.isUnreachable());
        }
    }
    Test::setAcceptingConnections(location, true);
    CHECK(care.problems(location, Storage::LibraryCare::Depth::Full).isEmpty());
    CHECK_FALSE(care.knownDamage(location));
}

TEST_CASE("A team library missing a table fails its full check", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    workspace.openSampleLibrary();
    ask(Test::PostgresqlServer(), QUrl(location.toString()).path().mid(1), u"DROP TABLE highlights CASCADE"_s);
    const QStringList problems =
        Storage::LibraryCare::of(location).problems(location, Storage::LibraryCare::Depth::Full);
    REQUIRE(problems.size() == 1);
    CHECK(problems.first().contains(u"highlights"_s));
}

TEST_CASE("A team library's backup is an SQLite copy, a restore fills an empty database", "[storage][postgresql-only]")
{
    const Test::Workspace workspace;
    const Storage::Location location = workspace.location();
    const auto library = workspace.openSampleLibrary();
    Storage::TagStore(*library).addToPapers(u"kept"_s, { 1 });
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    const auto backup = care.makeBackup(*library);
    CHECK(QFile::exists(backup.path));
    CHECK(care.backups(location).size() == 1);
    CHECK(care.newestGoodBackup(location)->path == backup.path);
    const Storage::Location file = Storage::Location::file(backup.path);
    CHECK(Storage::LibraryCare::of(file).problems(file, Storage::LibraryCare::Depth::Full).isEmpty());

    const Storage::Location empty = workspace.location(u"restored"_s);
    care.restore(empty, backup.path);
    Storage::Database restored(empty);
    REQUIRE(restored.open());
    CHECK(Storage::PaperStore(restored).paperCount() == 3);
    CHECK(Storage::TagStore(restored).tagsOf(1).size() == 1);
    CHECK_THROWS_AS(care.restore(location, backup.path), Storage::StorageError); // not empty
}
