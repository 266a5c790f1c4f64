// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>

namespace Lectern::Review {

// How well a screening order found the relevant records, as the asreview-insights package
// measures it. relevantAt holds the 0-based positions in the order of the relevant records, in
// increasing order; records is the length of the order (N), relevantAt.size() is R.

// Work saved over sampling at a recall (0.95 for WSS@95): how much earlier than random
// screening is expected to, the order found the k-th relevant record, k being the largest whole
// number with k/R ≤ recall; as a share of N. The random expectation is the first position at
// which round(linspace(0, R, N)) reaches k.
double workSavedOverSampling(std::span<const qsizetype> relevantAt, qsizetype records, double recall = 0.95);

// Relevant records found at a share of the order: the share of R among the first ⌈share·N⌉.
double relevantFoundAt(std::span<const qsizetype> relevantAt, qsizetype records, double share = 0.10);

// Records screened to reach a recall: the position of the k-th relevant record plus one.
qsizetype screenedForRecall(std::span<const qsizetype> relevantAt, double recall = 0.95);

} // namespace Lectern::Review
