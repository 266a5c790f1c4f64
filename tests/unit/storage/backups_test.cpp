// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backups.h"
#include "storage/highlightstore.h"
#include "storage/libraryhealth.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QFile>
#include <QSqlQuery>
#include <QThread>

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("Backups keep ten checked generations, newest first", "[storage][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const Storage::Backups backups(db->path());
    CHECK(backups.list().isEmpty());
    QStringList made;
    for (int i = 0; i < Storage::Backups::Generations + 2; ++i) {
        made.prepend(backups.make(*db).path);
        QThread::msleep(2); // names are to the millisecond
    }
    const QList<Storage::Backups::Backup> kept = backups.list();
    REQUIRE(kept.size() == Storage::Backups::Generations);
    for (qsizetype i = 0; i < kept.size(); ++i)
        CHECK(kept[i].path == made[i]);
    CHECK_FALSE(QFile::exists(made.last())); // the oldest went once newer ones were checked
    CHECK(Storage::LibraryHealth::problems(kept.first().path, Storage::LibraryHealth::Depth::Full).isEmpty());
}

TEST_CASE("A restore puts a backup's papers and notes back and keeps the library as it was", "[storage][backups]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const Storage::Backups backups(db->path());
    Storage::NoteStore(*db).setNote(1, u"before"_s);
    const auto before = backups.make(*db);
    Storage::NoteStore(*db).setNote(1, u"after"_s);

    backups.restore(before.path);
    CHECK(Storage::NoteStore(*db).note(1) == u"before"_s); // the open connection reads the restored library
    CHECK(Storage::PaperStore(*db).paperCount() == 3);
    REQUIRE(backups.list().size() == 2); // the library before the restore became a backup
    CHECK(Storage::LibraryHealth::problems(db->path(), Storage::LibraryHealth::Depth::Full).isEmpty());

    SECTION("a file that is not a good backup is refused and changes nothing")
    {
        const QString bad = workspace.writeFile(u"bad.sqlite"_s, "not a library");
        CHECK_THROWS_AS(backups.restore(bad), Storage::StorageError);
        CHECK(Storage::NoteStore(*db).note(1) == u"before"_s);
        CHECK(backups.list().size() == 2);
    }
}

TEST_CASE("Damage found is remembered beside the library until it is cleared", "[storage][backups]")
{
    const Test::Workspace workspace;
    const QString path = workspace.path(u"library.sqlite"_s);
    CHECK_FALSE(Storage::LibraryHealth::knownDamage(path));
    Storage::LibraryHealth::markDamaged(path, u"page 12 is malformed"_s);
    CHECK(Storage::LibraryHealth::knownDamage(path) == u"page 12 is malformed"_s);
    Storage::LibraryHealth::clearDamage(path);
    CHECK_FALSE(Storage::LibraryHealth::knownDamage(path));
    CHECK(Storage::LibraryHealth::problems(path, Storage::LibraryHealth::Depth::Quick).size() == 1); // no file
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
    CHECK(Storage::LibraryHealth::problems(db->path(), Storage::LibraryHealth::Depth::Full).isEmpty());
    // Edits through the stores keep their checksums.
    Storage::PaperStore(*db).setTitle(1, u"A title of mine"_s, false);
    Storage::HighlightStore(*db).setComment(Storage::HighlightStore(*db).highlights(1).first().id, u"changed"_s);
    CHECK(Storage::PaperStore(*db).paper(1)->title == u"A title of mine"_s);
    CHECK(Storage::LibraryHealth::problems(db->path(), Storage::LibraryHealth::Depth::Full).isEmpty());

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
    const QStringList problems = Storage::LibraryHealth::problems(db->path(), Storage::LibraryHealth::Depth::Full);
    REQUIRE(problems.size() == 4);
    CHECK(problems.first() == u"the title or abstract of paper 1 no longer matches its checksum"_s);
    CHECK(Storage::LibraryHealth::problems(db->path(), Storage::LibraryHealth::Depth::Quick).isEmpty());
}
