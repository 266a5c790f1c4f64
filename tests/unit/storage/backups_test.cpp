// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/backupfolder.h"
#include "storage/dialect.h"
#include "storage/highlightstore.h"
#include "storage/librarycare.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/sqlitebackups.h"
#include "storage/sqlite/sqlitehealth.h"
#include "storage/tagstore.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSqlQuery>
#include <QThread>
#include <QTimeZone>

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("Backups keep ten checked generations, newest first", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const Storage::Sqlite::Backups backups(db->location().filePath());
    CHECK(backups.list().isEmpty());
    QStringList made;
    for (int i = 0; i < Storage::Sqlite::Backups::Generations + 2; ++i) {
        made.prepend(backups.make(*db).path);
        QThread::msleep(2); // names are to the millisecond
    }
    const QList<Storage::Sqlite::Backups::Backup> kept = backups.list();
    REQUIRE(kept.size() == Storage::Sqlite::Backups::Generations);
    for (qsizetype i = 0; i < kept.size(); ++i)
        CHECK(kept[i].path == made[i]);
    CHECK_FALSE(QFile::exists(made.last())); // the oldest went once newer ones were checked
    CHECK(Storage::Sqlite::LibraryHealth::problems(kept.first().path, Storage::Sqlite::LibraryHealth::Depth::Full)
            .isEmpty());
}

TEST_CASE("A restore puts a backup's papers and notes back and keeps the library as it was",
    "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const Storage::Sqlite::Backups backups(db->location().filePath());
    Storage::NoteStore(*db).setNote(1, u"before"_s);
    const auto before = backups.make(*db);
    Storage::NoteStore(*db).setNote(1, u"after"_s);

    backups.restore(before.path);
    CHECK(Storage::NoteStore(*db).note(1) == u"before"_s); // the open connection reads the restored library
    CHECK(Storage::PaperStore(*db).paperCount() == 3);
    REQUIRE(backups.list().size() == 2); // the library before the restore became a backup
    CHECK(
        Storage::Sqlite::LibraryHealth::problems(db->location().filePath(), Storage::Sqlite::LibraryHealth::Depth::Full)
            .isEmpty());

    SECTION("a file that is not a good backup is refused and changes nothing")
    {
        const QString bad = workspace.writeFile(u"bad.sqlite"_s, "not a library");
        CHECK_THROWS_AS(backups.restore(bad), Storage::StorageError);
        CHECK(Storage::NoteStore(*db).note(1) == u"before"_s);
        CHECK(backups.list().size() == 2);
    }
}

TEST_CASE("Damage found is remembered beside the library until it is cleared", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.path(u"library.sqlite"_s);
    CHECK_FALSE(Storage::Sqlite::LibraryHealth::knownDamage(path));
    Storage::Sqlite::LibraryHealth::markDamaged(path, u"page 12 is malformed"_s);
    CHECK(Storage::Sqlite::LibraryHealth::knownDamage(path) == u"page 12 is malformed"_s);
    Storage::Sqlite::LibraryHealth::clearDamage(path);
    CHECK_FALSE(Storage::Sqlite::LibraryHealth::knownDamage(path));
    CHECK(Storage::Sqlite::LibraryHealth::problems(path, Storage::Sqlite::LibraryHealth::Depth::Quick).size() ==
        1); // no file
}

TEST_CASE(
    "A library file is quick-checked before changes up to 16 MiB, with its journal", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.openSampleLibrary()->location().filePath();
    using Storage::Sqlite::LibraryHealth::quickCheckIsCheap;
    CHECK(quickCheckIsCheap(path));
    constexpr qint64 Limit = qint64(16) << 20;
    QFile file(path);
    REQUIRE(file.resize(Limit - 4096));
    CHECK(quickCheckIsCheap(path));
    QFile journal(path + u"-wal"_s);
    REQUIRE(journal.open(QIODevice::WriteOnly));
    REQUIRE(journal.resize(8192));
    CHECK_FALSE(quickCheckIsCheap(path));
    REQUIRE(journal.resize(0));
    REQUIRE(file.resize(Limit + 1));
    CHECK_FALSE(quickCheckIsCheap(path));
}

TEST_CASE("A check kept from looking by another connection's lock finds no damage", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.openSampleLibrary()->location().filePath();
    // A journal that, unlike WAL's, keeps readers out while a writer holds the lock.
    const Storage::Sqlite::FileConnection writer(path, Storage::Sqlite::FileConnection::Mode::ReadWrite);
    QSqlQuery query(writer.database());
    REQUIRE(query.exec(u"PRAGMA journal_mode = DELETE"_s));
    REQUIRE(query.exec(u"BEGIN EXCLUSIVE"_s));
    try {
        const QStringList found = Storage::Sqlite::LibraryHealth::problems(path, Storage::LibraryCare::Depth::Quick);
        FAIL("a locked library was looked at: " << found.join(u"; "_s).toStdString());
    } catch (const Storage::StorageError &error) {
        CHECK(error.isBusy());
    }
    REQUIRE(query.exec(u"ROLLBACK"_s));
    CHECK(Storage::Sqlite::LibraryHealth::problems(path, Storage::LibraryCare::Depth::Quick).isEmpty());
}

TEST_CASE("A library that cannot be opened is not called damaged", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.path(u"a folder.sqlite"_s);
    REQUIRE(QDir().mkpath(path));
    try {
        const QStringList found = Storage::Sqlite::LibraryHealth::problems(path, Storage::LibraryCare::Depth::Quick);
        FAIL("a library that cannot be opened was looked at: " << found.join(u"; "_s).toStdString());
    } catch (const Storage::StorageError &error) {
        CHECK_FALSE(error.isDamage());
    }
}

TEST_CASE("A backup that cannot be looked at is not the newest good one", "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const Storage::Sqlite::Backups backups(db->location().filePath());
    const QString older = backups.make(*db).path;
    QThread::msleep(2); // names are to the millisecond
    const QString newer = backups.make(*db).path;
    // Kept from looking by another connection's lock, in a journal mode that keeps readers out.
    const Storage::Sqlite::FileConnection writer(newer, Storage::Sqlite::FileConnection::Mode::ReadWrite);
    QSqlQuery query(writer.database());
    REQUIRE(query.exec(u"PRAGMA journal_mode = DELETE"_s));
    REQUIRE(query.exec(u"BEGIN EXCLUSIVE"_s));
    const auto good = backups.newestGood();
    REQUIRE(good);
    CHECK(good->path == older);
    REQUIRE(query.exec(u"ROLLBACK"_s));
    CHECK(backups.newestGood()->path == newer);
}

TEST_CASE("A checksum changes with any byte of a field, and with where fields end", "[storage][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const auto checksum = [&db](const QStringList &fields) {
        QSqlQuery query(db->connection());
        REQUIRE(query.exec(u"SELECT "_s + db->dialect().checksum(fields)));
        REQUIRE(query.next());
        return query.value(0).toLongLong();
    };
    CHECK(checksum({ u"'ab'"_s, u"'c'"_s }) != checksum({ u"'a'"_s, u"'bc'"_s }));
    CHECK(checksum({ u"NULL"_s }) != checksum({ u"''"_s }));
    CHECK(checksum({ u"'a'"_s }) != checksum({ u"'a'"_s, u"''"_s }));
    // Each byte of a text longer than a word, changed in turn: every checksum differs.
    const QString text = u"Sampling billion-edge graphs, ünd more."_s;
    QSet<qint64> seen{ checksum({ u"'%1'"_s.arg(text) }) };
    for (qsizetype i = 0; i < text.size(); ++i) {
        QString changed = text;
        changed[i] = QChar(changed[i].unicode() ^ 1);
        seen.insert(checksum({ u"'%1'"_s.arg(changed) }));
    }
    CHECK(seen.size() == text.size() + 1);
}

TEST_CASE("Upgrading to version 10 makes the checksums that match again with the faster function",
    "[storage][backups][sqlite-only]")
{
    const Test::Workspace workspace;
    const QString path = workspace.path(u"library.sqlite"_s);
    ReviewId review = 0;
    {
        const auto db = workspace.openSampleLibrary();
        Storage::NoteStore(*db).setNote(2, u"A note"_s);
        Storage::HighlightStore(*db).add({ 0, 1, 0, 5, HighlightColor::Yellow, u"key"_s });
        Storage::ReviewStore reviews(*db);
        review = reviews.create(ReviewInfo{ 0, u"R"_s, {}, {}, {}, {}, {}, {} });
        reviews.addPapers(review, { 3 });
        reviews.record(review, { 3, Verdict::Include, {}, {}, u"ann"_s, 0 });
        // A library of version 9: the checksums of FNV-1a, one of them of text that has changed
        // since, and one paper without a checksum.
        QSqlQuery query(db->connection());
        REQUIRE(query.exec(u"UPDATE papers SET checksum = lectern_checksum_v1(title, abstract)"_s));
        REQUIRE(query.exec(u"UPDATE papers SET checksum = lectern_checksum_v1(title, 'before') WHERE id = 2"_s));
        REQUIRE(query.exec(u"UPDATE papers SET checksum = NULL WHERE id = 3"_s));
        REQUIRE(query.exec(u"UPDATE notes SET checksum = lectern_checksum_v1(body)"_s));
        REQUIRE(query.exec(u"UPDATE highlights SET checksum = lectern_checksum_v1(start, end, comment)"_s));
        REQUIRE(query.exec(
            u"UPDATE review_decisions SET checksum = lectern_checksum_v1(reviewer, verdict, reason, note)"_s));
        Test::rewindLibrary(db->connection(), 9);
    }
    // A backup of version 9 is checked with the checksums it holds.
    const QStringList before =
        Storage::Sqlite::LibraryHealth::problems(path, Storage::Sqlite::LibraryHealth::Depth::Full);
    CHECK(before == QStringList{ u"the title or abstract of paper 2 no longer matches its checksum"_s });

    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(Storage::Sqlite::LibraryHealth::problems(path, Storage::Sqlite::LibraryHealth::Depth::Full) == before);
    CHECK(Storage::PaperStore(db).paper(1).has_value()); // read, not found damaged
    CHECK_THROWS_AS(Storage::PaperStore(db).paper(2), Storage::StorageError); // still damaged
    CHECK(Storage::PaperStore(db).paper(3).has_value()); // still unchecked
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(u"SELECT count(*) FROM papers WHERE checksum IS NULL"_s));
    REQUIRE(query.next());
    CHECK(query.value(0).toInt() == 1);
    CHECK(Storage::NoteStore(db).note(2) == u"A note"_s);
    CHECK(Storage::HighlightStore(db).highlights(1).size() == 1);
    CHECK(Storage::ReviewStore(db).decisions(review, u"ann"_s).size() == 1);
}

TEST_CASE("Text changed behind Lectern's back fails its checksum when read and in a full check", "[storage][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::NoteStore(*db).setNote(2, u"A note"_s);
    Storage::HighlightStore(*db).add({ 0, 1, 0, 5, HighlightColor::Yellow, u"key"_s });
    Storage::ReviewStore reviews(*db);
    const ReviewId review = reviews.create(ReviewInfo{ 0, u"R"_s, {}, {}, {}, {}, {}, {} });
    reviews.addPapers(review, { 3 });
    reviews.record(review, { 3, Verdict::Include, {}, {}, u"ann"_s, 0 });
    const Storage::LibraryCare &care = Storage::LibraryCare::of(db->location());
    CHECK(care.problems(db->location(), Storage::LibraryCare::Depth::Full).isEmpty());
    // Edits through the stores keep their checksums.
    Storage::PaperStore(*db).setTitle(1, u"A title of mine"_s, false);
    Storage::HighlightStore(*db).setComment(Storage::HighlightStore(*db).highlights(1).first().id, u"changed"_s);
    CHECK(Storage::PaperStore(*db).paper(1)->title == u"A title of mine"_s);
    CHECK(care.problems(db->location(), Storage::LibraryCare::Depth::Full).isEmpty());

    // What a flipped byte does, made with SQL: the text changes, its checksum does not.
    QSqlQuery query(db->connection());
    REQUIRE(query.exec(u"UPDATE papers SET abstract = replace(abstract, 'sampler', 'samplex') WHERE id = 1"_s));
    REQUIRE(query.exec(u"UPDATE notes SET body = 'A nope' WHERE paper_id = 2"_s));
    REQUIRE(query.exec(u"UPDATE highlights SET comment = 'kez'"_s));
    REQUIRE(query.exec(u"UPDATE review_decisions SET verdict = 2"_s));
    const auto isDamage = [](const std::function<void()> &read) {
        try {
            read();
        } catch (const Storage::StorageError &error) {
            return error.isDamage();
        }
        return false;
    };
    CHECK(isDamage([&] { Storage::PaperStore(*db).paper(1); }));
    CHECK_FALSE(isDamage([&] { Storage::PaperStore(*db).paper(2); }));
    CHECK(isDamage([&] { Storage::NoteStore(*db).note(2); }));
    CHECK(isDamage([&] { Storage::HighlightStore(*db).highlights(1); }));
    CHECK(isDamage([&] { reviews.decisions(review, u"ann"_s); }));
    const QStringList problems = care.problems(db->location(), Storage::LibraryCare::Depth::Full);
    REQUIRE(problems.size() == 4);
    CHECK(problems.first() == u"the title or abstract of paper 1 no longer matches its checksum"_s);
    CHECK(care.problems(db->location(), Storage::LibraryCare::Depth::Quick).isEmpty());
}

TEST_CASE("Names, descriptions, reasons and authors carry checksums that a full check compares", "[storage][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db)
                .importFiles({ workspace.writeFile(u"a.ris"_s,
                    "TY  - JOUR\r\nTI  - Sparse models\r\nAU  - Doe, Jane\r\nKW  - sparsity\r\n"
                    "UR  - https://example.org/sparse\r\nAB  - We model.\r\nER  - \r\n") })
                .added() == 1);
    Storage::TagStore(*db).addToPapers(u"Method/Sparse"_s, { 1 });
    Storage::ListStore(*db).create({ 0, u"Week 3"_s, u"For the reading group"_s, 0 });
    Storage::SavedSearchStore(*db).add({ 0, u"Sparse ones"_s, u"sparse"_s });
    Storage::ReviewStore(*db).create(
        ReviewInfo{ 0, u"R"_s, u"Which models?"_s, {}, {}, { u"sparse"_s }, {}, { u"Off topic"_s } });
    // Any statement that writes them makes their checksum.
    REQUIRE(QSqlQuery(db->connection())
            .exec(u"INSERT INTO paper_fields (paper_id, position, name, value) VALUES (1, 0, 'note', 'x')"_s));
    // A wrong one given with the row is made right.
    REQUIRE(QSqlQuery(db->connection())
            .exec(u"INSERT INTO paper_keywords (paper_id, position, keyword, checksum) VALUES (1, 9, 'x', 42)"_s));
    const Storage::LibraryCare &care = Storage::LibraryCare::of(db->location());
    CHECK(care.problems(db->location(), Storage::LibraryCare::Depth::Full).isEmpty());
    // Renamed through the stores, they keep matching.
    Storage::TagStore(*db).rename(u"Method/Sparse"_s, u"Method/Dense"_s);
    Storage::ListStore(*db).setDescription(Storage::ListStore(*db).list(u"Week 3"_s)->id, u"For Friday"_s);
    CHECK(care.problems(db->location(), Storage::LibraryCare::Depth::Full).isEmpty());

    // What a changed byte does, made with SQL: the checksum no longer fits the text.
    for (const QString &table : Test::tablesCheckedFromStep24())
        REQUIRE(QSqlQuery(db->connection()).exec(u"UPDATE %1 SET checksum = checksum + 1"_s.arg(table)));
    const QStringList problems = care.problems(db->location(), Storage::LibraryCare::Depth::Full);
    const QStringList expected{ u"the name of tag 1"_s,
        u"the name or description of reading list 1"_s,
        u"the name or query of saved search 1"_s,
        u"an author's name of paper 1"_s,
        u"the name, question or criteria of review 1"_s,
        u"a reason or keyword of review 1"_s,
        u"a keyword of paper 1"_s,
        u"a field of paper 1's record"_s,
        u"a link of paper 1"_s };
    for (const QString &what : expected)
        CHECK(problems.contains(what + u" no longer matches its checksum"_s));
}

TEST_CASE(
    "Backup generations spread in time: a burst of backups keeps last week's and last month's", "[storage][backups]")
{
    using Storage::BackupFolder;
    const QDateTime now = QDateTime(QDate(2026, 12, 4), QTime(12, 0), QTimeZone::UTC);
    // Twelve backups in the last minute, one three days ago, one twenty days ago, one a year ago.
    QList<QDateTime> made;
    for (int i = 0; i < 12; ++i)
        made.append(now.addSecs(-5 * i));
    made.append(now.addDays(-3));
    made.append(now.addDays(-20));
    made.append(now.addDays(-365));
    const QList<qsizetype> kept = BackupFolder::keep(made, now);
    CHECK(kept.contains(12)); // three days ago: the newest of its day
    CHECK(kept.contains(13)); // twenty days ago: the newest of its week
    CHECK_FALSE(kept.contains(14)); // a year ago: beyond the weeks, and ten are kept without it
    CHECK(kept.size() == BackupFolder::Generations);
    for (qsizetype i = 0; i < BackupFolder::Newest; ++i)
        CHECK(kept.contains(i));

    // One every six hours for forty days: the newest five, a day each for a week, a week each for
    // five weeks.
    QList<QDateTime> spread;
    for (int i = 0; i < 160; ++i)
        spread.append(now.addSecs(-6 * 3600 * qint64(i)));
    const QList<qsizetype> kept2 = BackupFolder::keep(spread, now);
    CHECK(kept2.size() >= BackupFolder::Generations);
    CHECK(spread[kept2.last()].daysTo(now) >= 28);
    CHECK(kept2.size() <= BackupFolder::Newest + BackupFolder::Days + BackupFolder::Weeks);
    // Fewer than ten: all kept.
    CHECK(BackupFolder::keep(made.first(4), now).size() == 4);
}

TEST_CASE("What killed or failed backups left is removed; a backup being written is not", "[storage][backups]")
{
    const Test::Workspace workspace;
    const QString folder = workspace.path(QStringLiteral("backups"));
    QDir().mkpath(folder);
    const auto touch = [&](const QString &name, const QByteArray &bytes, qint64 ageSecs) {
        QFile file(folder + u'/' + name);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        REQUIRE(file.open(QIODevice::ReadWrite));
        REQUIRE(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-ageSecs), QFileDevice::FileModificationTime));
    };
    touch(QStringLiteral("20261201-100000-000.sqlite.partial"), "half a backup", 3600);
    touch(QStringLiteral("20261201-100000-000.sqlite.partial-journal"), "its journal", 3600);
    touch(QStringLiteral("20261204-115959-000.sqlite.partial"), "being written", 5);
    touch(QStringLiteral("20261202-100000-000.sqlite"), "", 3600); // the disk was full
    touch(QStringLiteral("notes.txt"), "someone's file", 3600);
    Storage::BackupFolder(folder).removeLeftovers();
    CHECK(QDir(folder).entryList(QDir::Files) ==
        QStringList{ QStringLiteral("20261204-115959-000.sqlite.partial"), QStringLiteral("notes.txt") });
}
