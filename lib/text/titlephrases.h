// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <initializer_list>
#include <utility>
#include <vector>

// The small grammar title inference needs: an abstract as sentences of tokens, and the noun
// phrases that can be read from them without a dictionary or a tagger, from closed word classes
// (articles, prepositions, clause words) and the verbs abstracts use to say what something does.
namespace Lectern::Text::TitlePhrases {

// Whether text is a lower-case ASCII word of the same length, in any case. Asked of most tokens
// read, and so compared here where text is ASCII; other letters are left to QStringView, for
// they may fold to ASCII ones (the Kelvin sign to "k").
inline bool equalsLowered(QStringView text, QStringView lowered)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 128)
            return text.compare(lowered, Qt::CaseInsensitive) == 0;
        if ((c >= u'A' && c <= u'Z' ? c + (u'a' - u'A') : c) != lowered[i].unicode())
            return false;
    }
    return true;
}

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

    // Whether the token is a word (any case) or a mark; word is given in lower-case ASCII.
    bool is(QStringView word) const { return text.size() == word.size() && equalsLowered(text, word); }
    // Whether the token ends with a lower-case ASCII ending, in any case.
    bool endsWith(QStringView ending) const
    {
        return text.size() >= ending.size() && equalsLowered(text.last(ending.size()), ending);
    }
    bool isWord() const { return kind != Mark; }
};

using Tokens = QList<Token>;

class WordSet;

// Words with classes (bits) in an open-addressing hash table, looked up whatever their ASCII
// case and without allocating: a lookup is asked of nearly every word an abstract has.
class WordTable
{
public:
    WordTable() = default;
    // Tables made of sets (see below), the classes of a word being those of the sets it is in.
    WordTable(std::initializer_list<std::pair<const WordSet &, quint16>> lists);

    // Whether a word can be in a table: up to 24 characters, starting with a letter.
    static bool canHold(QStringView word);
    // Adds the classes to those of a lower-case ASCII word that a table can hold.
    void add(QStringView word, quint16 classes);
    // The classes of a word, 0 when it is in no list or is not ASCII. Inline, for most words are
    // told apart by their length and first letter alone.
    quint16 classesOf(QStringView word) const { return mayHold(word) ? lookUp(word) : 0; }

private:
    static constexpr qsizetype Longest = 24; // longer words are in no list
    // A hash of a word (not empty) whatever its ASCII case, from its length and its first, second
    // and last characters: a few instructions a word, while the lists' words spread well enough
    // (those that share a hash are told apart by comparing them).
    static quint32 hashOf(QStringView word);

    struct Entry
    {
        QString word; // empty in a free slot
        quint32 hash = 0;
        quint16 classes = 0;
    };
    // The slot that holds a word (ASCII, of any case), or the free one where it would go.
    qsizetype slotOf(QStringView word, quint32 hash) const;
    bool mayHold(QStringView word) const
    {
        // Whether 1 <= size <= Longest, in one comparison.
        const qsizetype size = word.size();
        if (quint64(size - 1) >= quint64(Longest))
            return false;
        // c | 0x20 is a lower-case ASCII letter for ASCII letters of either case only.
        const unsigned letter = unsigned(word.front().unicode() | 0x20) - unsigned(u'a');
        return letter < 26 && m_firstLetters[size] >> letter & 1;
    }
    quint16 lookUp(QStringView word) const;

    QList<Entry> m_entries; // a power of two, at most half full
    qsizetype m_count = 0;
    // For each length, the first letters (bits from 'a') of the listed words that long: most
    // words are in no list, and this tells so far more cheaply than hashing them.
    std::array<quint32, Longest + 1> m_firstLetters{};
};

// A set of lower-case words.
class WordSet
{
public:
    explicit WordSet(QStringList words);

    // Whether a word, lowered, is in the set.
    bool containsLowered(QStringView word) const;
    const QStringList &words() const { return m_words; }

private:
    QStringList m_words;
    WordTable m_table;
    QStringList m_others; // words a table cannot hold (",")
};

// A word of a text as readWords() reads it.
struct TextWord
{
    QStringView text;
    bool plain = true; // of ASCII letters and digits only
};

// The words of a text (letters and digits as tokenized() reads them) in *words, which are
// cleared first: a text read only for some of its words need not be made into tokens.
void readWords(QStringView text, std::vector<TextWord> *words);

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
// A word read as an adverb: "efficiently", not "family".
bool isAdverb(const Token &token);
// Words that say what any paper could say of itself ("novel", "framework", "approach").
bool isGenericWord(const Token &token);
// A word that says what a text is about: neither a function word nor a generic one.
bool isContentWord(QStringView word);
// Which of the three a word is, asked once.
enum class WordRole { Function, Generic, Content };
WordRole roleOf(QStringView word);
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
