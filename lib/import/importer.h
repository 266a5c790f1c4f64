// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "import/formats.h"
#include "import/recordreader.h"
#include "storage/referencesnapshots.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <stop_token>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Import {

// A record that was a paper the library had, and gave it fields it lacked.
struct Merge
{
    int record = 0; // the record's place in its file, from 1
    PaperId paper = 0;
    QString key; // what matched: "doi:10.1/x", "title:…", "abstract"
    Storage::ReferenceSnapshot before; // what the merge changed, as it was (see setUndoable())
};

struct FileReport
{
    QString file;
    QString error; // empty when the file was read
    QString format; // as formatName() gives it, once the file was opened
    int added = 0;
    QList<PaperId> addedPapers; // the ids of the papers added
    int existing = 0; // papers the library already had whole (or that the file repeats)
    QList<Merge> merged;
    QList<RecordProblem> skipped; // records left out, each with its line and why
    QStringList warnings; // what the reader guessed about the file
    int keywordTags = 0; // tags given from the records' keywords, when asked for
};

struct ImportReport
{
    QList<FileReport> files;
    bool cancelled = false;
    // A failure of the library itself (locked, full disk): nothing was imported.
    QString storageError;

    int added() const;
    int merged() const;
    int existing() const;
    qsizetype skipped() const;
    bool hasErrors() const;
    // After a rollback: nothing was added, and nothing was found to be there already.
    void discardCounts();
};

// Imports files of abstracts into the library, in any format formats.h knows, detected from
// each file's content unless one is set. The papers of all files are added in one
// transaction; a file that cannot be read whole is given up alone, and a cancel, a failure of
// the library or a file that changes while it is read leaves the library exactly as it was.
// Each input is read once, as a stream ("-" is standard input; pipes work): a reading thread
// parses and prepares the papers (titles, links, content keys) while this one writes them.
// Before a large input goes into a library that has papers, a backup of it is made (and the
// import refused when none can be). Runs on any thread, with that thread's own Database.
class Importer
{
public:
    // Called with the bytes of the inputs dealt with so far and their total size (0 when no
    // input has a known size). done == total comes once, when every paper is written and
    // before the library is saved (for a large import the search index is merged then:
    // seconds, and no longer cancellable).
    using ProgressHandler = std::function<void(qint64 done, qint64 total)>;

    explicit Importer(const Storage::Database &database);

    void setProgressHandler(ProgressHandler handler);
    // Reads every file as this format; nothing (the default) detects each file's own.
    void setFormat(std::optional<Format> format);
    // Tags each paper with its record's keywords (those that are valid tag names).
    void setTagsFromKeywords(bool tag) { m_tagsFromKeywords = tag; }
    // Reports with each merge what it changed, as it was (Merge::before), for undoing the import.
    void setUndoable(bool undoable) { m_undoable = undoable; }
    ImportReport importFiles(const QStringList &paths, std::stop_token stop = {});

private:
    const Storage::Database &m_database;
    ProgressHandler m_progress;
    std::optional<Format> m_format;
    bool m_tagsFromKeywords = false;
    bool m_undoable = false;
};

} // namespace Lectern::Import
