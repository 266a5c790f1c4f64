// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/fulltextindex.h"
#include "storage/sqlite/indexwords.h"

#include <QHash>
#include <QSqlQuery>

#include <optional>

namespace Lectern::Storage::Sqlite {

// The full-text index on SQLite: the contentless FTS5 table paper_index (rowid = paper id, a
// column for each of FullTextIndex::Texts),
// filled with the text Text::searchableText() prepares, which SQLite cannot do; the words it
// indexes join IndexWords, and deleting a paper removes its row by trigger. Expressions are FTS5
// strings in double quotes with inner quotes doubled, so no word is read as FTS5 syntax; papers
// are ranked by relevance(), FTS5's bm25 made cheaper (see relevance.h).
class SqliteFullTextIndex final : public FullTextIndex
{
public:
    explicit SqliteFullTextIndex(const Database &database);

    void add(PaperId paper, const Entry &entry) override;
    void refresh(PaperId paper) override;
    void flush() override { }
    void rolledBack() override { m_words.forget(); }

    // "{title} : "…" *": a word being typed is written as the words of the library's index it
    // begins and beginnings of them (see planPrefix), within what FTS5 can set up before a stale
    // search must give way; planned once while the object lives.
    QString expression(const Words &words) override;
    QString allOf(const QStringList &expressions) const override;
    QString anyOf(const QStringList &expressions) const override;
    QString matchingSql() const override;
    QString rankedSql() const override;
    // From IndexWords' sampled counts.
    QList<qint64> papersWith(const QStringList &words) override;
    double paperCount() override;

    // Indexes every paper from scratch: when the index is made (schema step 2, before there
    // was IndexWords; step 8 takes the words from the index) and made again with the authors'
    // names (step 11, which counts the index's words again).
    static void rebuild(const QSqlDatabase &database);
    static void rebuildWithAuthors(const QSqlDatabase &database);

private:
    QString phrase(const QString &text);
    QString plan(const QString &text);
    QSqlQuery &prepared(QSqlQuery &query, const QString &sql);

    const Database &m_database;
    IndexWords m_words;
    QSqlQuery m_insert;
    QSqlQuery m_replace;
    QSqlQuery m_read;
    QSqlQuery m_counted;
    std::optional<WordGroups> m_groups;
    QHash<QString, QString> m_phrases; // planned phrases of words being typed
};

} // namespace Lectern::Storage::Sqlite
