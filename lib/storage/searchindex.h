// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/indexwords.h"

#include <QSqlQuery>

namespace Lectern::Storage {

class Database;

// The full-text index of titles, abstracts and notes (the contentless FTS5 table paper_index,
// rowid = paper id). Its text is prepared by Text::searchableText(), which SQLite cannot do, so
// every change of a title, abstract or note goes through here, and the words it indexes join
// IndexWords; deleting a paper removes its row by trigger.
class SearchIndex
{
public:
    explicit SearchIndex(const Database &database);

    // A paper's text as the index holds it, made by Text::searchableText(): an import makes it
    // on its reading thread.
    struct Entry
    {
        QString title;
        QString abstract;
        QString note;
        QList<QByteArray> words; // of all three, each once (IndexTokenizer)
    };
    static Entry entryFor(const QString &title, const QString &abstract, const QString &note = {});

    // Indexes a paper that is not in the index yet (a new import).
    void add(PaperId paper, const Entry &entry);
    // Indexes the paper again from what the library holds now.
    void refresh(PaperId paper);
    // What this object wrote since a savepoint was rolled back.
    void rolledBack() { m_words.forget(); }

    // Indexes every paper from scratch: when the index is made (schema step 2, before there
    // was IndexWords; step 8 takes the words from the index).
    static void rebuild(const QSqlDatabase &database);

private:
    IndexWords m_words;
    QSqlQuery m_insert;
    QSqlQuery m_replace;
    QSqlQuery m_read;
};

} // namespace Lectern::Storage
