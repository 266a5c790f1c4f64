// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Lectern::Search {

// One piece of a query's text. Positions are indexes into the text (0-based, UTF-16).
struct QueryToken
{
    enum class Kind {
        Word, // any run of characters that is nothing else: "C++", "don't", "x');--", "NEAR"
        Phrase, // "quoted text"
        Field, // name:value or name:"quoted value"
        Open, // (
        Close, // )
        Minus, // "-" right before a term: -word, -"phrase", -field:value, -(...)
        And, // the words AND, OR and NOT, in capitals and unquoted
        Or,
        Not,
    };

    Kind kind = Kind::Word;
    qsizetype start = 0; // the first character
    qsizetype end = 0; // after the last character
    QString field; // Field: the name as typed
    QString value; // Word: the word; Phrase: the text between the quotes; Field: the value, unquoted
    qsizetype valueStart = 0; // Field: where the value starts (its opening quote when quoted)
    bool quoted = false; // Field: the value is quoted
    bool unclosed = false; // Phrase, Field: the closing quote is missing; the token runs to the end
};

// Splits a query into tokens. Never fails: a missing closing quote is marked on its token, so
// that completion can still read what is being typed and the parser can report it.
//
// Rules: whitespace separates tokens, and so does "(". A ")" does too, except inside a word
// outside any group where more of the word follows ("x'); DROP" is the words x'); and DROP).
// A double quote opens a phrase only where a term starts (at the start, after whitespace, "(",
// a leading "-" or "field:"); inside a word it is an ordinary character. "name:" starts a field
// when name is ASCII letters and the colon is not followed by "//" (so URLs stay words).
QList<QueryToken> tokenizeQuery(const QString &text);

} // namespace Lectern::Search
