// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"

#include "search/prefixplan.h"
#include "storage/database.h"
#include "storage/indexwords.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "text/searchtext.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Lectern::Search {
namespace {

// FTS5's unicode61 tokenizer keeps letters, numbers and private-use characters and splits at
// everything else.
bool isTokenCharacter(char32_t c)
{
    return QChar::isLetterOrNumber(c) || QChar::category(c) == QChar::Other_PrivateUse;
}

bool hasToken(QStringView text)
{
    const QList<uint> codePoints = text.toUcs4();
    return std::any_of(codePoints.cbegin(), codePoints.cend(), isTokenCharacter);
}

// Where the token text ends with begins; text.size() when it ends with a separator.
qsizetype lastTokenStart(QStringView text)
{
    qsizetype start = text.size();
    while (start > 0) {
        char32_t c = text[start - 1].unicode();
        qsizetype width = 1;
        if (QChar::isLowSurrogate(c) && start > 1 && text[start - 2].isHighSurrogate()) {
            c = QChar::surrogateToUcs4(text[start - 2], text[start - 1]);
            width = 2;
        }
        if (!isTokenCharacter(c))
            break;
        start -= width;
    }
    return start;
}

// The length in code points of the token text ends with; 0 when it ends with a separator.
qsizetype lastTokenLength(QStringView text)
{
    return text.sliced(lastTokenStart(text)).toUcs4().size();
}

// A word being typed matches longer words from its fourth letter on. Up to three letters would
// match much of a large library and say little, and some three-letter beginnings ("con",
// "pro") begin hundreds of words found in thousands of papers each, which no plan keeps out of
// FTS5's merge (0.1 s at a million papers); as whole words they still find "RL", "3D" or
// "GAN" at once.
constexpr qsizetype MinimumPrefixLength = 4;

// A word being typed is matched as the words of the index it begins and beginnings of them
// (see planPrefix), within what FTS5 can set up before a stale search must give way: 200 terms
// at about 30 µs a term at a million papers, and 20,000 papers merged at about 0.1 µs each. A
// beginning with fewer than 4,096 papers is merged whole: splitting it would cost a lookup and
// more terms than merging them does.
constexpr PrefixBudget TypingBudget{ 200, 20000, 4096 };

QString quoted(QString text)
{
    text.replace(u'"', QStringLiteral("\"\""));
    return u'"' + text + u'"';
}

} // namespace

// The phrases of the words being typed in one search: the phrase text, its last word being
// typed, as the words and beginnings of words it stands for in the library's index (FTS5's
// prefix query without the library); empty when it stands for none. Each is planned once a
// search, which writes a condition's phrase for its filter, its ranking, its highlights, and
// its counts for every scope of the sidebar; the library's words change between searches.
class TypedWords
{
public:
    explicit TypedWords(const Storage::Database *library) : m_library(library) { }

    QString phrase(const QString &text) const
    {
        auto known = m_phrases.constFind(text);
        if (known == m_phrases.cend())
            known = m_phrases.insert(text, plan(text));
        return *known;
    }

private:
    QString plan(const QString &text) const
    {
        const qsizetype typed = lastTokenStart(text);
        const auto word = m_library ? Storage::WordGroups::indexForm(QStringView(text).sliced(typed)) : std::nullopt;
        if (!word)
            return quoted(text) + QStringLiteral(" *");
        if (!m_groups)
            m_groups.emplace(*m_library);
        const QList<PrefixTerm> terms =
            planPrefix(*word, [this](const QString &beginning) { return m_groups->after(beginning); }, TypingBudget);
        if (terms.isEmpty())
            return {};
        const QString before = text.first(typed);
        QStringList phrases;
        for (const PrefixTerm &term : terms)
            phrases.append(quoted(before + term.text) + (term.prefix ? QStringLiteral(" *") : QString()));
        return phrases.size() == 1 ? phrases.front() : u'(' + phrases.join(QStringLiteral(" OR ")) + u')';
    }

    const Storage::Database *m_library;
    mutable std::optional<Storage::WordGroups> m_groups;
    mutable QHash<QString, QString> m_phrases;
};

namespace {

QString ftsPhrase(const QueryNode &condition, const TypedWords &typed);

// An SQL condition on papers p with the values of its "?" in order, or a constant.
struct Sql
{
    enum class Constant { None, True, False };

    QString text;
    QVariantList values;
    Constant constant = Constant::None;

    static Sql of(QString text, QVariantList values = {})
    {
        Sql sql;
        sql.text = std::move(text);
        sql.values = std::move(values);
        return sql;
    }
    static Sql always(bool value)
    {
        Sql sql;
        sql.constant = value ? Constant::True : Constant::False;
        return sql;
    }
};

// Every part, or any part: constants fold away, so a condition that cannot match ("*") costs nothing.
Sql combine(const QList<Sql> &parts, bool any)
{
    const Sql::Constant absorbing = any ? Sql::Constant::True : Sql::Constant::False;
    QStringList texts;
    QVariantList values;
    for (const Sql &part : parts) {
        if (part.constant == absorbing)
            return part;
        if (part.constant != Sql::Constant::None)
            continue;
        texts.append(part.text);
        values.append(part.values);
    }
    if (texts.isEmpty())
        return Sql::always(!any);
    if (texts.size() == 1)
        return Sql::of(texts.front(), values);
    return Sql::of(u'(' + texts.join(any ? QStringLiteral(" OR ") : QStringLiteral(" AND ")) + u')', values);
}

Sql negate(const Sql &sql)
{
    if (sql.constant != Sql::Constant::None)
        return Sql::always(sql.constant == Sql::Constant::False);
    return Sql::of(QStringLiteral("NOT (") + sql.text + u')', sql.values);
}

Sql matching(const QString &expression, bool negated = false)
{
    return Sql::of(negated ? QStringLiteral("p.id NOT IN (SELECT rowid FROM paper_index WHERE paper_index MATCH ?)")
                           : QStringLiteral("p.id IN (SELECT rowid FROM paper_index WHERE paper_index MATCH ?)"),
        { expression });
}

// column within [low, high], either bound open.
Sql between(const QString &column, std::optional<qint64> low, std::optional<qint64> high)
{
    if (low && high && *low == *high)
        return Sql::of(column + QStringLiteral(" = ?"), { *low });
    QList<Sql> parts;
    if (low)
        parts.append(Sql::of(column + QStringLiteral(" >= ?"), { *low }));
    if (high)
        parts.append(Sql::of(column + QStringLiteral(" <= ?"), { *high }));
    return combine(parts, false);
}

qint64 startOfDay(qint64 julianDay)
{
    return QDate::fromJulianDay(julianDay).startOfDay().toMSecsSinceEpoch();
}

// A condition on anything but text.
Sql fieldCondition(const QueryNode &node)
{
    switch (node.field) {
    case QueryField::Text:
    case QueryField::Title:
    case QueryField::Abstract:
    case QueryField::Note:
        break; // handled by the caller
    case QueryField::Tag: {
        QVariantList values;
        const QString within = Storage::tagWithinCondition(QStringLiteral("t.key"), node.text, values);
        return Sql::of(QStringLiteral("p.id IN (SELECT pt.paper_id FROM paper_tags pt"
                                      " WHERE pt.tag_id IN (SELECT t.id FROM tags t WHERE ") +
                within + QStringLiteral("))"),
            values);
    }
    case QueryField::Status:
        return between(QStringLiteral("p.status"), node.low, node.high);
    case QueryField::Rating:
        return between(QStringLiteral("p.rating"), node.low, node.high);
    case QueryField::Starred:
        return between(QStringLiteral("p.starred"), node.low, node.high);
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
    }
    return Sql::always(false);
}

bool isNegatedText(const QueryNode &node)
{
    return node.kind == QueryNode::Kind::Not && node.children.front().isTextCondition();
}

// The WHERE condition of a query's tree. The words of one AND group go to the full-text index
// together, as one MATCH, and so do its negated words; the group whose words the relevance join
// already matches (joined) leaves them out.
class WhereBuilder
{
public:
    WhereBuilder(const QueryNode *joined, const TypedWords &typed) : m_joined(joined), m_typed(typed) { }

    Sql build(const QueryNode &node) const
    {
        switch (node.kind) {
        case QueryNode::Kind::All:
            return Sql::always(true);
        case QueryNode::Kind::Condition:
            if (!node.isTextCondition())
                return fieldCondition(node);
            if (const QString phrase = ftsPhrase(node, m_typed); phrase.isEmpty())
                return Sql::always(false);
            else
                return &node == m_joined ? Sql::always(true) : matching(phrase);
        case QueryNode::Kind::Not:
            if (isNegatedText(node)) {
                const QString phrase = ftsPhrase(node.children.front(), m_typed);
                return phrase.isEmpty() ? Sql::always(true) : matching(phrase, true);
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
                const QString phrase = ftsPhrase(child, m_typed);
                if (phrase.isEmpty())
                    return Sql::always(false);
                wanted.append(phrase);
            } else if (isNegatedText(child)) {
                if (const QString phrase = ftsPhrase(child.children.front(), m_typed); !phrase.isEmpty())
                    unwanted.append(phrase);
            } else {
                parts.append(build(child));
            }
        }
        if (!wanted.isEmpty() && &node != m_joined)
            parts.prepend(matching(wanted.join(QStringLiteral(" AND "))));
        if (!unwanted.isEmpty())
            parts.append(matching(unwanted.join(QStringLiteral(" OR ")), true));
        return combine(parts, false);
    }

    Sql orGroup(const QueryNode &node) const
    {
        QStringList wanted;
        QList<Sql> parts;
        for (const QueryNode &child : node.children) {
            if (child.isTextCondition()) {
                if (const QString phrase = ftsPhrase(child, m_typed); !phrase.isEmpty())
                    wanted.append(phrase);
            } else {
                parts.append(build(child));
            }
        }
        if (!wanted.isEmpty())
            parts.prepend(matching(wanted.join(QStringLiteral(" OR "))));
        return combine(parts, true);
    }

    const QueryNode *m_joined;
    const TypedWords &m_typed;
};

// The text conditions not under a NOT.
void collectWanted(const QueryNode &node, bool negated, const TypedWords &typed, QStringList &phrases)
{
    if (node.kind == QueryNode::Kind::Not) {
        collectWanted(node.children.front(), !negated, typed, phrases);
        return;
    }
    if (node.isTextCondition() && !negated) {
        if (const QString phrase = ftsPhrase(node, typed); !phrase.isEmpty())
            phrases.append(phrase);
    }
    for (const QueryNode &child : node.children)
        collectWanted(child, negated, typed, phrases);
}

// True when every paper node matches has one of its wanted words: a join with them loses nothing.
bool needsWords(const QueryNode &node)
{
    switch (node.kind) {
    case QueryNode::Kind::Condition:
        return node.isTextCondition() && !ftsPhrase(node).isEmpty();
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

// The full-text match a search starts from: the FTS5 expression whose relevance orders the papers
// by relevance and, when every result must match it, the index the rows come from.
struct Ranking
{
    QString match; // empty: nothing to rank by
    bool inner = false; // every result matches it: the rows come from the index, which also filters
    const QueryNode *joined = nullptr; // the condition or AND group the match covers in full
};

Ranking ranking(const QueryNode &root, const TypedWords &typed)
{
    Ranking ranking;
    // The common case, words and filters: the join is the group's one full-text match.
    if (root.isTextCondition()) {
        ranking.match = ftsPhrase(root, typed);
        ranking.joined = &root;
    } else if (root.kind == QueryNode::Kind::And) {
        QStringList wanted;
        for (const QueryNode &child : root.children) {
            if (child.isTextCondition())
                wanted.append(ftsPhrase(child, typed));
        }
        if (!wanted.isEmpty() && !wanted.contains(QString())) {
            ranking.match = wanted.join(QStringLiteral(" AND "));
            ranking.joined = &root;
        }
    }
    if (!ranking.match.isEmpty()) {
        ranking.inner = true;
        return ranking;
    }
    // Otherwise rank by any of the words; papers matching only other conditions come last.
    QStringList wanted;
    collectWanted(root, false, typed, wanted);
    ranking.match = wanted.join(QStringLiteral(" OR "));
    ranking.inner = needsWords(root);
    return ranking;
}

// Where the ids come from, which decides the fastest way to "newest first".
enum class Source {
    Index, // the full-text index f alone: in rowid order without sorting
    Library, // every paper: the papers_by_added index holds them newest first
    Papers, // papers p under conditions
};

// Ids grow in the order papers were added (PaperWriter keeps added_at in step with them), so
// "newest first" is read in whichever of the two orders is at hand.
QString orderBy(const PaperSort &sort, Source source, const PaperScope &scope)
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
        return QStringLiteral("p.title COLLATE NOCASE") + direction;
    case SortKey::Collection:
        return QStringLiteral("c.name COLLATE NOCASE") + direction + QStringLiteral(", p.source_position");
    case SortKey::Year:
        return QStringLiteral("p.year") + direction;
    case SortKey::Status:
        return QStringLiteral("p.status") + direction + QStringLiteral(", p.id DESC");
    case SortKey::Rating:
        return QStringLiteral("p.rating") + direction + QStringLiteral(", p.id DESC");
    case SortKey::Starred:
        return QStringLiteral("p.starred") + direction + QStringLiteral(", p.id DESC");
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
        return QStringLiteral("f.rowid") + newest;
    case Source::Library:
        return QStringLiteral("p.added_at") + newest + QStringLiteral(", p.id") + newest;
    case Source::Papers:
        break;
    }
    return QStringLiteral("p.id") + newest;
}

// The condition a scope adds; always true for the whole library.
Sql scopeCondition(const PaperScope &scope, const TypedWords &typed)
{
    switch (scope.kind) {
    case PaperScope::Kind::All:
        return Sql::always(true);
    case PaperScope::Kind::Unread:
        return Sql::of(QStringLiteral("p.status = ?"), { static_cast<int>(ReadingStatus::Unread) });
    case PaperScope::Kind::Starred:
        return Sql::of(QStringLiteral("p.starred = 1"));
    case PaperScope::Kind::RecentlyAdded:
        return Sql::of(QStringLiteral("p.added_at >= ?"),
            { QDateTime::currentDateTimeUtc().addDays(-PaperScope::RecentDays).toMSecsSinceEpoch() });
    case PaperScope::Kind::WithNote:
        return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM notes)"));
    case PaperScope::Kind::Collection:
        return Sql::of(QStringLiteral("p.collection_id = ?"), { scope.collection });
    case PaperScope::Kind::List:
        return Sql::of(QStringLiteral("p.id IN (SELECT paper_id FROM list_papers WHERE list_id = ?)"), { scope.list });
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
        return saved.isValid() ? WhereBuilder(nullptr, typed).build(saved.root()) : Sql::always(false);
    }
    }
    return Sql::always(true);
}
// What a query and its scope ask of a paper, without the words of the group joined, which
// the caller matches itself. Constant True: nothing more than those words.
Sql conditionOf(const Query &query, const PaperScope &scope, const QueryNode *joined, const TypedWords &typed)
{
    return combine({ WhereBuilder(joined, typed).build(query.root()), scopeCondition(scope, typed) }, false);
}

QString ftsPhrase(const QueryNode &condition, const TypedWords &typed)
{
    // Spaces between tokens mean nothing to FTS5; simplified() keeps the expression tidy.
    const QString text = Text::searchableText(condition.text).simplified();
    if (!hasToken(text))
        return {};
    // A prefix applies to the last token; "C++" being typed is the word c, not every word starting with c.
    const bool prefix = condition.prefix && lastTokenLength(text) >= MinimumPrefixLength;
    const QString phrase = prefix ? typed.phrase(text) : quoted(text);
    if (phrase.isEmpty()) // a word being typed that begins no word of the library
        return {};
    switch (condition.field) {
    case QueryField::Title:
        return QStringLiteral("{title} : ") + phrase;
    case QueryField::Abstract:
        return QStringLiteral("{abstract} : ") + phrase;
    case QueryField::Note:
        return QStringLiteral("{note} : ") + phrase;
    default:
        return phrase;
    }
}

} // namespace

QString ftsPhrase(const QueryNode &condition, const Storage::Database *library)
{
    return ftsPhrase(condition, TypedWords(library));
}

PaperFinder::PaperFinder(const Storage::Database &database)
    : m_database(database), m_typed(std::make_unique<TypedWords>(&database))
{
}

PaperFinder::~PaperFinder() = default;

QList<PaperId> PaperFinder::find(const Query &query, const PaperScope &scope, const PaperSort &sort, int limit) const
{
    if (!query.isValid())
        return {};
    const Ranking rank = ranking(query.root(), *m_typed);
    const bool ranked = sort.key == SortKey::Relevance && !rank.match.isEmpty();
    // The words' group is matched by the join or the index, not again in the condition.
    const QueryNode *joined = ranked || rank.inner ? rank.joined : nullptr;
    const Sql where = conditionOf(query, scope, joined, *m_typed);
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
        sql = QStringLiteral("SELECT f.rowid FROM paper_index f");
        conditions = combine({ Sql::of(QStringLiteral("f.paper_index MATCH ?"), { rank.match }), where }, false);
    } else {
        sql = QStringLiteral("SELECT p.id FROM papers p");
        if (ranked) {
            sql += (rank.inner ? QStringLiteral(" JOIN") : QStringLiteral(" LEFT JOIN")) +
                QStringLiteral(
                    " (SELECT rowid, relevance(paper_index) AS score FROM paper_index WHERE paper_index MATCH ?) r"
                    " ON r.rowid = p.id");
            values.append(rank.match);
        } else if (joined) {
            // The words' group left out of the condition comes back as one match.
            conditions = combine({ matching(rank.match), where }, false);
        }
        if (sort.key == SortKey::Collection)
            sql += QStringLiteral(" LEFT JOIN collections c ON c.id = p.collection_id");
    }
    if (conditions.constant == Sql::Constant::None) {
        sql += QStringLiteral(" WHERE ") + conditions.text;
        values.append(conditions.values);
    }
    sql += QStringLiteral(" ORDER BY ");
    if (ranked) {
        sql += source == Source::Index
            ? QStringLiteral("relevance(f.paper_index), ")
            : (rank.inner ? QStringLiteral("r.score, ") : QStringLiteral("r.score IS NULL, r.score, "));
    }
    sql += orderBy(sort, source, scope);
    if (limit >= 0) {
        sql += QStringLiteral(" LIMIT ?");
        values.append(limit);
    }

    QSqlQuery select(m_database.connection());
    select.setForwardOnly(true);
    Storage::prepareOrThrow(select, sql);
    for (const QVariant &value : std::as_const(values))
        select.addBindValue(value);
    Storage::execOrThrow(select);
    QList<PaperId> ids;
    while (select.next())
        ids.append(select.value(0).toLongLong());
    Storage::throwIfFailed(select);
    return ids;
}

PaperFinder::WordMatches PaperFinder::findWordMatches(const Query &query, const PaperScope &scope, int upTo) const
{
    WordMatches matches;
    if (!query.isValid())
        return matches;
    const Ranking rank = ranking(query.root(), *m_typed);
    if (rank.match.isEmpty())
        return matches;
    matches.areResults = rank.inner && conditionOf(query, scope, rank.joined, *m_typed).constant == Sql::Constant::True;
    QSqlQuery select(m_database.connection());
    select.setForwardOnly(true);
    Storage::prepareOrThrow(
        select, QStringLiteral("SELECT rowid FROM paper_index WHERE paper_index MATCH ? ORDER BY rowid DESC LIMIT ?"));
    select.addBindValue(rank.match);
    select.addBindValue(upTo + 1);
    Storage::execOrThrow(select);
    while (select.next())
        matches.ids.append(select.value(0).toLongLong());
    Storage::throwIfFailed(select);
    matches.overflow = matches.ids.size() > upTo;
    if (matches.overflow)
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
    const Sql condition = conditionOf(query, scope, nullptr, *m_typed);
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
