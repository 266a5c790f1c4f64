// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/querylexer.h"

#include <QRegularExpression>

#include <algorithm>

namespace Lectern::Search {
namespace {

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u'(' || c == u')';
}

QueryToken makeToken(QueryToken::Kind kind, qsizetype start, qsizetype end = 0)
{
    QueryToken token;
    token.kind = kind;
    token.start = start;
    token.end = end;
    return token;
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// Operators are written in capitals, as in FTS5 and web searches: "or" and "not" stay words.
QueryToken::Kind keywordKind(const QString &word)
{
    if (word == u"AND")
        return QueryToken::Kind::And;
    if (word == u"OR")
        return QueryToken::Kind::Or;
    if (word == u"NOT")
        return QueryToken::Kind::Not;
    return QueryToken::Kind::Word;
}

class Lexer
{
public:
    explicit Lexer(const QString &text) : m_text(text) { }

    QList<QueryToken> run()
    {
        while (true) {
            while (m_i < m_text.size() && m_text[m_i].isSpace())
                ++m_i;
            if (m_i >= m_text.size())
                break;
            readToken();
        }
        return m_tokens;
    }

private:
    void readToken()
    {
        const qsizetype start = m_i;
        const QChar c = m_text[m_i];
        if (c == u'(' || c == u')') {
            ++m_i;
            if (c == u'(')
                ++m_depth;
            else
                m_depth = std::max<qsizetype>(m_depth - 1, 0);
            add(makeToken(c == u'(' ? QueryToken::Kind::Open : QueryToken::Kind::Close, start, m_i));
            return;
        }
        if (c == u'-' && m_i + 1 < m_text.size() && !m_text[m_i + 1].isSpace() && m_text[m_i + 1] != u')') {
            ++m_i;
            add(makeToken(QueryToken::Kind::Minus, start, m_i));
            // "-OR" is the word OR negated, not an operator.
            m_keywordsAllowed = false;
            return;
        }
        if (c == u'"') {
            QueryToken token = makeToken(QueryToken::Kind::Phrase, start);
            token.value = readQuoted(&token.unclosed);
            token.end = m_i;
            add(token);
            return;
        }
        if (readField())
            return;
        skipWord();
        QueryToken token = makeToken(QueryToken::Kind::Word, start, m_i);
        token.value = m_text.mid(start, m_i - start);
        if (m_keywordsAllowed)
            token.kind = keywordKind(token.value);
        add(token);
    }

    // name:value at m_i; false (and m_i unchanged) when there is none.
    bool readField()
    {
        const qsizetype start = m_i;
        qsizetype colon = m_i;
        while (colon < m_text.size() && isAsciiLetter(m_text[colon]))
            ++colon;
        if (colon == start || colon >= m_text.size() || m_text[colon] != u':')
            return false;
        if (QStringView(m_text).sliced(colon + 1).startsWith(u"//"))
            return false;
        QueryToken token = makeToken(QueryToken::Kind::Field, start);
        token.field = m_text.mid(start, colon - start);
        m_i = colon + 1;
        token.valueStart = m_i;
        if (m_i < m_text.size() && m_text[m_i] == u'"') {
            token.quoted = true;
            token.value = readQuoted(&token.unclosed);
        } else {
            skipWord();
            token.value = m_text.mid(token.valueStart, m_i - token.valueStart);
        }
        token.end = m_i;
        add(token);
        return true;
    }

    // Moves m_i to the end of the word there. A "(" ends a word and opens a group ("f(x)" is f
    // and (x)); a ")" inside a word, outside any group and followed by more of the word, is part
    // of it, so that "x'); DROP" is text like any other. In a DOI, parentheses are part of it
    // ("10.1016/s0020-0255(03)00185-3").
    void skipWord()
    {
        const qsizetype start = m_i;
        qsizetype opened = 0; // parentheses a DOI opened
        while (m_i < m_text.size()) {
            const QChar c = m_text[m_i];
            if (c.isSpace())
                return;
            if (c == u'(') {
                if (!isDoi(QStringView(m_text).sliced(start, m_i - start)))
                    return;
                ++opened;
            } else if (c == u')' && opened > 0) {
                --opened;
            } else if (c == u')' && (m_depth > 0 || m_i + 1 == m_text.size() || isSeparator(m_text[m_i + 1]))) {
                return;
            }
            ++m_i;
        }
    }

    static bool isDoi(QStringView word)
    {
        static const QRegularExpression doi(QStringLiteral("10\\.\\d{4,9}/"));
        return doi.matchView(word).hasMatch();
    }

    // The text between the quote at m_i and the next one; m_i moves past the closing quote, or
    // to the end when there is none.
    QString readQuoted(bool *unclosed)
    {
        const qsizetype open = m_i;
        const qsizetype close = m_text.indexOf(u'"', open + 1);
        *unclosed = close < 0;
        m_i = close < 0 ? m_text.size() : close + 1;
        return m_text.mid(open + 1, (close < 0 ? m_text.size() : close) - open - 1);
    }

    void add(const QueryToken &token)
    {
        m_tokens.append(token);
        if (token.kind != QueryToken::Kind::Minus)
            m_keywordsAllowed = true;
    }

    const QString &m_text;
    qsizetype m_i = 0;
    bool m_keywordsAllowed = true;
    qsizetype m_depth = 0; // groups open at m_i
    QList<QueryToken> m_tokens;
};

} // namespace

QList<QueryToken> tokenizeQuery(const QString &text)
{
    return Lexer(text).run();
}

} // namespace Lectern::Search
