// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <initializer_list>
#include <utility>

// The small grammar title inference needs: an abstract as sentences of tokens, and the noun
// phrases that can be read from them without a dictionary or a tagger, from closed word classes
// (articles, prepositions, clause words) and the verbs abstracts use to say what something does.
namespace Lectern::Text::TitlePhrases {

using WordSet = QSet<QString>;

struct Token
{
    enum Kind {
        Word, // letters and digits, with inner hyphens, dots and slashes: "few-shot", "2/3-bit", "e.g"
        Math, // a whole $…$ span, so a title keeps maths to be rendered
        Mark, // any other character: punctuation, brackets
    };
    // What the token reads: a view of the text it was read from, which must outlive it, or of
    // made, for a token made rather than read.
    QStringView text;
    Kind kind = Word;
    bool spaced = true; // written after a space: "(RL)" in "learning (RL)" is, "(3)" in "SE(3)" is not
    quint16 classes = 0; // the grammar's word classes, looked up once
    QString made;

    // Whether the token is a word (any case) or a mark; word is given in lower case.
    bool is(QStringView word) const
    {
        return text.size() == word.size() && text.compare(word, Qt::CaseInsensitive) == 0;
    }
    bool endsWith(QStringView ending) const { return text.endsWith(ending, Qt::CaseInsensitive); }
    bool isWord() const { return kind != Mark; }
};

using Tokens = QList<Token>;

// Word lists as one table: the classes (bits) of the lists a word is in, whatever its case,
// looked up without allocating. The lists must outlive the table.
class WordTable
{
public:
    WordTable(std::initializer_list<std::pair<const WordSet &, quint16>> lists);
    quint16 classesOf(QStringView word) const;

private:
    static constexpr qsizetype Longest = 24; // longer words are in no list

    QHash<QStringView, quint16> m_classes;
    // For each length, the first letters (bits from 'a') of the listed words that long: most
    // words are in no list, and this tells so far more cheaply than hashing them.
    std::array<quint32, Longest + 1> m_firstLetters{};
};

// The word of text at or after *from (letters and digits as tokenized() reads them), moving
// *from past it; empty at the end.
QStringView nextWord(QStringView text, qsizetype *from);

// A word as a token, for a phrase made rather than read ("for", "balancing").
Token wordToken(const QString &word);

// A set of lower-case words, given separated by spaces.
WordSet wordSet(const char *words);
// Whether a token is one of the words.
bool in(const WordSet &set, const Token &token);

// The abstract's sentences (views of it): a sentence ends at . ! ? (and their full-width forms) except inside
// $…$ and after "e.g", "i.e", "et al" and the like.
QList<QStringView> sentenceTexts(QStringView abstract);
// Text as tokens (views of it), without Markdown emphasis, TeX grouping and font switches, and
// quotation marks.
Tokens tokenized(QStringView text);

// Tokens as text, spaced as they were written ("SE(3)", "a, b").
QString joined(const Tokens &tokens);

// Words that hold a phrase together but cannot end one: articles, prepositions, conjunctions,
// pronouns, auxiliaries.
bool isFunctionWord(const Token &token);
// The verbs abstracts use right after a subject ("is", "achieves", "learns"): a noun phrase ends there.
bool isVerb(const Token &token);
// Words that say what any paper could say of itself ("novel", "framework", "approach").
bool isGenericWord(const Token &token);
// Whether every word of a phrase is a function or generic word: "a novel approach".
bool isBare(const Tokens &phrase);

// A verb in the third person ("learns", "balances", "applies") as a gerund ("learning",
// "balancing", "applying"); empty when the word does not read as such a verb.
QString gerund(const QString &verb);
// A verb's base form as a gerund: "reduce" → "reducing", "map" → "mapping".
QString gerundOf(const QString &base);

// The noun phrase that starts at tokens[from]: its head (words up to a clause word, a verb,
// punctuation or a preposition) and, while they fit in maxWords, the prepositional phrases that
// complete it ("… for few-shot classification of images"); a relative clause "that balances
// training" becomes "for balancing training". Short parenthesised asides such as "(RL)" are
// left out. *end is set past the phrase.
Tokens nounPhrase(const Tokens &tokens, qsizetype from, qsizetype maxWords, qsizetype *end = nullptr);

// The prepositional phrases and the relative clause that complete a noun phrase ending before
// tokens[from], as nounPhrase() reads them, in at most maxWords words.
Tokens complements(const Tokens &tokens, qsizetype from, qsizetype maxWords, qsizetype *end = nullptr);

// The number of words in a phrase.
qsizetype wordCount(const Tokens &phrase);

} // namespace Lectern::Text::TitlePhrases
