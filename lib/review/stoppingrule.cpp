// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/stoppingrule.h"

#include <algorithm>
#include <cmath>

namespace Lectern::Review {
namespace {

// log(i!) for i up to a size: sums of logarithms, as std::lgamma writes a global and the
// simulations test on several threads at once.
class LogFactorials
{
public:
    explicit LogFactorials(qsizetype size) : m_values(static_cast<std::size_t>(size) + 1, 0.0)
    {
        for (std::size_t i = 2; i < m_values.size(); ++i)
            m_values[i] = m_values[i - 1] + std::log(static_cast<double>(i));
    }
    double choose(qsizetype n, qsizetype k) const { return at(n) - at(k) - at(n - k); }

private:
    double at(qsizetype i) const { return m_values[static_cast<std::size_t>(i)]; }
    std::vector<double> m_values;
};

double cdf(const LogFactorials &logs, qsizetype k, qsizetype population, qsizetype marked, qsizetype draws)
{
    const qsizetype lowest = std::max<qsizetype>(0, draws - (population - marked));
    const qsizetype highest = std::min(draws, marked);
    if (k < lowest)
        return 0;
    if (k >= highest)
        return 1;
    const auto pmf = [&](qsizetype i) {
        return std::exp(
            logs.choose(marked, i) + logs.choose(population - marked, draws - i) - logs.choose(population, draws));
    };
    const auto m = static_cast<double>(marked);
    const auto n = static_cast<double>(draws);
    const auto rest = static_cast<double>(population - marked);
    // Summed from k away from the mode, where the terms only fall, so each term comes from the
    // last by a ratio and the sum stops once they no longer count: the lower tail when k is
    // below the mode, else one less the upper tail.
    const qsizetype mode = (draws + 1) * (marked + 1) / (population + 2);
    double sum = 0;
    if (k <= mode) {
        double term = pmf(k);
        for (qsizetype i = k; i >= lowest && term > sum * 1e-17; --i) {
            sum += term;
            const auto x = static_cast<double>(i);
            term *= x * (rest - n + x) / ((m - x + 1) * (n - x + 1)); // pmf(i - 1) / pmf(i)
        }
        return std::min(sum, 1.0);
    }
    double term = pmf(k + 1);
    for (qsizetype i = k + 1; i <= highest && term > sum * 1e-17; ++i) {
        sum += term;
        const auto x = static_cast<double>(i);
        term *= (m - x) * (n - x) / ((x + 1) * (rest - n + x + 1)); // pmf(i + 1) / pmf(i)
    }
    return std::max(1.0 - sum, 0.0);
}

// The most relevant papers left that keep recall at or above the target: the largest x with
// found / (found + x) ≥ target, in whole hundredths of a percent so that 19 found at 95 % allow
// exactly 1.
qsizetype allowedLeft(qsizetype found, double targetRecall)
{
    const auto target = static_cast<qsizetype>(std::llround(targetRecall * 10000));
    return found * (10000 - target) / target;
}

// The samples worth testing: for each count j of relevant papers among the last ones screened,
// the longest run of last papers holding j. Drawing one more paper, irrelevant, from an urn
// with one more irrelevant paper can only find as many relevant papers or more, so a longer run
// with as many relevant papers gives a p as small or smaller: the least p over these is the
// least over every run of last papers, as Callaghan and Müller-Hansen take it.
struct Sample
{
    qsizetype size = 0;
    qsizetype relevant = 0;
};

std::vector<Sample> samples(const std::vector<bool> &screened)
{
    std::vector<Sample> found;
    qsizetype relevant = 0;
    const auto n = static_cast<qsizetype>(screened.size());
    for (qsizetype i = n - 1; i >= -1; --i) {
        if (i < 0 || screened[static_cast<std::size_t>(i)]) {
            if (n - 1 - i > 0)
                found.push_back({ n - 1 - i, relevant });
            ++relevant;
        }
    }
    return found;
}

// p(x) of the class comment, for x = relevantLeft among `left` papers; stops early once below
// `floor`.
double pValue(
    const LogFactorials &logs, const std::vector<Sample> &samples, qsizetype left, qsizetype relevantLeft, double floor)
{
    double p = 1;
    for (const Sample &sample : samples) {
        p = std::min(p, cdf(logs, sample.relevant, left + sample.size, relevantLeft + sample.relevant, sample.size));
        if (p < floor)
            break;
    }
    return p;
}

// The largest x in [0, left] with p(x) ≥ level.
qsizetype largestLeft(const LogFactorials &logs, const std::vector<Sample> &samples, qsizetype left, double level)
{
    // p(0) is 1; p falls as x grows.
    qsizetype low = 0;
    qsizetype high = left;
    while (low < high) {
        const qsizetype middle = low + (high - low + 1) / 2;
        if (pValue(logs, samples, left, middle, level) >= level)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}

} // namespace

double StoppingRule::hypergeometricCdf(qsizetype k, qsizetype population, qsizetype marked, qsizetype draws)
{
    return cdf(LogFactorials(population), k, population, marked, draws);
}

StoppingRule::Estimate StoppingRule::estimate(const std::vector<bool> &screened, qsizetype papers) const
{
    Estimate estimate;
    estimate.screened = static_cast<qsizetype>(screened.size());
    estimate.relevantFound = std::count(screened.begin(), screened.end(), true);
    const qsizetype left = papers - estimate.screened;
    const std::vector<Sample> tested = samples(screened);
    const LogFactorials logs(papers);
    estimate.mostLeft = largestLeft(logs, tested, left, 1 - m_confidence);
    estimate.likelyLeft = largestLeft(logs, tested, left, 0.5);
    const qsizetype found = estimate.relevantFound;
    estimate.recallAtLeast =
        found == 0 ? 0.0 : static_cast<double>(found) / static_cast<double>(found + estimate.mostLeft);
    estimate.canStop = found > 0 && estimate.mostLeft <= allowedLeft(found, m_targetRecall);
    return estimate;
}

bool StoppingRule::canStop(const std::vector<bool> &screened, qsizetype papers) const
{
    const qsizetype found = std::count(screened.begin(), screened.end(), true);
    const qsizetype left = papers - static_cast<qsizetype>(screened.size());
    const qsizetype tooMany = allowedLeft(found, m_targetRecall) + 1;
    if (found == 0)
        return false;
    if (tooMany > left)
        return true; // even were every paper left relevant, recall would reach the target
    return pValue(LogFactorials(papers), samples(screened), left, tooMany, 1 - m_confidence) < 1 - m_confidence;
}

} // namespace Lectern::Review
