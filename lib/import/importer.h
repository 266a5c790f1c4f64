// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QStringList>

#include <functional>
#include <stop_token>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Import {

struct FileReport
{
    QString file;
    QString error; // empty when the file was read
    int added = 0;
    int existing = 0; // abstracts the library already had (or that the file repeats)
};

struct ImportReport
{
    QList<FileReport> files;
    bool cancelled = false;
    // A failure of the library itself (locked, full disk): nothing was imported.
    QString storageError;

    int added() const;
    int existing() const;
    bool hasErrors() const;
    // After a rollback: nothing was added, and nothing was found to be there already.
    void discardCounts();
};

// Imports abstract files into the library. Every file is read and checked first; the papers
// of all readable files are then added in one transaction, so an error or a cancel leaves the
// library exactly as it was. Runs on any thread, with that thread's own Database; the files
// are read again and their papers prepared (titles, links, content keys) on a thread of its
// own meanwhile. Files are streamed: memory does not grow with their size.
class Importer
{
public:
    // Called with the number of abstracts added so far and the number to add. done == total
    // comes once every abstract is written, before the library is saved (for a large import
    // the search index is merged then: seconds, and no longer cancellable).
    using ProgressHandler = std::function<void(qint64 done, qint64 total)>;

    explicit Importer(const Storage::Database &database);

    void setProgressHandler(ProgressHandler handler);
    ImportReport importFiles(const QStringList &paths, std::stop_token stop = {});

private:
    const Storage::Database &m_database;
    ProgressHandler m_progress;
};

} // namespace Lectern::Import
