// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's members and their roles, enforced by the server: each role is tried by
// connecting as a member of it and writing through Lectern's stores and through plain SQL.
#include "storage/engine.h"
#include "storage/members.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

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

TEST_CASE("A library file has no members", "[storage]")
{
    if (Test::testEngine() != Test::Engine::Sqlite)
        SKIP("a file library only");
    Test::Workspace workspace;
    const auto library = workspace.openLibrary();
    CHECK_FALSE(library->engine().members(*library));
}
