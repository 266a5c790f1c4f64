// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QHash>
#include <QList>

#include <optional>

namespace Lectern::Review {

// The review's verdict on each of its papers, from every reviewer's latest decision: the
// resolution where there is one, else the verdict on which every reviewer who decided the paper
// agrees. A paper on which they disagree, and that no one resolved, is a conflict and has no
// verdict yet; so has a paper nobody decided.
struct Consensus
{
    QHash<PaperId, Decision> verdicts;
    QList<PaperId> conflicts; // in paper order

    static Consensus of(const QList<PaperId> &papers,
        const QList<QHash<PaperId, Decision>> &byReviewer,
        const QHash<PaperId, Decision> &resolutions);
};

} // namespace Lectern::Review
