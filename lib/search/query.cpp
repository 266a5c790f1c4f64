// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/query.h"

#include "search/queryfields.h"
#include "search/querylexer.h"
#include "search/queryparser.h"

#include <QCoreApplication>

#include <algorithm>

namespace Lectern::Search {
namespace {

// The text conditions of node not under a NOT, in the order typed.
void collectWords(const QueryNode &node, bool negated, QList<const QueryNode *> &words)
{
    if (node.kind == QueryNode::Kind::Not) {
        collectWords(node.children.front(), !negated, words);
        return;
    }
    if (node.isTextCondition() && !negated)
        words.append(&node);
    for (const QueryNode &child : node.children)
        collectWords(child, negated, words);
}

bool isAsciiLetters(const QString &text)
{
    return !text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
    });
}

} // namespace

Query Query::parse(const QString &text, Typing typing)
{
    ParseResult result = parseQuery(text, typing == Typing::InProgress);
    Query query;
    query.m_error = result.error;
    query.m_errorColumn = result.errorColumn;
    if (query.isValid())
        query.m_root = std::move(result.root);
    return query;
}

bool Query::hasWords() const
{
    QList<const QueryNode *> words;
    collectWords(m_root, false, words);
    return !words.isEmpty();
}

QList<Term> Query::highlightTerms() const
{
    QList<const QueryNode *> words;
    collectWords(m_root, false, words);
    QList<Term> terms;
    for (const QueryNode *word : std::as_const(words)) {
        // An author's name is looked for in the byline, never in the text shown.
        if (word->field != QueryField::Author)
            terms.append({ word->text, word->phrase, false, word->prefix });
    }
    return terms;
}

QString Query::debugString() const
{
    if (!isValid())
        return QStringLiteral("Query error: ") + m_error;
    return m_root.debugString();
}

Query::CompletionContext Query::completionAt(const QString &text, qsizetype cursor)
{
    cursor = std::clamp<qsizetype>(cursor, 0, text.size());
    // Only what is left of the cursor counts: a quote opened there is still open at the cursor.
    const QList<QueryToken> tokens = tokenizeQuery(text.left(cursor));
    CompletionContext context;
    context.start = cursor;
    if (tokens.isEmpty() || tokens.last().end < cursor)
        return context; // between terms
    const QueryToken &token = tokens.last();
    switch (token.kind) {
    case QueryToken::Kind::Field:
        context.kind = CompletionContext::FieldValue;
        context.field = token.field.toLower();
        context.prefix = token.value;
        context.start = token.quoted ? token.valueStart + 1 : token.valueStart;
        break;
    case QueryToken::Kind::Phrase:
        context.prefix = token.value;
        context.start = token.start + 1;
        break;
    case QueryToken::Kind::Word:
    case QueryToken::Kind::And:
    case QueryToken::Kind::Or:
    case QueryToken::Kind::Not:
        if (token.value == u"-")
            break; // a "-" about to negate what comes next
        context.prefix = token.value;
        context.start = token.start;
        if (isAsciiLetters(token.value)) {
            const QStringList names = fieldNames();
            if (std::any_of(names.cbegin(), names.cend(), [&](const QString &name) {
                    return name.startsWith(token.value, Qt::CaseInsensitive);
                }))
                context.kind = CompletionContext::FieldName;
        }
        break;
    case QueryToken::Kind::Open:
    case QueryToken::Kind::Close:
    case QueryToken::Kind::Minus:
        break;
    }
    return context;
}

QStringList Query::fieldNames()
{
    QStringList names;
    for (const QueryFieldInfo &field : queryFields()) {
        names.append(QLatin1StringView(field.name));
    }
    return names;
}

QList<Query::FieldHelp> Query::fieldHelp()
{
    QList<FieldHelp> help;
    for (const QueryFieldInfo &field : queryFields()) {
        help.append({ QLatin1StringView(field.name),
            QCoreApplication::translate("Lectern::Search::Query", field.description),
            QLatin1StringView(field.example) });
    }
    return help;
}

} // namespace Lectern::Search
