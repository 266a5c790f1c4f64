// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningcounts.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Lectern::Review;
using namespace Qt::StringLiterals;

namespace {

QHash<PaperId, Decision> decisionsOf(const QList<std::pair<PaperId, Verdict>> &verdicts)
{
    QHash<PaperId, Decision> decisions;
    for (const auto &[paper, verdict] : verdicts)
        decisions.insert(paper, { paper, verdict, {}, {}, {}, 0 });
    return decisions;
}

} // namespace

TEST_CASE("Counts of a screening: decided, undecided, and exclusions by reason")
{
    QHash<PaperId, Decision> decisions = decisionsOf(
        { { 1, Verdict::Include }, { 2, Verdict::Exclude }, { 3, Verdict::Maybe }, { 4, Verdict::Undecided } });
    decisions[2].reason = u"wrong drug"_s;
    decisions.insert(5, { 5, Verdict::Exclude, {}, {}, {}, 0 });
    decisions.insert(99, { 99, Verdict::Include, {}, {}, {}, 0 }); // not a paper of the review
    const ScreeningCounts counts = ScreeningCounts::of({ 1, 2, 3, 4, 5, 6 }, decisions);
    CHECK(counts.papers == 6);
    CHECK(counts.included == 1);
    CHECK(counts.excluded == 2);
    CHECK(counts.maybe == 1);
    CHECK(counts.decided() == 4);
    CHECK(counts.undecided() == 2);
    CHECK(counts.excludedByReason.value(u"wrong drug"_s) == 1);
    CHECK(counts.excludedByReason.value(QString()) == 1);
}

TEST_CASE("Cohen's kappa of two reviewers, with their conflicts")
{
    // The textbook case: 50 papers, both include 20, both exclude 15, and they disagree on 15:
    // observed agreement 0.7, chance 0.5, kappa 0.4.
    QList<std::pair<PaperId, Verdict>> first;
    QList<std::pair<PaperId, Verdict>> second;
    for (PaperId p = 1; p <= 50; ++p) {
        const bool firstIncludes = p <= 25;
        const bool secondIncludes = p <= 20 || p > 40;
        first.append({ p, firstIncludes ? Verdict::Include : Verdict::Exclude });
        second.append({ p, secondIncludes ? Verdict::Include : Verdict::Exclude });
    }
    second.append({ 60, Verdict::Include }); // decided by one only: left out
    const Agreement agreement = Agreement::between(decisionsOf(first), decisionsOf(second));
    CHECK(agreement.papers == 50);
    CHECK(agreement.agreed == 35);
    REQUIRE(agreement.kappa);
    CHECK(*agreement.kappa == Catch::Approx(0.4));
    CHECK(agreement.conflicts.size() == 15);
    CHECK(agreement.conflicts.first() == 21);

    // Nothing in common, and agreement that chance explains wholly: no kappa.
    CHECK_FALSE(
        Agreement::between(decisionsOf({ { 1, Verdict::Include } }), decisionsOf({ { 2, Verdict::Include } })).kappa);
    CHECK_FALSE(
        Agreement::between(decisionsOf({ { 1, Verdict::Include } }), decisionsOf({ { 1, Verdict::Include } })).kappa);
}

TEST_CASE("Fleiss' kappa of three reviewers, over the papers all of them decided")
{
    // Paper 1 all include, 2 all exclude, 3 two include and one excludes, 4 one of each: observed
    // agreement 7/12, chance (6/12)² + (5/12)² + (1/12)² = 62/144, kappa 0.2683.
    const QList<QHash<PaperId, Decision>> reviewers{
        decisionsOf({ { 1, Verdict::Include },
            { 2, Verdict::Exclude },
            { 3, Verdict::Include },
            { 4, Verdict::Include },
            { 5, Verdict::Include } }),
        decisionsOf({ { 1, Verdict::Include },
            { 2, Verdict::Exclude },
            { 3, Verdict::Include },
            { 4, Verdict::Exclude },
            { 5, Verdict::Undecided } }),
        decisionsOf(
            { { 1, Verdict::Include }, { 2, Verdict::Exclude }, { 3, Verdict::Exclude }, { 4, Verdict::Maybe } }),
    };
    const GroupAgreement group = GroupAgreement::among(reviewers);
    CHECK(group.reviewers == 3);
    CHECK(group.papers == 4); // paper 5 is not decided by all
    REQUIRE(group.kappa);
    CHECK(*group.kappa == Catch::Approx(0.268293).epsilon(1e-5));

    // Every vote the same: chance explains it all.
    CHECK_FALSE(GroupAgreement::among({ decisionsOf({ { 1, Verdict::Include } }),
                                          decisionsOf({ { 1, Verdict::Include } }),
                                          decisionsOf({ { 1, Verdict::Include } }) })
            .kappa);
    // Nothing all of them decided.
    CHECK(GroupAgreement::among({ decisionsOf({ { 1, Verdict::Include } }),
                                    decisionsOf({ { 2, Verdict::Include } }),
                                    decisionsOf({ { 1, Verdict::Include } }) })
              .papers == 0);
}
