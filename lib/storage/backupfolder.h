// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

#include <functional>
#include <optional>

namespace Lectern::Storage {

// A folder of a library's backups: each an SQLite library file named by the time it was made,
// whatever the engine of the library it was made from, so that any backup can be opened,
// copied, checked and restored alike. A backup counts once it is written and checked whole;
// only then are the oldest let go, so the newest Generations good copies stay.
class BackupFolder
{
public:
    static constexpr int Generations = 10;

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
    void prune() const;

private:
    QString m_path;
};

} // namespace Lectern::Storage
