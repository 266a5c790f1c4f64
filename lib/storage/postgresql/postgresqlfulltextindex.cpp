// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlfulltextindex.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/wordsplitter.h"
#include "text/searchtext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDriver>
#include <QSqlField>
#include <QVariant>

#include <map>
#include <optional>

namespace Lectern::Storage::Postgresql {
namespace {

// PostgreSQL's estimate for a word it has no statistics of (DEFAULT_TS_MATCH_SEL).
constexpr double UnknownWordShare = 0.005;

// PostgreSQL's limits: a lexeme of at most 2,047 bytes, positions up to 16,383, a tsvector of
// at most 1 MB. A longer word is no word anyone searches for; a paper of more than 16,383 words
// keeps its later words at the last position; a tsvector stops growing before the limit.
constexpr qsizetype LongestWord = 2046;
constexpr int LastPosition = 16383;
constexpr qsizetype LargestVector = 900 * 1024;
// Positions a column's words start after the last column's end: no phrase spans two columns.
constexpr int ColumnGap = 8;

const QString ReadSql = QStringLiteral("SELECT id, title, abstract, note, authors FROM paper_text");
const QString WriteSql = QStringLiteral("INSERT INTO paper_index (paper_id, words) VALUES (?, CAST(? AS tsvector))"
                                        " ON CONFLICT (paper_id) DO UPDATE SET words = excluded.words");

// A lexeme in quotes, as tsvector and tsquery text read one.
QString quotedWord(const QByteArray &word)
{
    QString text = QString::fromUtf8(word);
    text.replace(u'\\', QStringLiteral("\\\\"));
    text.replace(u'\'', QStringLiteral("''"));
    return u'\'' + text + u'\'';
}

} // namespace

PostgresqlFullTextIndex::PostgresqlFullTextIndex(const Database &database)
    : m_database(database)
    , m_added(database,
          { QStringLiteral("paper_index"),
              { { QStringLiteral("paper_id"), QStringLiteral("bigint") },
                  { QStringLiteral("words"), QStringLiteral("tsvector") } },
              {},
              {} })
    , m_write(database.connection())
    , m_read(database.connection())
{
}

QString PostgresqlFullTextIndex::vectorOf(const Entry &entry)
{
    // Each word with its positions and the weight of its column.
    std::map<QByteArray, QStringList> positions;
    int position = 0;
    const std::pair<const QString *, QChar> columns[] = {
        { &entry.texts.title, u'A' },
        { &entry.texts.abstract, u'B' },
        { &entry.texts.note, u'C' },
        { &entry.texts.authors, u'D' },
    };
    for (const auto &[text, weight] : columns) {
        for (const QByteArray &word : WordSplitter::words(*text)) {
            position = std::min(position + 1, LastPosition);
            if (word.size() <= LongestWord)
                positions[word].append(QString::number(position) + weight);
        }
        position = std::min(position + ColumnGap, LastPosition);
    }
    QString vector;
    for (const auto &[word, at] : positions) {
        if (vector.size() > LargestVector)
            break;
        if (!vector.isEmpty())
            vector += u' ';
        vector += quotedWord(word) + u':' + at.join(u',');
    }
    return vector;
}

void PostgresqlFullTextIndex::write(QSqlQuery &query, PaperId paper, const Entry &entry)
{
    if (query.lastQuery().isEmpty())
        prepareOrThrow(query, WriteSql);
    query.addBindValue(paper);
    query.addBindValue(vectorOf(entry));
    execOrThrow(query);
}

PostgresqlFullTextIndex::Entry PostgresqlFullTextIndex::entryFor(const Texts &texts)
{
    Entry entry{ searchable(texts), {}, {} };
    entry.prepared = vectorOf(entry);
    return entry;
}

PostgresqlFullTextIndex::Entry PostgresqlFullTextIndex::entryRead(const QSqlQuery &query)
{
    return entryFor(
        { query.value(1).toString(), query.value(2).toString(), query.value(3).toString(), query.value(4).toString() });
}

void PostgresqlFullTextIndex::rebuild(const QSqlDatabase &database)
{
    // A page at a time: a result read while the connection writes is held whole in memory.
    QSqlQuery read(database);
    prepareOrThrow(read, ReadSql + QStringLiteral(" WHERE id > ? ORDER BY id LIMIT 1000"));
    QSqlQuery writer(database);
    PaperId last = 0;
    for (bool more = true; more;) {
        read.addBindValue(last);
        execOrThrow(read);
        more = false;
        while (read.next()) {
            last = read.value(0).toLongLong();
            write(writer, last, entryRead(read));
            more = true;
        }
    }
}

void PostgresqlFullTextIndex::add(PaperId paper, const Entry &entry)
{
    m_added.add({ paper, entry.prepared.isEmpty() ? vectorOf(entry) : entry.prepared });
}

void PostgresqlFullTextIndex::refresh(PaperId paper)
{
    m_added.flush(); // a paper added a moment ago is indexed anew after its first entry
    if (m_read.lastQuery().isEmpty())
        prepareOrThrow(m_read, ReadSql + QStringLiteral(" WHERE id = ?"));
    m_read.addBindValue(paper);
    execOrThrow(m_read);
    if (!m_read.next())
        return;
    const Entry entry = entryRead(m_read);
    m_read.finish();
    write(m_write, paper, entry);
}

QString PostgresqlFullTextIndex::expression(const Words &words)
{
    const QString text = indexedText(words);
    if (text.isEmpty())
        return {};
    const QList<QByteArray> tokens = WordSplitter::words(text);
    if (tokens.isEmpty())
        return {};
    QString weight;
    switch (words.field) {
    case Field::Title:
        weight = QStringLiteral("A");
        break;
    case Field::Abstract:
        weight = QStringLiteral("B");
        break;
    case Field::Note:
        weight = QStringLiteral("C");
        break;
    case Field::Authors:
        weight = QStringLiteral("D");
        break;
    case Field::Any:
        break;
    }
    // A prefix applies to the last token; "C++" being typed is the word c, not every word starting with c.
    const bool prefix = matchesLongerWords(text, words.prefix);
    QStringList phrase;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const bool last = i == tokens.size() - 1;
        const QString label = (last && prefix ? QStringLiteral("*") : QString()) + weight;
        phrase.append(quotedWord(tokens[i]) + (label.isEmpty() ? QString() : u':' + label));
    }
    return phrase.size() == 1 ? phrase.front() : u'(' + phrase.join(QStringLiteral(" <-> ")) + u')';
}

QString PostgresqlFullTextIndex::allOf(const QStringList &expressions) const
{
    return expressions.size() == 1 ? expressions.front() : u'(' + expressions.join(QStringLiteral(" & ")) + u')';
}

QString PostgresqlFullTextIndex::anyOf(const QStringList &expressions) const
{
    return expressions.size() == 1 ? expressions.front() : u'(' + expressions.join(QStringLiteral(" | ")) + u')';
}

QString PostgresqlFullTextIndex::matchingSql() const
{
    return QStringLiteral("SELECT paper_id AS id FROM paper_index WHERE words @@ CAST(? AS tsquery)");
}

QString PostgresqlFullTextIndex::rankedSql() const
{
    // ts_rank grows with the match; normalised by the document's length (option 1) as bm25 is.
    return QStringLiteral("SELECT paper_id AS id, -ts_rank(words, query, 1) AS score"
                          " FROM paper_index, CAST(? AS tsquery) AS query WHERE words @@ query");
}

QString PostgresqlFullTextIndex::newestMatchingSql(const QString &expression, int upTo)
{
    // Two ways to the newest matches. Read in id order, each row's tsvector is fetched from
    // TOAST and tested (about 2.7 µs a row at 100,000 papers) until enough match: quick for a
    // word most papers have, slow for a rarer one. By the GIN index, every match is listed
    // (about 2 µs each) and the newest kept: quick for a rarer word. The planner prices a row's
    // test as it prices "=", and so reads in id order far too often: which way is cheaper is
    // decided here, by the number of matches it estimates.
    const double matches = estimated(expression).matches;
    const double papers = indexedPapers();
    const bool byIndex = papers > 0 && matches * matches < 1.35 * upTo * papers;
    return QStringLiteral("SELECT paper_id AS id FROM paper_index WHERE words @@ CAST(? AS tsquery)"
                          " ORDER BY %1 DESC LIMIT ?")
        .arg(byIndex ? QStringLiteral("paper_id + 0") : QStringLiteral("paper_id"));
}

bool PostgresqlFullTextIndex::surelyMatchesMoreThan(const QString &expression, int count)
{
    // The estimate comes from the column's statistics of the most common words: it can be off
    // by a factor for a rarer word, never by ten for a common one.
    return estimated(expression).matches > 10.0 * count;
}

bool PostgresqlFullTextIndex::readsEveryPaper(const QString &expression)
{
    return estimated(expression).readsEveryPaper;
}

const PostgresqlFullTextIndex::Estimate &PostgresqlFullTextIndex::estimated(const QString &expression)
{
    if (m_estimate && m_estimate->expression == expression)
        return *m_estimate;
    // EXPLAIN takes no parameters: the expression is written into it as a literal.
    QSqlField literal{ QString(), QMetaType(QMetaType::QString) };
    literal.setValue(expression);
    QSqlQuery plan(m_database.connection());
    if (!plan.exec(QStringLiteral("EXPLAIN (FORMAT JSON) SELECT 1 FROM paper_index WHERE words @@ CAST(%1 AS tsquery)")
                .arg(m_database.connection().driver()->formatValue(literal))))
        throw StorageError::from(plan);
    Estimate estimate{ expression };
    if (plan.next()) {
        const QJsonObject top = QJsonDocument::fromJson(plan.value(0).toString().toUtf8())
                                    .array()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("Plan"))
                                    .toObject();
        estimate.matches = top.value(QStringLiteral("Plan Rows")).toDouble();
        estimate.readsEveryPaper = top.value(QStringLiteral("Node Type")).toString() == QLatin1String("Seq Scan");
    }
    return m_estimate.emplace(std::move(estimate));
}

QList<qint64> PostgresqlFullTextIndex::papersWith(const QStringList &words)
{
    // The shares of the most common words: one statement, where an estimate of each word would
    // be a round trip each. The shares end with three figures of their own (least, most, null):
    // the least is the first of them.
    QSqlQuery common = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT word, share FROM pg_stats,"
                       " unnest(most_common_elems::text::text[], most_common_elem_freqs)"
                       " WITH ORDINALITY AS common(word, share, place)"
                       " WHERE schemaname = current_schema() AND tablename = 'paper_index' AND attname = 'words'"
                       " ORDER BY place"));
    QHash<QString, double> shares;
    std::optional<double> least;
    while (common.next()) {
        if (common.isNull(0))
            least = least.value_or(common.value(1).toDouble());
        else
            shares.insert(common.value(0).toString(), common.value(1).toDouble());
    }
    throwIfFailed(common);
    // A word off the list is in fewer papers than the least on it: half of that, as the server's
    // own planner estimates such a word, and no more than its default for a word it knows nothing
    // of. Counting it as in no paper made every rare word free, and a long answer's many words
    // took thousands of matches to rank.
    const double unlisted = least ? std::min(*least / 2, UnknownWordShare) : 0;
    const double papers = std::max(indexedPapers(), 0.0);
    QList<qint64> having;
    having.reserve(words.size());
    for (const QString &word : words) {
        const QList<QByteArray> tokens = WordSplitter::words(indexedText({ word }));
        having.append(
            tokens.size() == 1 ? qRound64(shares.value(QString::fromUtf8(tokens.front()), unlisted) * papers) : 0);
    }
    return having;
}

double PostgresqlFullTextIndex::paperCount()
{
    // 0 is what an ANALYZE of the empty index left, as a new library's copy makes it.
    if (const double planned = indexedPapers(); planned > 0)
        return planned;
    QSqlQuery count = runOrThrow(m_database.connection(), QStringLiteral("SELECT count(*) FROM paper_index"));
    return count.next() ? count.value(0).toDouble() : 0;
}

double PostgresqlFullTextIndex::indexedPapers()
{
    // What the last ANALYZE or VACUUM counted; -1 before either.
    if (!m_papers) {
        QSqlQuery count = runOrThrow(m_database.connection(),
            QStringLiteral("SELECT reltuples FROM pg_class WHERE oid = 'paper_index'::regclass"));
        m_papers = count.next() ? count.value(0).toDouble() : 0;
    }
    return *m_papers;
}

} // namespace Lectern::Storage::Postgresql
