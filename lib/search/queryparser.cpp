// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/queryparser.h"

#include "core/paper.h"
#include "core/tagname.h"
#include "search/queryfields.h"
#include "search/querylexer.h"
#include "text/identity.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <utility>

namespace Lectern::Search {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Search::Query)
};

// Thrown inside the parser only; parseQuery() turns it into a ParseResult.
struct ParseError
{
    QString message;
    qsizetype index; // 0-based
};

// message is marked with QT_TRANSLATE_NOOP where it is written, for lupdate.
[[noreturn]] void fail(const char *message, qsizetype index)
{
    throw ParseError{ Tr::tr(message).arg(index + 1), index };
}

using Node = QueryNode;
using MaybeNode = std::optional<QueryNode>; // nullopt: no condition (nothing typed yet)

Node leaf(QueryField field)
{
    Node node;
    node.kind = Node::Kind::Condition;
    node.field = field;
    return node;
}

Node rangeLeaf(QueryField field, std::optional<qint64> low, std::optional<qint64> high)
{
    Node node = leaf(field);
    node.low = low;
    node.high = high;
    return node;
}

// And or Or of the nodes present, flattened; nullopt when none is.
MaybeNode combine(Node::Kind kind, std::vector<MaybeNode> &&items)
{
    std::vector<Node> children;
    for (MaybeNode &item : items) {
        if (!item)
            continue;
        if (item->kind == kind) {
            for (Node &child : item->children)
                children.push_back(std::move(child));
        } else {
            children.push_back(std::move(*item));
        }
    }
    if (children.empty())
        return std::nullopt;
    if (children.size() == 1)
        return std::move(children.front());
    Node node;
    node.kind = kind;
    node.children = std::move(children);
    return node;
}

MaybeNode negate(MaybeNode &&operand)
{
    if (!operand)
        return std::nullopt;
    if (operand->kind == Node::Kind::Not)
        return std::move(operand->children.front());
    Node node;
    node.kind = Node::Kind::Not;
    node.children.push_back(std::move(*operand));
    return node;
}

// A named value of an enumerated field.
struct Choice
{
    const char *name;
    qint64 value;
};

const Choice statusChoices[] = {
    { "unread", static_cast<qint64>(ReadingStatus::Unread) },
    { "reading", static_cast<qint64>(ReadingStatus::Reading) },
    { "read", static_cast<qint64>(ReadingStatus::Read) },
};
const Choice starredChoices[] = { { "yes", 1 }, { "no", 0 }, { "true", 1 }, { "false", 0 } };
const Choice hasChoices[] = {
    { "note", static_cast<qint64>(Attachment::Note) },
    { "highlight", static_cast<qint64>(Attachment::Highlight) },
    { "link", static_cast<qint64>(Attachment::Link) },
    { "tag", static_cast<qint64>(Attachment::Tag) },
    { "notes", static_cast<qint64>(Attachment::Note) },
    { "highlights", static_cast<qint64>(Attachment::Highlight) },
    { "links", static_cast<qint64>(Attachment::Link) },
    { "tags", static_cast<qint64>(Attachment::Tag) },
};

using Span = std::pair<qint64, qint64>; // inclusive

std::optional<Span> ratingSpan(QStringView text)
{
    const int rating = text.size() == 1 ? text[0].digitValue() : -1;
    if (rating < 0 || rating > MaxRating)
        return std::nullopt;
    return Span{ rating, rating };
}

std::optional<Span> yearSpan(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9]{1,4}$"));
    if (!pattern.matchView(text).hasMatch())
        return std::nullopt;
    const qint64 year = text.toLongLong();
    return Span{ year, year };
}

// A day, a month (2026-01) or a year (2026) as the Julian days it spans.
std::optional<Span> dateSpan(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{4})(?:-([0-9]{1,2})(?:-([0-9]{1,2}))?)?$"));
    const QRegularExpressionMatch match = pattern.matchView(text);
    if (!match.hasMatch())
        return std::nullopt;
    const int year = match.capturedView(1).toInt();
    if (!match.hasCaptured(2))
        return Span{ QDate(year, 1, 1).toJulianDay(), QDate(year, 12, 31).toJulianDay() };
    const QDate month(year, match.capturedView(2).toInt(), 1);
    if (!month.isValid())
        return std::nullopt;
    if (!match.hasCaptured(3))
        return Span{ month.toJulianDay(), month.addMonths(1).addDays(-1).toJulianDay() };
    const QDate day(year, month.month(), match.capturedView(3).toInt());
    if (!day.isValid())
        return std::nullopt;
    return Span{ day.toJulianDay(), day.toJulianDay() };
}

// What a comparison field's value can still become while it is typed: an operator alone, a
// number or date being written, a range without its end.
const QRegularExpression &partialPattern(QueryField field)
{
    static const QRegularExpression rating(QStringLiteral(R"(^(>=|<=|>|<|=)?$|^[0-9]\.\.?$)"));
    static const QRegularExpression year(QStringLiteral(R"(^(>=|<=|>|<|=)?$|^[0-9]{1,4}\.\.?[0-9]{0,4}$)"));
    static const QRegularExpression date(QStringLiteral(R"(^(>=|<=|>|<|=)?(D)?$|^D\.\.?(D)?$)")
            .replace(QStringLiteral("D"), QStringLiteral(R"([0-9]{1,4}(-[0-9]{0,2}(-[0-9]{0,2})?)?)")));
    return field == QueryField::Rating ? rating : field == QueryField::Year ? year : date;
}

class Parser
{
public:
    Parser(const QString &text, bool typing) : m_text(text), m_typing(typing) { }

    MaybeNode parse()
    {
        m_tokens = tokenizeQuery(m_text);
        for (const QueryToken &token : std::as_const(m_tokens)) {
            if (token.unclosed)
                fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "unclosed quote at column %1"),
                    token.kind == QueryToken::Kind::Field ? token.valueStart : token.start);
        }
        // An operator at the end is one whose operand is still to be typed.
        // So is a lone "-" (it will be "-word").
        while (m_typing && !m_tokens.isEmpty() &&
            (isOperator(m_tokens.last().kind) ||
                (m_tokens.last().kind == QueryToken::Kind::Word && m_tokens.last().value == u"-")))
            m_tokens.removeLast();
        MaybeNode root = parseOr();
        if (const QueryToken *token = peek())
            fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "unexpected ) at column %1"),
                token->start); // the only token parseOr() leaves
        return root;
    }

private:
    static bool isOperator(QueryToken::Kind kind)
    {
        return kind == QueryToken::Kind::And || kind == QueryToken::Kind::Or || kind == QueryToken::Kind::Not ||
            kind == QueryToken::Kind::Minus;
    }

    const QueryToken *peek() const { return m_pos < m_tokens.size() ? &m_tokens[m_pos] : nullptr; }
    bool at(QueryToken::Kind kind) const { return peek() && peek()->kind == kind; }
    const QueryToken &take() { return m_tokens[m_pos++]; }
    // The parser recurses for each group and NOT: a pasted "((((…" must not exhaust the stack.
    void enter(const QueryToken &token)
    {
        if (++m_nesting > MaxNesting)
            fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "too many nested parentheses or NOTs at column %1"),
                token.start);
    }
    // Nothing an operator could take as its operand comes next.
    bool atOperandEnd() const
    {
        return !peek() || at(QueryToken::Kind::Close) || at(QueryToken::Kind::Or) || at(QueryToken::Kind::And);
    }
    // The token runs to the end of the text while the user is typing: it may be unfinished.
    bool isBeingTyped(const QueryToken &token) const { return m_typing && token.end == m_text.size(); }

    MaybeNode parseOr()
    {
        if (at(QueryToken::Kind::Or))
            fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "OR needs something on both sides at column %1"),
                peek()->start);
        std::vector<MaybeNode> items;
        items.push_back(parseAnd());
        while (at(QueryToken::Kind::Or)) {
            const QueryToken &op = take();
            if (atOperandEnd())
                fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "OR needs something on both sides at column %1"),
                    op.start);
            items.push_back(parseAnd());
        }
        return combine(Node::Kind::Or, std::move(items));
    }

    MaybeNode parseAnd()
    {
        std::vector<MaybeNode> items;
        while (peek() && !at(QueryToken::Kind::Close) && !at(QueryToken::Kind::Or)) {
            if (at(QueryToken::Kind::And)) {
                const QueryToken &op = take();
                if (items.empty() || atOperandEnd())
                    fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "AND needs something on both sides at column %1"),
                        op.start);
                continue;
            }
            items.push_back(parseUnary());
        }
        return combine(Node::Kind::And, std::move(items));
    }

    MaybeNode parseUnary()
    {
        if (at(QueryToken::Kind::Not) || at(QueryToken::Kind::Minus)) {
            const QueryToken &op = take();
            if (atOperandEnd())
                fail(
                    QT_TRANSLATE_NOOP("Lectern::Search::Query", "NOT needs something after it at column %1"), op.start);
            enter(op);
            ++m_negations;
            MaybeNode operand = parseUnary();
            --m_negations;
            --m_nesting;
            return negate(std::move(operand));
        }
        return parsePrimary();
    }

    MaybeNode parsePrimary()
    {
        const QueryToken &token = take();
        switch (token.kind) {
        case QueryToken::Kind::Open: {
            if (at(QueryToken::Kind::Close))
                fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "empty parentheses at column %1"), token.start);
            enter(token);
            MaybeNode inner = parseOr();
            --m_nesting;
            if (!at(QueryToken::Kind::Close))
                fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "unclosed parenthesis at column %1"), token.start);
            take();
            return inner;
        }
        case QueryToken::Kind::Close:
            fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "unexpected ) at column %1"), token.start);
        case QueryToken::Kind::Phrase:
            if (token.value.trimmed().isEmpty())
                return std::nullopt; // "": nothing to look for
            return textLeaf(QueryField::Text, token.value, true, false);
        case QueryToken::Kind::Field:
            return fieldCondition(token);
        case QueryToken::Kind::Word:
            // A DOI pasted into the search field is the paper it names; as words it finds nothing.
            if (const QString doi = Text::normalizedDoi(token.value); !doi.isEmpty())
                return doiLeaf(doi, isBeingTyped(token));
            break;
        case QueryToken::Kind::And:
        case QueryToken::Kind::Or:
        case QueryToken::Kind::Not:
        case QueryToken::Kind::Minus:
            break;
        }
        return textLeaf(QueryField::Text, token.value, false, isBeingTyped(token));
    }

    Node textLeaf(QueryField field, const QString &text, bool phrase, bool typed) const
    {
        Node node = leaf(field);
        node.text = text;
        node.phrase = phrase;
        // A negated word matches whole words only: "-d" must not hide every word starting with d.
        node.prefix = typed && !phrase && m_negations % 2 == 0;
        return node;
    }

    // A DOI being typed matches the DOIs it begins.
    Node doiLeaf(const QString &doi, bool typed) const
    {
        Node node = leaf(QueryField::Doi);
        node.text = doi;
        node.prefix = typed && m_negations % 2 == 0;
        return node;
    }

    MaybeNode fieldCondition(const QueryToken &token)
    {
        const QueryFieldInfo *info = findQueryField(token.field);
        if (!info) {
            QStringList names;
            for (const QueryFieldInfo &field : queryFields()) {
                names.append(QLatin1StringView(field.name));
            }
            throw ParseError{ QCoreApplication::translate(
                                  "Lectern::Search::Query", "unknown field '%1' at column %2 (fields: %3)")
                                  .arg(token.field)
                                  .arg(token.start + 1)
                                  .arg(names.join(QStringLiteral(", "))),
                token.start };
        }
        const QString value = token.value.trimmed();
        const bool typed = isBeingTyped(token) && !token.quoted;
        if (value.isEmpty()) {
            if (typed)
                return std::nullopt;
            fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "empty field value at column %1"), token.start);
        }
        switch (info->field) {
        case QueryField::Text:
        case QueryField::Title:
        case QueryField::Abstract:
        case QueryField::Note:
        case QueryField::Author:
            return textLeaf(info->field, token.value, token.quoted, typed);
        case QueryField::Doi: {
            // A value that is no DOI is kept as typed and simply matches nothing.
            const QString doi = Text::normalizedDoi(value);
            return doiLeaf(doi.isEmpty() ? value.toLower() : doi, typed);
        }
        case QueryField::Tag: {
            // "method / diffusion" is the tag method/diffusion; a name no tag can have is kept
            // as typed and simply matches nothing.
            const TagName name = TagName::check(value);
            Node node = leaf(QueryField::Tag);
            node.text = name.isValid() ? name.name : value;
            return node;
        }
        case QueryField::Venue:
        case QueryField::Collection:
        case QueryField::List:
        case QueryField::Review:
        case QueryField::Keyword:
        case QueryField::Type:
        case QueryField::Pmid:
        case QueryField::By: {
            Node node = leaf(info->field);
            node.text = value;
            return node;
        }
        case QueryField::Status:
            return choice(info->field,
                statusChoices,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP("Lectern::Search::Query", "status must be unread, reading or read at column %1"));
        case QueryField::Starred:
            return choice(info->field,
                starredChoices,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP("Lectern::Search::Query", "starred must be yes or no at column %1"));
        case QueryField::Has:
            return choice(info->field,
                hasChoices,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP("Lectern::Search::Query", "has must be note, highlight, link or tag at column %1"));
        case QueryField::Rating:
            return range(info->field,
                ratingSpan,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP("Lectern::Search::Query", "rating must be 0 to 5 at column %1"));
        case QueryField::Year:
            return range(info->field,
                yearSpan,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP(
                    "Lectern::Search::Query", "expected a year like 2025 or a range like 2020..2024 at column %1"));
        case QueryField::Added:
            return range(info->field,
                dateSpan,
                value,
                typed,
                token.valueStart,
                QT_TRANSLATE_NOOP("Lectern::Search::Query", "expected a date like 2026-01-31 at column %1"));
        }
        return std::nullopt;
    }

    // A value of an enumerated field; while typing, the start of one matches every value it begins.
    template<std::size_t N>
    MaybeNode choice(QueryField field,
        const Choice (&choices)[N],
        const QString &value,
        bool typed,
        qsizetype index,
        const char *error) const
    {
        std::vector<qint64> matches;
        for (const Choice &choice : choices) {
            if (value.compare(QLatin1StringView(choice.name), Qt::CaseInsensitive) == 0)
                return choiceLeaf(field, choice.value);
        }
        if (typed) {
            for (const Choice &choice : choices) {
                if (QLatin1StringView(choice.name).startsWith(value, Qt::CaseInsensitive) &&
                    std::find(matches.begin(), matches.end(), choice.value) == matches.end())
                    matches.push_back(choice.value);
            }
        }
        if (matches.empty())
            fail(error, index);
        std::vector<MaybeNode> items;
        for (const qint64 match : matches)
            items.push_back(choiceLeaf(field, match));
        return combine(Node::Kind::Or, std::move(items));
    }

    static Node choiceLeaf(QueryField field, qint64 value)
    {
        if (field == QueryField::Has) {
            Node node = leaf(field);
            node.attachment = static_cast<Attachment>(value);
            return node;
        }
        return rangeLeaf(field, value, value);
    }

    // A value, a comparison (>=, >, <=, <, =) or a range "a..b" of a field of numbers or dates.
    MaybeNode range(QueryField field,
        std::optional<Span> (*spanOf)(QStringView),
        const QString &value,
        bool typed,
        qsizetype index,
        const char *error) const
    {
        enum class Op { Equal, Less, LessOrEqual, Greater, GreaterOrEqual };
        static const std::pair<const char16_t *, Op> operators[] = {
            { u">=", Op::GreaterOrEqual },
            { u"<=", Op::LessOrEqual },
            { u">", Op::Greater },
            { u"<", Op::Less },
            { u"=", Op::Equal },
        };
        QStringView rest(value);
        std::optional<Op> op;
        for (const auto &[text, which] : operators) {
            if (rest.startsWith(QStringView(text))) {
                op = which;
                rest = rest.sliced(QStringView(text).size());
                break;
            }
        }
        const qsizetype dots = rest.indexOf(u"..");
        std::optional<Span> span;
        if (!op && dots >= 0) {
            const std::optional<Span> first = spanOf(rest.first(dots));
            const std::optional<Span> last = spanOf(rest.sliced(dots + 2));
            if (first && last) {
                if (first->first > last->second) {
                    if (typed)
                        return std::nullopt; // 2020..202 on the way to 2020..2024
                    fail(QT_TRANSLATE_NOOP("Lectern::Search::Query", "the range ends before it starts at column %1"),
                        index);
                }
                return rangeLeaf(field, first->first, last->second);
            }
        } else {
            span = spanOf(rest);
        }
        if (!span) {
            if (typed && partialPattern(field).matchView(value).hasMatch())
                return std::nullopt;
            fail(error, index);
        }
        switch (op.value_or(Op::Equal)) {
        case Op::Equal:
            return rangeLeaf(field, span->first, span->second);
        case Op::Less:
            return rangeLeaf(field, std::nullopt, span->first - 1);
        case Op::LessOrEqual:
            return rangeLeaf(field, std::nullopt, span->second);
        case Op::Greater:
            return rangeLeaf(field, span->second + 1, std::nullopt);
        case Op::GreaterOrEqual:
            return rangeLeaf(field, span->first, std::nullopt);
        }
        return std::nullopt;
    }

    const QString &m_text;
    const bool m_typing;
    QList<QueryToken> m_tokens;
    qsizetype m_pos = 0;
    int m_negations = 0; // how many NOTs the term being parsed is under
    int m_nesting = 0; // how many groups and NOTs it is in
    static constexpr int MaxNesting = 100;
};

} // namespace

ParseResult parseQuery(const QString &text, bool typing)
{
    ParseResult result;
    try {
        if (MaybeNode root = Parser(text, typing).parse())
            result.root = std::move(*root);
    } catch (const ParseError &error) {
        result.error = error.message;
        result.errorColumn = static_cast<int>(error.index + 1);
    }
    return result;
}

} // namespace Lectern::Search
