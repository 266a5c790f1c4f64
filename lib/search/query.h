// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/querynode.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Lectern::Search {

// A word or "quoted phrase" a query looks for, to mark it where it occurs.
struct Term
{
    QString text;
    bool phrase = false;
    bool negated = false; // never set in Query::highlightTerms()
    // The last word while the user is still typing it: matches words that start with it.
    bool prefix = false;

    friend bool operator==(const Term &, const Term &) = default;
};

// A parsed search query: a tree of conditions (see queryparser.h for the grammar; the help
// text is fieldHelp()). Free words must all match; OR, NOT / "-" and parentheses combine
// conditions; fields (title:, tag:, year:, …) look at one property of a paper. Field names and
// values ignore case. Parsing never throws and never fails silently: a malformed query says
// where and why, so the search field can show it.
class Query
{
public:
    enum class Typing {
        Finished, // the CLI, a saved search: words match whole words only
        InProgress, // the search field: the last word also matches longer words, and what is
                    // still being typed at the end (tag: with no value yet) is not an error
    };

    // What is being typed at a cursor, for a completion popup.
    struct CompletionContext
    {
        enum Kind {
            Word, // a free word (prefix may be empty: the cursor is between terms)
            FieldName, // letters that begin a field's name ("sta" → status, starred)
            FieldValue, // after "field:", or inside its quotes
        };
        Kind kind = Word;
        QString field; // FieldValue: the field's name in lower case, as typed (it may be unknown)
        QString prefix; // what is typed of the word, name or value, without quotes
        qsizetype start = 0; // where prefix starts in the text: a completion replaces [start, cursor)
    };

    struct FieldHelp
    {
        QString name; // "tag"
        QString description; // translated
        QString example; // "tag:method/diffusion"
    };

    static Query parse(const QString &text, Typing typing = Typing::Finished);

    bool isValid() const { return m_error.isEmpty(); }
    // True when the query has no condition: it matches every paper.
    bool isEmpty() const { return isValid() && m_root.kind == QueryNode::Kind::All; }
    QString errorString() const { return m_error; }
    // 1-based column of the error in the text, 0 when valid.
    int errorColumn() const { return m_errorColumn; }

    // The tree; Kind::All when the query is empty or not valid.
    const QueryNode &root() const { return m_root; }
    // True when the query looks for words or phrases (not only under a NOT): sorting by
    // relevance then ranks by them.
    bool hasWords() const;
    // The words and phrases to mark in a paper's text, in the order typed: free words and the
    // values of title:, abstract: and note:, except those under a NOT or "-". Only the last can
    // be a prefix.
    QList<Term> highlightTerms() const;
    // The tree in a canonical form, for tests and debugging: AND(word(graph) OR(tag(x) year(2025))).
    // "Query error: …" when the query is not valid.
    QString debugString() const;

    static CompletionContext completionAt(const QString &text, qsizetype cursor);
    // The fields a query can use, lower case, in the help's order.
    static QStringList fieldNames();
    static QList<FieldHelp> fieldHelp();

private:
    QueryNode m_root;
    QString m_error;
    int m_errorColumn = 0;
};

} // namespace Lectern::Search
