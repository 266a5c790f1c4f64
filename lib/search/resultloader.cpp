// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/resultloader.h"

namespace Lectern::Search {
namespace {

bool isNewestFirst(const PaperSort &sort)
{
    return sort.key == SortKey::Added && sort.order == Qt::DescendingOrder;
}

} // namespace

void ResultLoader::load(const Query &query,
    const PaperScope &scope,
    const PaperSort &sort,
    bool preferRelevance,
    const std::function<bool(ResultPart)> &deliver) const
{
    const bool relevance = preferRelevance && query.hasWords();
    const PaperFinder finder(m_database); // one search, its words being typed planned once
    ResultPart part;
    if (relevance || (query.hasWords() && isNewestFirst(sort))) {
        // The words decide the cost: how many papers they match is found out first.
        const PaperFinder::WordMatches matches =
            finder.findWordMatches(query, scope, m_limits.rankLimit, m_limits.firstPage);
        part.tooManyToRank = relevance && matches.overflow;
        if (!matches.overflow && (matches.areResults || relevance)) {
            // Few enough: the whole result at once, ranked when wanted.
            part.ids = relevance ? finder.find(query, scope, { SortKey::Relevance, Qt::AscendingOrder }) : matches.ids;
            part.ranked = relevance;
            part.complete = true;
            deliver(std::move(part));
            return;
        }
        if (matches.overflow && matches.areResults && isNewestFirst(sort)) // they begin the result
            part.ids = matches.ids.first(std::min<qsizetype>(m_limits.firstPage, matches.ids.size()));
    }
    if (part.ids.isEmpty()) { // the first page in the order asked for
        part.ids = finder.find(query, scope, sort, m_limits.firstPage + 1);
        part.complete = part.ids.size() <= m_limits.firstPage;
        if (!part.complete)
            part.ids.removeLast();
    }
    if (!deliver(part) || part.complete)
        return;
    part.ids = finder.find(query, scope, sort);
    part.complete = true;
    deliver(std::move(part));
}

} // namespace Lectern::Search
