// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

namespace Lectern::Storage::Sqlite {

// Care of library files: backups beside the library (see Backups), SQLite's own structural
// checks with the rows' checksums (see LibraryHealth), damage remembered in a file beside it.
class SqliteCare final : public LibraryCare
{
public:
    QString backupFolder(const Location &library) const override;
    QList<Backup> backups(const Location &library) const override;
    Backup makeBackup(const Database &library) const override;
    void restore(const Location &library, const QString &backupPath) const override;
    std::optional<Backup> newestGoodBackup(const Location &library) const override;
    // A copy of the file is quick next to the import, and the only way back from a wrong one
    // that is not undone in the window.
    bool backsUpBeforeLargeImports() const override { return true; }
    QStringList problems(const Location &library, Depth depth) const override;
    bool quickCheckIsCheap(const Location &library) const override;
    void markDamaged(const Location &library, const QString &reason) const override;
    std::optional<QString> knownDamage(const Location &library) const override;
    void clearDamage(const Location &library) const override;
};

} // namespace Lectern::Storage::Sqlite
