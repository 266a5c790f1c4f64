// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backups.h"
#include "storage/libraryhealth.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QFile>
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
