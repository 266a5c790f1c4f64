// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/query.h"

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Search {

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
    };
    Kind kind = Kind::All;
    CollectionId collection = 0;
    QString tag;

    static constexpr int RecentDays = 14;

    static PaperScope of(Kind kind) { return { kind, 0, {} }; }
    static PaperScope inCollection(CollectionId id) { return { Kind::Collection, id, {} }; }
    static PaperScope withTag(const QString &name) { return { Kind::Tag, 0, name }; }

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
};

struct PaperSort
{
    SortKey key = SortKey::Added;
    Qt::SortOrder order = Qt::DescendingOrder;
};

// Turns a query into the ordered ids of the papers it matches. User text reaches SQLite only
// as bound values: the full-text expression is built from quoted FTS5 strings, so no word
// can be read as FTS5 or SQL syntax.
class PaperFinder
{
public:
    explicit PaperFinder(const Storage::Database &database);

    QList<PaperId> find(const Query &query, const PaperScope &scope = {}, const PaperSort &sort = {}) const;
    // The number of papers in a scope, for the sidebar.
    int count(const PaperScope &scope) const;

private:
    const Storage::Database &m_database;
};

// The FTS5 expression matching all of terms (AND), or any of them when anyOf is set (OR).
// Terms without a letter or digit are left out: FTS5 would find no token in them.
QString ftsExpression(const QList<Term> &terms, bool anyOf);

} // namespace Lectern::Search
