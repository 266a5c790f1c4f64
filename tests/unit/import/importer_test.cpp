// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/paperstore.h"
#include "storage/referencesnapshots.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDateTime>
#include <QFile>
#include <QSqlQuery>
#include <QUrl>

#include <optional>
#include <stop_token>
#include <thread>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

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
    if (Test::testEngine() == Test::Engine::Postgresql) {
        REQUIRE(query.exec(QStringLiteral("CREATE FUNCTION fail_third() RETURNS trigger LANGUAGE plpgsql AS $$"
                                          " BEGIN IF NEW.source_position = 3 THEN RAISE EXCEPTION 'disk full'; END IF;"
                                          " RETURN NEW; END $$")));
        REQUIRE(query.exec(QStringLiteral(
            "CREATE TRIGGER fail_third BEFORE INSERT ON papers FOR EACH ROW EXECUTE FUNCTION fail_third()")));
    } else {
        REQUIRE(
            query.exec(QStringLiteral("CREATE TRIGGER fail_third BEFORE INSERT ON papers WHEN new.source_position = 3"
                                      " BEGIN SELECT RAISE(ABORT, 'disk full'); END")));
    }
    const auto report = importer.importFiles({ workspace.writeFile(QStringLiteral("second.txt"), Test::sampleList()) });
    CHECK(report.storageError.contains(QStringLiteral("disk full")));
    CHECK(report.added() == 0);
    CHECK(paperCount(*db) == 1);
    QSqlQuery collections(db->connection());
    REQUIRE(collections.exec(QStringLiteral("SELECT count(*) FROM collections")));
    REQUIRE(collections.next());
    CHECK(collections.value(0).toInt() == 1);
}

TEST_CASE("Import reports progress in bytes and a cancel rolls everything back", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QByteArray bytes = manyAbstracts(1000);
    const QString file = workspace.writeFile(QStringLiteral("many.txt"), bytes);
    Import::Importer importer(*db);

    std::stop_source stop;
    QList<qint64> reported;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        CHECK(total == bytes.size());
        reported.append(done);
        if (done >= total / 2)
            stop.request_stop();
    });
    const auto cancelled = importer.importFiles({ file }, stop.get_token());
    CHECK(cancelled.cancelled);
    CHECK(cancelled.added() == 0);
    CHECK(paperCount(*db) == 0);
    REQUIRE(reported.size() >= 2);
    CHECK(std::is_sorted(reported.cbegin(), reported.cend()));
    CHECK(reported.first() > 0);
    CHECK(reported.last() < bytes.size());

    // The last report comes once, before the library is saved: another connection does not
    // see the papers yet.
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
    CHECK(reported.size() == 1000 / 256 + 1);
    CHECK(reported.last() == bytes.size());
    CHECK(reported.count(bytes.size()) == 1);
    REQUIRE(visibleAtEnd.has_value());
    CHECK(*visibleAtEnd == 0);
    CHECK(paperCount(*other) == 1000);
}

TEST_CASE("An empty file imports nothing, adds no collection and is not an error", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const auto report = Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("empty.txt"), ""),
        workspace.writeFile(QStringLiteral("blank.txt"), "Header\n\n  \n") });
    CHECK_FALSE(report.hasErrors());
    CHECK(report.added() + report.existing() == 0);
    CHECK(paperCount(*db) == 0);
    QSqlQuery collections(db->connection());
    REQUIRE(collections.exec(QStringLiteral("SELECT count(*) FROM collections")));
    REQUIRE(collections.next());
    CHECK(collections.value(0).toInt() == 0);
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
        // The file was fine when the import began; now its end stops being UTF-8.
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

TEST_CASE("A large import merges the search index and leaves the connection as it was", "[import][sqlite-only]")
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

TEST_CASE("A bad file is given up alone even after some of its papers were written", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    // Hundreds of good abstracts first, so that the writer has added some before the bad byte.
    const QString bad = workspace.writeFile(QStringLiteral("bad.txt"), manyAbstracts(700) + "Broken \xff bytes.\n");
    const QString good = workspace.writeFile(QStringLiteral("good.txt"), Test::sampleList());
    const auto report = Import::Importer(*db).importFiles({ bad, good });
    CHECK(report.files[0].error.contains(QStringLiteral("invalid UTF-8")));
    CHECK(report.files[0].added == 0);
    CHECK(report.files[1].added == 3);
    CHECK(report.storageError.isEmpty());
    CHECK(paperCount(*db) == 3);
    QSqlQuery collections(db->connection());
    REQUIRE(collections.exec(QStringLiteral("SELECT name FROM collections")));
    REQUIRE(collections.next());
    CHECK(collections.value(0).toString() == QStringLiteral("NeurIPS 2024"));
    CHECK_FALSE(collections.next());
}

TEST_CASE("The words of a file given up are listed again when a later file has them", "[import][search][sqlite-only]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString bad = workspace.writeFile(
        QStringLiteral("bad.txt"), manyAbstracts(700) + "Quokkas in the wild.\n\nBroken \xff bytes.\n");
    const QString good = workspace.writeFile(QStringLiteral("good.txt"), "Zoo 2026\n\nQuokkas in a zoo.\n");
    const auto report = Import::Importer(*db).importFiles({ bad, good });
    REQUIRE(report.files[1].added == 1);
    QSqlQuery listed(db->connection());
    REQUIRE(listed.exec(QStringLiteral("SELECT count(*) FROM index_words WHERE word = 'quokkas'")));
    REQUIRE(listed.next());
    CHECK(listed.value(0).toInt() == 1);
    const Search::Query typing = Search::Query::parse(QStringLiteral("quok"), Search::Query::Typing::InProgress);
    CHECK(Search::PaperFinder(*db).find(typing).size() == 1);
}

TEST_CASE("A file given up leaves no count of its words behind", "[import][search][sqlite-only]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray bad = "Bad 2026\n\n";
    QByteArray good = "Zoo 2026\n\n";
    for (int i = 0; i < 700; ++i)
        bad += "Quokkas seen in the wild, sighting " + QByteArray::number(i) + ".\n\n";
    for (int i = 0; i < 200; ++i)
        good += "Quokkas seen in a zoo, visit " + QByteArray::number(i) + ".\n\n";
    const auto report = Import::Importer(*db).importFiles(
        { workspace.writeFile(QStringLiteral("bad.txt"), bad + "Broken \xff bytes.\n"),
            workspace.writeFile(QStringLiteral("good.txt"), good) });
    REQUIRE(report.files[1].added == 200);
    // Only the papers kept count: each counted one as IndexWords::CountEvery papers.
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("SELECT count(*) FROM papers WHERE id % 64 = 0")));
    REQUIRE(query.next());
    const qint64 counted = query.value(0).toLongLong();
    REQUIRE(query.exec(QStringLiteral("SELECT papers FROM index_words WHERE word = 'quokkas'")));
    REQUIRE(query.next());
    CHECK(query.value(0).toLongLong() == 64 * counted);
    CHECK(counted >= 3);
}

TEST_CASE("Each file's format is found from its content, whatever its name", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString ris = workspace.writeFile(QStringLiteral("export.txt"),
        "TY  - JOUR\nTI  - Graph samplers at scale\nAU  - Doe, Jane\nPY  - 2023\nT2  - Journal of Graphs\n"
        "AB  - We sample billion-edge graphs without an index.\nDO  - 10.1000/graphs.1\nER  - \n");
    Import::Importer importer(*db);
    const auto report =
        importer.importFiles({ ris, workspace.writeFile(QStringLiteral("list.txt"), Test::sampleList()) });
    REQUIRE_FALSE(report.hasErrors());
    CHECK(report.files[0].format == QStringLiteral("ris"));
    CHECK(report.files[1].format == QStringLiteral("text"));
    CHECK(report.added() == 4);
    const auto paper = Storage::PaperStore(*db).paper(1);
    REQUIRE(paper);
    CHECK(paper->title == QStringLiteral("Graph samplers at scale"));
    CHECK_FALSE(paper->titleInferred);
    CHECK(paper->year == 2023);
    CHECK(paper->venue == QStringLiteral("Journal of Graphs"));
    CHECK(paper->reference.authors == QList<PersonName>{ { QStringLiteral("Doe"), QStringLiteral("Jane") } });
    CHECK(paper->reference.doi == QStringLiteral("10.1000/graphs.1"));
    CHECK(paper->links.contains(QUrl(QStringLiteral("https://doi.org/10.1000/graphs.1"))));

    // A format that is set reads every file as it: the paragraph list is no RIS.
    importer.setFormat(Import::Format::Ris);
    const auto forced =
        importer.importFiles({ workspace.writeFile(QStringLiteral("other.txt"), "Header\n\nAn abstract.\n") });
    CHECK(forced.files[0].format == QStringLiteral("ris"));
    CHECK(forced.added() == 0);
    CHECK(forced.files[0].error.contains(QStringLiteral("no RIS record")));
}

TEST_CASE("Records without an abstract never merge with each other", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString ris = workspace.writeFile(QStringLiteral("refs.ris"),
        "TY  - JOUR\nTI  - First paper\nPY  - 2020\nER  - \n\n"
        "TY  - JOUR\nTI  - Second paper\nPY  - 2020\nER  - \n\n"
        "TY  - JOUR\nTI  - Second  PAPER\nPY  - 2020\nER  - \n\n"
        "TY  - JOUR\nTI  - Second paper\nPY  - 2021\nER  - \n"
        "TY  - GEN\nTI  - Untitled note\nER  - \n"
        "TY  - GEN\nTI  - Untitled note\nER  - \n");
    const auto report = Import::Importer(*db).importFiles({ ris });
    // The same title and year is the same paper; another year is another; without a year
    // (nor abstract nor identifier) nothing says two records are one.
    CHECK(report.added() == 5);
    CHECK(report.existing() == 1);
}

TEST_CASE("A stop asked for is honoured before the commit, however few the records", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    std::stop_source stop;
    stop.request_stop();
    const auto report = Import::Importer(*db).importFiles(
        { workspace.writeFile(QStringLiteral("list.txt"), Test::sampleList()) }, stop.get_token());
    CHECK(report.cancelled);
    CHECK(report.added() == 0);
    CHECK(paperCount(*db) == 0);
}

#ifdef Q_OS_UNIX
TEST_CASE("A pipe is read once, as it is written", "[import]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString fifo = workspace.path(QStringLiteral("abstracts.fifo"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    std::thread writer([&fifo] {
        QFile pipe(fifo);
        if (pipe.open(QIODevice::WriteOnly))
            pipe.write(Test::sampleList());
    });
    const auto report = Import::Importer(*db).importFiles({ fifo });
    writer.join();
    CHECK_FALSE(report.hasErrors());
    CHECK(report.added() == 3);
    CHECK(paperCount(*db) == 3);
}
#endif

namespace {

QByteArray risRecord(const QByteArray &fields)
{
    return "TY  - JOUR\n" + fields + "ER  - \n\n";
}

// One paper as a paragraph list gives it: an abstract and an inferred title.
void importGraphWalker(Import::Importer &importer, Workspace &workspace)
{
    REQUIRE(importer
                .importFiles({ workspace.writeFile(QStringLiteral("list.txt"),
                    "Header\n\nWe propose GraphWalker, a random-walk sampler for billion-edge graphs.\n") })
                .added() == 1);
}

} // namespace

TEST_CASE(
    "The same paper from two sources is one paper: empty fields are filled, each merge is listed", "[import][identity]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    importGraphWalker(importer, workspace);
    // As RIS: the same abstract with its real title, authors and DOI.
    const auto fromRis = importer.importFiles({ workspace.writeFile(QStringLiteral("scopus.ris"),
        risRecord(
            "TI  - GraphWalker: Sampling Billion-Edge Graphs\nAU  - Doe, Jane\nPY  - 2024\n"
            "DO  - 10.1000/gw\nAB  - We propose GraphWalker, a random-walk sampler for billion-edge graphs.\n")) });
    CHECK(fromRis.added() == 0);
    REQUIRE(fromRis.files[0].merged.size() == 1);
    CHECK(fromRis.files[0].merged[0].paper == 1);
    CHECK(fromRis.files[0].merged[0].key == QStringLiteral("abstract"));
    // As another export without the abstract: found by its DOI, with nothing new to add.
    const auto again = importer.importFiles({ workspace.writeFile(QStringLiteral("zotero.ris"),
        risRecord(
            "TI  - GraphWalker: sampling billion-edge graphs\nPY  - 2024\nDO  - https://doi.org/10.1000/GW\n")) });
    CHECK(again.added() == 0);
    CHECK(again.existing() == 1);
    CHECK(again.merged() == 0);

    const auto paper = Storage::PaperStore(*db).paper(1);
    REQUIRE(paper);
    CHECK(paper->title == QStringLiteral("GraphWalker: Sampling Billion-Edge Graphs"));
    CHECK_FALSE(paper->titleInferred);
    CHECK(paper->year == 2024);
    CHECK(paper->reference.doi == QStringLiteral("10.1000/gw"));
    CHECK(paper->reference.authors.size() == 1);
    CHECK(paperCount(*db) == 1);
}

TEST_CASE("An undone import gives merged papers their data from before, in one step that can be redone",
    "[import][identity][undo]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    importGraphWalker(importer, workspace);
    const auto original = Storage::PaperStore(*db).paper(1);
    REQUIRE(original);
    const QString ris = workspace.writeFile(QStringLiteral("scopus.ris"),
        risRecord("TI  - Sampling Billion-Edge Graphs\nAU  - Doe, Jane\nPY  - 2024\nDO  - 10.1000/gw\n"
                  "UR  - https://example.org/gw\nKW  - graphs\n"
                  "AB  - We propose GraphWalker, a random-walk sampler for billion-edge graphs.\n") +
            risRecord("TI  - Another paper\nAB  - Something else entirely.\n") +
            // the same paper again, found by the DOI the first record gave it, with its key
            risRecord("TI  - Sampling Billion-Edge Graphs\nDO  - 10.1000/gw\nID  - walker2024\n"));
    // Only an import that asks keeps snapshots: the command line never undoes.
    importer.setUndoable(true);
    const auto report = importer.importFiles({ ris });
    REQUIRE(report.merged() == 2);
    REQUIRE(report.added() == 1);
    REQUIRE(report.files[0].merged[1].paper == 1);
    const Storage::ReferenceSnapshot before = report.files[0].merged[0].before;
    CHECK(before.paper == 1);
    // What the merge changed, not the whole paper: the abstract it kept is no part of it.
    CHECK_FALSE(before.columns.contains(QStringLiteral("abstract")));
    CHECK(before.columns.contains(QStringLiteral("title")));

    const auto findsTitleWord = [&] {
        return Search::PaperFinder(*db).find(Search::Query::parse(QStringLiteral("title:sampling"))).size();
    };
    CHECK(findsTitleWord() == 1);
    const Storage::ImportUndo imports(*db);
    QList<Storage::ReferenceSnapshot> merges;
    for (const Import::Merge &merge : report.files[0].merged)
        merges.append(merge.before);
    const auto undone = imports.undo(report.files[0].addedPapers, merges);
    const auto paper = Storage::PaperStore(*db).paper(1);
    CHECK(paper->title == original->title);
    CHECK(paper->titleInferred);
    CHECK(paper->year == original->year);
    CHECK(paper->abstract == original->abstract);
    CHECK(paper->reference.doi.isEmpty());
    CHECK(paper->reference.authors.isEmpty());
    CHECK(paper->reference.keywords.isEmpty());
    CHECK(paper->reference.citationKey.isEmpty()); // what the second merge gave it goes too
    CHECK(paper->links == original->links);
    CHECK(paperCount(*db) == 1);
    CHECK(findsTitleWord() == 0); // the index has the old title again

    imports.redo(undone);
    const auto redone = Storage::PaperStore(*db).paper(1);
    CHECK(redone->title == QStringLiteral("Sampling Billion-Edge Graphs"));
    CHECK(redone->reference.doi == QStringLiteral("10.1000/gw"));
    CHECK(redone->reference.authors.size() == 1);
    CHECK(redone->reference.citationKey == QStringLiteral("walker2024"));
    CHECK(paperCount(*db) == 2);
    CHECK(findsTitleWord() == 1);

    // A step that cannot be done changes nothing: the paper merged into is gone.
    Storage::ReferenceSnapshot gone = before;
    gone.paper = 99;
    CHECK_THROWS_AS(imports.undo(report.files[0].addedPapers, { gone }), Storage::StorageError);
    CHECK(paperCount(*db) == 2);
    CHECK(Storage::PaperStore(*db).paper(1)->title == QStringLiteral("Sampling Billion-Edge Graphs"));

    Import::Importer plain(*db);
    const auto again = plain.importFiles({ workspace.writeFile(
        QStringLiteral("more.ris"), risRecord("TI  - Another paper\nPY  - 2023\nAB  - Something else entirely.\n")) });
    REQUIRE(again.merged() == 1);
    CHECK(again.files[0].merged[0].before.paper == 0);
}

TEST_CASE("Merging never replaces what the user wrote, nor joins papers whose DOIs differ", "[import][identity]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer importer(*db);
    REQUIRE(importer
                .importFiles({ workspace.writeFile(QStringLiteral("a.ris"),
                    risRecord("TI  - Introduction\nPY  - 2020\nDO  - 10.1000/one\nAB  - The first editorial.\n")) })
                .added() == 1);
    Storage::PaperStore(*db).setTitle(1, QStringLiteral("My own title"));

    // The same title and year under another DOI is another paper.
    const auto other = importer.importFiles({ workspace.writeFile(QStringLiteral("b.ris"),
        risRecord("TI  - Introduction\nPY  - 2020\nDO  - 10.1000/two\nAB  - The second editorial.\n")) });
    CHECK(other.added() == 1);

    // The first again, under its DOI with a title and venue: the venue fills in, the title stays.
    const auto merged = importer.importFiles({ workspace.writeFile(QStringLiteral("c.ris"),
        risRecord("TI  - Introduction to the issue\nPY  - 2020\nDO  - 10.1000/ONE\nJO  - Journal\n")) });
    REQUIRE(merged.merged() == 1);
    CHECK(merged.files[0].merged[0].key == QStringLiteral("doi:10.1000/one"));
    const auto paper = Storage::PaperStore(*db).paper(1);
    CHECK(paper->title == QStringLiteral("My own title"));
    CHECK(paper->venue == QStringLiteral("Journal"));
    CHECK(paper->abstract == QStringLiteral("The first editorial."));
    CHECK(paperCount(*db) == 2);

    // arXiv versions are one paper.
    const auto arxiv = importer.importFiles({ workspace.writeFile(QStringLiteral("d.ris"),
        risRecord("TI  - A preprint\nUR  - https://arxiv.org/abs/2101.00001v1\n") +
            risRecord("TI  - A preprint, revised\nUR  - https://arxiv.org/abs/2101.00001v2\nAB  - Now with an "
                      "abstract.\n")) });
    CHECK(arxiv.added() == 1);
    CHECK(arxiv.merged() == 1);
    CHECK(paperCount(*db) == 3);
}

TEST_CASE("Keys of a kind new to the library are still found within the import", "[import][identity]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString first = workspace.writeFile(QStringLiteral("first.ris"),
        risRecord("TI  - Graph walks\nPY  - 2020\nDO  - 10.1000/a\n") + risRecord("TI  - Tree walks\nPY  - 2021\n"));
    REQUIRE(Import::Importer(*db).importFiles({ first }).added() == 2);

    // PMIDs are new to the library: the second record of one of them, in the same import, and
    // the DOI the library had, are still found.
    const QString second = workspace.writeFile(QStringLiteral("second.nbib"),
        "PMID- 7\nTI  - Heart rates\nAB  - Hearts beat.\n\n"
        "PMID- 7\nTI  - Heart rates\nAB  - Hearts beat fast.\n\n"
        "PMID- 8\nTI  - Graph walks\nLID - 10.1000/a [doi]\nAB  - Walks on graphs.\n\n");
    const auto report = Import::Importer(*db).importFiles({ second });
    CHECK(report.added() == 1);
    CHECK(report.merged() + report.existing() == 2);
    CHECK(paperCount(*db) == 3);
}

TEST_CASE("A large import has the server plan its lookups again as the library grows", "[import][postgresql-only]")
{
    // A prepared lookup's generic plan, made while the library was empty, scans the whole table
    // at every batch once it is large; statistics made again as the papers double replace it.
    Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray many = "Growing 2026 Papers\n\n";
    for (int i = 0; i < 5000; ++i)
        many += "We study question " + QByteArray::number(i) + " of problem " + QByteArray::number(i * 7) + ".\n\n";
    REQUIRE(
        Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("many.txt"), many) }).added() == 5000);
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(QStringLiteral("SELECT pg_stat_force_next_flush()"))); // this session's counts, shown
    REQUIRE(query.exec(QStringLiteral("SELECT analyze_count FROM pg_stat_user_tables WHERE relname = 'paper_keys'")));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 3); // at 1,000, 2,000 and 4,000 papers
}
