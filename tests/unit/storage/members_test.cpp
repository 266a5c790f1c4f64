// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's members and their roles, enforced by the server: each role is tried by
// connecting as a member of it and writing through Lectern's stores and through plain SQL.
#include "storage/changelog.h"
#include "storage/changeretention.h"
#include "storage/engine.h"
#include "storage/members.h"
#include "storage/paperhistory.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/schema.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>
#include <catch2/matchers/catch_matchers_predicate.hpp>

#include <QSqlQuery>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Storage::MemberRole;
using Test::allowed;
using Test::asLogin;
using Test::newLogin;

TEST_CASE("Members' roles are the server's: readers only read, members delete no papers", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const auto owner = workspace.openSampleLibrary();
    const auto admin = owner->engine().members(*owner);
    REQUIRE(admin);
    const QString ann = newLogin(u"ann"_s);
    const QString tom = newLogin(u"tom"_s);
    admin->add({ ann, u"Ann Example"_s, {}, MemberRole::Reader });
    admin->add({ tom, {}, {}, MemberRole::Member });

    const QList<Storage::Member> members = admin->members();
    REQUIRE(members.size() == 2);
    const auto roleOf = [&members](const QString &login) {
        for (const Storage::Member &member : members) {
            if (member.login == login)
                return std::optional(member);
        }
        return std::optional<Storage::Member>();
    };
    REQUIRE(roleOf(ann));
    CHECK(roleOf(ann)->role == MemberRole::Reader);
    CHECK(roleOf(ann)->displayName == u"Ann Example"_s);
    CHECK(roleOf(ann)->color.startsWith(u'#'));
    CHECK(roleOf(tom)->role == MemberRole::Member);

    Storage::Database asAnn(asLogin(owner->location(), ann));
    INFO(asAnn.errorString().toStdString());
    REQUIRE(asAnn.open());
    CHECK(Storage::PaperStore(asAnn).paperCount() == 3);
    CHECK_THROWS_AS(Storage::TagStore(asAnn).addToPapers(u"mine"_s, { 1 }), Storage::StorageError);
    CHECK_FALSE(allowed(asAnn.connection(), u"UPDATE papers SET title = 'changed'"_s));
    CHECK_FALSE(allowed(asAnn.connection(), u"INSERT INTO changes (at, origin, kind) VALUES (0, 'psql', 'tags')"_s));

    Storage::Database asTom(asLogin(owner->location(), tom));
    REQUIRE(asTom.open());
    Storage::TagStore(asTom).addToPapers(u"method"_s, { 1 });
    CHECK(Storage::TagStore(*owner).tagsOf(1).size() == 1);
    CHECK_THROWS_AS(Storage::PaperRemover(asTom).removePapers({ 1 }), Storage::StorageError);
    CHECK_FALSE(allowed(asTom.connection(), u"DELETE FROM papers"_s));
    CHECK_FALSE(allowed(asTom.connection(), u"INSERT INTO reviews (name, key, created_at) VALUES ('r', 'r', 0)"_s));
    // Members are the owners' to manage.
    CHECK_THROWS_AS(
        owner->engine().members(asTom)->add({ newLogin(u"eve"_s), {}, {}, MemberRole::Owner }), Storage::StorageError);
    CHECK(Storage::PaperStore(*owner).paperCount() == 3);

    // A new role holds at once, on connections already open.
    admin->setRole(ann, MemberRole::Member);
    Storage::TagStore(asAnn).addToPapers(u"mine"_s, { 2 });
    admin->remove(tom);
    CHECK_FALSE(allowed(asTom.connection(), u"SELECT count(*) FROM papers"_s));
    CHECK(admin->members().size() == 1);
    CHECK_THROWS_AS(admin->setRole(tom, MemberRole::Reader), Storage::StorageError);
}

TEST_CASE(
    "Each member keeps only their own place in the change log; only owners prune it", "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const auto owner = workspace.openSampleLibrary();
    const auto admin = owner->engine().members(*owner);
    const QString ann = newLogin(u"ann"_s);
    const QString tom = newLogin(u"tom"_s);
    const QString eve = newLogin(u"eve"_s);
    admin->add({ ann, {}, {}, MemberRole::Reader });
    admin->add({ tom, {}, {}, MemberRole::Member });
    admin->add({ eve, {}, {}, MemberRole::Owner });
    Storage::Database asAnn(asLogin(owner->location(), ann));
    Storage::Database asTom(asLogin(owner->location(), tom));
    Storage::Database asEve(asLogin(owner->location(), eve));
    REQUIRE(asAnn.open());
    REQUIRE(asTom.open());
    REQUIRE(asEve.open());

    // A member writes through the stores: the change is logged in their name, numbered by the server.
    const Storage::ChangeLog log(*owner);
    const qint64 before = log.latest();
    Storage::TagStore(asTom).addToPapers(u"method"_s, { 1 });
    const qint64 latest = log.latest();
    const QList<Storage::Change> written = log.after(before, 10);
    REQUIRE(written.size() == 1);
    CHECK(written[0].member == tom);

    // Readers too keep their place, and only their own.
    Storage::ChangeRetention(asAnn).recordPosition(latest);
    CHECK_FALSE(
        allowed(asAnn.connection(), u"INSERT INTO change_positions (member, seq, at) VALUES ('%1', 0, 0)"_s.arg(tom)));
    // Row security hides the others' places from an update: it runs, and moves none of them.
    CHECK(allowed(asTom.connection(), u"UPDATE change_positions SET seq = 0"_s));
    CHECK(Storage::ChangeRetention(*owner).positions().constFirst().sequence == latest);

    // The trigger that numbers a change for the owner uses none of a member's own objects.
    REQUIRE(allowed(asTom.connection(), u"CREATE TEMP SEQUENCE change_numbers START 1000000000"_s));
    Storage::TagStore(asTom).addToPapers(u"numbered"_s, { 2 });
    CHECK(log.latest() < 1000000000);

    // The log is appended to, in one's own name, and never rewritten.
    CHECK_FALSE(allowed(asTom.connection(), u"DELETE FROM changes"_s));
    CHECK_FALSE(allowed(asTom.connection(), u"UPDATE changes SET kind = 'tags'"_s));
    CHECK_FALSE(allowed(asTom.connection(),
        u"INSERT INTO changes (at, origin, kind, member) VALUES (0, 'psql', 'tags', '%1')"_s.arg(ann)));
    CHECK_FALSE(allowed(asAnn.connection(), u"DELETE FROM changes"_s));
    CHECK(log.after(0, 1000).size() >= 2);

    // The retention is the owners' to set, and pruning theirs to do.
    CHECK_THROWS_MATCHES(Storage::ChangeRetention(asTom).setRetentionDays(1),
        Storage::StorageError,
        Catch::Matchers::Predicate<Storage::StorageError>([](const auto &error) { return error.isForbidden(); }));
    CHECK_FALSE(allowed(asAnn.connection(), u"UPDATE change_log_settings SET pruned_through = 1000"_s));
    Storage::ChangeRetention(asEve).setRetentionDays(1);
    const auto later = QDateTime::currentDateTimeUtc().addDays(2);
    CHECK_THROWS_MATCHES(Storage::ChangeRetention(asTom).prune(later),
        Storage::StorageError,
        Catch::Matchers::Predicate<Storage::StorageError>([](const auto &error) { return error.isForbidden(); }));
    const Storage::ChangeRetention::Pruned pruned = Storage::ChangeRetention(asEve).prune(later);
    CHECK(pruned.through == log.latest());
    CHECK(pruned.removed >= 3);

    // A former member's place holds nobody's pruning back.
    admin->remove(ann);
    for (const auto &position : Storage::ChangeRetention(*owner).positions())
        CHECK(position.member != ann);
}

TEST_CASE("Upgrading a team library to step 18 gives the members it has their places in the log",
    "[storage][postgresql-only]")
{
    Test::Workspace workspace;
    const QString ann = newLogin(u"ann"_s);
    const QString tom = newLogin(u"tom"_s);
    Storage::Location location;
    {
        const auto owner = workspace.openSampleLibrary();
        location = owner->location();
        const auto admin = owner->engine().members(*owner);
        admin->add({ ann, {}, {}, MemberRole::Reader });
        admin->add({ tom, {}, {}, MemberRole::Member });
        QSqlQuery name = Storage::runOrThrow(owner->connection(), u"SELECT current_database()"_s);
        REQUIRE(name.next());
        const QString memberGroup = u"lectern_%1_member"_s.arg(name.value(0).toString());
        // The library as step 17 left it, with the grants its members had then.
        for (const QString &statement : Test::teamLibraryAtStep21())
            Storage::execOrThrow(owner->connection(), statement);
        for (const QString &statement : { u"DROP TABLE change_positions"_s,
                 u"DROP TABLE change_log_settings"_s,
                 u"DROP POLICY changes_read ON changes"_s,
                 u"DROP POLICY changes_written ON changes"_s,
                 u"DROP POLICY changes_pruned ON changes"_s,
                 u"ALTER TABLE changes DISABLE ROW LEVEL SECURITY"_s,
                 u"ALTER FUNCTION lectern_number_change() SECURITY INVOKER RESET search_path"_s,
                 u"GRANT UPDATE, DELETE ON changes TO \"%1\""_s.arg(memberGroup),
                 u"ALTER TABLE notes DROP COLUMN version"_s,
                 u"DROP TABLE offline_reviews"_s,
                 u"DROP TABLE paper_history"_s,
                 u"DROP POLICY imports_read ON imports"_s,
                 u"DROP POLICY imports_written ON imports"_s,
                 u"DROP POLICY imports_changed ON imports"_s,
                 u"DROP POLICY imports_removed ON imports"_s,
                 u"ALTER TABLE imports DISABLE ROW LEVEL SECURITY"_s,
                 u"ALTER TABLE imports DROP COLUMN member"_s,
                 u"UPDATE lectern_library SET value = '17' WHERE key = 'version'"_s })
            Storage::execOrThrow(owner->connection(), statement);
    }
    Storage::Database owner(location);
    REQUIRE(owner.open());
    CHECK(owner.schemaVersion() == Storage::Schema::CurrentVersion);

    Storage::Database asAnn(asLogin(location, ann));
    Storage::Database asTom(asLogin(location, tom));
    REQUIRE(asAnn.open());
    REQUIRE(asTom.open());
    Storage::TagStore(asTom).addToPapers(u"method"_s, { 1 });
    Storage::ChangeRetention(asAnn).recordPosition(Storage::ChangeLog(asAnn).latest());
    CHECK(Storage::ChangeRetention(owner).positions().size() == 1);
    CHECK_FALSE(allowed(asTom.connection(), u"DELETE FROM changes"_s));
    CHECK_FALSE(allowed(asTom.connection(), u"UPDATE change_log_settings SET retention_days = 1"_s));
    // Step 20's table is read by every member, as the screening asks whose decisions it records.
    CHECK(allowed(asAnn.connection(), u"SELECT * FROM offline_reviews"_s));
    // Step 21 names no one for the imports made before it, not the owner who upgraded.
    QSqlQuery importers = Storage::runOrThrow(owner.connection(), u"SELECT DISTINCT member FROM imports"_s);
    REQUIRE(importers.next());
    CHECK(importers.value(0).toString().isEmpty());
    CHECK_FALSE(importers.next());
    // Step 21's history is read by every member and written by each in their own name.
    CHECK(Storage::PaperHistory(asAnn).of(1).first().member == tom);
    CHECK_FALSE(allowed(asAnn.connection(), u"INSERT INTO paper_history (paper_id, at, action) VALUES (1, 0, 'x')"_s));
}

TEST_CASE("A library file has no members", "[storage]")
{
    if (Test::testEngine() != Test::Engine::Sqlite)
        SKIP("a file library only");
    Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    CHECK_FALSE(library->engine().members(*library));
}
