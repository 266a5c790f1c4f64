// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "review/screeningrecord.h"
#include "search/sharedwords.h"

#include <QList>
#include <QStringList>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Review {

// A paper close to the ones asked about, and the words of it that made it close.
struct SimilarPaper
{
    PaperId paper = 0;
    double score = 0; // higher is closer; comparable within one answer only
    QStringList sharedWords;
};

// The papers of a library closest to some of its papers ("more like this", as arxiv-sanity and
// Rayyan offer), best first. The library's full-text index finds the papers that share most
// of the words the chosen ones use most and few other papers have (Search::SharedWords);
// Lectern's relevance model then learns the chosen papers against those found, as
// arxiv-sanity's SVM learns a paper against the rest, and orders them by its score, with the
// words that raised each score as the reason. Reads the library: for a worker thread, with a
// connection of its own.
class SimilarPapers
{
public:
    explicit SimilarPapers(const Storage::Database &database);

    // Papers that are not found or have no words of their own find nothing.
    QList<SimilarPaper> find(const QList<PaperId> &papers, int limit = 20) const;

    // Papers the index proposes for the model to order: enough for the closest 20 to be among
    // them at 100,000 papers. Reading and learning them are most of an answer's time
    // (lectern-bench --phase similar).
    static constexpr int Candidates = 300;
    // Words of the chosen papers that look for candidates.
    static constexpr int QueryWords = 30;
    // Matches of those words, as the index estimates them, that are counted: the time it takes
    // grows with them, whatever the library's size.
    static constexpr qint64 MatchBudget = 10000;

    // The words that say most of what the papers are about, as a search engine's "more like
    // this" picks them: those they use most that few papers of the library have (tf × idf),
    // function words and numbers left out, up to QueryWords. A word that would take the
    // matches past the budget is left out: the closest papers share the rarest words, and a
    // word most papers have says little. A paper that has a word gains the word's weight
    // (Search::SharedWords).
    static QList<Search::WeightedWord> wordsToLookFor(
        const Storage::Database &database, const QList<ScreeningRecord> &records, qint64 matchBudget = MatchBudget);
    // Reasons shown per paper.
    static constexpr int ReasonsPerPaper = 5;

private:
    const Storage::Database &m_database;
};

} // namespace Lectern::Review
