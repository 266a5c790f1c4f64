// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlephrases.h"

#include <QHash>

#include <array>
#include <optional>

// The rules of title inference, in three parts: how an abstract is read (here: its sentences,
// the cues of its words, the statements of what it contributes), the names it gives its
// contribution (titlenames.h) and the titles the rules make of them (titlerules.h).
namespace Lectern::Text::TitleRules {

using TitlePhrases::Token;
using TitlePhrases::Tokens;
using TitlePhrases::WordSet;

// The most words a title has.
constexpr qsizetype MaxTitleWords = 14;

// \s and \w as regular expressions without Unicode properties read them: ASCII only. Some
// expressions are read by hand, for running them is costly.
inline bool isExpressionSpace(QChar c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

inline bool isExpressionWordCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_';
}

// The first sentence of a text as tokens (views of it, which must outlive them).
Tokens tokensOf(const QString &text);

// The verbs of a statement of what a paper contributes ("propose") or looks at ("study").
const WordSet &contributingVerbs();
const WordSet &lookingVerbs();
// Words a paper calls itself by ("paper", "study", "article").
const WordSet &paperWords();
// "Describes a system …": verbs that state what a paper does without a subject.
const WordSet &telegraphicVerbs();
// "Revisiting " for "we revisit", "rethink", "reconsider"; empty for other verbs.
QString againVerb(const Token &verb);

// What a word tells the reading of its sentence: whether it may let the abstract name its
// contribution outside a statement (see nameGivenAnywhere()), and whether it may start a
// statement's subject (see sentenceCues()). All are asked of every word, with one lookup.
enum WordCue : quint16 {
    Naming = 1, // "called", "we name …"
    New = 2, // "X, a new …"
    NamingCues = Naming | New,
    Subject = 4, // "we"
    Owner = 8, // "this", "our" or "the", before "paper"
};

// "We propose …", "this paper presents …": where a sentence states what the paper contributes
// (strong) or what it looks at (weak), the position of the object that follows.
struct Statement
{
    Tokens sentence;
    qsizetype object = 0;
    qsizetype sentenceIndex = -1; // which sentence of the abstract it is in
    bool whole = false; // the object is all the sentence has after it: a clause, not a noun phrase
    bool onlyNamed = false; // it counts only where its object is named
};

// A name an abstract gives its contribution, and the text that says what it is.
struct Name
{
    QString name;
    QString description; // the text the description is read from: an expansion and what follows, or ", a …"
};

// The abstract split once, for every rule to read: its sentences, each read into tokens when a
// rule first asks for them, and the cues of its words.
class Reading
{
public:
    explicit Reading(const QString &text);

    const Tokens &tokens(qsizetype sentence) const;
    // Whether a sentence may state the contribution.
    bool mayState(qsizetype sentence) const { return m_mayState.at(sentence); }
    // What the sentences state the paper contributes (strong) or looks at (weak), in their order.
    const QList<Statement> &statements(bool strong) const;
    // The name one of statements() gives the object that starts at the token given (namedIn()).
    // Read once: the rules' own title and the candidates ask for the same names.
    std::optional<Name> nameIn(const Statement &statement, qsizetype object) const;
    // The name the abstract gives its contribution outside a statement (findGivenName()), read once.
    std::optional<Name> givenName() const;
    // The words of the whole text, in order (readWords()).
    const std::vector<TitlePhrases::TextWord> &words() const { return m_words; }

    const QString &abstract;
    const QList<QStringView> texts;
    quint16 cues = 0; // the naming cues of all words (WordCue)

private:
    std::vector<TitlePhrases::TextWord> m_words;
    QList<bool> m_mayState;
    mutable QList<std::optional<Tokens>> m_tokens;
    mutable std::array<std::optional<QList<Statement>>, 2> m_statements; // weak, strong
    mutable QHash<std::pair<qsizetype, qsizetype>, std::optional<Name>> m_names; // by sentence and object
    mutable std::optional<std::optional<Name>> m_givenName; // empty until asked
};

// The words of a phrase that say what it is about: not function words, not generic ones.
qsizetype contentWords(const Tokens &phrase);

// Leaves out what only points at the object: "the problem of", "the task of".
qsizetype objectStart(const Tokens &sentence, qsizetype object);

// A word that cannot start what a paper is about: "this", "how", "little".
bool isVague(const Token &token);

} // namespace Lectern::Text::TitleRules
