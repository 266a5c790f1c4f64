// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include "storage/database.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace Lectern::Storage::Sqlite {

// Every word of the full-text index, in the table index_words, so that a word being typed can
// be matched as the words it begins (see WordGroups and Search::planPrefix). FTS5 answers a
// prefix by first merging the lists of all the words it begins in one step that SQLite cannot
// interrupt (0.4 s for "the*" at a million papers); an OR of words streams, newest first, and
// stops at the next keystroke. The list may hold words no paper has any more (a deleted
// paper's), never miss one the index has: SearchIndex adds the words of everything it indexes.
//
// Each word also has an estimate of how many papers have it, enough to tell the few words whose
// lists are long from the many whose lists are short: the words of every CountEvery-th paper
// (by id) count as CountEvery papers each, for a 64th of the cost of counting every paper.
class IndexWords
{
public:
    static constexpr PaperId CountEvery = 64;

    explicit IndexWords(const QSqlDatabase &connection);

    // Adds the words not in the list yet (as IndexTokenizer gives them), the words of the paper
    // with that id; counts them when the paper is one of those sampled.
    void add(PaperId paper, const QList<QByteArray> &words);
    // Adds the words not in the list yet, the words of a paper indexed again: not counted, as
    // the paper was counted when it was added.
    void add(const QList<QByteArray> &words);
    // After a rollback: the words this object added may be gone again.
    void forget() { m_added.clear(); }

private:
    void remember(const QByteArray &word);

    QSqlQuery m_insert;
    QSqlQuery m_count;
    QSet<QByteArray> m_added; // by this object, up to a bound: an import repeats most words in every paper
};

// Words of the index that begin alike, and about how many papers have them.
struct WordGroup
{
    QString first; // in the index's order
    QString last;
    qint64 words = 0;
    qint64 papers = 0;

    bool operator==(const WordGroup &) const = default;
};

// The words of the index by their beginnings (see IndexWords), for matching a word being typed.
class WordGroups
{
public:
    explicit WordGroups(const Database &library);

    // The word the index makes of text; nothing when it makes none or more than one.
    static std::optional<QString> indexForm(QStringView text);

    // The words that begin with beginning (in the index's form), one group for each character
    // that follows it, and the word beginning itself, if it is one, as a group of its own.
    QList<WordGroup> after(const QString &beginning);

private:
    QSqlQuery m_select;
};

} // namespace Lectern::Storage::Sqlite
