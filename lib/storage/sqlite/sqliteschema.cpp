// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqliteschema.h"

#include "storage/changeretention.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "text/contentkey.h"

#include <QSqlQuery>

namespace Lectern::Storage::Sqlite {
namespace {

using Schema::Migration;

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
        QStringLiteral("CREATE INDEX papers_by_venue ON papers (venue COLLATE NOCASE)"),
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
        QStringLiteral("CREATE TABLE saved_searches ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " key TEXT NOT NULL UNIQUE,"
                       " query TEXT NOT NULL)"),

        // The full-text index moves from an external-content table kept by triggers to a
        // contentless one that Lectern fills with text prepared by Text::searchableText(): SQLite
        // cannot fold Ł or split Chinese into words by itself. SearchIndex keeps it up to date.
        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP TRIGGER papers_fts_delete"),
        QStringLiteral("DROP TABLE papers_fts"),
        QStringLiteral("CREATE VIEW paper_text AS"
                       " SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note"
                       " FROM papers p LEFT JOIN notes n ON n.paper_id = p.id"),
        QStringLiteral("CREATE VIRTUAL TABLE paper_index USING fts5("
                       " title, abstract, note,"
                       " content='', contentless_delete=1,"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE TRIGGER paper_index_delete AFTER DELETE ON papers BEGIN"
                       " DELETE FROM paper_index WHERE rowid = old.id;"
                       " END"),
    },
    SqliteFullTextIndex::rebuild,
};

// v2 kept authors as one "; "-joined text; they move to a table of names, in order.
void moveAuthors(const QSqlDatabase &database)
{
    QSqlQuery read(database);
    read.setForwardOnly(true);
    QSqlQuery insert(database);
    prepareOrThrow(
        insert, QStringLiteral("INSERT INTO paper_authors (paper_id, position, family, given) VALUES (?, ?, ?, ?)"));
    prepareOrThrow(read, QStringLiteral("SELECT id, authors FROM papers WHERE authors <> ''"));
    execOrThrow(read);
    while (read.next()) {
        const QStringList names = read.value(1).toString().split(QStringLiteral("; "), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < names.size(); ++i) {
            const PersonName name = PersonName::fromString(names[i]);
            insert.addBindValue(read.value(0));
            insert.addBindValue(i);
            insert.addBindValue(name.family);
            insert.addBindValue(notNull(name.given));
            execOrThrow(insert);
        }
    }
    QSqlQuery drop(database);
    prepareOrThrow(drop, QStringLiteral("ALTER TABLE papers DROP COLUMN authors"));
    execOrThrow(drop);
}

// Records from reference managers and databases: identifiers, authors as names, keywords, the
// source's other fields kept as they were, and every key by which a paper is known again.
const Migration references{
    3,
    {
        QStringLiteral("ALTER TABLE papers ADD COLUMN doi TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN arxiv_id TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN pmid TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN entry_type TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN citation_key TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN source_format TEXT NOT NULL DEFAULT ''"),
        // 1 once the user wrote the title: an import never replaces it.
        QStringLiteral("ALTER TABLE papers ADD COLUMN title_edited INTEGER NOT NULL DEFAULT 0"),
        // Up to v2 every title was inferred unless the user wrote it.
        QStringLiteral("UPDATE papers SET source_format = 'text', title_edited = 1 - title_inferred"),
        QStringLiteral("CREATE TABLE paper_authors ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " family TEXT NOT NULL,"
                       " given TEXT NOT NULL DEFAULT '',"
                       " PRIMARY KEY (paper_id, position)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE paper_keywords ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " keyword TEXT NOT NULL,"
                       " PRIMARY KEY (paper_id, position)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE paper_fields ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " name TEXT NOT NULL,"
                       " value TEXT NOT NULL,"
                       " PRIMARY KEY (paper_id, position)) WITHOUT ROWID"),
        // Keys of Text::identityKeys(); the abstract's key stays papers.content_key.
        QStringLiteral("CREATE TABLE paper_keys ("
                       " key TEXT PRIMARY KEY,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX paper_keys_by_paper ON paper_keys (paper_id)"),
    },
    moveAuthors,
};

// Reading lists: named, ordered, a paper in any number of them.
const Migration readingLists{
    4,
    {
        QStringLiteral("CREATE TABLE reading_lists ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " key TEXT NOT NULL UNIQUE,"
                       " description TEXT NOT NULL DEFAULT '',"
                       " created_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE list_papers ("
                       " list_id INTEGER NOT NULL REFERENCES reading_lists(id) ON DELETE CASCADE,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " PRIMARY KEY (list_id, paper_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX list_papers_by_position ON list_papers (list_id, position)"),
        QStringLiteral("CREATE INDEX list_papers_by_paper ON list_papers (paper_id)"),
    },
};

// Literature reviews: each screens a set of papers; every decision of every reviewer is kept in
// a log, in order, the latest per reviewer and paper being the one that counts (an undo logs
// the decision it restores).
const Migration reviews{
    5,
    {
        QStringLiteral("CREATE TABLE reviews ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " key TEXT NOT NULL UNIQUE,"
                       " question TEXT NOT NULL DEFAULT '',"
                       " inclusion_criteria TEXT NOT NULL DEFAULT '',"
                       " exclusion_criteria TEXT NOT NULL DEFAULT '',"
                       " created_at INTEGER NOT NULL)"),
        // kind: 0 a reason to exclude, 1 an inclusion keyword, 2 an exclusion keyword.
        QStringLiteral("CREATE TABLE review_terms ("
                       " review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,"
                       " kind INTEGER NOT NULL,"
                       " position INTEGER NOT NULL,"
                       " text TEXT NOT NULL,"
                       " PRIMARY KEY (review_id, kind, position)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE review_papers ("
                       " review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (review_id, paper_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX review_papers_by_paper ON review_papers (paper_id)"),
        // verdict: 0 undecided (an undo), 1 include, 2 exclude, 3 maybe.
        QStringLiteral("CREATE TABLE review_decisions ("
                       " id INTEGER PRIMARY KEY,"
                       " review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " reviewer TEXT NOT NULL,"
                       " verdict INTEGER NOT NULL,"
                       " reason TEXT NOT NULL DEFAULT '',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " decided_at INTEGER NOT NULL)"),
        QStringLiteral(
            "CREATE INDEX review_decisions_by_paper ON review_decisions (review_id, reviewer, paper_id, id)"),
        QStringLiteral("CREATE INDEX review_decisions_by_paper_id ON review_decisions (paper_id)"),
    },
};

// Content keys ignore italic emphasis (*em*, _em_) as they did bold: the papers whose abstracts
// have such markers get their key again. One whose new key another paper has already keeps its
// old one (they stay two papers, as they were).
void rekeyEmphasis(const QSqlDatabase &database)
{
    QSqlQuery read(database);
    read.setForwardOnly(true);
    prepareOrThrow(read,
        QStringLiteral("SELECT id, abstract, title, content_key FROM papers"
                       " WHERE instr(abstract, '*') > 0 OR instr(abstract, '_') > 0 ORDER BY id"));
    execOrThrow(read);
    QSqlQuery update(database);
    prepareOrThrow(update, QStringLiteral("UPDATE OR IGNORE papers SET content_key = ? WHERE id = ?"));
    while (read.next()) {
        QString key = Text::contentKey(read.value(1).toString());
        // PaperWriter keys a second paper with the same abstract by its title too.
        if (read.value(3).toString().contains(u'/'))
            key += u'/' + Text::contentKey(read.value(2).toString());
        update.addBindValue(key);
        update.addBindValue(read.value(0));
        execOrThrow(update);
    }
    throwIfFailed(read);
}

// Where each paper came from: every record an import read (repeated and merged ones too) and
// the paper it became, so that a review can count the records it was identified from, per
// source, before duplicates were removed (PRISMA). Papers from before this step count as one
// record of the file they were first read from. Reviews may be blind: a reviewer sees only
// their own decisions until blinding ends. Reviews count their keywords in each paper.
const Migration importLog{
    6,
    {
        QStringLiteral("CREATE TABLE imports ("
                       " id INTEGER PRIMARY KEY,"
                       " file TEXT NOT NULL,"
                       " format TEXT NOT NULL,"
                       " imported_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE import_records ("
                       " import_id INTEGER NOT NULL REFERENCES imports(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (import_id, position)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX import_records_by_paper ON import_records (paper_id)"),
        QStringLiteral("INSERT INTO imports (file, format, imported_at)"
                       " SELECT source_file, source_format, min(added_at) FROM papers"
                       " GROUP BY source_file, source_format"),
        QStringLiteral("INSERT INTO import_records (import_id, position, paper_id)"
                       " SELECT i.id, p.id, p.id FROM papers p"
                       " JOIN imports i ON i.file = p.source_file AND i.format = p.source_format"),
        QStringLiteral("ALTER TABLE reviews ADD COLUMN blind INTEGER NOT NULL DEFAULT 0"),
        // How often a review's inclusion and exclusion keywords occur in each of its papers,
        // for sorting the paper list by them; counted again when the keywords change.
        QStringLiteral("CREATE TABLE review_hits ("
                       " review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " inclusion INTEGER NOT NULL,"
                       " exclusion INTEGER NOT NULL,"
                       " PRIMARY KEY (review_id, paper_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX review_hits_by_paper ON review_hits (paper_id)"),
    },
    rekeyEmphasis,
};

// A checksum of the text a user cannot get back, on each row that holds it (see checksum.h):
// damage inside a text that SQLite's own checks cannot see is found when the row is read. NULL
// (a row written by another program) is not checked.
const Migration checksums{
    7,
    {
        QStringLiteral("ALTER TABLE papers ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE notes ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE highlights ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE review_decisions ADD COLUMN checksum INTEGER"),
        QStringLiteral("UPDATE papers SET checksum = lectern_checksum(title, abstract)"),
        QStringLiteral("UPDATE notes SET checksum = lectern_checksum(body)"),
        QStringLiteral("UPDATE highlights SET checksum = lectern_checksum(start, end, comment)"),
        QStringLiteral("UPDATE review_decisions SET checksum = lectern_checksum(reviewer, verdict, reason, note)"),
    },
};

// Every word of the full-text index, so that a word being typed is matched as the words it
// begins (see IndexWords), taken from the index at first and kept by SearchIndex after.
const Migration indexWords{
    8,
    {
        QStringLiteral("CREATE TABLE index_words (word TEXT PRIMARY KEY) WITHOUT ROWID"),
        QStringLiteral("CREATE VIRTUAL TABLE temp.index_vocabulary USING fts5vocab(main, paper_index, row)"),
        QStringLiteral("INSERT INTO index_words (word) SELECT term FROM temp.index_vocabulary"),
        QStringLiteral("DROP TABLE temp.index_vocabulary"),
    },
};

// About how many papers have each word (see IndexWords), so that a word being typed that begins
// many words is matched without merging the long lists of the few frequent ones. Counted from
// the index once; words no paper has any more leave the list.
const Migration indexWordCounts{
    9,
    {
        QStringLiteral("DROP TABLE index_words"),
        QStringLiteral("CREATE TABLE index_words (word TEXT PRIMARY KEY, papers INTEGER NOT NULL) WITHOUT ROWID"),
        QStringLiteral("CREATE VIRTUAL TABLE temp.index_vocabulary USING fts5vocab(main, paper_index, row)"),
        QStringLiteral("INSERT INTO index_words (word, papers) SELECT term, doc FROM temp.index_vocabulary"),
        QStringLiteral("DROP TABLE temp.index_vocabulary"),
    },
};

// The checksums of a faster function (a word at a time, where FNV-1a took a byte): reading papers
// back spent a fifth of its time on them. Only checksums that match their text are made again:
// a row damaged before the upgrade stays found, and one without a checksum stays unchecked.
const Migration fasterChecksums{
    10,
    {
        QStringLiteral("UPDATE papers SET checksum = lectern_checksum(title, abstract)"
                       " WHERE checksum = lectern_checksum_v1(title, abstract)"),
        QStringLiteral("UPDATE notes SET checksum = lectern_checksum(body) WHERE checksum = lectern_checksum_v1(body)"),
        QStringLiteral("UPDATE highlights SET checksum = lectern_checksum(start, end, comment)"
                       " WHERE checksum = lectern_checksum_v1(start, end, comment)"),
        QStringLiteral("UPDATE review_decisions SET checksum = lectern_checksum(reviewer, verdict, reason, note)"
                       " WHERE checksum = lectern_checksum_v1(reviewer, verdict, reason, note)"),
    },
};

// Records as references (issue 33): each author's ORCID, the first author's family name kept on
// the paper for sorting, the indexes a search by DOI, PMID or keyword needs, pairs of papers a
// reader said are not duplicates, and the authors' names in the full-text index, whose table is
// made again with a column for them (and filled anew: a minute at a million papers).
const Migration authorsAsPeople{
    11,
    {
        QStringLiteral("ALTER TABLE paper_authors ADD COLUMN orcid TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN first_author TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("UPDATE papers SET first_author = coalesce((SELECT a.family FROM paper_authors a"
                       " WHERE a.paper_id = papers.id AND a.position = 0), '')"),
        QStringLiteral("CREATE INDEX papers_by_first_author ON papers (first_author COLLATE NOCASE)"),
        QStringLiteral("CREATE INDEX paper_authors_by_family ON paper_authors (family COLLATE NOCASE)"),
        QStringLiteral("CREATE INDEX papers_by_doi ON papers (doi)"),
        QStringLiteral("CREATE INDEX papers_by_pmid ON papers (pmid)"),
        QStringLiteral("CREATE INDEX paper_keywords_by_keyword ON paper_keywords (keyword COLLATE NOCASE)"),
        // Two rows a pair, one for each paper: deleting either keeps its row to bring back.
        QStringLiteral("CREATE TABLE distinct_pairs ("
                       " pair INTEGER NOT NULL,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (pair, paper_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX distinct_pairs_by_paper ON distinct_pairs (paper_id)"),
        QStringLiteral("DROP VIEW paper_text"),
        QStringLiteral("CREATE VIEW paper_text AS"
                       " SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note,"
                       " coalesce((SELECT group_concat(a.given || ' ' || a.family, '; ') FROM"
                       " (SELECT given, family FROM paper_authors WHERE paper_id = p.id ORDER BY position) a), '')"
                       " AS authors"
                       " FROM papers p LEFT JOIN notes n ON n.paper_id = p.id"),
        QStringLiteral("DROP TRIGGER paper_index_delete"),
        QStringLiteral("DROP TABLE paper_index"),
        QStringLiteral("CREATE VIRTUAL TABLE paper_index USING fts5("
                       " title, abstract, note, authors,"
                       " content='', contentless_delete=1,"
                       " tokenize='unicode61 remove_diacritics 2')"),
        QStringLiteral("CREATE TRIGGER paper_index_delete AFTER DELETE ON papers BEGIN"
                       " DELETE FROM paper_index WHERE rowid = old.id;"
                       " END"),
    },
    SqliteFullTextIndex::rebuildWithAuthors,
};

// The order a review's papers are screened in, chosen in the screening window: a relevance
// model or an ordering policy by name; empty for Lectern's default model.
const Migration screeningOrder{
    12,
    {
        QStringLiteral("ALTER TABLE reviews ADD COLUMN screening_order TEXT NOT NULL DEFAULT ''"),
    },
};

// Step 13 lets a team library's indexes hold titles and names of any length; SQLite's always did.
const Migration longTexts{ 13, {} };
// Step 14 makes a team library's index words quicker to read; SQLite's are not compressed.
const Migration fasterIndexWords{ 14, {} };

// The members of a team library (step 16) are the server's roles; a file has one reader, and the
// table stays empty.
const Migration members{
    16,
    {
        QStringLiteral("CREATE TABLE members ("
                       " login TEXT PRIMARY KEY,"
                       " display_name TEXT NOT NULL DEFAULT '',"
                       " color TEXT NOT NULL DEFAULT '',"
                       " added_at INTEGER NOT NULL)"),
    },
};

// A team library's server keeps blind reviews blind (step 17); a file has one reader, who sees
// the decisions of any reviewer whose file they import.
const Migration blindDecisions{ 17, {} };

// The change log (issue 31). One writer at a time commits here, so the numbers follow the
// commits; AUTOINCREMENT never gives a pruned number again.
const Migration changeLog{
    15,
    {
        QStringLiteral("CREATE TABLE changes ("
                       " seq INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " at INTEGER NOT NULL,"
                       " origin TEXT NOT NULL,"
                       " member TEXT NOT NULL DEFAULT '',"
                       " kind TEXT NOT NULL,"
                       " papers TEXT NOT NULL DEFAULT '')"),
    },
};

// Pruning the change log (issue 31): how far each member's window has read it, and up to where
// it was pruned, so that a reader who had not read that far is told to read everything again.
// A file's windows share one reader, whose feed writes nothing: its log is pruned by age alone.
const Migration changePruning{
    18,
    {
        QStringLiteral("CREATE TABLE change_positions ("
                       " member TEXT PRIMARY KEY,"
                       " seq INTEGER NOT NULL,"
                       " at INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE change_log_settings ("
                       " id INTEGER PRIMARY KEY CHECK (id = 1),"
                       " pruned_through INTEGER NOT NULL DEFAULT 0,"
                       " retention_days INTEGER NOT NULL)"),
        QStringLiteral("INSERT INTO change_log_settings (id, retention_days) VALUES (1, %1)")
            .arg(ChangeRetention::DefaultRetentionDays),
    },
};

// A note's row version (issue 31): a save based on another version is refused. Random, so that
// a note deleted and written again never has a version a writer read before.
const Migration noteVersions{
    19,
    { QStringLiteral("ALTER TABLE notes ADD COLUMN version INTEGER NOT NULL DEFAULT 1") },
};

// A review taken offline (issue 31): the team library it came from, whose decisions it holds, and
// how far the team library's decision log had come then, so that what others decided since is
// told when the decisions go back.
const Migration offlineReviews{
    20,
    {
        QStringLiteral("CREATE TABLE offline_reviews ("
                       " review_id INTEGER PRIMARY KEY REFERENCES reviews(id) ON DELETE CASCADE,"
                       " origin TEXT NOT NULL,"
                       " reviewer TEXT NOT NULL,"
                       " taken_at INTEGER NOT NULL,"
                       " team_seen_through INTEGER NOT NULL)"),
    },
};

// Who did what (issue 31): what was done to each paper, and who imported each file. A file has
// one user, whose name is left empty.
const Migration paperHistory{
    21,
    {
        // AUTOINCREMENT: a deleted paper's rows, put back by an undo, keep ids none took since.
        QStringLiteral("CREATE TABLE paper_history ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " at INTEGER NOT NULL,"
                       " member TEXT NOT NULL DEFAULT '',"
                       " action TEXT NOT NULL,"
                       " subject TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX paper_history_by_paper ON paper_history (paper_id)"),
        QStringLiteral("CREATE INDEX paper_history_by_member ON paper_history (member, paper_id)"),
        QStringLiteral("ALTER TABLE imports ADD COLUMN member TEXT NOT NULL DEFAULT ''"),
    },
};

// Reading status, rating and star are each member's own (issue 31): a row for each paper a
// member read, rated or starred, none for one left as new. A file has one user, named ''.
const Migration readingStates{
    22,
    {
        QStringLiteral("CREATE TABLE reading_states ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " member TEXT NOT NULL DEFAULT '',"
                       " status INTEGER NOT NULL DEFAULT 0,"
                       " rating INTEGER NOT NULL DEFAULT 0,"
                       " starred INTEGER NOT NULL DEFAULT 0,"
                       " PRIMARY KEY (paper_id, member)) WITHOUT ROWID"),
        // A member's papers by each value, newest first: a page in that order reads no other rows.
        QStringLiteral("CREATE INDEX reading_states_by_status ON reading_states (member, status, paper_id)"),
        QStringLiteral("CREATE INDEX reading_states_by_rating ON reading_states (member, rating, paper_id)"),
        QStringLiteral("CREATE INDEX reading_states_by_starred ON reading_states (member, starred, paper_id)"),
        QStringLiteral("INSERT INTO reading_states (paper_id, status, rating, starred)"
                       " SELECT id, status, rating, starred FROM papers"
                       " WHERE status <> 0 OR rating <> 0 OR starred <> 0"),
        QStringLiteral("DROP INDEX papers_by_status"),
        QStringLiteral("DROP INDEX papers_by_rating"),
        QStringLiteral("DROP INDEX papers_by_starred"),
        QStringLiteral("ALTER TABLE papers DROP COLUMN status"),
        QStringLiteral("ALTER TABLE papers DROP COLUMN rating"),
        QStringLiteral("ALTER TABLE papers DROP COLUMN starred"),
    },
};

// Each member writes their own note on a paper and reads the others' (issue 31); the full-text
// index holds them all. A file has one user, named ''. And who removed which paper, when: the
// paper's history goes with it, this stays (its id is no paper_id, which a removal would take).
const Migration notesByMember{
    23,
    {
        QStringLiteral("DROP VIEW paper_text"),
        QStringLiteral("CREATE TABLE member_notes ("
                       " paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,"
                       " member TEXT NOT NULL DEFAULT '',"
                       " body TEXT NOT NULL,"
                       " updated_at INTEGER NOT NULL,"
                       " checksum INTEGER,"
                       " version INTEGER NOT NULL DEFAULT 1,"
                       " PRIMARY KEY (paper_id, member)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO member_notes (paper_id, body, updated_at, checksum, version)"
                       " SELECT paper_id, body, updated_at, checksum, version FROM notes"),
        QStringLiteral("DROP TABLE notes"),
        QStringLiteral("ALTER TABLE member_notes RENAME TO notes"),
        QStringLiteral("CREATE VIEW paper_text AS"
                       " SELECT p.id, p.title, p.abstract,"
                       " coalesce((SELECT group_concat(n.body, char(10)) FROM notes n WHERE n.paper_id = p.id), '')"
                       " AS note,"
                       " coalesce((SELECT group_concat(a.given || ' ' || a.family, '; ') FROM"
                       " (SELECT given, family FROM paper_authors WHERE paper_id = p.id ORDER BY position) a), '')"
                       " AS authors"
                       " FROM papers p"),
        QStringLiteral("CREATE TABLE removals ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " removed_id INTEGER NOT NULL,"
                       " at INTEGER NOT NULL,"
                       " member TEXT NOT NULL DEFAULT '',"
                       " title TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX removals_by_paper ON removals (removed_id)"),
    },
};

// Checksums of the other texts a user made or imported (see CheckedText): the names and
// descriptions of tags, reading lists, saved searches and reviews, reviews' reasons and
// keywords, and papers' authors, keywords, other fields and links. Triggers make them, so that no statement that writes
// these tables, now or later, can leave one out.
const Migration userTextChecksums{
    24,
    {
        QStringLiteral("ALTER TABLE tags ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE reading_lists ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE saved_searches ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE paper_authors ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE reviews ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE review_terms ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE paper_keywords ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE paper_fields ADD COLUMN checksum INTEGER"),
        QStringLiteral("ALTER TABLE links ADD COLUMN checksum INTEGER"),
        QStringLiteral("UPDATE tags SET checksum = lectern_checksum(name)"),
        QStringLiteral("UPDATE reading_lists SET checksum = lectern_checksum(name, description)"),
        QStringLiteral("UPDATE saved_searches SET checksum = lectern_checksum(name, query)"),
        QStringLiteral("UPDATE paper_authors SET checksum = lectern_checksum(family, given)"),
        QStringLiteral("UPDATE reviews SET checksum ="
                       " lectern_checksum(name, question, inclusion_criteria, exclusion_criteria)"),
        QStringLiteral("UPDATE review_terms SET checksum = lectern_checksum(text)"),
        QStringLiteral("UPDATE paper_keywords SET checksum = lectern_checksum(keyword)"),
        QStringLiteral("UPDATE paper_fields SET checksum = lectern_checksum(name, value)"),
        QStringLiteral("UPDATE links SET checksum = lectern_checksum(url)"),
        QStringLiteral("CREATE TRIGGER tags_checksum AFTER INSERT ON tags BEGIN"
                       " UPDATE tags SET checksum = lectern_checksum(NEW.name) WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER tags_checksum_again AFTER UPDATE OF name ON tags BEGIN"
                       " UPDATE tags SET checksum = lectern_checksum(NEW.name) WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER reading_lists_checksum AFTER INSERT ON reading_lists BEGIN"
                       " UPDATE reading_lists SET checksum = lectern_checksum(NEW.name, NEW.description)"
                       " WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER reading_lists_checksum_again AFTER UPDATE OF name, description"
                       " ON reading_lists BEGIN"
                       " UPDATE reading_lists SET checksum = lectern_checksum(NEW.name, NEW.description)"
                       " WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER saved_searches_checksum AFTER INSERT ON saved_searches BEGIN"
                       " UPDATE saved_searches SET checksum = lectern_checksum(NEW.name, NEW.query)"
                       " WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER saved_searches_checksum_again AFTER UPDATE OF name, query"
                       " ON saved_searches BEGIN"
                       " UPDATE saved_searches SET checksum = lectern_checksum(NEW.name, NEW.query)"
                       " WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER paper_authors_checksum AFTER INSERT ON paper_authors BEGIN"
                       " UPDATE paper_authors SET checksum = lectern_checksum(NEW.family, NEW.given)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER paper_authors_checksum_again AFTER UPDATE OF family, given"
                       " ON paper_authors BEGIN"
                       " UPDATE paper_authors SET checksum = lectern_checksum(NEW.family, NEW.given)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER reviews_checksum AFTER INSERT ON reviews BEGIN"
                       " UPDATE reviews SET checksum = lectern_checksum(NEW.name, NEW.question,"
                       " NEW.inclusion_criteria, NEW.exclusion_criteria) WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER reviews_checksum_again AFTER UPDATE OF name, question, inclusion_criteria,"
                       " exclusion_criteria ON reviews BEGIN"
                       " UPDATE reviews SET checksum = lectern_checksum(NEW.name, NEW.question,"
                       " NEW.inclusion_criteria, NEW.exclusion_criteria) WHERE id = NEW.id; END"),
        QStringLiteral("CREATE TRIGGER review_terms_checksum AFTER INSERT ON review_terms BEGIN"
                       " UPDATE review_terms SET checksum = lectern_checksum(NEW.text) WHERE review_id = NEW.review_id"
                       " AND kind = NEW.kind AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER review_terms_checksum_again AFTER UPDATE OF text ON review_terms BEGIN"
                       " UPDATE review_terms SET checksum = lectern_checksum(NEW.text) WHERE review_id = NEW.review_id"
                       " AND kind = NEW.kind AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER paper_keywords_checksum AFTER INSERT ON paper_keywords BEGIN"
                       " UPDATE paper_keywords SET checksum = lectern_checksum(NEW.keyword)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER paper_keywords_checksum_again AFTER UPDATE OF keyword ON paper_keywords BEGIN"
                       " UPDATE paper_keywords SET checksum = lectern_checksum(NEW.keyword)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER paper_fields_checksum AFTER INSERT ON paper_fields BEGIN"
                       " UPDATE paper_fields SET checksum = lectern_checksum(NEW.name, NEW.value)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER paper_fields_checksum_again AFTER UPDATE OF name, value ON paper_fields BEGIN"
                       " UPDATE paper_fields SET checksum = lectern_checksum(NEW.name, NEW.value)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER links_checksum AFTER INSERT ON links BEGIN"
                       " UPDATE links SET checksum = lectern_checksum(NEW.url)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
        QStringLiteral("CREATE TRIGGER links_checksum_again AFTER UPDATE OF url ON links BEGIN"
                       " UPDATE links SET checksum = lectern_checksum(NEW.url)"
                       " WHERE paper_id = NEW.paper_id AND position = NEW.position; END"),
    },
};

const Migration history[] = { papersAndCollections,
    annotations,
    references,
    readingLists,
    reviews,
    importLog,
    checksums,
    indexWords,
    indexWordCounts,
    fasterChecksums,
    authorsAsPeople,
    screeningOrder,
    longTexts,
    fasterIndexWords,
    changeLog,
    members,
    blindDecisions,
    changePruning,
    noteVersions,
    offlineReviews,
    paperHistory,
    readingStates,
    notesByMember,
    userTextChecksums };

} // namespace

static_assert(std::size(history) == Schema::CurrentVersion);

std::span<const Migration> migrations()
{
    return history;
}

} // namespace Lectern::Storage::Sqlite
