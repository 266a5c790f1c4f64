// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QSqlQuery>
#include <QStringList>

#include <optional>

namespace Lectern::Storage {

class Database;

// Every word of the full-text index, in the table index_words, so that a word being typed can
// be matched as the words it begins, one by one. FTS5 answers a prefix by first merging the
// lists of all the words it begins in one step that SQLite cannot interrupt (0.4 s for "the*"
// at a million papers); an OR of those words streams, newest first, and stops at the next
// keystroke. The list may hold words no paper has any more (a deleted paper's), never miss
// one the index has: SearchIndex adds the words of everything it indexes.
class IndexWords
{
public:
    explicit IndexWords(const QSqlDatabase &connection);

    // Adds the words not in the list yet (as IndexTokenizer gives them).
    void add(const QList<QByteArray> &words);
    // After a rollback: the words this object added may be gone again.
    void forget() { m_added.clear(); }

    // The words of the index that begin with word, in the index's form, when there are at most
    // most of them; nothing when there are more, or when the index would not read word as one
    // word.
    static std::optional<QStringList> beginning(const Database &database, QStringView word, int most);

private:
    QSqlQuery m_insert;
    QSet<QByteArray> m_added; // by this object, up to a bound: an import repeats most words in every paper
};

} // namespace Lectern::Storage
