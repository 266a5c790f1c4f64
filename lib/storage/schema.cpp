// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/schema.h"

namespace Lectern::Storage::Schema {
namespace {

// Times are milliseconds since the Unix epoch, UTC. Status: 0 unread, 1 reading, 2 read.
const Migration papersAndCollections{
    1,
    {
        QStringLiteral("CREATE TABLE collections ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
                       " venue TEXT NOT NULL DEFAULT '',"
                       " year INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE papers ("
                       " id INTEGER PRIMARY KEY,"
                       " content_key TEXT NOT NULL UNIQUE,"
                       " title TEXT NOT NULL,"
                       " title_inferred INTEGER NOT NULL DEFAULT 0,"
                       " abstract TEXT NOT NULL,"
                       " authors TEXT NOT NULL DEFAULT '',"
                       " venue TEXT NOT NULL DEFAULT '',"
                       " year INTEGER NOT NULL DEFAULT 0,"
                       " collection_id INTEGER REFERENCES collections(id) ON DELETE SET NULL,"
                       " source_file TEXT NOT NULL DEFAULT '',"
                       " source_position INTEGER NOT NULL DEFAULT 0,"
                       " added_at INTEGER NOT NULL,"
                       " status INTEGER NOT NULL DEFAULT 0)"),
        // Every sortable column and every sidebar filter has an index: at a million papers
        // neither sorting nor counting may scan the table.
        QStringLiteral("CREATE INDEX papers_by_title ON papers (title COLLATE NOCASE)"),
        QStringLiteral("CREATE INDEX papers_by_collection ON papers (collection_id)"),
        QStringLiteral("CREATE INDEX papers_by_year ON papers (year)"),
        QStringLiteral("CREATE INDEX papers_by_added ON papers (added_at)"),
        QStringLiteral("CREATE INDEX papers_by_status ON papers (status)"),
        QStringLiteral("CREATE TABLE links ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " url TEXT NOT NULL,"
                       " PRIMARY KEY (paper_id, position)) WITHOUT ROWID"),
        // External-content index over the papers table. Rows are added by the writer in the
        // same transaction as the paper (no insert trigger: FTS5 flushes its pending terms at
        // every statement savepoint, which makes bulk loads through triggers slow); the
        // triggers keep edits and deletions in sync.
        QStringLiteral("CREATE VIRTUAL TABLE papers_fts USING fts5("
                       " title, abstract,"
                       " content='papers', content_rowid='id',"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE TRIGGER papers_fts_update AFTER UPDATE OF title, abstract ON papers BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract)"
                       "  VALUES ('delete', old.id, old.title, old.abstract);"
                       " INSERT INTO papers_fts (rowid, title, abstract) VALUES (new.id, new.title, new.abstract);"
                       " END"),
        QStringLiteral("CREATE TRIGGER papers_fts_delete AFTER DELETE ON papers BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract)"
                       "  VALUES ('delete', old.id, old.title, old.abstract);"
                       " END"),
    },
};

const Migration history[] = { papersAndCollections };

} // namespace

std::span<const Migration> migrations()
{
    return history;
}

int currentVersion()
{
    return history[std::size(history) - 1].version;
}

} // namespace Lectern::Storage::Schema
