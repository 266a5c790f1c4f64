// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitefulltextindex.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/prefixplan.h"

#include <QVariant>

namespace Lectern::Storage::Sqlite {
namespace {

// The index's columns, in the order of FullTextIndex::Texts. Schema step 2 made the first three;
// step 11 added the authors.
const QStringList Columns = {
    QStringLiteral("title"), QStringLiteral("abstract"), QStringLiteral("note"), QStringLiteral("authors")
};
constexpr qsizetype ColumnsBeforeAuthors = 3;

// Contentless tables with contentless_delete=1 replace a row by its rowid.
QString insertSql(qsizetype columns, bool replace = false)
{
    return QStringLiteral("INSERT %1INTO paper_index (rowid, %2) VALUES (?%3)")
        .arg(replace ? QStringLiteral("OR REPLACE ") : QString(),
            Columns.first(columns).join(QStringLiteral(", ")),
            QStringLiteral(", ?").repeated(columns));
}

// A word being typed is matched as the words of the index it begins and beginnings of them
// (see planPrefix), within what FTS5 can set up before a stale search must give way: 200 terms
// at about 30 µs a term at a million papers, and 20,000 papers merged at about 0.1 µs each. A
// beginning with fewer than 4,096 papers is merged whole: splitting it would cost a lookup and
// more terms than merging them does.
constexpr PrefixBudget TypingBudget{ 200, 20000, 4096 };

void bindRow(QSqlQuery &query, PaperId paper, const FullTextIndex::Texts &texts, qsizetype columns = Columns.size())
{
    query.addBindValue(paper);
    const QString *values[] = { &texts.title, &texts.abstract, &texts.note, &texts.authors };
    for (qsizetype i = 0; i < columns; ++i)
        query.addBindValue(*values[i]);
}

// Indexes every paper of paper_text anew, in the index's first columns.
void refill(const QSqlDatabase &database, qsizetype columns)
{
    QSqlQuery clear(database);
    prepareOrThrow(clear, QStringLiteral("INSERT INTO paper_index (paper_index) VALUES ('delete-all')"));
    execOrThrow(clear);
    QSqlQuery read(database);
    read.setForwardOnly(true);
    prepareOrThrow(
        read, QStringLiteral("SELECT id, %1 FROM paper_text").arg(Columns.first(columns).join(QStringLiteral(", "))));
    execOrThrow(read);
    QSqlQuery insert(database);
    prepareOrThrow(insert, insertSql(columns));
    while (read.next()) {
        FullTextIndex::Texts texts;
        QString *values[] = { &texts.title, &texts.abstract, &texts.note, &texts.authors };
        for (qsizetype i = 0; i < columns; ++i)
            *values[i] = read.value(static_cast<int>(i) + 1).toString();
        bindRow(insert, read.value(0).toLongLong(), FullTextIndex::entryFor(texts).texts, columns);
        execOrThrow(insert);
    }
}

QString quoted(QString text)
{
    text.replace(u'"', QStringLiteral("\"\""));
    return u'"' + text + u'"';
}

} // namespace

SqliteFullTextIndex::SqliteFullTextIndex(const Database &database)
    : m_database(database)
    , m_words(database.connection())
    , m_insert(database.connection())
    , m_replace(database.connection())
    , m_read(database.connection())
    , m_counted(database.connection())
{
}

// Prepared when first used: a search uses none of them.
QSqlQuery &SqliteFullTextIndex::prepared(QSqlQuery &query, const QString &sql)
{
    if (query.lastQuery().isEmpty())
        prepareOrThrow(query, sql);
    return query;
}

void SqliteFullTextIndex::add(PaperId paper, const Entry &entry)
{
    QSqlQuery &insert = prepared(m_insert, insertSql(Columns.size()));
    bindRow(insert, paper, entry.texts);
    execOrThrow(insert);
    m_words.add(paper, entry.words);
}

void SqliteFullTextIndex::refresh(PaperId paper)
{
    QSqlQuery &read =
        prepared(m_read, QStringLiteral("SELECT title, abstract, note, authors FROM paper_text WHERE id = ?"));
    read.addBindValue(paper);
    execOrThrow(read);
    if (!read.next())
        return;
    const Entry entry = entryFor(
        { read.value(0).toString(), read.value(1).toString(), read.value(2).toString(), read.value(3).toString() });
    read.finish();
    QSqlQuery &replace = prepared(m_replace, insertSql(Columns.size(), true));
    bindRow(replace, paper, entry.texts);
    execOrThrow(replace);
    m_words.add(entry.words);
}

void SqliteFullTextIndex::rebuild(const QSqlDatabase &database)
{
    refill(database, ColumnsBeforeAuthors);
}

void SqliteFullTextIndex::rebuildWithAuthors(const QSqlDatabase &database)
{
    refill(database, Columns.size());
    // The index's words, and how many papers have each, counted again (see IndexWords).
    for (const char *statement : { "DELETE FROM index_words",
             "CREATE VIRTUAL TABLE temp.index_vocabulary USING fts5vocab(main, paper_index, row)",
             "INSERT INTO index_words (word, papers) SELECT term, doc FROM temp.index_vocabulary",
             "DROP TABLE temp.index_vocabulary" }) {
        QSqlQuery query(database);
        prepareOrThrow(query, QString::fromLatin1(statement));
        execOrThrow(query);
    }
}

QString SqliteFullTextIndex::expression(const Words &words)
{
    // Spaces between tokens mean nothing to FTS5; indexedText() keeps the expression tidy.
    const QString text = indexedText(words);
    if (text.isEmpty())
        return {};
    // A prefix applies to the last token; "C++" being typed is the word c, not every word starting with c.
    const QString written = matchesLongerWords(text, words.prefix) ? phrase(text) : quoted(text);
    if (written.isEmpty()) // a word being typed that begins no word of the library
        return {};
    switch (words.field) {
    case Field::Title:
        return QStringLiteral("{title} : ") + written;
    case Field::Abstract:
        return QStringLiteral("{abstract} : ") + written;
    case Field::Note:
        return QStringLiteral("{note} : ") + written;
    case Field::Authors:
        return QStringLiteral("{authors} : ") + written;
    case Field::Any:
        break;
    }
    return written;
}

QString SqliteFullTextIndex::phrase(const QString &text)
{
    auto known = m_phrases.constFind(text);
    if (known == m_phrases.cend())
        known = m_phrases.insert(text, plan(text));
    return *known;
}

// The text as FTS5's prefix query would take it, but with its last word written as the words of
// the library's index that it begins and beginnings of them: empty when it begins none.
QString SqliteFullTextIndex::plan(const QString &text)
{
    const qsizetype typed = lastWordStart(text);
    const auto word = WordGroups::indexForm(QStringView(text).sliced(typed));
    if (!word)
        return quoted(text) + QStringLiteral(" *");
    if (!m_groups)
        m_groups.emplace(m_database);
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

QString SqliteFullTextIndex::allOf(const QStringList &expressions) const
{
    return expressions.join(QStringLiteral(" AND "));
}

QString SqliteFullTextIndex::anyOf(const QStringList &expressions) const
{
    return expressions.join(QStringLiteral(" OR "));
}

QString SqliteFullTextIndex::matchingSql() const
{
    return QStringLiteral("SELECT rowid AS id FROM paper_index WHERE paper_index MATCH ?");
}

QString SqliteFullTextIndex::rankedSql() const
{
    return QStringLiteral(
        "SELECT rowid AS id, relevance(paper_index) AS score FROM paper_index WHERE paper_index MATCH ?");
}

QList<qint64> SqliteFullTextIndex::papersWith(const QStringList &words)
{
    QSqlQuery &count = prepared(m_counted, QStringLiteral("SELECT papers FROM index_words WHERE word = ?"));
    QList<qint64> papers;
    papers.reserve(words.size());
    for (const QString &word : words) {
        const auto indexed = WordGroups::indexForm(indexedText({ word }));
        qint64 having = 0;
        if (indexed) {
            count.addBindValue(*indexed);
            execOrThrow(count);
            if (count.next())
                having = count.value(0).toLongLong();
            throwIfFailed(count);
            count.finish();
        }
        papers.append(having);
    }
    return papers;
}

double SqliteFullTextIndex::paperCount()
{
    // The smallest index of papers is read: a few milliseconds at 100,000 papers.
    QSqlQuery count = runOrThrow(m_database.connection(), QStringLiteral("SELECT count(*) FROM papers"));
    return count.next() ? count.value(0).toDouble() : 0;
}

} // namespace Lectern::Storage::Sqlite
