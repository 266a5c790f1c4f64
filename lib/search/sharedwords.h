// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QList>
#include <QString>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Search {

// A word asked about and how much a paper that has it gains.
struct WeightedWord
{
    QString word;
    double weight = 0;
};

// The papers that share most of some words ("more like this"): each paper that has any of them
// scores the sum of the weights of those it has, the newest first among equals. The index's
// list of papers of each word is read, not each match's words (but for a word the index splits
// into several, a phrase): ranking every match of thirty words as a search ranks them reads
// each match's words, which on a team library's server was most of an answer's time
// (lectern-bench --phase similar).
class SharedWords
{
public:
    explicit SharedWords(const Storage::Database &database);

    // Best first, up to limit; nothing when no word can match.
    QList<PaperId> papersSharing(const QList<WeightedWord> &words, int limit) const;

private:
    const Storage::Database &m_database;
};

} // namespace Lectern::Search
