// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;

namespace Lectern::Storage {

// relevance(paper_index): FTS5's bm25, the same formula and the same scores, with one cost
// taken out. bm25 weighs each phrase of a query by how rare it is, and learns that by walking
// the list of every paper that has it, once for each search: for a common word of a large
// library that walk is most of the search (about 20 ms for a word in 300,000 of a million
// papers), however few papers the search finds. relevance takes the number of papers of a
// common word from index_words' estimate instead (see IndexWords: precise to a few per cent
// there, which the logarithm of the weight makes smaller still), and counts the papers of the
// other phrases as bm25 does: rare words, phrases of several words, and any word of a small
// library. Every connection to a library registers it.
void registerRelevance(const QSqlDatabase &connection);

} // namespace Lectern::Storage
