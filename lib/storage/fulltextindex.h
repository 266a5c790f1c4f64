// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Lectern::Storage {

class Database;

// The full-text index of titles, abstracts, notes and authors' names, as each engine keeps it
// (FTS5 on SQLite, a tsvector on PostgreSQL). Both index the words Lectern's own tokenizer makes of the text
// Text::searchableText() prepares (see IndexText), so that folding, accents and Chinese find the
// same papers on either. Every change of a title, abstract, note or author goes through here;
// deleting a paper removes its row with it.
//
// An object serves one connection and one search: it may remember how it wrote a word being
// typed while it lives (the library's words change between searches).
class FullTextIndex
{
public:
    // The texts of a paper the index holds. Authors are "Given Family; Given Family", as
    // authorsText() writes them.
    struct Texts
    {
        QString title;
        QString abstract;
        QString note;
        QString authors;
    };
    // What an index holds of a paper: made on an import's reading thread, where it costs nothing
    // to the writer.
    struct Entry
    {
        Texts texts; // as searchable() makes them
        QList<QByteArray> words; // of all texts, each once, as UTF-8, where the engine lists them
        QString prepared; // the engine's own form of the words, where it has one (a tsvector)
    };
    // The entry SQLite's index takes; each engine's is Engine::indexEntry().
    static Entry entryFor(const Texts &texts);
    // A paper's authors as the index takes them.
    static QString authorsText(const QList<PersonName> &authors);

    // The index of the library's engine.
    static std::unique_ptr<FullTextIndex> of(const Database &database);
    virtual ~FullTextIndex() = default;

    // Indexes a paper that is not in the index yet (a new import).
    virtual void add(PaperId paper, const Entry &entry) = 0;
    // Indexes the paper again from what the library holds now.
    virtual void refresh(PaperId paper) = 0;
    // Writes what add() kept back to write several papers at once (see RowBatch).
    virtual void flush() = 0;
    // What this object remembers of what it wrote since a savepoint was rolled back, and what it
    // had not written yet, is forgotten.
    virtual void rolledBack() = 0;

    // A text condition of a search: words (a phrase when several) in one field or any, the last
    // perhaps being typed (a prefix).
    enum class Field { Any, Title, Abstract, Note, Authors };
    struct Words
    {
        QString text;
        Field field = Field::Any;
        bool prefix = false;
    };
    // Whether words hold a letter or digit: words that hold none can match nothing.
    static bool hasWords(const Words &words) { return !indexedText(words).isEmpty(); }
    // The index's expression for words, to be bound as a value, never written into SQL; empty
    // when they can match nothing (no letter or digit, or a beginning of no word of the library).
    virtual QString expression(const Words &words) = 0;
    // Expressions that must all match, or any of them.
    virtual QString allOf(const QStringList &expressions) const = 0;
    virtual QString anyOf(const QStringList &expressions) const = 0;

    // SQL selecting, as "id", the papers that match the expression bound to its one "?".
    virtual QString matchingSql() const = 0;
    // SQL selecting "id" and "score" of the papers that match the expression bound to its one
    // "?": the better the match, the lower the score.
    virtual QString rankedSql() const = 0;
    // SQL selecting, as "id", the newest papers that match the expression bound to its first "?",
    // newest first, as many as its second "?" says (up to upTo). The expression is the one that
    // will be bound, for an engine whose plan for it depends on how many papers it matches.
    virtual QString newestMatchingSql(const QString &expression, int upTo);
    // Whether more than count papers match the expression, as far as the index can tell without
    // reading them; false when it cannot tell.
    virtual bool surelyMatchesMoreThan(const QString &expression, int count);
    // Whether the engine would test every paper to find those that match the expression, as
    // for a word most papers have: then reading them along the ids costs no more than listing
    // them first. False when it would not, or cannot tell.
    virtual bool readsEveryPaper(const QString &expression);
    // About how many papers have each word, as far as the index can tell without reading them:
    // enough to tell the words most papers use from the rare ones that say what a paper is
    // about. 0 for a word the index knows too few papers of (or that is no single word).
    virtual QList<qint64> papersWith(const QStringList &words) = 0;
    // How many papers the index holds, as cheaply as papersWith() counts a word's: what its
    // counts are counted out of. Counting every paper's row at each question took 5-7 ms at
    // 100,000 papers on a server, and grows with the library.
    virtual double paperCount() = 0;

protected:
    // The texts as the index keeps them (Text::searchableText()); authors' names also as they
    // are spelled without umlauts (Text::spellingWithoutUmlauts()).
    static Texts searchable(const Texts &texts);
    // The words as the index keeps their text (Text::searchableText()), spaces simplified; empty
    // when they hold no letter or digit, and so can match nothing.
    static QString indexedText(const Words &words);
    // Where the last word of text begins; text.size() when text ends with a separator.
    static qsizetype lastWordStart(QStringView text);
    // Whether the last word of indexed text, being typed, matches the longer words it begins: from
    // its fourth letter on. Up to three letters would match much of a large library and say
    // little; as whole words they still find "RL", "3D" or "GAN" at once.
    static bool matchesLongerWords(QStringView text, bool typed);
};

} // namespace Lectern::Storage
