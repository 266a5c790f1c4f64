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
};

// Replays the records' labels through the prioritiser, which has decided nothing yet; stops
// once every relevant record is found (the rest of the order cannot change any figure).
SimulationRun simulate(Prioritiser prioritiser, const std::vector<bool> &relevant, quint32 seed);

// The runs of several seeds (1, 2, …), as many at a time as there are processors, each with
// the prioritiser `prioritiserFor` makes for its seed.
QList<SimulationRun> simulateSeeds(
    const std::vector<bool> &relevant, const std::function<Prioritiser(quint32 seed)> &prioritiserFor, int seeds);
// The same with an order by name (Prioritiser::orderNames()), on its features.
QList<SimulationRun> simulateSeeds(const LabelledDataset &dataset, const QString &order, int seeds);

} // namespace Lectern::Review
