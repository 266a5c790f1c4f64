// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace Lectern::Search {

// What a condition of a query looks at. Text is the free words; the others are "field:value".
enum class QueryField {
    Text,
    Title,
    Abstract,
    Note,
    Tag,
    Status,
    Rating,
    Starred,
    Year,
    Venue,
    Collection,
    Has,
    Added,
    List,
    Review,
    Author,
    Doi,
    Keyword,
    Type,
    Pmid,
    By,
};

// The things has: asks about.
enum class Attachment {
    Note,
    Highlight,
    Link,
    Tag,
};

// True for the fields searched through the full-text index (free words, title:, abstract:, note:,
// author:).
constexpr bool isTextField(QueryField field)
{
    return field == QueryField::Text || field == QueryField::Title || field == QueryField::Abstract ||
        field == QueryField::Note || field == QueryField::Author;
}

// One node of a parsed query: the tree PaperFinder turns into SQL. Parsing leaves it
// normalised: And and Or have two or more children and none of their own kind (they are
// flattened), Not has one child that is not a Not, and All only ever stands alone at the root.
struct QueryNode
{
    enum class Kind {
        All, // no condition: the empty query
        And,
        Or,
        Not,
        Condition, // a leaf
    };

    Kind kind = Kind::All;
    std::vector<QueryNode> children; // And, Or, Not

    // Condition:
    QueryField field = QueryField::Text;
    // The word or phrase as typed (text fields); the tag, venue or collection name; the DOI,
    // keyword, type or PMID.
    QString text;
    bool phrase = false; // text fields: the text was quoted
    bool prefix = false; // text fields: the word being typed, matches longer words too
    // Status, Rating, Starred, Year: the inclusive range of values (status as ReadingStatus,
    // starred 0 or 1); Added: the inclusive range of local dates as Julian day numbers.
    // An absent bound is open.
    std::optional<qint64> low;
    std::optional<qint64> high;
    Attachment attachment = Attachment::Note; // Has

    bool isTextCondition() const { return kind == Kind::Condition && isTextField(field); }

    // The tree in a canonical form, e.g. AND(word(graph) OR(title("neural net") tag(method))).
    QString debugString() const;
};

} // namespace Lectern::Search
