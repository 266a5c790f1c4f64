// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/fulltextindex.h"
#include "storage/knownkeys.h"
#include "storage/referencesnapshots.h"
#include "storage/rowbatch.h"

#include <QHash>

#include <QSqlQuery>
#include <QStringList>

#include <optional>

namespace Lectern::Storage {

class Database;
class Engine;

// Adds imported papers to the library. A record that is a paper the library has already (the
// same DOI, arXiv id or PMID, the same given title and year, or the same abstract under a
// title that agrees) is merged
// into it: its empty fields are filled, and nothing the paper has, or the user wrote, is
// replaced. Two papers whose DOIs (or arXiv ids, or PMIDs) differ are never merged.
// Statements are prepared once for a whole import; the caller holds the transaction.
class PaperWriter
{
public:
    explicit PaperWriter(const Database &database);

    struct Source
    {
        CollectionId collectionId = 0;
        QString venue;
        int year = 0;
        QString file;
    };

    // A record with the values that take time to compute. prepare() touches no database, so
    // an import makes these on another thread while this one writes.
    struct PreparedPaper
    {
        PaperRecord record;
        QString contentKey;
        QStringList keys; // Text::identityKeys(), strongest first
        QStringList links; // the record's links, encoded as stored
        FullTextIndex::Entry indexEntry;
    };
    // The paper as the engine will hold it.
    static PreparedPaper prepare(PaperRecord record, const Engine &engine);

    struct Result
    {
        enum Outcome {
            Added,
            Merged, // the paper was there and gained fields from the record
            Existing, // the paper was there with everything the record has
        };
        Outcome outcome = Added;
        PaperId id = 0;
        QString matchedKey; // for Merged and Existing: the key that matched, "abstract" for the text
        ReferenceSnapshot before; // for Merged, when kept: what the merge changed, as it was
    };
    // Each merge keeps a snapshot of what it changes, for an import that can be undone.
    void setKeepSnapshots(bool keep) { m_keepSnapshots = keep; }
    Result add(const PreparedPaper &paper, const Source &source);
    Result add(const PaperRecord &record, const Source &source);
    // The papers of one source, in order, as add() adds each. Where the engine gains by it (see
    // RowBatch) the new ones are written several to a statement: a paper that may be one the
    // library has, or one of them, waits until they are written and goes alone.
    QList<Result> add(const QList<PreparedPaper> &papers, const Source &source);
    // Gives a paper the bibliographic data of a record as a whole, as a person corrected it: its
    // venue, year, identifiers, type, citation key, authors, keywords, links and other fields, and
    // the identity keys made from them. Its title and abstract stay as they are.
    void replaceReference(PaperId id, const PreparedPaper &paper);
    // The columns of papers and the tables replaceReference() writes.
    static const QStringList &referenceColumns();
    static const QStringList &referenceTables();
    // What the writer wrote since a savepoint was rolled back (a file given up alone): it
    // forgets what it remembers of it.
    void rolledBack();
    // Writes the rows kept back to write several at once: before the transaction or a file's
    // savepoint ends, and before anything else reads the papers' details.
    void flush();

private:
    // The columns of a paper in the library that matching and merging look at, read once.
    struct StoredPaper
    {
        PaperId id = 0;
        bool titleInferred = false;
        bool titleEdited = false;
        QString title;
        QString abstract;
        QString venue;
        int year = 0;
        QString doi;
        QString arxivId;
        QString pmid;
        QString entryType;
        QString citationKey;
    };
    std::optional<StoredPaper> readPaper(PaperId id);
    std::optional<std::pair<StoredPaper, QString>> findByKeys(const PreparedPaper &paper);
    // The new paper's id, or 0 when the content key is taken.
    PaperId insert(const PreparedPaper &paper, const QString &contentKey, const Source &source);
    // New papers, by their index in papers, written with one statement; each whose content key
    // was taken meanwhile goes alone. Their results are set.
    void insertAll(const QList<PreparedPaper> &papers,
        const QList<qsizetype> &indexes,
        const Source &source,
        QList<Result> &results);
    // The values of a paper's row a record fills (all but the checksum).
    QVariantList rowOf(const PreparedPaper &paper, const QString &contentKey, const Source &source) const;
    // Which of the papers' content keys the library has.
    QSet<QString> storedContentKeys(const QList<PreparedPaper> &papers);
    void addNew(PaperId id, const PreparedPaper &paper);
    static bool conflicts(const StoredPaper &stored, const Reference &reference);
    static bool isSamePaper(const StoredPaper &stored, const PaperRecord &record);
    Result merged(const StoredPaper &stored, const PreparedPaper &paper, const QString &key);
    // Whether the paper gained anything; *before is then what it changed, as it was, when
    // snapshots are kept.
    bool merge(const StoredPaper &stored, const PreparedPaper &paper, ReferenceSnapshot *before);
    void addDetails(PaperId id, const PreparedPaper &paper, const QStringList &links, qsizetype firstLink);
    QStringList storedLinks(PaperId id);

    const Database &m_database;
    ReferenceSnapshots m_snapshots;
    QSqlQuery m_insertPaper;
    std::unique_ptr<FullTextIndex> m_index;
    RowBatch m_links;
    RowBatch m_authors;
    RowBatch m_keywords;
    RowBatch m_fields;
    RowBatch m_keys;
    QHash<QString, PaperId> m_keysNotWritten; // in m_keys, to be found before they are written
    QSqlQuery m_findKey;
    KnownKeys m_knownKeys;
    QSqlQuery m_findContent;
    QSqlQuery m_findContents;
    QSqlQuery m_readPaper;
    QSqlQuery m_hasAuthors;
    QSqlQuery m_hasKeywords;
    QSqlQuery m_hasFields;
    QSqlQuery m_readLinks;
    qint64 m_addedAt;
    bool m_keepSnapshots = false;
};

} // namespace Lectern::Storage
