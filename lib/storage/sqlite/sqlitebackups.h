// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

#include "storage/database.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace Lectern::Storage::Sqlite {

// Copies of a library, kept beside it in "library.sqlite.backups/". Each is a consistent
// snapshot made with VACUUM INTO while others go on reading and writing, opened and checked
// before it counts; only then are the oldest let go, so the newest Generations good copies
// stay. A restore writes a backup's pages into the library through SQLite's backup API, so a
// process that has it open reads the restored library next.
class Backups
{
public:
    static constexpr int Generations = 10;

    using Backup = LibraryCare::Backup;

    explicit Backups(const QString &libraryPath);

    QString folder() const { return m_folder; }
    // Newest first.
    QList<Backup> list() const;
    // Throws StorageError when the copy cannot be made or does not pass its check.
    Backup make(const Database &database) const;
    // Replaces the library's content with the backup's, after checking the backup and keeping
    // the library as it was, page for page, among the backups (or beside them, named damaged-…,
    // when it is known to be damaged). A library too damaged to open is replaced by a copy of
    // the backup's file. Throws StorageError; the library is unchanged when the backup is refused.
    void restore(const QString &backupPath) const;
    // The newest backup that passes a full check; nothing when none does.
    std::optional<Backup> newestGood() const;

private:
    // Returns the copy's path.
    QString keepAsItIs(const Database &library) const;
    // A path for a file made now in the backup folder (which is created); a damaged library's
    // copy is named so that it is never taken for a backup.
    QString newFile(const QDateTime &made, bool damaged) const;
    void replaceFile(const QString &backupPath) const;
    // SQLite's backup API: every page of one database into another, waiting for writers.
    static void copyPages(const QSqlDatabase &from, const QSqlDatabase &to);
    void prune() const;

    QString m_library;
    QString m_folder;
};

} // namespace Lectern::Storage::Sqlite
