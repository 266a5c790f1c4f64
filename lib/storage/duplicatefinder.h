// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QList>

#include <stop_token>

namespace Lectern::Storage {

class Database;

// Two papers of the library that may be one: an import merges a record into a paper only when
// nothing says they differ, so a preprint and its journal version, or a record without a year, stay
// apart. A reviewer deduplicates before screening.
struct PossibleDuplicate
{
    enum class Reason {
        SameWork, // DOIs that name one work (Text::doiStem()), or an arXiv id and its DOI
        SameTitle, // the same title however written (Text::titleKey()), whatever the years
        SimilarAbstract, // abstracts that share most of their phrases
    };
    PaperId first = 0; // the older paper
    PaperId second = 0;
    Reason reason = Reason::SameWork;
    double sharedPhrases = 0; // of the two abstracts, 0 to 1

    friend bool operator==(const PossibleDuplicate &, const PossibleDuplicate &) = default;
};

// Why the two may be one, for a person: "the same title".
QString describe(PossibleDuplicate::Reason reason);

// Finds the library's possible duplicates and remembers the pairs a person said are distinct. One
// pass over the papers keeps only keys: titles and DOIs by their hashes, abstracts by MinHash bands
// (Text::phraseBandKeys()); then only the abstracts of the pairs found are read again.
class DuplicateFinder
{
public:
    explicit DuplicateFinder(const Database &database);

    // Abstracts that share at least this much of their phrases are possible duplicates.
    static constexpr double SimilarAbstracts = 0.6;

    // By their first paper then second; pairs marked distinct are left out. Empty when stopped.
    QList<PossibleDuplicate> find(std::stop_token stop = {}) const;
    // The pair is two papers: find() leaves it out from now on.
    void markDistinct(PaperId first, PaperId second);
    // Takes markDistinct() back.
    void unmarkDistinct(PaperId first, PaperId second);

private:
    QList<std::pair<PaperId, PaperId>> distinctPairs() const;
    QHash<PaperId, QList<quint32>> phrasesOf(const QList<PaperId> &papers) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
