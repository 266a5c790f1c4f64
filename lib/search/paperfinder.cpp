// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"

#include "core/entrykind.h"
#include "search/readingorder.h"
#include "search/sqlcondition.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/idselect.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "text/namespellings.h"
#include "text/searchtext.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Lectern::Search {

// The text conditions of one search, written as the library's full-text index reads them. The
// index may remember how it wrote a word being typed: it serves one search, and writes a
// condition's words for its filter, its ranking, and its counts in every scope of the sidebar.
class TextConditions
{
public:
    explicit TextConditions(std::unique_ptr<Storage::FullTextIndex> index) : m_index(std::move(index)) { }

    static Storage::FullTextIndex::Words wordsOf(const QueryNode &condition)
    {
        using Field = Storage::FullTextIndex::Field;
        Field field = Field::Any;
        switch (condition.field) {
        case QueryField::Title:
            field = Field::Title;
            break;
        case QueryField::Abstract:
            field = Field::Abstract;
            break;
        case QueryField::Note:
            field = Field::Note;
            break;
        case QueryField::Author:
            field = Field::Authors;
            break;
        default:
            break;
        }
        return { condition.text, field, condition.prefix };
    }

    // Empty when the condition can match nothing.
    QString expression(const QueryNode &condition) const
    {
        Storage::FullTextIndex::Words words = wordsOf(condition);
        if (words.field != Storage::FullTextIndex::Field::Authors)
            return m_index->expression(words);
        // "Family, Given" is how references list a name; the index has "Given Family".
        if (const qsizetype comma = words.text.indexOf(u','); comma >= 0)
            words.text = words.text.sliced(comma + 1) + u' ' + words.text.first(comma);
        const QString spelled = Text::spellingWithoutUmlauts(words.text);
        const QString written = m_index->expression(words);
        if (spelled.isEmpty() || written.isEmpty())
            return written;
        words.text = spelled;
        const QString other = m_index->expression(words);
        // In parentheses: the caller may join it with others in any way.
        return other.isEmpty() ? written : u'(' + m_index->anyOf({ written, other }) + u')';
    }
    QString allOf(const QStringList &expressions) const { return m_index->allOf(expressions); }
    QString anyOf(const QStringList &expressions) const { return m_index->anyOf(expressions); }
    QString matchingSql() const { return m_index->matchingSql(); }
    QString rankedSql() const { return m_index->rankedSql(); }
    QString newestMatchingSql(const QString &expression, int upTo) const
    {
        return m_index->newestMatchingSql(expression, upTo);
    }
    bool surelyMatchesMoreThan(const QString &expression, int count) const
    {
        return m_index->surelyMatchesMoreThan(expression, count);
    }
    bool readsEveryPaper(const QString &expression) const { return m_index->readsEveryPaper(expression); }

private:
    std::unique_ptr<Storage::FullTextIndex> m_index;
};

namespace {

using Sql = SqlCondition;

// The papers that match a full-text expression, or those that do not.
Sql matching(const TextConditions &text, const QString &expression, bool negated = false)
{
    return Sql::of(QStringLiteral("p.id %1 (%2)")
                       .arg(negated ? QStringLiteral("NOT IN") : QStringLiteral("IN"), text.matchingSql()),
        { expression });
}

qint64 startOfDay(qint64 julianDay)
{
    return QDate::fromJulianDay(julianDay).startOfDay().toMSecsSinceEpoch();
}

// The papers that members did something to: logins is a subquery of their logins, with its
// bound values. Decisions of a blind review are no one's to find until it ends.
Sql doneBy(const QString &logins, const QVariantList &values)
{
    return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM paper_history WHERE member IN %1"
                                  " UNION SELECT d.paper_id FROM review_decisions d"
                                  " JOIN reviews v ON v.id = d.review_id WHERE v.blind = 0 AND d.reviewer IN %1)")
                       .arg(logins),
        values + values);
}

// A condition on anything but text.
Sql fieldCondition(const QueryNode &node, const Storage::Dialect &dialect)
{
    switch (node.field) {
    case QueryField::Text:
    case QueryField::Title:
    case QueryField::Abstract:
    case QueryField::Note:
    case QueryField::Author:
        break; // handled by the caller
    case QueryField::Doi:
        // Stored in lower case (Text::normalizedDoi()); one being typed matches those it begins.
        if (node.prefix) {
            const QString doi = dialect.codeOrder(QStringLiteral("p.doi"));
            return Sql::of(
                QStringLiteral("(%1 >= ? AND %1 < ?)").arg(doi), { node.text, QString(node.text + QChar(0xFFFF)) });
        }
        return Sql::of(QStringLiteral("p.doi = ?"), { node.text });
    case QueryField::Pmid:
        return Sql::of(QStringLiteral("p.pmid = ?"), { node.text });
    case QueryField::Keyword:
        // The index finds the keywords that begin alike; the whole keyword decides.
        return Sql::of(
            QStringLiteral("p.id IN (SELECT paper_id FROM paper_keywords WHERE %1 = %2"
                           " AND keyword = ? COLLATE NOCASE)")
                .arg(dialect.indexedText(QStringLiteral("keyword")), dialect.indexedText(QStringLiteral("?"))),
            { node.text, node.text });
    case QueryField::Type: {
        // A kind is every format's word for it; any other word is a format's own type.
        QVariantList types;
        if (const EntryKindInfo *kind = findEntryKind(node.text)) {
            for (const char *type : kind->sourceTypes)
                types.append(QString::fromLatin1(type));
        } else {
            types.append(node.text.toLower());
        }
        return Sql::of(QStringLiteral("lower(p.entry_type) IN (%1)")
                           .arg(QStringList(types.size(), QStringLiteral("?")).join(u',')),
            types);
    }
    case QueryField::Tag: {
        QVariantList values;
        const QString within = Storage::tagWithinCondition(QStringLiteral("t.key"), node.text, values);
        return Sql::of(QStringLiteral("p.id IN (SELECT pt.paper_id FROM paper_tags pt"
                                      " WHERE pt.tag_id IN (SELECT t.id FROM tags t WHERE ") +
                within + QStringLiteral("))"),
            values);
    }
    case QueryField::Status:
        return readingBetween(QStringLiteral("status"), node.low, node.high, dialect);
    case QueryField::Rating:
        return readingBetween(QStringLiteral("rating"), node.low, node.high, dialect);
    case QueryField::Starred:
        return readingBetween(QStringLiteral("starred"), node.low, node.high, dialect);
    case QueryField::Year:
        // 0 is an unknown year: year:<2000 means papers known to be older.
        return between(QStringLiteral("p.year"), std::max<qint64>(node.low.value_or(1), 1), node.high);
    case QueryField::Added: {
        // Local dates; added_at is UTC milliseconds.
        QList<Sql> parts;
        if (node.low)
            parts.append(Sql::of(QStringLiteral("p.added_at >= ?"), { startOfDay(*node.low) }));
        if (node.high)
            parts.append(Sql::of(QStringLiteral("p.added_at < ?"), { startOfDay(*node.high + 1) }));
        return combine(parts, false);
    }
    case QueryField::Venue:
        return Sql::of(QStringLiteral("p.venue = ? COLLATE NOCASE"), { node.text });
    case QueryField::Collection:
        // IS NOT NULL: a paper in no collection must not make the condition NULL (NOT NULL is not true).
        return Sql::of(QStringLiteral("(p.collection_id IS NOT NULL AND p.collection_id IN"
                                      " (SELECT id FROM collections WHERE name = ? COLLATE NOCASE))"),
            { node.text });
    case QueryField::Has:
        switch (node.attachment) {
        case Attachment::Note:
            return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM notes)"));
        case Attachment::Highlight:
            return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM highlights)"));
        case Attachment::Link:
            return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM links)"));
        case Attachment::Tag:
            return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM paper_tags)"));
        }
        break;
    case QueryField::List:
        return Sql::of(QStringLiteral("p.id IN (SELECT lp.paper_id FROM list_papers lp"
                                      " JOIN reading_lists l ON l.id = lp.list_id WHERE l.key = ?)"),
            { node.text.simplified().toCaseFolded() });
    case QueryField::Review:
        return Sql::of(QStringLiteral("p.id IN (SELECT rp.paper_id FROM review_papers rp"
                                      " JOIN reviews r ON r.id = rp.review_id WHERE r.key = ?)"),
            { node.text.simplified().toCaseFolded() });
    case QueryField::By: {
        // The member as logged in or as the team names them.
        const QString name = node.text.simplified();
        return doneBy(QStringLiteral("(SELECT login FROM members WHERE login = ? COLLATE NOCASE"
                                     " OR display_name = ? COLLATE NOCASE UNION ALL SELECT ?)"),
            { name, name, name });
    }
    }
    return Sql::always(false);
}

bool isNegatedText(const QueryNode &node)
{
    return node.kind == QueryNode::Kind::Not && node.children.front().isTextCondition();
}

// The WHERE condition of a query's tree. The words of one AND group go to the full-text index
// together, as one match, and so do its negated words; the group whose words the relevance join
// already matches (joined) leaves them out.
class WhereBuilder
{
public:
    WhereBuilder(const QueryNode *joined, const TextConditions &text, const Storage::Dialect &dialect)
        : m_joined(joined), m_text(text), m_dialect(dialect)
    {
    }

    Sql build(const QueryNode &node) const
    {
        switch (node.kind) {
        case QueryNode::Kind::All:
            return Sql::always(true);
        case QueryNode::Kind::Condition:
            if (!node.isTextCondition())
                return fieldCondition(node, m_dialect);
            if (const QString phrase = m_text.expression(node); phrase.isEmpty())
                return Sql::always(false);
            else
                return &node == m_joined ? Sql::always(true) : matching(m_text, phrase);
        case QueryNode::Kind::Not:
            if (isNegatedText(node)) {
                const QString phrase = m_text.expression(node.children.front());
                return phrase.isEmpty() ? Sql::always(true) : matching(m_text, phrase, true);
            }
            return negate(build(node.children.front()));
        case QueryNode::Kind::And:
            return andGroup(node);
        case QueryNode::Kind::Or:
            return orGroup(node);
        }
        return Sql::always(false);
    }

private:
    Sql andGroup(const QueryNode &node) const
    {
        QStringList wanted;
        QStringList unwanted;
        QList<Sql> parts;
        for (const QueryNode &child : node.children) {
            if (child.isTextCondition()) {
                const QString phrase = m_text.expression(child);
                if (phrase.isEmpty())
                    return Sql::always(false);
                wanted.append(phrase);
            } else if (isNegatedText(child)) {
                if (const QString phrase = m_text.expression(child.children.front()); !phrase.isEmpty())
                    unwanted.append(phrase);
            } else {
                parts.append(build(child));
            }
        }
        if (!wanted.isEmpty() && &node != m_joined)
            parts.prepend(matching(m_text, m_text.allOf(wanted)));
        if (!unwanted.isEmpty())
            parts.append(matching(m_text, m_text.anyOf(unwanted), true));
        return combine(parts, false);
    }

    Sql orGroup(const QueryNode &node) const
    {
        QStringList wanted;
        QList<Sql> parts;
        for (const QueryNode &child : node.children) {
            if (child.isTextCondition()) {
                if (const QString phrase = m_text.expression(child); !phrase.isEmpty())
                    wanted.append(phrase);
            } else {
                parts.append(build(child));
            }
        }
        if (!wanted.isEmpty())
            parts.prepend(matching(m_text, m_text.anyOf(wanted)));
        return combine(parts, true);
    }

    const QueryNode *m_joined;
    const TextConditions &m_text;
    const Storage::Dialect &m_dialect;
};

// The text conditions not under a NOT.
void collectWanted(const QueryNode &node, bool negated, const TextConditions &text, QStringList &phrases)
{
    if (node.kind == QueryNode::Kind::Not) {
        collectWanted(node.children.front(), !negated, text, phrases);
        return;
    }
    if (node.isTextCondition() && !negated) {
        if (const QString phrase = text.expression(node); !phrase.isEmpty())
            phrases.append(phrase);
    }
    for (const QueryNode &child : node.children)
        collectWanted(child, negated, text, phrases);
}

// True when every paper node matches has one of its wanted words: a join with them loses nothing.
bool needsWords(const QueryNode &node)
{
    switch (node.kind) {
    case QueryNode::Kind::Condition:
        return node.isTextCondition() && Storage::FullTextIndex::hasWords(TextConditions::wordsOf(node));
    case QueryNode::Kind::And:
        return std::any_of(node.children.cbegin(), node.children.cend(), needsWords);
    case QueryNode::Kind::Or:
        return std::all_of(node.children.cbegin(), node.children.cend(), needsWords);
    case QueryNode::Kind::All:
    case QueryNode::Kind::Not:
        break;
    }
    return false;
}

// The full-text match a search starts from: the expression whose relevance orders the papers
// by relevance and, when every result must match it, the index the rows come from.
struct Ranking
{
    QString match; // empty: nothing to rank by
    bool inner = false; // every result matches it: the rows come from the index, which also filters
    const QueryNode *joined = nullptr; // the condition or AND group the match covers in full
};

Ranking ranking(const QueryNode &root, const TextConditions &text)
{
    Ranking ranking;
    // The common case, words and filters: the join is the group's one full-text match.
    if (root.isTextCondition()) {
        ranking.match = text.expression(root);
        ranking.joined = &root;
    } else if (root.kind == QueryNode::Kind::And) {
        QStringList wanted;
        for (const QueryNode &child : root.children) {
            if (child.isTextCondition())
                wanted.append(text.expression(child));
        }
        if (!wanted.isEmpty() && !wanted.contains(QString())) {
            ranking.match = text.allOf(wanted);
            ranking.joined = &root;
        }
    }
    if (!ranking.match.isEmpty()) {
        ranking.inner = true;
        return ranking;
    }
    // Otherwise rank by any of the words; papers matching only other conditions come last.
    QStringList wanted;
    collectWanted(root, false, text, wanted);
    ranking.match = wanted.isEmpty() ? QString() : text.anyOf(wanted);
    ranking.inner = needsWords(root);
    return ranking;
}

// Where the ids come from, which decides the fastest way to "newest first".
enum class Source {
    Index, // the full-text index's matches m alone: in id order without sorting
    Library, // every paper: the papers_by_added index holds them newest first
    Papers, // papers p under conditions
};

// Ids grow in the order papers were added (PaperWriter keeps added_at in step with them), so
// "newest first" is read in whichever of the two orders is at hand.
QString orderBy(const PaperSort &sort, Source source, const PaperScope &scope, const Storage::Dialect &dialect)
{
    // A reading list is read in its own order: the default sort (newest first) and relevance
    // without words show it top to bottom, and the other way round when Added is reversed.
    if (scope.kind == PaperScope::Kind::List && (sort.key == SortKey::Added || sort.key == SortKey::Relevance)) {
        const bool reversed = sort.key == SortKey::Added && sort.order == Qt::AscendingOrder;
        return QStringLiteral("(SELECT lp.position FROM list_papers lp WHERE lp.list_id = %1 AND lp.paper_id = p.id)")
                   .arg(scope.list) +
            (reversed ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
    }
    const QString direction = sort.order == Qt::AscendingOrder ? QStringLiteral(" ASC") : QStringLiteral(" DESC");
    const QString newest = sort.key == SortKey::Added ? direction : QStringLiteral(" DESC");
    switch (sort.key) {
    case SortKey::Relevance: // without words to rank by: newest first
    case SortKey::Added:
        break;
    case SortKey::Title:
        return dialect.indexedText(QStringLiteral("p.title")) + direction;
    case SortKey::Collection:
        return QStringLiteral("c.name COLLATE NOCASE") + direction + QStringLiteral(", p.source_position");
    case SortKey::Year:
        return QStringLiteral("p.year") + direction;
    case SortKey::Authors:
        return dialect.indexedText(QStringLiteral("p.first_author")) + direction + QStringLiteral(", p.id") + direction;
    case SortKey::Venue:
        return dialect.indexedText(QStringLiteral("p.venue")) + direction + QStringLiteral(", p.id") + direction;
    case SortKey::Doi:
        return dialect.codeOrder(QStringLiteral("p.doi")) + direction + QStringLiteral(", p.id") + direction;
    case SortKey::Status:
        return readingValue(QStringLiteral("status"), dialect) + direction + QStringLiteral(", p.id DESC");
    case SortKey::Rating:
        return readingValue(QStringLiteral("rating"), dialect) + direction + QStringLiteral(", p.id DESC");
    case SortKey::Starred:
        return readingValue(QStringLiteral("starred"), dialect) + direction + QStringLiteral(", p.id DESC");
    case SortKey::InclusionHits:
    case SortKey::ExclusionHits:
        return QStringLiteral(
                   "coalesce((SELECT h.%1 FROM review_hits h WHERE h.review_id = %2 AND h.paper_id = p.id), 0)")
                   .arg(sort.key == SortKey::InclusionHits ? QStringLiteral("inclusion") : QStringLiteral("exclusion"))
                   .arg(sort.review) +
            direction + QStringLiteral(", p.id DESC");
    }
    switch (source) {
    case Source::Index:
        return QStringLiteral("m.id") + newest;
    case Source::Library:
        return QStringLiteral("p.added_at") + newest + QStringLiteral(", p.id") + newest;
    case Source::Papers:
        break;
    }
    return QStringLiteral("p.id") + newest;
}

// The condition a scope adds; always true for the whole library.
Sql scopeCondition(const PaperScope &scope, const TextConditions &text, const Storage::Dialect &dialect)
{
    switch (scope.kind) {
    case PaperScope::Kind::All:
        return Sql::always(true);
    case PaperScope::Kind::Unread:
        return readingBetween(QStringLiteral("status"), 0, 0, dialect);
    case PaperScope::Kind::Starred:
        return readingBetween(QStringLiteral("starred"), 1, 1, dialect);
    case PaperScope::Kind::RecentlyAdded:
        return Sql::of(QStringLiteral("p.added_at >= ?"),
            { QDateTime::currentDateTimeUtc().addDays(-PaperScope::RecentDays).toMSecsSinceEpoch() });
    case PaperScope::Kind::WithNote:
        return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM notes)"));
    case PaperScope::Kind::Collection:
        return Sql::of(QStringLiteral("p.collection_id = ?"), { scope.collection });
    case PaperScope::Kind::List:
        return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM list_papers WHERE list_id = ?)"), { scope.list });
    case PaperScope::Kind::Member:
        return doneBy(QStringLiteral("(SELECT ?)"), { scope.member });
    case PaperScope::Kind::Tag: {
        QVariantList values;
        const QString tags = Storage::tagWithinCondition(QStringLiteral("t.key"), scope.tag, values);
        return Sql::of(
            QStringLiteral("p.id IN (SELECT pt.paper_id FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id WHERE ") +
                tags + u')',
            values);
    }
    case PaperScope::Kind::SavedSearch: {
        // Saved when valid; a query the language no longer accepts finds nothing.
        const Query saved = Query::parse(scope.query);
        return saved.isValid() ? WhereBuilder(nullptr, text, dialect).build(saved.root()) : Sql::always(false);
    }
    }
    return Sql::always(true);
}
// What a query and its scope ask of a paper, without the words of the group joined, which
// the caller matches itself. Constant True: nothing more than those words.
Sql conditionOf(const Query &query,
    const PaperScope &scope,
    const QueryNode *joined,
    const TextConditions &text,
    const Storage::Dialect &dialect)
{
    return combine(
        { WhereBuilder(joined, text, dialect).build(query.root()), scopeCondition(scope, text, dialect) }, false);
}

} // namespace

PaperFinder::PaperFinder(const Storage::Database &database)
    : m_database(database), m_text(std::make_unique<TextConditions>(Storage::FullTextIndex::of(database)))
{
}

PaperFinder::~PaperFinder() = default;

QList<PaperId> PaperFinder::find(const Query &query, const PaperScope &scope, const PaperSort &sort, int limit) const
{
    if (!query.isValid())
        return {};
    const Ranking rank = ranking(query.root(), *m_text);
    const bool ranked = sort.key == SortKey::Relevance && !rank.match.isEmpty();
    // The words' group is matched by the join or the index, not again in the condition.
    const QueryNode *joined = ranked || rank.inner ? rank.joined : nullptr;
    const Sql where = conditionOf(query, scope, joined, *m_text, m_database.dialect());
    if (where.constant == Sql::Constant::False)
        return {};

    // Words alone, newest or best first: the full-text index answers without the papers table,
    // and streams newest first, so the first page of a million matches costs a page. With other
    // conditions the papers they select are checked against the words' matches instead: driven
    // by the words, a rare tag with a common word would walk every match.
    Source source = Source::Papers;
    if (rank.inner && where.constant == Sql::Constant::True &&
        (sort.key == SortKey::Added || sort.key == SortKey::Relevance))
        source = Source::Index;
    else if (rank.match.isEmpty() && where.constant == Sql::Constant::True)
        source = Source::Library;

    QString sql;
    QVariantList values;
    // The match first, as its value comes first.
    Sql conditions = where;
    if (source == Source::Index) {
        sql = QStringLiteral("SELECT m.id FROM (%1) m").arg(ranked ? m_text->rankedSql() : m_text->matchingSql());
        values.append(rank.match);
    } else {
        sql = QStringLiteral("SELECT p.id FROM papers p");
        if (ranked) {
            sql += (rank.inner ? QStringLiteral(" JOIN") : QStringLiteral(" LEFT JOIN")) +
                QStringLiteral(" (%1) r ON r.id = p.id").arg(m_text->rankedSql());
            values.append(rank.match);
        } else if (joined) {
            // The words' group left out of the condition comes back as one match.
            conditions = combine({ matching(*m_text, rank.match), where }, false);
        }
        if (sort.key == SortKey::Collection)
            sql += QStringLiteral(" LEFT JOIN collections c ON c.id = p.collection_id");
    }
    // A reading-state order's first page: two reads served by indexes, not every paper's value.
    if (const auto column = readingColumn(sort.key); column && !ranked && limit >= 0)
        return firstReadingPage(m_database, conditions, *column, sort.order, limit);
    if (conditions.constant == Sql::Constant::None) {
        sql += QStringLiteral(" WHERE ") + conditions.text;
        values.append(conditions.values);
    }
    sql += QStringLiteral(" ORDER BY ");
    if (ranked) {
        sql += source == Source::Index
            ? QStringLiteral("m.score, ")
            : (rank.inner ? QStringLiteral("r.score, ") : QStringLiteral("r.score IS NULL, r.score, "));
    }
    sql += orderBy(sort, source, scope, m_database.dialect());
    if (limit < 0) {
        // In id order, from the index, of words most papers have: read along the ids, every
        // paper is tested as it would be anyway, and nothing is sorted that a stale read would
        // have to free (see readIds). Rarer words' matches are listed by the index and sorted.
        const bool alongIds = source == Source::Index && !ranked && m_text->readsEveryPaper(rank.match);
        return alongIds ? Storage::selectAllIdsInIndexOrder(m_database, sql, values)
                        : Storage::selectAllIds(m_database, sql, values);
    }
    values.append(limit);
    return Storage::selectIds(m_database, sql + QStringLiteral(" LIMIT ?"), values);
}

PaperFinder::WordMatches PaperFinder::findWordMatches(
    const Query &query, const PaperScope &scope, int upTo, int shown) const
{
    WordMatches matches;
    if (!query.isValid())
        return matches;
    const Ranking rank = ranking(query.root(), *m_text);
    if (rank.match.isEmpty())
        return matches;
    matches.areResults = rank.inner &&
        conditionOf(query, scope, rank.joined, *m_text, m_database.dialect()).constant == Sql::Constant::True;
    m_database.throwIfStale();
    const bool many = m_text->surelyMatchesMoreThan(rank.match, upTo);
    const int limit = many ? std::min(shown, upTo) : upTo + 1;
    // A cancel sent between the estimate and this statement would reach it only with the
    // watchdog's next one.
    m_database.throwIfStale();
    QSqlQuery select(m_database.connection());
    select.setForwardOnly(true);
    Storage::prepareOrThrow(select, m_text->newestMatchingSql(rank.match, limit));
    select.addBindValue(rank.match);
    select.addBindValue(limit);
    Storage::execOrThrow(select);
    while (select.next())
        matches.ids.append(select.value(0).toLongLong());
    Storage::throwIfFailed(select);
    matches.overflow = many || matches.ids.size() > upTo;
    if (matches.ids.size() > upTo)
        matches.ids.removeLast();
    return matches;
}

int PaperFinder::count(const PaperScope &scope) const
{
    return count(Query::parse({}), scope);
}

int PaperFinder::count(const Query &query, const PaperScope &scope) const
{
    if (!query.isValid())
        return 0;
    const Sql condition = conditionOf(query, scope, nullptr, *m_text, m_database.dialect());
    if (condition.constant == Sql::Constant::False)
        return 0;
    QSqlQuery select(m_database.connection());
    Storage::prepareOrThrow(select,
        QStringLiteral("SELECT count(*) FROM papers p") +
            (condition.constant == Sql::Constant::None ? QStringLiteral(" WHERE ") + condition.text : QString()));
    for (const QVariant &value : std::as_const(condition.values))
        select.addBindValue(value);
    Storage::execOrThrow(select);
    return select.next() ? select.value(0).toInt() : 0;
}

} // namespace Lectern::Search
