// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/labelleddataset.h"
#include "review/prioritiser.h"

#include <QList>

#include <functional>
#include <vector>

namespace Lectern::Review {

// One replay of a labelled review, as a reviewer would see it with a prioritiser: ASReview's
// simulation protocol. The seed picks one relevant and one irrelevant record as what the
// reviewer knew first; then the prioritiser proposes one record at a time, learns its label and
// retrains. The two prior records are not part of the order measured.
struct SimulationRun
{
    quint32 seed = 0;
    qsizetype records = 0; // N: every record but the two priors
    std::vector<qsizetype> relevantAt; // 0-based positions in the screening order
    double wss95 = 0;
    double rrf10 = 0;
    qsizetype screenedFor95 = 0;
    // Where the stopping rule (StoppingRule's defaults) first said stop, tested after every
    // decision: records screened by then (all of them if it never did), the share of the
    // relevant records of the order found by then, and the share of records not screened.
    qsizetype screenedAtStop = 0;
    double recallAtStop = 0;
    double workSavedAtStop = 0;
};

// Replays the records' labels through the prioritiser, which has decided nothing yet. The
// prioritiser stops once every relevant record is found: what it would propose after them is
// irrelevant whatever it is, so the stopping rule is tested on further exclusions alone.
SimulationRun simulate(Prioritiser prioritiser, const std::vector<bool> &relevant, quint32 seed);

// The runs of several seeds (1, 2, …), as many at a time as there are processors, each with
// the prioritiser `prioritiserFor` makes for its seed.
QList<SimulationRun> simulateSeeds(
    const std::vector<bool> &relevant, const std::function<Prioritiser(quint32 seed)> &prioritiserFor, int seeds);
// The same with an order by name (Prioritiser::orderNames()), on its features.
QList<SimulationRun> simulateSeeds(const LabelledDataset &dataset, const QString &order, int seeds);

} // namespace Lectern::Review
