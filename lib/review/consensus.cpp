// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/consensus.h"

namespace Lectern::Review {

Consensus Consensus::of(const QList<PaperId> &papers,
    const QList<QHash<PaperId, Decision>> &byReviewer,
    const QHash<PaperId, Decision> &resolutions)
{
    Consensus consensus;
    for (const PaperId paper : papers) {
        const Decision resolution = resolutions.value(paper);
        if (resolution.verdict != Verdict::Undecided) {
            consensus.verdicts.insert(paper, resolution);
            continue;
        }
        std::optional<Decision> agreed;
        bool disagree = false;
        for (const QHash<PaperId, Decision> &decisions : byReviewer) {
            const Decision decision = decisions.value(paper);
            if (decision.verdict == Verdict::Undecided)
                continue;
            if (!agreed)
                agreed = decision;
            else if (agreed->verdict != decision.verdict)
                disagree = true;
            else if (agreed->reason.isEmpty())
                agreed->reason = decision.reason; // an agreed exclusion keeps a reason if anyone gave one
        }
        if (disagree)
            consensus.conflicts.append(paper);
        else if (agreed)
            consensus.verdicts.insert(paper, *agreed);
    }
    return consensus;
}

} // namespace Lectern::Review
