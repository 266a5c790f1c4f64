// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

#include <functional>
#include <optional>

namespace Lectern::Storage {

// A folder of a library's backups: each an SQLite library file named by the time it was made,
// whatever the engine of the library it was made from, so that any backup can be opened,
// copied, checked and restored alike. A backup counts once it is written and checked whole;
// only then are older ones let go, by generations spread in time (see keep()), so that a burst of
// backups never pushes out last week's.
class BackupFolder
{
public:
    // At least this many backups are kept when there are as many.
    static constexpr int Generations = 10;
    static constexpr int Newest = 5;
    static constexpr int Days = 7;
    static constexpr int Weeks = 5;

    // Which of the backups made at these times (newest first) to keep, by index: the newest
    // Newest; the newest of each of the last Days days and of each of the last Weeks weeks; and
    // the newest others until there are Generations.
    static QList<qsizetype> keep(const QList<QDateTime> &made, const QDateTime &now);

    explicit BackupFolder(QString path) : m_path(std::move(path)) { }

    QString path() const { return m_path; }
    // Newest first; files of other names (a damaged library's copy) are not backups.
    QList<LibraryCare::Backup> list() const;
    // A backup made now: write makes the file at the path it is given; it is checked, then
    // named as a backup, and the oldest let go. Throws StorageError, keeping no part of it.
    LibraryCare::Backup add(const QString &libraryName, const std::function<void(const QString &path)> &write) const;
    // A path for a file made now in the folder (which is created); a damaged library's copy is
    // named so that it is never taken for a backup. Throws StorageError.
    QString newFile(const QDateTime &made, bool damaged) const;
    // The newest backup that passes a full check; nothing when none does.
    std::optional<LibraryCare::Backup> newestGood() const;
    // Lets go of the backups keep() does not keep.
    void prune() const;
    // Removes parts of backups nobody writes any more (".partial" files not written for a while:
    // a backup killed, or one that filled the disk) and empty backups.
    void removeLeftovers() const;

private:
    QString m_path;
};

} // namespace Lectern::Storage
