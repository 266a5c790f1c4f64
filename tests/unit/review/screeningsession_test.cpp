// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningsession.h"

#include "import/importer.h"
#include "storage/reviewstore.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Lectern::Review;
using namespace Qt::StringLiterals;

namespace {

// Ten papers, ids 1 to 10: the even ones about proton pump inhibitors, the odd ones not.
struct ReviewLibrary
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> database = workspace.openLibrary();
    ReviewId review = 0;

    ReviewLibrary()
    {
        QByteArray list = "Screening test\n";
        for (int i = 1; i <= 10; ++i) {
            const QByteArray number = QByteArray::number(i);
            if (i % 2 == 0)
                list += "\nOmeprazole, a proton pump inhibitor, healed reflux in trial " + number + ".\n";
            else
                list += "\nStatins lowered cholesterol in cohort " + number + " of older adults.\n";
        }
        REQUIRE(Import::Importer(*database).importFiles({ workspace.writeFile(u"list.txt"_s, list) }).added() == 10);
        Storage::ReviewStore reviews(*database);
        review =
            reviews.create({ 0, u"PPI"_s, {}, {}, {}, { u"omeprazole"_s }, { u"statins"_s }, { u"wrong drug"_s } });
        reviews.addPapers(review, { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 });
    }
};

} // namespace

TEST_CASE("A screening session shows papers in turn, logs each decision, and undoes it")
{
    const ReviewLibrary library;
    ScreeningSession session(*library.database, library.review, u"ann"_s, u"library"_s);
    CHECK(session.review().name == u"PPI"_s);
    CHECK(session.current() == 1);
    session.decide(Verdict::Exclude, u"wrong drug"_s);
    CHECK(session.current() == 2);
    CHECK(session.decisionOf(1)->reason == u"wrong drug"_s);
    session.skip();
    CHECK(session.current() == 3);
    session.decide(Verdict::Maybe, {}, u"check the dose"_s);
    CHECK(session.counts().decided() == 2);

    session.undo();
    CHECK(session.current() == 3);
    CHECK_FALSE(session.decisionOf(3));
    session.undo();
    CHECK(session.current() == 1);
    CHECK_FALSE(session.decisionOf(1));
    CHECK_FALSE(session.canUndo());
    CHECK(session.counts().decided() == 0);

    // Every step is in the log, the undos too, and another session reads the outcome.
    Storage::ReviewStore reviews(*library.database);
    CHECK(reviews.log(library.review).size() == 4);
    session.decide(Verdict::Include);
    const ScreeningSession again(*library.database, library.review, u"ann"_s, u"library"_s);
    CHECK(again.decisionOf(1)->verdict == Verdict::Include);
    CHECK(again.current() == 2);
    const ScreeningSession other(*library.database, library.review, u"bob"_s, u"library"_s);
    CHECK(other.current() == 1);
}

TEST_CASE("A skipped paper comes back once every other one is decided")
{
    const ReviewLibrary library;
    ScreeningSession session(*library.database, library.review, u"ann"_s, u"library"_s);
    session.skip();
    for (int i = 0; i < 9; ++i) {
        REQUIRE(session.current());
        CHECK(session.current() != 1);
        session.decide(Verdict::Exclude);
    }
    CHECK(session.current() == 1);
    session.decide(Verdict::Exclude);
    CHECK_FALSE(session.current());
    CHECK(session.stoppingHint().irrelevantInARow == 10);
}

TEST_CASE("After one relevant and one irrelevant decision the model proposes the likely relevant papers, and says why")
{
    const ReviewLibrary library;
    ScreeningSession session(*library.database, library.review, u"ann"_s, u"lectern"_s);
    CHECK(session.needsFeatures());
    session.setFeatures(Prioritiser::featuresFor(session.records(), u"lectern"_s), u"lectern"_s);
    CHECK_FALSE(session.needsFeatures());
    CHECK(session.records().size() == 10);
    CHECK(session.records()[1].abstract.contains(u"Omeprazole"_s));
    CHECK(session.current() == 1); // nothing learned yet: the library's order
    session.decide(Verdict::Exclude);
    CHECK(session.current() == 2);
    session.decide(Verdict::Include);
    CHECK_FALSE(session.hasLearned()); // the model catches up later, off the GUI thread

    const Prioritiser stale = session.prioritiser();
    Prioritiser trained = session.prioritiser();
    trained.retrain();
    CHECK(session.adoptTrained(trained, session.generation()));
    CHECK(session.hasLearned());
    CHECK(session.current() == 3); // the paper shown stays until it is decided
    session.decide(Verdict::Exclude);
    CHECK(session.current().value() % 2 == 0);
    const Explanation why = session.explain();
    REQUIRE_FALSE(why.raising.isEmpty());
    CHECK_FALSE(session.adoptTrained(stale, session.generation() - 1)); // decisions changed since

    const StoppingHint hint = session.stoppingHint();
    CHECK(hint.irrelevantInARow == 1);
    CHECK(hint.estimate.screened == 3);
    CHECK(hint.estimate.relevantFound == 1);
    CHECK_FALSE(hint.estimate.canStop);
}

TEST_CASE("The stopping estimate reads the decisions in the order they were made, so it is the same after reopening")
{
    const ReviewLibrary library;
    StoppingHint before;
    {
        ScreeningSession session(*library.database, library.review, u"ann"_s, u"library"_s);
        // Papers 1 to 4: excluded, included, excluded, maybe; then 5 excluded and taken back.
        for (const Verdict verdict : { Verdict::Exclude, Verdict::Include, Verdict::Exclude, Verdict::Maybe })
            session.decide(verdict);
        session.decide(Verdict::Exclude);
        session.undo();
        session.decide(Verdict::Exclude);
        session.decide(Verdict::Exclude);
        before = session.stoppingHint();
    }
    CHECK(before.irrelevantInARow == 2);
    CHECK(before.estimate.screened == 6);
    CHECK(before.estimate.relevantFound == 2); // maybe counts
    const ScreeningSession reopened(*library.database, library.review, u"ann"_s, u"library"_s);
    const StoppingHint after = reopened.stoppingHint();
    CHECK(after.irrelevantInARow == before.irrelevantInARow);
    CHECK(after.estimate.screened == before.estimate.screened);
    CHECK(after.estimate.likelyLeft == before.estimate.likelyLeft);
    CHECK(after.estimate.mostLeft == before.estimate.mostLeft);
}

TEST_CASE("The order chosen is saved with the review and is the order it opens in")
{
    const ReviewLibrary library;
    CHECK(ScreeningSession(*library.database, library.review, u"ann"_s).orderName() == u"lectern"_s);
    {
        ScreeningSession session(*library.database, library.review, u"ann"_s);
        session.setOrder(u"Random"_s);
        CHECK(session.orderName() == u"random"_s);
    }
    CHECK(Storage::ReviewStore(*library.database).review(library.review)->screeningOrder == u"random"_s);
    CHECK(ScreeningSession(*library.database, library.review, u"bob"_s).orderName() == u"random"_s);
    // An order this build does not know (a later one saved it) opens in the default model.
    ReviewInfo unknown = *Storage::ReviewStore(*library.database).review(library.review);
    unknown.screeningOrder = u"from-the-future"_s;
    Storage::ReviewStore(*library.database).update(unknown);
    CHECK(ScreeningSession(*library.database, library.review, u"ann"_s).orderName() == u"lectern"_s);
}
