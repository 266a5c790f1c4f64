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

// The reader's own data: reading state, tags, notes, highlights. Notes join the full-text
// index, which now reads its text through a view of papers and their notes.
const Migration annotations{
    2,
    {
        QStringLiteral("ALTER TABLE papers ADD COLUMN rating INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN starred INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("CREATE INDEX papers_by_rating ON papers (rating)"),
        QStringLiteral("CREATE INDEX papers_by_starred ON papers (starred)"),
        // key is the case-folded name: unique for every script, where NOCASE folds only ASCII.
        QStringLiteral("CREATE TABLE tags ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " key TEXT NOT NULL UNIQUE,"
                       " color TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE paper_tags ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (paper_id, tag_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX paper_tags_by_tag ON paper_tags (tag_id, paper_id)"),
        QStringLiteral("CREATE TABLE notes ("
                       " paper_id INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,"
                       " body TEXT NOT NULL,"
                       " updated_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE highlights ("
                       " id INTEGER PRIMARY KEY,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " start INTEGER NOT NULL,"
                       " end INTEGER NOT NULL,"
                       " color TEXT NOT NULL,"
                       " comment TEXT NOT NULL DEFAULT '',"
                       " created_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX highlights_by_paper ON highlights (paper_id, start)"),

        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP TRIGGER papers_fts_delete"),
        QStringLiteral("DROP TABLE papers_fts"),
        QStringLiteral("CREATE VIEW paper_text AS"
                       " SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note"
                       " FROM papers p LEFT JOIN notes n ON n.paper_id = p.id"),
        QStringLiteral("CREATE VIRTUAL TABLE papers_fts USING fts5("
                       " title, abstract, note,"
                       " content='paper_text', content_rowid='id',"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral("INSERT INTO papers_fts (papers_fts) VALUES ('rebuild')"),
        // An external-content index must be told the old text to forget it.
        QStringLiteral("CREATE TRIGGER papers_fts_update AFTER UPDATE OF title, abstract ON papers BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract, note)"
                       "  VALUES ('delete', old.id, old.title, old.abstract,"
                       "   coalesce((SELECT body FROM notes WHERE paper_id = old.id), ''));"
                       " INSERT INTO papers_fts (rowid, title, abstract, note)"
                       "  SELECT id, title, abstract, note FROM paper_text WHERE id = new.id;"
                       " END"),
        // Before the deletion: afterwards the cascade has already removed the note.
        QStringLiteral("CREATE TRIGGER papers_fts_delete BEFORE DELETE ON papers BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract, note)"
                       "  SELECT 'delete', id, title, abstract, note FROM paper_text WHERE id = old.id;"
                       " END"),
        QStringLiteral("CREATE TRIGGER notes_fts_insert AFTER INSERT ON notes BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract, note)"
                       "  SELECT 'delete', id, title, abstract, '' FROM papers WHERE id = new.paper_id;"
                       " INSERT INTO papers_fts (rowid, title, abstract, note)"
                       "  SELECT id, title, abstract, new.body FROM papers WHERE id = new.paper_id;"
                       " END"),
        QStringLiteral("CREATE TRIGGER notes_fts_update AFTER UPDATE OF body ON notes BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract, note)"
                       "  SELECT 'delete', id, title, abstract, old.body FROM papers WHERE id = old.paper_id;"
                       " INSERT INTO papers_fts (rowid, title, abstract, note)"
                       "  SELECT id, title, abstract, new.body FROM papers WHERE id = new.paper_id;"
                       " END"),
        QStringLiteral("CREATE TRIGGER notes_fts_delete AFTER DELETE ON notes BEGIN"
                       " INSERT INTO papers_fts (papers_fts, rowid, title, abstract, note)"
                       "  SELECT 'delete', id, title, abstract, old.body FROM papers WHERE id = old.paper_id;"
                       " INSERT INTO papers_fts (rowid, title, abstract, note)"
                       "  SELECT id, title, abstract, '' FROM papers WHERE id = old.paper_id;"
                       " END"),
    },
};

const Migration history[] = { papersAndCollections, annotations };

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
