// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/screeningcounts.h"

#include <algorithm>
#include <array>

namespace Lectern::Review {
namespace {

bool isDecided(const Decision &decision)
{
    return decision.verdict != Verdict::Undecided;
}

} // namespace

ScreeningCounts ScreeningCounts::of(const QList<PaperId> &papers, const QHash<PaperId, Decision> &decisions)
{
    ScreeningCounts counts;
    counts.papers = papers.size();
    for (const PaperId paper : papers) {
        const auto found = decisions.constFind(paper);
        if (found == decisions.cend())
            continue;
        switch (found->verdict) {
        case Verdict::Include:
            ++counts.included;
            break;
        case Verdict::Exclude:
            ++counts.excluded;
            ++counts.excludedByReason[found->reason];
            break;
        case Verdict::Maybe:
            ++counts.maybe;
            break;
        case Verdict::Undecided:
            break;
        }
    }
    return counts;
}

Agreement Agreement::between(const QHash<PaperId, Decision> &first, const QHash<PaperId, Decision> &second)
{
    // Counts by category (include, exclude, maybe) of each reviewer, and of agreements.
    std::array<qsizetype, 4> firstCounts{};
    std::array<qsizetype, 4> secondCounts{};
    Agreement agreement;
    QList<PaperId> papers = first.keys();
    std::sort(papers.begin(), papers.end());
    for (const PaperId paper : std::as_const(papers)) {
        const Decision &a = first[paper];
        const auto b = second.constFind(paper);
        if (!isDecided(a) || b == second.cend() || !isDecided(*b))
            continue;
        ++agreement.papers;
        ++firstCounts[static_cast<std::size_t>(a.verdict)];
        ++secondCounts[static_cast<std::size_t>(b->verdict)];
        if (a.verdict == b->verdict)
            ++agreement.agreed;
        else
            agreement.conflicts.append(paper);
    }
    if (agreement.papers == 0)
        return agreement;
    const auto n = static_cast<double>(agreement.papers);
    double chance = 0;
    for (std::size_t c = 1; c < firstCounts.size(); ++c)
        chance += static_cast<double>(firstCounts[c]) / n * static_cast<double>(secondCounts[c]) / n;
    const double observed = static_cast<double>(agreement.agreed) / n;
    if (chance < 1.0)
        agreement.kappa = (observed - chance) / (1.0 - chance);
    return agreement;
}

} // namespace Lectern::Review
