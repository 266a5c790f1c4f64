// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/backupfolder.h"

#include "storage/database.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace Lectern::Storage::Sqlite {

// Copies of a library, kept beside it in "library.sqlite.backups/". Each is a consistent
// snapshot made with VACUUM INTO while others go on reading and writing, opened and checked
// before it counts; only then are older ones let go (BackupFolder::keep() says which stay).
// A restore writes a backup's pages into the library through SQLite's backup API, so a
// process that has it open reads the restored library next.
class Backups
{
public:
    static constexpr int Generations = BackupFolder::Generations;

    using Backup = LibraryCare::Backup;

    explicit Backups(const QString &libraryPath);

    QString folder() const { return m_folder.path(); }
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
    void replaceFile(const QString &backupPath) const;
    // SQLite's backup API: every page of one database into another, waiting for writers.
    static void copyPages(const QSqlDatabase &from, const QSqlDatabase &to);

    QString m_library;
    BackupFolder m_folder;
};

} // namespace Lectern::Storage::Sqlite
