// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/paperfinder.h"

#include <functional>

namespace Lectern::Search {

// A part of the papers a search finds, in the order they are shown.
struct ResultPart
{
    QList<PaperId> ids;
    bool complete = false; // false: the first page, the rest follows
    bool ranked = false; // best matches first
    bool tooManyToRank = false; // relevance was wanted, but more papers match than are ranked
};

struct ResultLimits
{
    int firstPage = 256; // a few screens of rows
    int rankLimit = 2000;
};

// How the paper list fills after a keystroke, on a reader thread: a first page at once, then
// the whole result, so that rows show up in milliseconds however many papers match and a
// newer keystroke can stop the rest. Relevance is computed for at most rankLimit matches
// (relevance scores every match it orders, at 3 to 6 µs each); a larger result is shown in the
// column order, newest first unless the user chose another.
class ResultLoader
{
public:
    explicit ResultLoader(const Storage::Database &database, ResultLimits limits = {})
        : m_database(database), m_limits(limits)
    {
    }

    // preferRelevance: best matches first when the query has words; sort otherwise. deliver
    // returns false when the rest is no longer wanted.
    void load(const Query &query,
        const PaperScope &scope,
        const PaperSort &sort,
        bool preferRelevance,
        const std::function<bool(ResultPart)> &deliver) const;

private:
    const Storage::Database &m_database;
    ResultLimits m_limits;
};

} // namespace Lectern::Search
