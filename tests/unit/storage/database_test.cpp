// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/database.h"
#include "storage/highlightstore.h"
#include "storage/idselect.h"
#include "storage/librarycare.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/sqliteschema.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"
#include "support/testsupport.h"
#include "text/contentkey.h"

#include <catch2/catch_test_macros.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QUrl>

#include <atomic>
#include <chrono>
#include <latch>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

using namespace Lectern;
using Lectern::Test::Workspace;

namespace {

int pragma(const Storage::Database &db, const char *name)
{
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("PRAGMA ") + QString::fromLatin1(name)));
    REQUIRE(query.next());
    return query.value(0).toInt();
}

QString journalMode(const Storage::Database &db)
{
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("PRAGMA journal_mode")));
    REQUIRE(query.next());
    return query.value(0).toString();
}

// Writes an SQLite file with arbitrary pragmas and one table, through a plain connection.
void writeSqliteFile(const QString &path, int applicationId, int userVersion)
{
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")));
        REQUIRE(query.exec(QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')")));
        REQUIRE(query.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)));
        REQUIRE(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion)));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
}

} // namespace

TEST_CASE("A new library is created with the current schema, WAL and foreign keys", "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary(QStringLiteral("sub/folder/library.sqlite"));
    CHECK(QFile::exists(workspace.path(QStringLiteral("sub/folder/library.sqlite"))));
    CHECK(db->schemaVersion() == Storage::Schema::CurrentVersion);
    CHECK(pragma(*db, "application_id") == Storage::Sqlite::ApplicationId);
    CHECK(pragma(*db, "foreign_keys") == 1);
    CHECK(journalMode(*db) == QStringLiteral("wal"));
}

TEST_CASE("Opening a library again keeps its data", "[storage][database]")
{
    Workspace workspace;
    {
        const auto db = workspace.openLibrary();
        QSqlQuery query(db->connection());
        REQUIRE(query.exec(QStringLiteral("INSERT INTO collections (name) VALUES ('Kept')")));
    }
    const auto db = workspace.openLibrary();
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("SELECT name FROM collections")));
    REQUIRE(query.next());
    CHECK(query.value(0).toString() == QStringLiteral("Kept"));
}

TEST_CASE("Files that are not Lectern libraries are refused and left unchanged", "[storage][database]")
{
    Workspace workspace;
    SECTION("a text file")
    {
        const QString path =
            workspace.writeFile(QStringLiteral("notes.sqlite"), "These are my notes, not a database.\n");
        const QByteArray before = Test::fileBytes(path);
        Storage::Database db(Storage::Location::file(path));
        CHECK_FALSE(db.open());
        CHECK(db.errorString().contains(path));
        CHECK(db.errorString().contains(QStringLiteral("not a Lectern library")));
        CHECK(Test::fileBytes(path) == before);
    }
    SECTION("another program's SQLite database")
    {
        const QString path = workspace.path(QStringLiteral("other.sqlite"));
        writeSqliteFile(path, 0, 0);
        const QByteArray before = Test::fileBytes(path);
        Storage::Database db(Storage::Location::file(path));
        CHECK_FALSE(db.open());
        CHECK(db.errorString().contains(QStringLiteral("not a Lectern library")));
        CHECK(Test::fileBytes(path) == before);
    }
    SECTION("a library written by a newer Lectern")
    {
        const QString path = workspace.path(QStringLiteral("newer.sqlite"));
        writeSqliteFile(path, Storage::Sqlite::ApplicationId, Storage::Schema::CurrentVersion + 1);
        const QByteArray before = Test::fileBytes(path);
        Storage::Database db(Storage::Location::file(path));
        CHECK_FALSE(db.open());
        CHECK(db.errorString().contains(QStringLiteral("newer Lectern")));
        CHECK(Test::fileBytes(path) == before);
    }
}

TEST_CASE("An empty file becomes a library", "[storage][database]")
{
    Workspace workspace;
    const QString path = workspace.writeFile(QStringLiteral("empty.sqlite"), QByteArray());
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(db.schemaVersion() == Storage::Schema::CurrentVersion);
}

TEST_CASE("Migrations are numbered in order from 1 and each sets its version", "[storage][database]")
{
    int expected = 1;
    for (const auto &step : Storage::Sqlite::migrations()) {
        CHECK(step.version == expected++);
        // Steps 13 and 14 change only team libraries' indexes, step 17 their blind reviews'
        // row security.
        CHECK(step.statements.isEmpty() == (step.version == 13 || step.version == 14 || step.version == 17));
    }
    CHECK(Storage::Schema::CurrentVersion == expected - 1);
}

TEST_CASE("A version 1 library is upgraded with its papers searchable and a backup kept", "[storage][database]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("old.sqlite"));
    Test::writeLibraryAtVersion(path,
        1,
        { QStringLiteral("INSERT INTO papers (content_key, title, abstract, added_at)"
                         " VALUES ('k', 'Old title', 'Axolotl regeneration.', 0)"),
            QStringLiteral("INSERT INTO papers_fts (rowid, title, abstract)"
                           " VALUES (1, 'Old title', 'Axolotl regeneration.')") });

    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(db.schemaVersion() == Storage::Schema::CurrentVersion);
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("SELECT rowid FROM paper_index WHERE paper_index MATCH 'axolotl'")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 1);
    // A paper left as new has no reading state of its own.
    CHECK(Storage::PaperStore(db).readingStates({ 1 }).value(1) == ReadingState());
    REQUIRE(query.exec(QStringLiteral("SELECT count(*) FROM reading_states")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 0);
    CHECK(QFile::exists(path + QStringLiteral(".v1.bak")));
}

TEST_CASE("A checked-in version 2 library is upgraded with nothing lost", "[storage][database]")
{
    // Made by the version 2 lectern-cli (import, tag, note, mark; a highlight and a saved
    // search), not by today's code.
    const QString fixture = QStringLiteral(LECTERN_TEST_DATA "/library-v2.sqlite");
    REQUIRE(QFile::exists(fixture));
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    REQUIRE(QFile::copy(fixture, path));
    REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));

    CHECK(Storage::Database::needsUpgrade(Storage::Location::file(path)));
    CHECK(Storage::Database::stateOf(Storage::Location::file(path)).needsUpgrade);
    CHECK_FALSE(
        Storage::Database::needsUpgrade(Storage::Location::file(workspace.path(QStringLiteral("none.sqlite")))));
    CHECK_FALSE(Storage::Database::needsUpgrade(
        Storage::Location::file(workspace.writeFile(QStringLiteral("notes.txt"), "not a library"))));
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(db.schemaVersion() == Storage::Schema::CurrentVersion);
    CHECK(QFile::exists(path + QStringLiteral(".v2.bak")));
    CHECK_FALSE(Storage::Database::needsUpgrade(Storage::Location::file(path)));

    const Storage::PaperStore papers(db);
    CHECK(papers.paperCount() == 4);
    const auto edited = papers.paper(1);
    REQUIRE(edited);
    CHECK(edited->title == QStringLiteral("GraphWalker: sampling billion-edge graphs"));
    CHECK_FALSE(edited->titleInferred);
    CHECK(edited->reading == ReadingState{ ReadingStatus::Read, 4, true });
    CHECK(edited->reference.sourceFormat == QStringLiteral("text"));
    CHECK(edited->links == QList<QUrl>{ QUrl(QStringLiteral("https://example.org/graphwalker")) });
    const auto noted = papers.paper(2);
    REQUIRE(noted);
    CHECK(noted->titleInferred);
    CHECK(noted->abstract.contains(QStringLiteral("$\\mathcal{O}(n^{-1/2})$")));
    CHECK(papers.paper(3)->reading.status == ReadingStatus::Reading);
    CHECK(papers.paper(4)->abstract.startsWith(QStringLiteral("我们提出")));

    CHECK(Storage::NoteStore(db).note(2).contains(QStringLiteral("Compare with **FastPolicy**")));
    const QList<Tag> tags = Storage::TagStore(db).tagsOf(2);
    REQUIRE(tags.size() == 2);
    CHECK(Storage::HighlightStore(db).highlights(2).size() == 1);
    CHECK(Storage::HighlightStore(db).highlights(2).first().comment == QStringLiteral("key claim"));
    REQUIRE(Storage::SavedSearchStore(db).savedSearches().size() == 1);
    CHECK(Storage::SavedSearchStore(db).savedSearches().first().query == QStringLiteral("diffusion tag:method"));

    // The index still finds words, notes and Chinese text.
    const Search::PaperFinder finder(db);
    CHECK(finder.find(Search::Query::parse(QStringLiteral("łojasiewicz"))) == QList<PaperId>{ 3 });
    CHECK(finder.find(Search::Query::parse(QStringLiteral("note:fastpolicy"))) == QList<PaperId>{ 2 });
    CHECK(finder.find(Search::Query::parse(QStringLiteral("检索"))) == QList<PaperId>{ 4 });

    // A user-written title is known as such: a later import never replaces it.
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("SELECT id FROM papers WHERE title_edited = 1")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 1);
    CHECK_FALSE(query.next());

    // Each paper counts as one record of the file it was read from, for a review's PRISMA flow.
    Storage::ReviewStore reviews(db);
    const ReviewId review = reviews.create(ReviewInfo{ 0, QStringLiteral("All"), {}, {}, {}, {}, {}, {} });
    reviews.addPapers(review, { 1, 2, 3, 4 });
    qsizetype records = 0;
    for (const RecordSource &source : reviews.recordSources(review)) {
        CHECK_FALSE(source.file.isEmpty());
        CHECK(source.format == QStringLiteral("text"));
        records += source.records;
    }
    CHECK(records == 4);
}

TEST_CASE("A write waits for another writer's lock instead of failing", "[storage][database][locks][sqlite-only]")
{
    Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    // Another connection holds the write lock for 0.6 s. (Catch2's assertions are not for
    // other threads: the holder reports through a flag.)
    std::latch locked(1);
    std::atomic<bool> held = false;
    std::thread holder([&] {
        Storage::Database other(Storage::Location::file(path));
        std::optional<QSqlQuery> query;
        if (other.open()) {
            query.emplace(other.connection());
            held = query->exec(QStringLiteral("BEGIN IMMEDIATE")) &&
                query->exec(QStringLiteral("UPDATE papers SET title = title WHERE id = 1"));
        }
        locked.count_down();
        std::this_thread::sleep_for(std::chrono::milliseconds(600));
        if (query)
            query->exec(QStringLiteral("COMMIT"));
    });
    locked.wait();
    REQUIRE(held);
    QElapsedTimer timer;
    timer.start();
    // A deferred transaction would fail at its first write with "database is locked".
    CHECK_NOTHROW(Storage::TagStore(*db).addToPapers(QStringLiteral("locked"), { 1, 2 }));
    CHECK(timer.elapsed() >= 300);
    holder.join();
    CHECK(Storage::TagStore(*db).tagsOf(1).size() == 1);
}

TEST_CASE("Whether a library is there, must be upgraded or was found damaged is asked at once", "[storage][database]")
{
    const Workspace workspace;
    const Storage::Location location = workspace.location();
    const Storage::Database::State nothing = Storage::Database::stateOf(location);
    CHECK_FALSE(nothing.exists);
    CHECK_FALSE(nothing.needsUpgrade);
    CHECK_FALSE(nothing.damage);

    workspace.openSampleLibrary();
    const Storage::Database::State intact = Storage::Database::stateOf(location);
    CHECK(intact.exists);
    CHECK_FALSE(intact.needsUpgrade);
    CHECK_FALSE(intact.damage);

    Storage::LibraryCare::of(location).markDamaged(location, QStringLiteral("paper 2 no longer matches its checksum"));
    CHECK(Storage::Database::stateOf(location).damage == QStringLiteral("paper 2 no longer matches its checksum"));
}

TEST_CASE("Several connections creating one new library all succeed", "[storage][database][locks]")
{
    Workspace workspace;
    for (int round = 0; round < 5; ++round) {
        const QString path = workspace.path(QStringLiteral("new%1.sqlite").arg(round));
        std::atomic<int> opened = 0;
        std::mutex mutex;
        QStringList errors;
        std::vector<std::thread> creators;
        for (int i = 0; i < 3; ++i) {
            creators.emplace_back([&] {
                Storage::Database database(Storage::Location::file(path));
                if (database.open() && database.schemaVersion() == Storage::Schema::CurrentVersion) {
                    ++opened;
                } else {
                    const std::lock_guard lock(mutex);
                    errors.append(database.errorString());
                }
            });
        }
        for (std::thread &creator : creators)
            creator.join();
        INFO(errors.join(u'\n').toStdString());
        CHECK(opened == 3);
    }
}

TEST_CASE("A transaction inside another is a part of it: undone alone, or kept with it", "[storage]")
{
    Lectern::Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    Lectern::Storage::TagStore tags(*database);
    {
        Lectern::Storage::Transaction outer(database->connectionName());
        tags.addToPapers(QStringLiteral("kept"), { 1 }); // a transaction of its own, nested
        {
            Lectern::Storage::Transaction inner(database->connectionName());
            tags.addToPapers(QStringLiteral("dropped"), { 2 });
        } // not committed: only its part is undone
        outer.commit();
    }
    CHECK(tags.tag(QStringLiteral("kept")).has_value());
    CHECK_FALSE(tags.tag(QStringLiteral("dropped")).has_value());
    {
        Lectern::Storage::Transaction outer(database->connectionName());
        tags.addToPapers(QStringLiteral("undone"), { 3 });
    } // the whole transaction rolls back, its nested parts with it
    CHECK_FALSE(tags.tag(QStringLiteral("undone")).has_value());
}

TEST_CASE("Upgrading to version 6 keys italic abstracts as their plain words", "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    const QString italic = QStringLiteral("We propose a *novel* sampler for _large_ graphs.");
    Test::writeLibraryAtVersion(path,
        5,
        { QStringLiteral("INSERT INTO papers (content_key, title, abstract, added_at)"
                         " VALUES ('key of version 5', 'A sampler', '%1', 0)")
                .arg(italic) });
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("SELECT content_key FROM papers")));
    REQUIRE(query.next());
    CHECK(
        query.value(0).toString() == Text::contentKey(QStringLiteral("We propose a novel sampler for large graphs.")));
}

TEST_CASE(
    "Upgrading to version 11 makes authors searchable and keeps everything else", "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    Test::writeLibraryAtVersion(path,
        10,
        { QStringLiteral("INSERT INTO papers (content_key, title, abstract, added_at, checksum)"
                         " VALUES ('k', 'Sheep', 'We count sheep at night.', 0, lectern_checksum('Sheep',"
                         " 'We count sheep at night.'))"),
            QStringLiteral("INSERT INTO paper_index (rowid, title, abstract, note)"
                           " VALUES (1, 'sheep', 'we count sheep at night.', 'woolly')"),
            QStringLiteral("INSERT INTO index_words (word, papers) VALUES ('sheep', 1), ('woolly', 1)"),
            QStringLiteral("INSERT INTO notes (paper_id, body, updated_at, checksum)"
                           " VALUES (1, 'Woolly.', 0, lectern_checksum('Woolly.'))"),
            QStringLiteral("INSERT INTO paper_authors (paper_id, position, family, given)"
                           " VALUES (1, 0, 'Schäfer', 'Jörg'), (1, 1, 'Lamb', 'Mary')") });

    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(db.schemaVersion() == Storage::Schema::CurrentVersion);
    CHECK(QFile::exists(path + QStringLiteral(".v10.bak")));
    const Search::PaperFinder finder(db);
    const auto find = [&finder](
                          const char *text) { return finder.find(Search::Query::parse(QString::fromUtf8(text))); };
    CHECK(find("author:Schaefer") == QList<PaperId>{ 1 });
    CHECK(find("author:\"Mary Lamb\"") == QList<PaperId>{ 1 });
    CHECK(find("note:woolly sheep") == QList<PaperId>{ 1 });
    const auto paper = Storage::PaperStore(db).paper(1);
    REQUIRE(paper);
    CHECK(paper->reference.authors.size() == 2);
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(QStringLiteral("SELECT first_author FROM papers")));
    REQUIRE(query.next());
    CHECK(query.value(0).toString() == QStringLiteral("Schäfer"));
    // A word being typed is matched through the index's words, which now hold the names.
    REQUIRE(query.exec(QStringLiteral("SELECT papers FROM index_words WHERE word = 'schaefer'")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 1);
    CHECK(finder.find(Search::Query::parse(QStringLiteral("schae"), Search::Query::Typing::InProgress)) ==
        QList<PaperId>{ 1 });
}

TEST_CASE("Upgrading to version 12 keeps each review, screened in the default order until one is chosen",
    "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    Test::writeLibraryAtVersion(path,
        11,
        { QStringLiteral("INSERT INTO reviews (name, key, question, created_at) VALUES ('PPI', 'ppi', 'Heal?', 0)") });
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(db.schemaVersion() == Storage::Schema::CurrentVersion);
    Storage::ReviewStore reviews(db);
    std::optional<ReviewInfo> review = reviews.review(1);
    REQUIRE(review);
    CHECK(review->question == QStringLiteral("Heal?"));
    CHECK(review->screeningOrder.isEmpty());
    review->screeningOrder = QStringLiteral("svm");
    reviews.update(*review);
    CHECK(reviews.review(1)->screeningOrder == QStringLiteral("svm"));
}

TEST_CASE("A whole result of many ids comes back complete and in order", "[storage][database]")
{
    // More ids than one chunk a server sends them in, and not a whole number of chunks.
    constexpr int Count = 45001;
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QList<qint64> ids = Storage::selectAllIds(*db,
        QStringLiteral("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?)"
                       " SELECT ? - x FROM n ORDER BY x"),
        { Count, Count + 1 });
    REQUIRE(ids.size() == Count);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (ids[i] != Count - i)
            FAIL("id " << ids[i] << " at position " << i);
    }
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT id FROM papers ORDER BY id"), {}).isEmpty());
}

TEST_CASE("A whole result's statement takes values of every kind, a question mark in a text too", "[storage][database]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString select = QStringLiteral("SELECT 7 WHERE ? = 'it''s ?' AND ? > 1.5 AND CAST(? AS text) IS NULL AND "
                                          "CAST(? AS text) IS NULL AND ? AND ? = 3");
    const auto values = [](bool flag) {
        return QVariantList{ QStringLiteral("it's ?"), 2.5, QVariant(), QString(), flag, qint64(3) };
    };
    CHECK(Storage::selectAllIds(*db, select, values(true)) == QList<qint64>{ 7 });
    CHECK(Storage::selectAllIds(*db, select, values(false)).isEmpty());
}

TEST_CASE("A whole result's failed statement is one clear error, and the connection goes on", "[storage][database]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    try {
        Storage::selectAllIds(*db, QStringLiteral("SELECT id FROM no_such_table"), {});
        FAIL("read ids from a table that is not there");
    } catch (const Storage::StorageError &error) {
        CHECK(error.message().contains(QStringLiteral("no_such_table")));
    }
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT 3"), {}) == QList<qint64>{ 3 });
}

TEST_CASE("The ids of a stale request are not looked for or read", "[storage][database]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString select = QStringLiteral("SELECT 1 UNION ALL SELECT 2 ORDER BY 1");
    bool stale = false;
    db->setStaleCheck([&stale] { return stale; });
    CHECK(Storage::selectAllIds(*db, select, {}) == QList<qint64>{ 1, 2 });
    stale = true;
    for (const auto &read : { Storage::selectAllIds, Storage::selectIds }) {
        try {
            read(*db, select, {});
            FAIL("read the ids of a stale request");
        } catch (const Storage::StorageError &error) {
            CHECK(error.isInterrupted());
        }
    }
    try {
        Search::PaperFinder(*db).findWordMatches(Search::Query::parse(QStringLiteral("word")), {}, 10, 5);
        FAIL("looked for the matches of a stale request");
    } catch (const Storage::StorageError &error) {
        CHECK(error.isInterrupted());
    }
}

TEST_CASE("A server's id list that holds something else fails", "[storage][database]")
{
    if (Test::testEngine() != Test::Engine::Postgresql)
        SKIP("a file's ids come a row each");
    Workspace workspace;
    const auto db = workspace.openLibrary();
    try {
        Storage::selectAllIds(*db, QStringLiteral("SELECT '12a'"), {});
        FAIL("read ids from a list that holds something else");
    } catch (const Storage::StorageError &error) {
        CHECK(error.message().contains(QStringLiteral("12a")));
    }
    // Nor an id larger than any.
    CHECK_THROWS_AS(
        Storage::selectAllIds(*db, QStringLiteral("SELECT '99999999999999999999'"), {}), Storage::StorageError);
    // What the server sent after the bad id was read too: the connection takes the next statement.
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT 3"), {}) == QList<qint64>{ 3 });
}

TEST_CASE(
    "A server's id list ends a statement whose rows are still coming, as any statement does", "[storage][database]")
{
    if (Test::testEngine() != Test::Engine::Postgresql)
        SKIP("a file's statements do not keep its connection busy");
    Workspace workspace;
    const auto db = workspace.openLibrary();
    QSqlQuery reading(db->connection());
    reading.setForwardOnly(true);
    REQUIRE(reading.exec(QStringLiteral("SELECT generate_series(1, 100000)")));
    REQUIRE(reading.next());
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT 3"), {}) == QList<qint64>{ 3 });
    CHECK_FALSE(reading.next());
    // Read to its end and still held.
    REQUIRE(reading.exec(QStringLiteral("SELECT 1")));
    while (reading.next()) { }
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT 4"), {}) == QList<qint64>{ 4 });
    CHECK_THROWS_AS(Storage::selectAllIds(*db, QStringLiteral("SELECT 3 WHERE ? IS NOT NULL"), { QByteArray("x") }),
        Storage::StorageError);
}

TEST_CASE(
    "A whole result read along an index is the same, and on a server is never sorted whole", "[storage][database]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    CHECK(Storage::selectAllIdsInIndexOrder(*db, QStringLiteral("SELECT 5 UNION ALL SELECT 2 WHERE ? = 1"), { 1 }) ==
        QList<qint64>{ 5, 2 });
    if (Test::testEngine() != Test::Engine::Postgresql)
        return;
    const QString sorting = QStringLiteral("SELECT CASE WHEN current_setting('enable_sort') = 'on' THEN 1 ELSE 0 END");
    const QList<qint64> on{ 1 };
    const QList<qint64> off{ 0 };
    CHECK(Storage::selectAllIdsInIndexOrder(*db, sorting, {}) == off);
    CHECK(Storage::selectAllIds(*db, sorting, {}) == on); // only for that statement

    // Stopped, or failed: its transaction is rolled back, and the connection goes on.
    int asked = 0;
    db->setStaleCheck([&asked] { return ++asked > 1; });
    CHECK_THROWS_AS(Storage::selectAllIdsInIndexOrder(*db, QStringLiteral("SELECT generate_series(1, 45001)"), {}),
        Storage::StorageError);
    db->setStaleCheck({});
    CHECK(Storage::selectAllIds(*db, sorting, {}) == on);
    CHECK_THROWS_AS(Storage::selectAllIdsInIndexOrder(*db, QStringLiteral("SELECT id FROM no_such_table"), {}),
        Storage::StorageError);
    CHECK(Storage::selectAllIds(*db, sorting, {}) == on);

    // A transaction of the caller's is neither ended nor changed.
    QSqlDatabase connection = db->connection();
    REQUIRE(connection.transaction());
    REQUIRE(QSqlQuery(connection).exec(QStringLiteral("SET LOCAL enable_sort = off")));
    CHECK(Storage::selectAllIdsInIndexOrder(*db, sorting, {}) == off);
    CHECK(Storage::selectAllIds(*db, sorting, {}) == off);
    REQUIRE(connection.rollback());
    CHECK(Storage::selectAllIds(*db, sorting, {}) == on);
}

TEST_CASE("A server's long id list stops being read once its request is stale", "[storage][database]")
{
    if (Test::testEngine() != Test::Engine::Postgresql)
        SKIP("a file's ids come a row each, and its statement is interrupted itself");
    Workspace workspace;
    const auto db = workspace.openLibrary();
    int asked = 0;
    db->setStaleCheck([&asked] { return ++asked > 1; }); // stale once the statement has run
    try {
        Storage::selectAllIds(*db, QStringLiteral("SELECT generate_series(1, 45001)"), {});
        FAIL("read every id of a stale request");
    } catch (const Storage::StorageError &error) {
        CHECK(error.isInterrupted());
    }
    CHECK(asked == 2);
    db->setStaleCheck({});
    CHECK(Storage::selectAllIds(*db, QStringLiteral("SELECT 3"), {}) == QList<qint64>{ 3 });
}
