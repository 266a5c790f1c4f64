// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDateTime>
#include <QFile>
#include <QSqlQuery>

#include <optional>

using namespace Lectern;
using Lectern::Test::Workspace;

namespace {

int paperCount(const Storage::Database &db)
{
    return Storage::PaperStore(db).paperCount();
}

// Many distinct abstracts, so an import spans several progress intervals.
QByteArray manyAbstracts(int count)
{
    QByteArray text = "Generated 2026 Papers\n\n";
    for (int i = 0; i < count; ++i)
        text += "We propose method number " + QByteArray::number(i) + ", which solves problem " +
            QByteArray::number(i * 7) + ".\n\n";
    return text;
}

} // namespace

TEST_CASE("Importing the same file twice adds nothing the second time", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file = workspace.writeFile(QStringLiteral("list.txt"), Test::sampleList());
    Import::Importer importer(*db);

    const auto first = importer.importFiles({ file });
    CHECK(first.added() == 3);
    CHECK(first.existing() == 0);
    const auto second = importer.importFiles({ file });
    CHECK(second.added() == 0);
    CHECK(second.existing() == 3);
    CHECK(paperCount(*db) == 3);
}

TEST_CASE("A duplicate inside one file, or differing only in spacing and case, is counted once", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file =
        workspace.writeFile(QStringLiteral("dupes.txt"), "List\n\nWe propose A.\n\nWe propose B.\n\nwe  PROPOSE a.\n");
    const auto report = Import::Importer(*db).importFiles({ file });
    CHECK(report.added() == 2);
    CHECK(report.existing() == 1);
}

TEST_CASE("A bad file is refused while the good ones are imported", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString good = workspace.writeFile(QStringLiteral("good.txt"), Test::sampleList());
    const QString bad = workspace.writeFile(QStringLiteral("bad.txt"), "Header\n\nBroken \xff bytes.\n");
    const QString missing = workspace.path(QStringLiteral("missing.txt"));
    const auto report = Import::Importer(*db).importFiles({ good, bad, missing });
    REQUIRE(report.files.size() == 3);
    CHECK(report.files[0].added == 3);
    CHECK(report.files[1].error.contains(bad));
    CHECK(report.files[2].error.contains(missing));
    CHECK(report.hasErrors());
    CHECK(paperCount(*db) == 3);
}

TEST_CASE("A failure in the middle of a file leaves the library exactly as it was", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    importer.importFiles(
        { workspace.writeFile(QStringLiteral("first.txt"), "First\n\nAn abstract that was already here.\n") });
    REQUIRE(paperCount(*db) == 1);

    // The third abstract of the next file makes SQLite fail, as a full disk would.
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("CREATE TRIGGER fail_third BEFORE INSERT ON papers WHEN new.source_position = 3"
                                      " BEGIN SELECT RAISE(ABORT, 'disk full'); END")));
    const auto report = importer.importFiles({ workspace.writeFile(QStringLiteral("second.txt"), Test::sampleList()) });
    CHECK(report.storageError.contains(QStringLiteral("disk full")));
    CHECK(report.added() == 0);
    CHECK(paperCount(*db) == 1);
    QSqlQuery collections(db->connection());
    REQUIRE(collections.exec(QStringLiteral("SELECT count(*) FROM collections")));
    REQUIRE(collections.next());
    CHECK(collections.value(0).toInt() == 1);
}

TEST_CASE("Import reports progress and a cancel rolls everything back", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file = workspace.writeFile(QStringLiteral("many.txt"), manyAbstracts(1000));
    Import::Importer importer(*db);

    std::stop_source stop;
    QList<qint64> reported;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        CHECK(total == 1000);
        reported.append(done);
        if (done >= 512)
            stop.request_stop();
    });
    const auto cancelled = importer.importFiles({ file }, stop.get_token());
    CHECK(cancelled.cancelled);
    CHECK(cancelled.added() == 0);
    CHECK(paperCount(*db) == 0);
    CHECK(reported == QList<qint64>{ 256, 512 });

    // The last report comes before the library is saved: another connection does not see
    // the papers yet.
    reported.clear();
    const auto other = workspace.openLibrary();
    std::optional<int> visibleAtEnd;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        reported.append(done);
        if (done == total)
            visibleAtEnd = paperCount(*other);
    });
    const auto finished = importer.importFiles({ file });
    CHECK_FALSE(finished.cancelled);
    CHECK(finished.added() == 1000);
    CHECK(reported.last() == 1000);
    CHECK(reported.count(1000) == 1);
    REQUIRE(visibleAtEnd.has_value());
    CHECK(*visibleAtEnd == 0);
    CHECK(paperCount(*other) == 1000);
}

TEST_CASE("An empty file imports nothing and is not an error", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const auto report = Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("empty.txt"), "") });
    CHECK_FALSE(report.hasErrors());
    CHECK(report.added() + report.existing() == 0);
    CHECK(paperCount(*db) == 0);
}

TEST_CASE("A file that turns bad while it is imported leaves the library as it was", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    importer.importFiles(
        { workspace.writeFile(QStringLiteral("first.txt"), "First\n\nAn abstract that was already here.\n") });
    REQUIRE(paperCount(*db) == 1);

    // Large enough that the reading thread, which reads at most a few thousand abstracts and a
    // chunk of 1 MiB ahead of the writer, has not reached the end at the first progress report.
    QByteArray many = "Long 2026 Papers\n\n";
    for (int i = 0; i < 6000; ++i)
        many += "We propose method " + QByteArray::number(i) + " for problem " + QByteArray::number(i * 7) + "." +
            QByteArray(" It reads long.").repeated(40) + "\n\n";
    REQUIRE(many.size() > (3 << 20));
    const QString file = workspace.writeFile(QStringLiteral("many.txt"), many);
    bool damaged = false;
    importer.setProgressHandler([&](qint64, qint64) {
        if (damaged)
            return;
        // The file was checked whole before the import began; now its end stops being UTF-8.
        QFile bytes(file);
        REQUIRE(bytes.open(QIODevice::ReadWrite));
        REQUIRE(bytes.seek(bytes.size() - 4));
        REQUIRE(bytes.write("\xff\xff") == 2);
        damaged = true;
    });
    const auto report = importer.importFiles({ file });
    REQUIRE(damaged);
    CHECK(report.hasErrors());
    CHECK(report.storageError.contains(QStringLiteral("changed while it was imported")));
    CHECK(report.files[0].error.contains(QStringLiteral("invalid UTF-8")));
    CHECK(report.added() == 0);
    CHECK(paperCount(*db) == 1);
    QSqlQuery collections(db->connection());
    REQUIRE(collections.exec(QStringLiteral("SELECT count(*) FROM collections")));
    REQUIRE(collections.next());
    CHECK(collections.value(0).toInt() == 1);
}

TEST_CASE("A large import merges the search index and leaves the connection as it was", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("PRAGMA cache_size")));
    REQUIRE(query.next());
    const int cacheSize = query.value(0).toInt();
    query.finish();

    const auto report =
        Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("many.txt"), manyAbstracts(12000)) });
    CHECK(report.added() == 12000);

    REQUIRE(query.exec(QStringLiteral("PRAGMA cache_size")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == cacheSize);
    query.finish();

    // Every word is found, through the index the import filled.
    REQUIRE(query.exec(QStringLiteral("SELECT count(*) FROM paper_index WHERE paper_index MATCH 'method'")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 12000);
}

TEST_CASE("A later import is never dated before an earlier one, so ids follow the order added", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    REQUIRE(
        importer.importFiles({ workspace.writeFile(QStringLiteral("a.txt"), "A\n\nFirst abstract.\n") }).added() == 1);
    // As if the clock had been ahead at the first import.
    const qint64 future = QDateTime::currentMSecsSinceEpoch() + 3600 * 1000;
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("UPDATE papers SET added_at = %1").arg(future)));
    REQUIRE(
        importer.importFiles({ workspace.writeFile(QStringLiteral("b.txt"), "B\n\nSecond abstract.\n") }).added() == 1);
    REQUIRE(query.exec(QStringLiteral("SELECT added_at FROM papers ORDER BY id")));
    REQUIRE(query.next());
    const qint64 first = query.value(0).toLongLong();
    REQUIRE(query.next());
    CHECK(query.value(0).toLongLong() >= first);
}
