// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningmetrics.h"

#include <algorithm>
#include <cmath>

namespace Lectern::Review {
namespace {

// The largest k with k/R ≤ recall. Computed in whole hundredths of a percent, so that 0.95·20
// is 19 and not 18 by a rounding of the product.
qsizetype recalledCount(qsizetype relevant, double recall)
{
    const auto basisPoints = static_cast<qsizetype>(std::llround(recall * 10000));
    return relevant * basisPoints / 10000;
}

} // namespace

double workSavedOverSampling(std::span<const qsizetype> relevantAt, qsizetype records, double recall)
{
    const auto relevant = static_cast<qsizetype>(relevantAt.size());
    const qsizetype k = recalledCount(relevant, recall);
    if (records < 2 || k == 0)
        return 0;
    const qsizetype found = relevantAt[static_cast<std::size_t>(k - 1)];
    // numpy's round() rounds halves to even, as std::nearbyint does in the default mode.
    qsizetype expected = records - 1;
    for (qsizetype i = 0; i < records; ++i) {
        const double value = static_cast<double>(i) * static_cast<double>(relevant) / static_cast<double>(records - 1);
        if (std::nearbyint(value) >= static_cast<double>(k)) {
            expected = i;
            break;
        }
    }
    return static_cast<double>(expected - found) / static_cast<double>(records);
}

double relevantFoundAt(std::span<const qsizetype> relevantAt, qsizetype records, double share)
{
    if (relevantAt.empty())
        return 0;
    const auto screened = static_cast<qsizetype>(std::ceil(share * static_cast<double>(records) - 1e-9));
    const auto found =
        std::count_if(relevantAt.begin(), relevantAt.end(), [screened](qsizetype at) { return at < screened; });
    return static_cast<double>(found) / static_cast<double>(relevantAt.size());
}

qsizetype screenedForRecall(std::span<const qsizetype> relevantAt, double recall)
{
    const qsizetype k = recalledCount(static_cast<qsizetype>(relevantAt.size()), recall);
    return k == 0 ? 0 : relevantAt[static_cast<std::size_t>(k - 1)] + 1;
}

} // namespace Lectern::Review
