// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

namespace Lectern::Storage::Postgresql {

// Care of team libraries. A backup is an SQLite copy of the whole library (LibraryCopy), kept in
// this user's data folder, one folder per server and database; a restore copies one back into
// an empty database. The server keeps its own files safe; Lectern checks what it can see: every
// row against its checksum, and damage found is remembered in the library itself, for every
// member to see.
class PostgresqlCare final : public LibraryCare
{
public:
    QString backupFolder(const Location &library) const override;
    QList<Backup> backups(const Location &library) const override;
    Backup makeBackup(const Database &library) const override;
    void restore(const Location &library, const QString &backupPath) const override;
    std::optional<Backup> newestGoodBackup(const Location &library) const override;
    // Not before an import: a copy of a whole team library over the network would take longer
    // than most imports, and hold a snapshot open on the server meanwhile. The server keeps its
    // own backups; an import is one transaction, and undone in the window as one step.
    bool backsUpBeforeLargeImports() const override { return false; }
    QStringList problems(const Location &library, Depth depth) const override;
    // The server checks its own pages as it reads them; there is no quick look to take.
    bool quickCheckIsCheap(const Location &) const override { return false; }
    void markDamaged(const Location &library, const QString &reason) const override;
    std::optional<QString> knownDamage(const Location &library) const override;
    void clearDamage(const Location &library) const override;
};

} // namespace Lectern::Storage::Postgresql
