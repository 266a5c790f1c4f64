// SPDX-License-Identifier: GPL-3.0-or-later
// The change log and the feed that reads it: every store's write is logged with it, and a feed on
// another connection tells each committed change once, in the order of the commits, also after
// its connection was lost.
#include "storage/changefeed.h"
#include "storage/changelog.h"
#include "storage/changeretention.h"
#include "storage/duplicatefinder.h"
#include "storage/engine.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <QFileSystemWatcher>

#include <catch2/catch_test_macros.hpp>

#include <functional>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Storage::Change;
using Storage::ChangeFeed;
using Storage::ChangeLog;
using Storage::ChangeRetention;

namespace {

// What a feed told, and the states it went through.
struct Listener
{
    explicit Listener(const ChangeFeed &feed)
    {
        QObject::connect(
            &feed, &ChangeFeed::changed, &context, [this](const QList<Change> &changes) { told.append(changes); });
        QObject::connect(
            &feed, &ChangeFeed::stateChanged, &context, [this](ChangeFeed::State state) { states.append(state); });
        REQUIRE(Test::waitUntil([&feed] { return feed.state() == ChangeFeed::State::Connected; }));
    }

    QObject context;
    QList<Change> told;
    QList<ChangeFeed::State> states;
};

} // namespace

TEST_CASE("Every store's write is logged, with its papers and its connection", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    const auto logged = [&](const std::function<void()> &write) {
        const qint64 before = log.latest();
        write();
        return log.after(before, 100);
    };
    const auto kindsOf = [](const QList<Change> &changes) {
        QList<Change::Kind> kinds;
        for (const Change &change : changes)
            kinds.append(change.kind);
        return kinds;
    };

    const auto tagged = logged([&] { Storage::TagStore(*db).addToPapers(u"method"_s, { 1, 2 }); });
    REQUIRE(tagged.size() == 1);
    CHECK(tagged[0].kind == Change::Kind::Tags);
    CHECK(tagged[0].papers == QList<PaperId>{ 1, 2 });
    CHECK(tagged[0].origin == db->origin());
    CHECK(tagged[0].at.isValid());

    using Kind = Change::Kind;
    CHECK(kindsOf(logged([&] { Storage::NoteStore(*db).setNote(3, u"Read again."_s); })) == QList{ Kind::Note });
    // Saving the same text changes nothing, and tells nothing.
    CHECK(logged([&] { Storage::NoteStore(*db).setNote(3, u"Read again."_s); }).isEmpty());
    CHECK(kindsOf(logged([&] { Storage::HighlightStore(*db).add({ 0, 2, 0, 4, HighlightColor::Yellow, {} }); })) ==
        QList{ Kind::Highlights });
    CHECK(kindsOf(logged([&] { Storage::ListStore(*db).create({ 0, u"To read"_s, {}, 0 }); })) == QList{ Kind::Lists });
    CHECK(kindsOf(logged([&] { Storage::SavedSearchStore(*db).add({ 0, u"Fish"_s, u"fish"_s }); })) ==
        QList{ Kind::SavedSearches });
    CHECK(kindsOf(logged([&] { Storage::PaperStore(*db).setTitle(1, u"A title"_s, false); })) == QList{ Kind::Papers });
    CHECK(kindsOf(logged([&] { Storage::DuplicateFinder(*db).markDistinct(1, 2); })) == QList{ Kind::Duplicates });
    Storage::ReviewStore reviews(*db);
    ReviewInfo info;
    info.name = u"Fish review"_s;
    const ReviewId review = reviews.create(info);
    const auto decided = logged([&] { reviews.record(review, { 1, Verdict::Include, {}, {}, u"ann"_s, 0 }); });
    REQUIRE(kindsOf(decided) == QList{ Kind::Decisions });
    CHECK(decided[0].papers == QList<PaperId>{ 1 });
    const auto removed = logged([&] { Storage::PaperRemover(*db).removePapers({ 3 }); });
    REQUIRE(kindsOf(removed) == QList{ Kind::Library });
    CHECK(removed[0].papers == QList<PaperId>{ 3 });
}

TEST_CASE("A connection opened with another's origin writes as that connection", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    // A window's import, on a connection of its own, writes as the window's connection.
    Storage::Database import(db->location(), db->origin());
    REQUIRE(import.open());
    CHECK(import.origin() == db->origin());
    const qint64 before = log.latest();
    Storage::TagStore(import).addToPapers(u"method"_s, { 1 });
    const QList<Change> changes = log.after(before, 10);
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].origin == db->origin());

    // Without a name, a connection is named alone.
    Storage::Database unnamed(db->location(), QString());
    CHECK_FALSE(unnamed.origin().isEmpty());
    CHECK(unnamed.origin() != db->origin());
}

TEST_CASE("A write rolled back leaves no change in the log", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    const qint64 before = log.latest();
    {
        Storage::Transaction abandoned(db->connectionName());
        Storage::TagStore(*db).addToPapers(u"method"_s, { 1 });
    }
    CHECK(log.after(before, 10).isEmpty());
    CHECK(Storage::TagStore(*db).tags().isEmpty());
}

TEST_CASE("A change feed tells another connection's changes once, in order", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeFeed feed(db->location());
    Listener listener(feed);
    // A server wakes the feed; SQLite's driver would only wake it for its own connection's changes,
    // so a file's feed watches what commits write and looks every FileLookMs, not every ServerLookMs.
    CHECK(feed.isNotified() == !db->location().isFile());

    Storage::TagStore(*db).addToPapers(u"method"_s, { 1, 2 });
    Storage::NoteStore(*db).setNote(3, u"Read again."_s);
    Storage::ListStore(*db).create({ 0, u"To read"_s, {}, 0 });
    REQUIRE(Test::waitUntil([&] { return listener.told.size() >= 3; }));
    // Nothing more comes: each change is told once.
    Test::waitUntil([] { return false; }, 3 * ChangeFeed::FileLookMs);
    REQUIRE(listener.told.size() == 3);
    CHECK(listener.told[0].kind == Change::Kind::Tags);
    CHECK(listener.told[1].kind == Change::Kind::Note);
    CHECK(listener.told[1].papers == QList<PaperId>{ 3 });
    CHECK(listener.told[2].kind == Change::Kind::Lists);
    CHECK(listener.told[0].sequence < listener.told[1].sequence);
    CHECK(listener.told[1].sequence < listener.told[2].sequence);
    for (const Change &change : std::as_const(listener.told))
        CHECK(change.origin == db->origin());
}

TEST_CASE("A feed is woken by a commit, not only when it looks", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    // A file's feed that would look only after a minute: what wakes it sooner is the watch on
    // what the commit writes (a server's notification on PostgreSQL).
    constexpr int Minute = 60000;
    const ChangeFeed feed(db->location(), Minute);
    Listener listener(feed);
    Storage::TagStore(*db).addToPapers(u"method"_s, { 1 });
    CHECK(Test::waitUntil([&] { return !listener.told.isEmpty(); }, Minute / 4));
}

TEST_CASE("A commit writes the files a file library's feed watches", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const QStringList files = db->engine().filesWrittenByCommits(db->connection());
    // A server tells of commits itself.
    REQUIRE(files.isEmpty() == !db->location().isFile());
    if (files.isEmpty())
        return;
    QFileSystemWatcher watcher(files);
    REQUIRE(watcher.files() == files);
    bool written = false;
    QObject::connect(&watcher, &QFileSystemWatcher::fileChanged, [&written] { written = true; });
    Storage::TagStore(*db).addToPapers(u"method"_s, { 1 });
    CHECK(Test::waitUntil([&written] { return written; }));
}

TEST_CASE("Changes are numbered as they are committed, so a reader misses none", "[storage][postgresql-only]")
{
    // A long transaction that wrote its change first commits last: numbered in the order the rows
    // were written, its change would have a number below one a reader already went past.
    Test::Workspace workspace;
    const auto first = workspace.openSampleLibrary();
    Storage::Database second(first->location());
    REQUIRE(second.open());
    Storage::Database reader(first->location());
    REQUIRE(reader.open());
    const ChangeLog readerLog(reader);
    const qint64 start = readerLog.latest();
    qint64 seen = 0;
    {
        Storage::Transaction longWrite(first->connectionName());
        Storage::TagStore(*first).addToPapers(u"slow"_s, { 1 });
        Storage::TagStore(second).addToPapers(u"quick"_s, { 2 });
        const QList<Change> quick = readerLog.after(start, 10);
        REQUIRE(quick.size() == 1);
        CHECK(quick[0].papers == QList<PaperId>{ 2 });
        seen = quick[0].sequence;
        longWrite.commit();
    }
    const QList<Change> slow = readerLog.after(seen, 10);
    REQUIRE(slow.size() == 1);
    CHECK(slow[0].papers == QList<PaperId>{ 1 });
    // The member who wrote it: the server's user.
    CHECK_FALSE(slow[0].member.isEmpty());
}

TEST_CASE("A change feed whose connection was lost connects again and catches up", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeFeed feed(db->location());
    Listener listener(feed);

    // The server ends the feed's connection, as a restart or a network gone would.
    Storage::runOrThrow(db->connection(),
        u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
        " WHERE datname = current_database() AND pid <> pg_backend_pid()"_s);
    Storage::TagStore(*db).addToPapers(u"while away"_s, { 1 });
    Storage::NoteStore(*db).setNote(2, u"Written while the feed was away."_s);
    REQUIRE(Test::waitUntil([&] { return listener.told.size() >= 2; }, 20000));
    Test::waitUntil([] { return false; }, 3 * ChangeFeed::ServerLookMs);
    REQUIRE(listener.told.size() == 2);
    CHECK(listener.told[0].kind == Change::Kind::Tags);
    CHECK(listener.told[1].kind == Change::Kind::Note);
    CHECK(listener.states.contains(ChangeFeed::State::Reconnecting));
    CHECK(feed.state() == ChangeFeed::State::Connected);
}

TEST_CASE(
    "Changes past the retention are pruned, and a reader behind the prune reads everything again", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    const ChangeRetention retention(*db);
    CHECK(retention.retentionDays() == ChangeRetention::DefaultRetentionDays);
    const qint64 before = log.latest();
    Storage::TagStore(*db).addToPapers(u"method"_s, { 1 });
    Storage::NoteStore(*db).setNote(2, u"Read again."_s);
    const qint64 written = log.latest();
    REQUIRE(log.after(before, 10).size() == 2);

    // Nothing is older than the retention yet.
    CHECK(retention.prune().removed == 0);
    CHECK(log.after(before, 10).size() == 2);

    retention.setRetentionDays(1);
    CHECK(retention.retentionDays() == 1);
    const ChangeRetention::Pruned pruned = retention.prune(QDateTime::currentDateTimeUtc().addDays(2));
    CHECK(pruned.removed >= 2);
    CHECK(pruned.through == written);
    CHECK(log.latest() == written);
    // A reader who had not read that far is told the library changed, by nobody.
    const QList<Change> behind = log.after(before, 10);
    REQUIRE(behind.size() == 1);
    CHECK(behind[0].kind == Change::Kind::Library);
    CHECK(behind[0].sequence == written);
    CHECK(behind[0].origin.isEmpty());
    CHECK(log.after(written, 10).isEmpty());

    // The log goes on after the prune, and a reader past it reads as before.
    Storage::TagStore(*db).addToPapers(u"later"_s, { 3 });
    const QList<Change> after = log.after(written, 10);
    REQUIRE(after.size() == 1);
    CHECK(after[0].kind == Change::Kind::Tags);
    CHECK(after[0].sequence > written);
    const QList<Change> farBehind = log.after(before, 10);
    REQUIRE(farBehind.size() == 2);
    CHECK(farBehind[0].kind == Change::Kind::Library);
    CHECK(farBehind[1].kind == Change::Kind::Tags);

    // Kept until every member has read them: with nobody's place known, nothing goes.
    retention.setRetentionDays(0);
    CHECK(retention.prune(QDateTime::currentDateTimeUtc().addYears(10)).removed == 0);
    CHECK(log.after(written, 10).size() == 1);
}

TEST_CASE("A change that says it is old takes no newer change along when the log is pruned", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    const ChangeRetention retention(*db);
    retention.setRetentionDays(1);
    const qint64 before = log.latest();
    Storage::TagStore(*db).addToPapers(u"recent"_s, { 1 });
    Storage::TagStore(*db).addToPapers(u"clock set back"_s, { 2 });
    // A client whose clock was years behind wrote the newest change.
    Storage::runOrThrow(db->connection(), u"UPDATE changes SET at = 0 WHERE seq = ?"_s, { log.latest() });
    retention.prune();
    CHECK(log.after(before, 10).size() == 2);
    CHECK(log.after(before, 10).constFirst().kind == Change::Kind::Tags);
}

TEST_CASE("The log is pruned only as far as every member has read it", "[storage][changes]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeLog log(*db);
    const ChangeRetention retention(*db);
    retention.setRetentionDays(0);
    Storage::TagStore(*db).addToPapers(u"first"_s, { 1 });
    const qint64 first = log.latest();
    Storage::TagStore(*db).addToPapers(u"second"_s, { 2 });

    retention.recordPosition(first);
    // A place never moves back: a late write of an old one is no reason to keep more.
    retention.recordPosition(first - 1);
    const QList<ChangeRetention::Position> positions = retention.positions();
    REQUIRE(positions.size() == 1);
    CHECK(positions[0].member == db->login());
    CHECK(positions[0].sequence == first);

    const ChangeRetention::Pruned pruned = retention.prune();
    CHECK(pruned.through == first);
    const QList<Change> left = log.after(0, 10);
    REQUIRE(left.size() == 2);
    CHECK(left[0].kind == Change::Kind::Library);
    CHECK(left[1].sequence == log.latest());
}

// On a file a change and its prune can be committed as one, so that the feed never sees the
// change; a server numbers a change only as it commits, so there the log is checked alone (above).
TEST_CASE("A change feed behind a prune tells that the whole library changed", "[storage][changes][sqlite-only]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeFeed feed(db->location());
    Listener listener(feed);

    // Written and pruned in one transaction: the feed never sees the change itself.
    const ChangeRetention retention(*db);
    retention.setRetentionDays(1);
    {
        Storage::Transaction both(db->connectionName());
        Storage::TagStore(*db).addToPapers(u"gone"_s, { 1 });
        retention.prune(QDateTime::currentDateTimeUtc().addDays(2));
        both.commit();
    }
    REQUIRE(Test::waitUntil([&] { return !listener.told.isEmpty(); }));
    CHECK(listener.told[0].kind == Change::Kind::Library);
    CHECK(listener.told[0].sequence == ChangeLog(*db).latest());

    Storage::NoteStore(*db).setNote(2, u"After the prune."_s);
    REQUIRE(Test::waitUntil([&] { return listener.told.size() >= 2; }));
    CHECK(listener.told[1].kind == Change::Kind::Note);
}

TEST_CASE("A server's change feed keeps its member's place in the log", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const ChangeRetention retention(*db);
    {
        const ChangeFeed feed(db->location());
        Listener listener(feed);
        Storage::TagStore(*db).addToPapers(u"method"_s, { 1 });
        REQUIRE(Test::waitUntil([&] { return !listener.told.isEmpty(); }));
    }
    // The feed writes its place as it closes at the latest.
    const qint64 latest = ChangeLog(*db).latest();
    const QList<ChangeRetention::Position> positions = retention.positions();
    REQUIRE(positions.size() == 1);
    CHECK(positions[0].member == db->login());
    CHECK(positions[0].sequence == latest);
    retention.setRetentionDays(0);
    CHECK(retention.prune().through == latest);
}
