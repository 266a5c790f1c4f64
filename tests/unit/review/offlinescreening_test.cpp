// SPDX-License-Identifier: GPL-3.0-or-later
// A review taken offline into a file and its decisions sent back to the team library it came
// from, on each engine as the team library's.
#include "review/offlinescreening.h"
#include "review/reviewresults.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "storage/offlinereviews.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>

#include <QDateTime>

#include <algorithm>
#include <thread>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Review::OfflineScreening;

namespace {

struct TeamReview
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> team = workspace.openSampleLibrary();
    ReviewId id = Storage::ReviewStore(*team).create(
        { 0, u"Graphs"_s, u"Do they work?"_s, {}, {}, { u"graph"_s }, {}, { u"Wrong population"_s } });
    QString me = Review::reviewerIn(*team, id);
    Storage::Location offlineLocation = Storage::Location::file(workspace.path(u"offline.sqlite"_s));

    TeamReview(const QList<PaperId> &papers = { 1, 2 }) { Storage::ReviewStore(*team).addPapers(id, papers); }

    std::unique_ptr<Storage::Database> openOffline() const
    {
        auto offline = std::make_unique<Storage::Database>(offlineLocation);
        REQUIRE(offline->open());
        return offline;
    }
};

Decision decision(PaperId paper, Verdict verdict, const QString &reviewer, qint64 at = 0)
{
    return { paper, verdict, {}, {}, reviewer, at };
}

QList<Decision> decisionsBy(const Storage::Database &library, ReviewId review, const QString &reviewer)
{
    QList<Decision> log = Storage::ReviewStore(library).log(review);
    log.removeIf([&reviewer](const Decision &decision) { return decision.reviewer != reviewer; });
    return log;
}

} // namespace

TEST_CASE("A review taken offline holds its papers and the reviewer's own decisions, nothing more", "[review][offline]")
{
    TeamReview review;
    Storage::TagStore(*review.team).addToPapers(u"method/graph"_s, { 1 });
    Storage::NoteStore(*review.team).setNote(1, u"Read again"_s);
    Storage::ReviewStore(*review.team).record(review.id, decision(1, Verdict::Include, review.me));
    Storage::ReviewStore(*review.team).record(review.id, decision(2, Verdict::Exclude, u"tom"_s));

    const auto taken = OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
    CHECK(taken.papers == 2);
    CHECK(taken.decisions == 1);

    const auto offline = review.openOffline();
    const Storage::PaperStore papers(*offline);
    CHECK(papers.paper(1));
    CHECK(papers.paper(2)->title == Storage::PaperStore(*review.team).paper(2)->title);
    CHECK_FALSE(papers.paper(3)); // not in the review
    const auto copied = Storage::ReviewStore(*offline).review(review.id);
    REQUIRE(copied);
    CHECK(copied->name == u"Graphs"_s);
    CHECK(copied->reasons == QStringList{ u"Wrong population"_s });
    CHECK(Storage::ReviewStore(*offline).papers(review.id) == QList<PaperId>{ 1, 2 });
    const QList<Decision> log = Storage::ReviewStore(*offline).log(review.id);
    REQUIRE(log.size() == 1);
    CHECK(log.first().reviewer == review.me);
    CHECK(log.first().verdict == Verdict::Include);
    // Tags and notes stay in the team library: nothing of them could be sent back.
    CHECK(Storage::TagStore(*offline).tags().isEmpty());
    CHECK(Storage::NoteStore(*offline).note(1).isEmpty());

    const auto origin = Storage::OfflineReviews(*offline).find(review.id);
    REQUIRE(origin);
    CHECK(origin->origin == review.team->location().toString());
    CHECK(origin->reviewer == review.me);
    // Screening offline records the decisions of the reviewer who took the review.
    CHECK(Review::reviewerIn(*offline, review.id) == review.me);
}

TEST_CASE("Decisions made offline are sent once, as their reviewer, with the times they were made", "[review][offline]")
{
    TeamReview review;
    OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
    const auto offline = review.openOffline();
    const qint64 madeAt = QDateTime::currentMSecsSinceEpoch() - 3'600'000; // an hour ago, on a train
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Maybe, review.me, madeAt));
    Storage::ReviewStore(*offline).record(review.id, decision(1, Verdict::Exclude, review.me, madeAt + 1000));

    const auto sent = OfflineScreening::sendDecisions(*offline, review.id, *review.team);
    CHECK(sent.sent == 2);
    CHECK(sent.decidedByOthers.isEmpty());
    const QList<Decision> onTeam = decisionsBy(*review.team, review.id, review.me);
    REQUIRE(onTeam.size() == 2);
    CHECK(onTeam[0].paper == 2);
    CHECK(onTeam[0].verdict == Verdict::Maybe);
    CHECK(onTeam[0].decidedAt == madeAt);
    CHECK(onTeam[1].paper == 1);
    CHECK(onTeam[1].decidedAt == madeAt + 1000);

    // Sent again, and again: nothing new. The offline library is only read: what the team
    // library has already is what was sent.
    CHECK(OfflineScreening::sendDecisions(*offline, review.id, *review.team).sent == 0);
    CHECK(OfflineScreening::sendDecisions(*offline, review.id, *review.team).sent == 0);
    CHECK(decisionsBy(*review.team, review.id, review.me).size() == 2);

    // A paper deleted offline takes its decisions with it; the next decision may get the number
    // one of them had in the log, and is sent all the same.
    Storage::PaperRemover(*offline).removePapers({ 1 }); // the last decision made
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Include, review.me));
    CHECK(OfflineScreening::sendDecisions(*offline, review.id, *review.team).sent == 1);
    CHECK(Storage::ReviewStore(*review.team).decisions(review.id, review.me).value(2).verdict == Verdict::Include);

    // A decision taken back offline is sent as what it is: the paper undecided.
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Undecided, review.me));
    CHECK(OfflineScreening::sendDecisions(*offline, review.id, *review.team).sent == 1);
    CHECK(Storage::ReviewStore(*review.team).decisions(review.id, review.me).value(2).verdict == Verdict::Undecided);
}

TEST_CASE("Sending says who decided meanwhile, keeps a later decision made on the team library, and skips "
          "papers gone",
    "[review][offline]")
{
    TeamReview review({ 1, 2, 3 });
    const bool blind = GENERATE(false, true);
    ReviewInfo info = *Storage::ReviewStore(*review.team).review(review.id);
    info.blind = blind;
    Storage::ReviewStore(*review.team).update(info);
    OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
    const auto offline = review.openOffline();
    const qint64 earlier = QDateTime::currentMSecsSinceEpoch() - 60'000;
    Storage::ReviewStore(*offline).record(review.id, decision(1, Verdict::Include, review.me, earlier));
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Include, review.me, earlier));
    Storage::ReviewStore(*offline).record(review.id, decision(3, Verdict::Include, review.me, earlier));
    // Meanwhile on the team library: a colleague decides paper 1, the reviewer decides paper 2 again
    // from another computer, and paper 3 is deleted.
    Storage::ReviewStore(*review.team).record(review.id, decision(1, Verdict::Exclude, u"tom"_s));
    Storage::ReviewStore(*review.team).record(review.id, decision(2, Verdict::Exclude, review.me));
    Storage::PaperRemover(*review.team).removePapers({ 3 });

    const auto sent = OfflineScreening::sendDecisions(*offline, review.id, *review.team);
    CHECK(sent.sent == 1);
    // While the review is blind to the reviewer, nobody else's decisions are told (a team
    // library's owner sees every reviewer's).
    if (Review::isBlindTo(*review.team, info))
        CHECK(sent.decidedByOthers.isEmpty());
    else
        CHECK(sent.decidedByOthers.value(1) == QStringList{ u"tom"_s });
    CHECK(sent.newerOnTeam == QList<PaperId>{ 2 });
    CHECK(sent.gone == QList<PaperId>{ 3 });
    const auto mine = Storage::ReviewStore(*review.team).decisions(review.id, review.me);
    CHECK(mine.value(1).verdict == Verdict::Include);
    CHECK(mine.value(2).verdict == Verdict::Exclude); // the later one stands

    // Decided again offline, later than on the team library: sent, and no longer named.
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Maybe, review.me));
    const auto again = OfflineScreening::sendDecisions(*offline, review.id, *review.team);
    CHECK(again.sent == 1);
    CHECK(again.newerOnTeam.isEmpty());
}

TEST_CASE("Two sends at once send each decision once", "[review][offline]")
{
    TeamReview review({ 1, 2, 3 });
    OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
    {
        const auto offline = review.openOffline();
        const qint64 start = QDateTime::currentMSecsSinceEpoch() - 100'000;
        for (int i = 0; i < 60; ++i) // a reviewer changing their mind, many times
            Storage::ReviewStore(*offline).record(
                review.id, decision(1 + i % 3, static_cast<Verdict>(1 + i % 3), review.me, start + i));
    }
    // The window and the command line, say: each with connections of its own.
    const auto send = [&review](qsizetype *sent) {
        Storage::Database team(review.team->location());
        Storage::Database offline(review.offlineLocation);
        if (team.open() && offline.open())
            *sent = OfflineScreening::sendDecisions(offline, review.id, team).sent;
    };
    qsizetype first = -1;
    qsizetype second = -1;
    std::thread one(send, &first);
    std::thread other(send, &second);
    one.join();
    other.join();
    CHECK(first + second == 60);
    CHECK(decisionsBy(*review.team, review.id, review.me).size() == 60);
}

TEST_CASE("Taking offline and sending refuse what they cannot do, and change nothing", "[review][offline]")
{
    TeamReview review;
    SECTION("a review that does not exist")
    {
        CHECK_THROWS_AS(
            OfflineScreening::takeOffline(*review.team, review.id + 1, review.offlineLocation), Storage::StorageError);
    }
    SECTION("a library with something in it already")
    {
        OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
        Storage::ReviewStore(*review.team).record(review.id, decision(1, Verdict::Include, review.me));
        CHECK_THROWS_AS(
            OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation), Storage::StorageError);
        const auto offline = review.openOffline();
        CHECK(Storage::ReviewStore(*offline).log(review.id).isEmpty()); // the first copy, as it was
        CHECK(Storage::OfflineReviews(*offline).all().size() == 1);
    }
    SECTION("a review that was not taken offline")
    {
        CHECK_THROWS_AS(OfflineScreening::sendDecisions(*review.team, review.id, *review.team), Storage::StorageError);
    }
    SECTION("a review the team library no longer has")
    {
        OfflineScreening::takeOffline(*review.team, review.id, review.offlineLocation);
        const auto offline = review.openOffline();
        Storage::ReviewStore(*offline).record(review.id, decision(1, Verdict::Include, review.me));
        Storage::ReviewStore(*review.team).remove(review.id);
        try {
            OfflineScreening::sendDecisions(*offline, review.id, *review.team);
            FAIL("decisions were sent to a review that is gone");
        } catch (const Storage::StorageError &error) {
            CHECK(error.message().contains(u"no longer has this review"_s));
        }
        CHECK(Storage::ReviewStore(*offline).log(review.id).size() == 1); // kept, to send elsewhere
    }
}

TEST_CASE("A review taken offline from a team library goes back only as the member who took it, and stays blind",
    "[review][offline][postgresql-only]")
{
    TeamReview review({ 1, 2, 3 });
    ReviewInfo info = *Storage::ReviewStore(*review.team).review(review.id);
    info.blind = true;
    Storage::ReviewStore(*review.team).update(info);
    const auto admin = review.team->engine().members(*review.team);
    REQUIRE(admin);
    const QString ann = Test::newLogin(u"ann"_s);
    const QString tom = Test::newLogin(u"tom"_s);
    admin->add({ ann, {}, {}, Storage::MemberRole::Member });
    admin->add({ tom, {}, {}, Storage::MemberRole::Member });
    const auto connect = [&review](const QString &login) {
        auto database = std::make_unique<Storage::Database>(Test::asLogin(review.team->location(), login));
        REQUIRE(database->open());
        return database;
    };
    const auto annTeam = connect(ann);
    const auto tomTeam = connect(tom);

    const auto taken = OfflineScreening::takeOffline(*annTeam, review.id, review.offlineLocation);
    CHECK(taken.papers == 3);
    const auto offline = review.openOffline();
    CHECK(Review::reviewerIn(*offline, review.id) == ann);
    Storage::ReviewStore(*tomTeam).record(review.id, decision(1, Verdict::Exclude, tom));
    Storage::ReviewStore(*offline).record(review.id, decision(1, Verdict::Include, ann));
    Storage::ReviewStore(*offline).record(review.id, decision(2, Verdict::Include, ann));

    try {
        OfflineScreening::sendDecisions(*offline, review.id, *tomTeam);
        FAIL("one member sent another's decisions");
    } catch (const Storage::StorageError &error) {
        CHECK(error.isForbidden());
        CHECK(error.message().contains(ann));
    }
    CHECK(decisionsBy(*review.team, review.id, ann).isEmpty());

    const auto sent = OfflineScreening::sendDecisions(*offline, review.id, *annTeam);
    CHECK(sent.sent == 2);
    // Blind: ann is not told that tom decided paper 1.
    CHECK(sent.decidedByOthers.isEmpty());
    CHECK(decisionsBy(*review.team, review.id, ann).size() == 2); // as the owner sees them
    CHECK(decisionsBy(*tomTeam, review.id, ann).isEmpty());
}
