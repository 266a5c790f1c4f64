// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/query.h"

#include <memory>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Search {

class TextConditions;

// Which part of the library a search looks in: a sidebar entry.
struct PaperScope
{
    enum class Kind {
        All,
        Unread,
        Starred,
        RecentlyAdded, // in the last RecentDays days
        WithNote,
        Collection,
        Tag, // the tag and every tag below it
        SavedSearch, // the papers its query finds
        List, // a reading list's papers, in its order unless sorted by a column other than Added
        Member, // the papers a member did something to, as by: finds them
    };
    Kind kind = Kind::All;
    CollectionId collection = 0;
    QString tag;
    SavedSearchId savedSearch = 0;
    QString query; // of a saved search
    ReadingListId list = 0;
    QString member; // a member's login

    static constexpr int RecentDays = 14;

    static PaperScope of(Kind kind) { return { kind, 0, {}, 0, {}, 0, {} }; }
    static PaperScope inCollection(CollectionId id) { return { Kind::Collection, id, {}, 0, {}, 0, {} }; }
    static PaperScope withTag(const QString &name) { return { Kind::Tag, 0, name, 0, {}, 0, {} }; }
    static PaperScope saved(const SavedSearch &search)
    {
        return { Kind::SavedSearch, 0, {}, search.id, search.query, 0, {} };
    }
    static PaperScope inList(ReadingListId id) { return { Kind::List, 0, {}, 0, {}, id, {} }; }
    static PaperScope byMember(const QString &login) { return { Kind::Member, 0, {}, 0, {}, 0, login }; }

    friend bool operator==(const PaperScope &, const PaperScope &) = default;
};

enum class SortKey {
    Title,
    Collection,
    Year,
    Added,
    Status,
    Rating,
    Starred,
    Authors, // by the first author's family name
    Venue,
    Doi,
    // Best match first (as the full-text index ranks) when the query has words; otherwise newest first.
    // The sort order is ignored.
    Relevance,
    // How often a review's inclusion (exclusion) keywords occur: PaperSort::review's.
    InclusionHits,
    ExclusionHits,
};

struct PaperSort
{
    SortKey key = SortKey::Added;
    Qt::SortOrder order = Qt::DescendingOrder;
    qint64 review = 0; // whose keyword hits InclusionHits and ExclusionHits sort by
};

// Turns a query into the ordered ids of the papers it matches, with one SQL statement built
// from the query's tree. User text reaches the database only as bound values, and full-text
// expressions are written by the library's FullTextIndex, so no word can be read as SQL or as
// the index's syntax. Conditions are answered by indexes: the full-text index for words, the
// indexed columns of papers (all but venue, which has no index yet), and subqueries on tags,
// notes, highlights and links. A finder plans each word being typed once and keeps the plan
// while it lives: make one for each search, as the library's words change between searches.
class PaperFinder
{
public:
    explicit PaperFinder(const Storage::Database &database);
    ~PaperFinder();

    // Nothing for a query that is not valid. limit >= 0: only the first limit ids.
    QList<PaperId> find(
        const Query &query, const PaperScope &scope = {}, const PaperSort &sort = {}, int limit = -1) const;
    // The papers the words of a query match, ignoring its other conditions and the scope:
    // the newest upTo, or, when the index knows without reading them that more than upTo
    // match, the newest shown. What the words cost decides how a search goes on (see
    // ResultLoader): streamed newest first from the index, this is cheap however many match;
    // ranking is not (every paper matched is scored before the first is known).
    struct WordMatches
    {
        QList<PaperId> ids;
        bool overflow = false; // more than upTo match
        bool areResults = false; // the query is its words alone, in the whole library: ids are what find() finds
    };
    WordMatches findWordMatches(const Query &query, const PaperScope &scope, int upTo, int shown) const;
    // The number of papers in a scope, for the sidebar.
    int count(const PaperScope &scope) const;
    // The number of papers in a scope that a query finds, for sidebar counts that follow the search.
    int count(const Query &query, const PaperScope &scope) const;

private:
    const Storage::Database &m_database;
    std::unique_ptr<TextConditions> m_text;
};

} // namespace Lectern::Search
