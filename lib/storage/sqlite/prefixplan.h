// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/sqlite/indexwords.h"

#include <QList>
#include <QString>

#include <functional>

namespace Lectern::Storage::Sqlite {

// One term of the OR that matches a word being typed: a word of the index, or a beginning that
// FTS5 expands itself (its prefix query).
struct PrefixTerm
{
    QString text;
    bool prefix = false;

    bool operator==(const PrefixTerm &) const = default;
};

// What FTS5 should at most do before it yields its first row, a step SQLite cannot interrupt:
// a stale search must give way within 10 ms of the next keystroke.
struct PrefixBudget
{
    int mostTerms = 1; // each term costs a seek in every segment, about 30 µs at a million papers
    qint64 mostMerged = 0; // papers listed under beginnings, merged in memory before the first row
    qint64 leastSplit = 0; // papers under a beginning worth the terms and the lookup that split it
};

// The words of the index that begin with a beginning, as WordGroups::after() gives them.
using GroupsAfter = std::function<QList<WordGroup>(const QString &beginning)>;

// How to match a word being typed (in the index's form), given the words of the index it begins
// and about how many papers have each: the frequent words ("the", "their", "these" for "the")
// become terms of their own, which FTS5 streams; the many rare ones are covered by the shortest
// beginnings whose lists are short together ("thea", "theor"). The fewest terms that keep the
// papers merged within budget; when no plan of mostTerms terms can, the one that takes the
// longest lists out of the merge first. Empty when the word begins no word.
QList<PrefixTerm> planPrefix(const QString &typed, const GroupsAfter &groupsAfter, const PrefixBudget &budget);

} // namespace Lectern::Storage::Sqlite
