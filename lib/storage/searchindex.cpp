// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/searchindex.h"

#include "storage/database.h"
#include "storage/indextokenizer.h"
#include "storage/sqlerror.h"
#include "text/searchtext.h"

#include <QVariant>

namespace Lectern::Storage {
namespace {

const QString InsertSql = QStringLiteral("INSERT INTO paper_index (rowid, title, abstract, note) VALUES (?, ?, ?, ?)");

void bindRow(QSqlQuery &query, PaperId paper, const SearchIndex::Entry &entry)
{
    query.addBindValue(paper);
    query.addBindValue(entry.title);
    query.addBindValue(entry.abstract);
    query.addBindValue(entry.note);
}

} // namespace

SearchIndex::SearchIndex(const Database &database)
    : m_words(database.connection())
    , m_insert(database.connection())
    , m_replace(database.connection())
    , m_read(database.connection())
{
    prepareOrThrow(m_insert, InsertSql);
    // Contentless tables with contentless_delete=1 replace a row by its rowid.
    prepareOrThrow(m_replace,
        QStringLiteral("INSERT OR REPLACE INTO paper_index (rowid, title, abstract, note) VALUES (?, ?, ?, ?)"));
    prepareOrThrow(m_read, QStringLiteral("SELECT title, abstract, note FROM paper_text WHERE id = ?"));
}

SearchIndex::Entry SearchIndex::entryFor(const QString &title, const QString &abstract, const QString &note)
{
    Entry entry{ Text::searchableText(title), Text::searchableText(abstract), Text::searchableText(note), {} };
    const IndexTokenizer &tokenizer = IndexTokenizer::forThisThread();
    QSet<QByteArray> words;
    // Room for a distinct word every ten characters (abstracts have one every eleven or so):
    // growing the set as it fills hashes every word it holds again.
    words.reserve((entry.title.size() + entry.abstract.size() + entry.note.size()) / 10);
    for (const QString *text : { &entry.title, &entry.abstract, &entry.note })
        tokenizer.addWords(*text, words);
    entry.words = words.values();
    return entry;
}

void SearchIndex::add(PaperId paper, const Entry &entry)
{
    bindRow(m_insert, paper, entry);
    execOrThrow(m_insert);
    m_words.add(paper, entry.words);
}

void SearchIndex::refresh(PaperId paper)
{
    m_read.addBindValue(paper);
    execOrThrow(m_read);
    if (!m_read.next())
        return;
    const QString title = m_read.value(0).toString();
    const QString abstract = m_read.value(1).toString();
    const QString note = m_read.value(2).toString();
    m_read.finish();
    const Entry entry = entryFor(title, abstract, note);
    bindRow(m_replace, paper, entry);
    execOrThrow(m_replace);
    m_words.add(entry.words);
}

void SearchIndex::rebuild(const QSqlDatabase &database)
{
    QSqlQuery clear(database);
    prepareOrThrow(clear, QStringLiteral("INSERT INTO paper_index (paper_index) VALUES ('delete-all')"));
    execOrThrow(clear);
    QSqlQuery read(database);
    read.setForwardOnly(true);
    prepareOrThrow(read, QStringLiteral("SELECT id, title, abstract, note FROM paper_text"));
    execOrThrow(read);
    QSqlQuery insert(database);
    prepareOrThrow(insert, InsertSql);
    while (read.next()) {
        bindRow(insert,
            read.value(0).toLongLong(),
            entryFor(read.value(1).toString(), read.value(2).toString(), read.value(3).toString()));
        execOrThrow(insert);
    }
}

} // namespace Lectern::Storage
