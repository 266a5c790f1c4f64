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

GroupAgreement GroupAgreement::among(const QList<QHash<PaperId, Decision>> &decisions)
{
    GroupAgreement group;
    group.reviewers = decisions.size();
    if (decisions.isEmpty())
        return group;
    // Votes per category, over all papers, and the pairs of votes that agree on each paper.
    std::array<double, 4> votes{};
    double agreeingPairs = 0;
    const auto raters = static_cast<double>(group.reviewers);
    for (auto it = decisions.first().cbegin(); it != decisions.first().cend(); ++it) {
        std::array<double, 4> paperVotes{};
        bool decidedByAll = true;
        for (const QHash<PaperId, Decision> &reviewer : decisions) {
            const auto decision = reviewer.constFind(it.key());
            decidedByAll = decision != reviewer.cend() && isDecided(*decision);
            if (!decidedByAll)
                break;
            ++paperVotes[static_cast<std::size_t>(decision->verdict)];
        }
        if (!decidedByAll)
            continue;
        ++group.papers;
        for (std::size_t c = 0; c < votes.size(); ++c) {
            votes[c] += paperVotes[c];
            agreeingPairs += paperVotes[c] * (paperVotes[c] - 1);
        }
    }
    if (group.papers == 0 || group.reviewers < 2)
        return group;
    const double allVotes = static_cast<double>(group.papers) * raters;
    const double observed = agreeingPairs / (allVotes * (raters - 1));
    double chance = 0;
    for (const double categoryVotes : votes)
        chance += (categoryVotes / allVotes) * (categoryVotes / allVotes);
    if (chance < 1.0)
        group.kappa = (observed - chance) / (1.0 - chance);
    return group;
}

} // namespace Lectern::Review
