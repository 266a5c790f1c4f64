// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/prefixplan.h"

#include <queue>

namespace Lectern::Storage::Sqlite {
namespace {

// Words that share a beginning, split while their lists are too long to merge.
struct Range
{
    QString beginning;
    qint64 papers = 0;

    bool operator<(const Range &other) const { return papers < other.papers; }
};

// The beginning all of a group's words share, ending at a whole character.
QString sharedBeginning(const WordGroup &group)
{
    qsizetype length = 0;
    while (length < group.first.size() && length < group.last.size() && group.first[length] == group.last[length])
        ++length;
    if (length > 0 && group.first[length - 1].isHighSurrogate())
        --length;
    return group.first.first(length);
}

} // namespace

QList<PrefixTerm> planPrefix(const QString &typed, const GroupsAfter &groupsAfter, const PrefixBudget &budget)
{
    QList<WordGroup> groups = groupsAfter(typed);
    if (groups.isEmpty())
        return {};
    if (groups.size() == 1 && groups.front().words == 1)
        return { { groups.front().first, false } };
    // Ranges still to match by their beginning, longest lists first.
    std::priority_queue<Range> ranges;
    qint64 merged = 0;
    for (const WordGroup &group : std::as_const(groups))
        merged += group.papers;
    // When every word goes on alike ("mod" in "model..."), the range begins with what they share.
    ranges.push({ groups.size() == 1 ? sharedBeginning(groups.front()) : typed, merged });
    QString groupsOf = typed;
    QList<PrefixTerm> terms;
    while (!ranges.empty() && merged > budget.mostMerged && ranges.top().papers >= budget.leastSplit) {
        const Range range = ranges.top();
        if (range.beginning != groupsOf) {
            groups = groupsAfter(range.beginning);
            groupsOf = range.beginning;
        }
        if (terms.size() + qsizetype(ranges.size()) - 1 + groups.size() > budget.mostTerms)
            break;
        ranges.pop();
        merged -= range.papers;
        for (const WordGroup &group : std::as_const(groups)) {
            if (group.words == 1) {
                terms.append({ group.first, false });
            } else {
                ranges.push({ sharedBeginning(group), group.papers });
                merged += group.papers;
            }
        }
    }
    for (; !ranges.empty(); ranges.pop())
        terms.append({ ranges.top().beginning, true });
    return terms;
}

} // namespace Lectern::Storage::Sqlite
