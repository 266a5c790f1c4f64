// SPDX-License-Identifier: GPL-3.0-or-later
// Blind screening in a team library, kept by the server: each reviewer connects as the member
// they are and reads and writes decisions through Lectern's store and through plain SQL.
#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/members.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

#include <algorithm>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// The reviewers whose decisions the connection can read, straight from the table.
QStringList reviewersSeen(const Storage::Database &database)
{
    QSqlQuery query(database.connection());
    REQUIRE(query.exec(u"SELECT DISTINCT reviewer FROM review_decisions ORDER BY reviewer"_s));
    QStringList reviewers;
    while (query.next())
        reviewers.append(query.value(0).toString());
    return reviewers;
}

struct Reviewer
{
    QString login;
    std::unique_ptr<Storage::Database> database;
};

Reviewer connect(const Storage::Database &library, const QString &login)
{
    auto database = std::make_unique<Storage::Database>(Test::asLogin(library.location(), login));
    INFO(database->errorString().toStdString());
    REQUIRE(database->open());
    return { login, std::move(database) };
}

Decision decision(PaperId paper, Verdict verdict, const QString &reviewer)
{
    return { paper, verdict, {}, {}, reviewer, 0 };
}

} // namespace

TEST_CASE("A blind review's decisions are each reviewer's own, and the server keeps them so",
    "[storage][review][postgresql-only]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    const auto admin = library->engine().members(*library);
    REQUIRE(admin);
    const QString annLogin = Test::newLogin(u"ann"_s);
    const QString tomLogin = Test::newLogin(u"tom"_s);
    const QString leaLogin = Test::newLogin(u"lea"_s);
    admin->add({ annLogin, {}, {}, Storage::MemberRole::Member });
    admin->add({ tomLogin, {}, {}, Storage::MemberRole::Member });
    admin->add({ leaLogin, {}, {}, Storage::MemberRole::Owner });

    ReviewInfo info;
    info.name = u"Blind"_s;
    info.blind = true;
    info.id = Storage::ReviewStore(*library).create(info);
    Storage::ReviewStore(*library).addPapers(info.id, { 1, 2, 3 });

    const Reviewer ann = connect(*library, annLogin);
    const Reviewer tom = connect(*library, tomLogin);
    const Reviewer lea = connect(*library, leaLogin);
    CHECK(ann.database->login() == annLogin);
    Storage::ReviewStore(*ann.database).record(info.id, decision(1, Verdict::Include, annLogin));
    Storage::ReviewStore(*tom.database).record(info.id, decision(1, Verdict::Exclude, tomLogin));
    Storage::ReviewStore(*tom.database).record(info.id, decision(2, Verdict::Maybe, tomLogin));

    // Each reads only their own, through Lectern and through SQL.
    CHECK(Storage::ReviewStore(*ann.database).reviewers(info.id) == QStringList{ annLogin });
    CHECK(Storage::ReviewStore(*ann.database).log(info.id).size() == 1);
    CHECK(reviewersSeen(*ann.database) == QStringList{ annLogin });
    CHECK(reviewersSeen(*tom.database) == QStringList{ tomLogin });
    CHECK(Storage::ReviewStore(*ann.database).decisions(info.id, tomLogin).isEmpty());
    // The change log, which every member reads, tells that decisions were taken, not on which
    // papers.
    const QList<Storage::Change> changes = Storage::ChangeLog(*ann.database).after(0, 100);
    const qsizetype decisionChanges = std::ranges::count_if(
        changes, [](const Storage::Change &change) { return change.kind == Storage::Change::Kind::Decisions; });
    CHECK(decisionChanges == 3);
    CHECK(std::ranges::none_of(changes, [](const Storage::Change &change) {
        return change.kind == Storage::Change::Kind::Decisions && !change.papers.isEmpty();
    }));

    // Nobody decides in another's name, settles the disagreement, removes decisions or ends
    // the blinding but an owner.
    try {
        Storage::ReviewStore(*tom.database).record(info.id, decision(3, Verdict::Include, annLogin));
        FAIL("a decision in another reviewer's name was taken");
    } catch (const Storage::StorageError &error) {
        CHECK(error.message().contains(u"your role in this library does not allow this"_s));
    }
    CHECK_THROWS_AS(
        Storage::ReviewStore(*tom.database).resolve(info.id, decision(1, Verdict::Include, {})), Storage::StorageError);
    CHECK_FALSE(Test::allowed(tom.database->connection(),
        u"INSERT INTO review_decisions (review_id, paper_id, reviewer, verdict, decided_at)"
        " VALUES (%1, 3, '%2', 1, 0)"_s.arg(info.id)
            .arg(annLogin)));
    CHECK(Test::allowed(ann.database->connection(), u"DELETE FROM review_decisions"_s)); // removes nothing it may not
    CHECK(Test::allowed(ann.database->connection(), u"UPDATE review_decisions SET verdict = 2"_s));
    CHECK_FALSE(Test::allowed(tom.database->connection(), u"UPDATE reviews SET blind = 0"_s));

    // An owner sees every decision, for the agreement, and ends the blinding.
    CHECK(Storage::ReviewStore(*lea.database).log(info.id).size() == 3);
    CHECK(reviewersSeen(*lea.database) == QStringList({ annLogin, tomLogin }));
    CHECK(Storage::ReviewStore(*ann.database).decisions(info.id, annLogin).value(1).verdict == Verdict::Include);
    info.blind = false;
    Storage::ReviewStore(*lea.database).update(info);
    CHECK(reviewersSeen(*ann.database) == QStringList({ annLogin, tomLogin }));
    Storage::ReviewStore(*tom.database).resolve(info.id, decision(1, Verdict::Include, {}));
    CHECK(Storage::ReviewStore(*ann.database).resolutions(info.id).value(1).verdict == Verdict::Include);
}
