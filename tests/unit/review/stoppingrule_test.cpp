// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/stoppingrule.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <algorithm>
#include <random>
#include <vector>

using namespace Lectern::Review;
using Catch::Approx;

namespace {

// Callaghan and Müller-Hansen's test as they write it: every run of last papers, each its own
// hypergeometric test of the smallest number of relevant papers left that misses the target.
bool stopsByEveryRun(const std::vector<bool> &screened, qsizetype papers, double target, double confidence)
{
    const auto found = static_cast<qsizetype>(std::count(screened.begin(), screened.end(), true));
    const auto n = static_cast<qsizetype>(screened.size());
    const auto tooMany =
        static_cast<qsizetype>(std::floor(static_cast<double>(found) / target - static_cast<double>(found) + 1e-9)) + 1;
    if (tooMany > papers - n)
        return true;
    double least = 1;
    qsizetype inRun = 0;
    for (qsizetype size = 1; size <= n; ++size) {
        inRun += screened[static_cast<std::size_t>(n - size)] ? 1 : 0;
        least = std::min(least, StoppingRule::hypergeometricCdf(inRun, papers - n + size, tooMany + inRun, size));
    }
    return least < 1 - confidence;
}

} // namespace

TEST_CASE("The hypergeometric distribution's cumulative probabilities, both tails and the edges")
{
    // 4 drawn of 10 with 3 marked: P(0) = C(7,4)/C(10,4) = 35/210, P(1) = 3·35/210.
    CHECK(StoppingRule::hypergeometricCdf(0, 10, 3, 4) == Approx(1.0 / 6));
    CHECK(StoppingRule::hypergeometricCdf(1, 10, 3, 4) == Approx(4.0 / 6));
    // P(X ≤ 2) = 1 - P(3) = 1 - C(7,1)/210: summed from the upper tail.
    CHECK(StoppingRule::hypergeometricCdf(2, 10, 3, 4) == Approx(1 - 7.0 / 210));
    CHECK(StoppingRule::hypergeometricCdf(3, 10, 3, 4) == 1);
    // Every paper drawn: exactly the marked ones are found.
    CHECK(StoppingRule::hypergeometricCdf(2, 10, 3, 10) == 0);
    // A large urn far from the mode stays finite and tiny.
    const double far = StoppingRule::hypergeometricCdf(0, 100000, 5000, 1000);
    CHECK(far >= 0);
    CHECK(far < 1e-20);
}

TEST_CASE("The stopping rule stops exactly when Callaghan and Müller-Hansen's test over every run does")
{
    std::mt19937 random(7);
    for (int trial = 0; trial < 300; ++trial) {
        const qsizetype papers = 50 + trial % 150;
        std::vector<bool> screened(static_cast<std::size_t>(papers / 2 + trial % 40));
        // Relevant papers early and thin later, as a prioritised order finds them.
        for (std::size_t i = 0; i < screened.size(); ++i)
            screened[i] = std::bernoulli_distribution(i < screened.size() / 3 ? 0.5 : 0.02)(random);
        const StoppingRule rule;
        const bool expected = stopsByEveryRun(screened, papers, 0.95, 0.95);
        CHECK(rule.canStop(screened, papers) == expected);
        CHECK(rule.estimate(screened, papers).canStop == expected);
    }
}

TEST_CASE("The estimate narrows as exclusions follow the relevant papers found")
{
    // 200 found allow 10 left at 95 % recall: 20 exclusions in a row cannot show so few, 800
    // can. (With 20 found, only 1 may be left, which takes screening almost every paper.)
    const StoppingRule rule;
    std::vector<bool> screened(200, true);
    screened.resize(220, false);
    const StoppingRule::Estimate early = rule.estimate(screened, 2000);
    CHECK(early.relevantFound == 200);
    CHECK(early.likelyLeft <= early.mostLeft);
    CHECK_FALSE(early.canStop);
    screened.resize(1000, false);
    const StoppingRule::Estimate late = rule.estimate(screened, 2000);
    CHECK(late.mostLeft < early.mostLeft);
    CHECK(late.recallAtLeast >= 0.95);
    CHECK(late.canStop);
    // Nothing left to screen: nothing can be left.
    screened.resize(2000, false);
    CHECK(rule.estimate(screened, 2000).mostLeft == 0);
    // Nothing relevant found yet: no recall to speak of.
    CHECK_FALSE(rule.canStop(std::vector<bool>(10, false), 100));
    CHECK(rule.estimate(std::vector<bool>(10, false), 100).recallAtLeast == 0);
}

TEST_CASE("In a random order the rule stops short of its target recall in few runs")
{
    // The rule's premise holds exactly here (the last papers are a random sample of the rest):
    // at 95 % confidence it misses 95 % recall in about 5 % of the runs at most.
    std::mt19937 random(11);
    const StoppingRule rule;
    int missed = 0;
    constexpr int Runs = 200;
    for (int run = 0; run < Runs; ++run) {
        std::vector<bool> order(300, false);
        std::fill(order.begin(), order.begin() + 40, true);
        std::shuffle(order.begin(), order.end(), random);
        std::vector<bool> screened;
        while (screened.size() < order.size() && !rule.canStop(screened, 300))
            screened.push_back(order[screened.size()]);
        const auto found = std::count(screened.begin(), screened.end(), true);
        missed += found < 38 ? 1 : 0;
    }
    CHECK(missed <= Runs / 10);
}
