// SPDX-License-Identifier: GPL-3.0-or-later
// One window edits a library; another may only read it.
#include "storage/database.h"
#include "storage/librarylock.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>

#include <sys/wait.h>
#include <unistd.h>

using namespace Lectern;
using Lectern::Test::Workspace;

TEST_CASE("A library is claimed by one window at a time, which is named to the others", "[storage][locks][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    auto first = std::make_unique<Storage::LibraryLock>(Storage::Location::file(path));
    REQUIRE(first->tryLock());
    Storage::LibraryLock second(Storage::Location::file(path));
    CHECK_FALSE(second.tryLock());
    const auto holder = second.holder();
    REQUIRE(holder);
    CHECK(holder->pid == QCoreApplication::applicationPid());
    first.reset();
    CHECK(second.tryLock());
}

TEST_CASE("A library in a folder not made yet is claimed, as on the first start", "[storage][locks][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("not/yet/library.sqlite"));
    Storage::LibraryLock first(Storage::Location::file(path));
    CHECK(first.tryLock());
    Storage::LibraryLock second(Storage::Location::file(path));
    CHECK_FALSE(second.tryLock());
}

TEST_CASE("A claim left by a process that ended is taken over", "[storage][locks][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // Ends without releasing, as a crashed window would.
        auto *lock = new Storage::LibraryLock(Storage::Location::file(path));
        _exit(lock->tryLock() ? 0 : 1);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    Storage::LibraryLock lock(Storage::Location::file(path));
    CHECK(lock.tryLock());
}

TEST_CASE("A library opened read-only is read and never written", "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    {
        const auto writer = workspace.openSampleLibrary();
    }
    const QByteArray before = Test::fileBytes(path);
    Storage::Database reader(Storage::Location::file(path));
    REQUIRE(reader.open(Storage::Database::Access::ReadOnly));
    Storage::PaperStore papers(reader);
    CHECK(papers.paper(1).has_value());
    CHECK_THROWS_AS(papers.setTitle(1, QStringLiteral("Changed")), Storage::StorageError);
    CHECK(papers.paper(1)->title != QStringLiteral("Changed"));
    CHECK(Test::fileBytes(path) == before);

    // Nothing is created for a path with no library.
    Storage::Database missing(workspace.location(QStringLiteral("missing.sqlite")));
    CHECK_FALSE(missing.open(Storage::Database::Access::ReadOnly));
    CHECK(missing.errorString().contains(QStringLiteral("There is no library at")));
    CHECK_FALSE(QFile::exists(workspace.path(QStringLiteral("missing.sqlite"))));
}

TEST_CASE("A library that needs an upgrade is not opened read-only", "[storage][database][sqlite-only]")
{
    Workspace workspace;
    const QString path = workspace.path(QStringLiteral("old.sqlite"));
    Test::writeLibraryAtVersion(path, 1);
    const QByteArray before = Test::fileBytes(path);
    Storage::Database reader(Storage::Location::file(path));
    CHECK_FALSE(reader.open(Storage::Database::Access::ReadOnly));
    CHECK(reader.errorString().contains(QStringLiteral("must be upgraded")));
    CHECK(Test::fileBytes(path) == before);
}
