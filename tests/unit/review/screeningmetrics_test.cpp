// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningmetrics.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <vector>

using namespace Lectern::Review;
using Catch::Approx;

TEST_CASE("WSS@95 compares where the k-th relevant record was found with where random order expects it")
{
    // R = 2: k = 1. round(linspace(0, 2, 10)) first reaches 1 at position 3 (3·2/9 = 0.67).
    const std::vector<qsizetype> early{ 0, 5 };
    CHECK(workSavedOverSampling(early, 10) == Approx(0.3));
    // Found later than random order expects: negative work saved.
    const std::vector<qsizetype> late{ 8, 9 };
    CHECK(workSavedOverSampling(late, 10) == Approx(-0.5));
}

TEST_CASE("WSS@95 rounds the random expectation half to even, as numpy does")
{
    // linspace(0, 2, 5) = 0, 0.5, 1, 1.5, 2 rounds to 0, 0, 1, 2, 2: k = 1 is reached at 2, not 1.
    const std::vector<qsizetype> found{ 0, 3 };
    CHECK(workSavedOverSampling(found, 5) == Approx(0.4));
}

TEST_CASE("WSS@95 takes the largest k with k/R at most 95 percent, exactly at R = 20")
{
    std::vector<qsizetype> found(20);
    for (qsizetype i = 0; i < 20; ++i)
        found[static_cast<std::size_t>(i)] = i;
    found[18] = 50; // the 19th: k = 19 of 20, not 18
    found[19] = 99;
    CHECK(screenedForRecall(found) == 51);
}

TEST_CASE("RRF@10 is the share of relevant records among the first tenth, rounded up")
{
    const std::vector<qsizetype> found{ 1, 5 };
    CHECK(relevantFoundAt(found, 10) == Approx(0.0)); // the first record only
    CHECK(relevantFoundAt(found, 15) == Approx(0.5)); // ⌈1.5⌉ = 2 records
    CHECK(relevantFoundAt({}, 15) == 0);
}
