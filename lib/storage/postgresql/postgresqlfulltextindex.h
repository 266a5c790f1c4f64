// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/fulltextindex.h"
#include "storage/rowbatch.h"

#include <QSqlQuery>

#include <optional>

namespace Lectern::Storage::Postgresql {

// The full-text index on PostgreSQL: paper_index holds each paper's words as a tsvector made
// here from the words Lectern's tokenizer makes (WordSplitter), not by a text search
// configuration of the server, so that folding, accents and Chinese match what a file library
// finds. Titles' words are weighted A, abstracts' B, notes' C, authors' D, which a field of a search asks
// for; each column's positions start apart from the last one's, so that no phrase runs from one
// into the next. Expressions are tsquery strings of quoted lexemes, bound as values; a word
// being typed is a prefix (":*"), which the GIN index answers; ranking is ts_rank().
class PostgresqlFullTextIndex final : public FullTextIndex
{
public:
    explicit PostgresqlFullTextIndex(const Database &database);

    void add(PaperId paper, const Entry &entry) override;
    void refresh(PaperId paper) override;
    void flush() override { m_added.flush(); }
    void rolledBack() override { m_added.clear(); }

    QString expression(const Words &words) override;
    QString allOf(const QStringList &expressions) const override;
    QString anyOf(const QStringList &expressions) const override;
    QString matchingSql() const override;
    QString rankedSql() const override;
    QString newestMatchingSql(const QString &expression, int upTo) override;
    bool surelyMatchesMoreThan(const QString &expression, int count) override;
    // When the planner would test every paper's words rather than list the matches from the GIN
    // index: a word most papers have.
    bool readsEveryPaper(const QString &expression) override;
    // From the column's statistics of its most common words (ANALYZE's); a word off that list
    // counts as the server's planner counts it. Before any statistics, every word counts 0.
    QList<qint64> papersWith(const QStringList &words) override;
    // The planner's count, which papersWith() counts shares of; counted when it has none.
    double paperCount() override;

    // The entry of a paper as this index holds it: the tsvector, without the list of words.
    static Entry entryFor(const Texts &texts);
    // The tsvector of an entry, in PostgreSQL's text form.
    static QString vectorOf(const Entry &entry);
    // Indexes every paper anew: when the index takes the authors' names (schema step 11).
    static void rebuild(const QSqlDatabase &database);

private:
    // The entry of the row of paper_text a query is on.
    static Entry entryRead(const QSqlQuery &query);
    static void write(QSqlQuery &query, PaperId paper, const Entry &entry);
    // How the planner would find the papers that match an expression.
    struct Estimate
    {
        QString expression;
        double matches = 0; // how many it expects
        bool readsEveryPaper = false;
    };
    const Estimate &estimated(const QString &expression);
    // How many papers are indexed, as far as the planner knows.
    double indexedPapers();

    // The planner's estimate for the expression last asked about, and the papers indexed: asked
    // once a search.
    std::optional<Estimate> m_estimate;
    std::optional<double> m_papers;

    const Database &m_database;
    RowBatch m_added; // of new papers, written several at once
    QSqlQuery m_write;
    QSqlQuery m_read;
};

} // namespace Lectern::Storage::Postgresql
