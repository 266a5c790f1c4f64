// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Lectern::Search {

// One element of a query: a word or a "quoted phrase", possibly negated with a leading "-".
struct Term
{
    QString text;
    bool phrase = false;
    bool negated = false;
    // The last word while the user is still typing it: matches words that start with it.
    bool prefix = false;
};

// A parsed search query. Words must all match; "-word" must not. Parsing never fails
// silently: a malformed query says where and why, so the search field can show it.
class Query
{
public:
    enum class Typing {
        Finished, // the CLI, a saved search: words match whole words only
        InProgress, // the search field: the last word also matches longer words
    };

    static Query parse(const QString &text, Typing typing = Typing::Finished);

    bool isValid() const { return m_error.isEmpty(); }
    bool isEmpty() const { return m_terms.isEmpty(); }
    QString errorString() const { return m_error; }
    // 1-based column of the error in the text, 0 when valid.
    int errorColumn() const { return m_errorColumn; }
    const QList<Term> &terms() const { return m_terms; }

private:
    QList<Term> m_terms;
    QString m_error;
    int m_errorColumn = 0;
};

} // namespace Lectern::Search
