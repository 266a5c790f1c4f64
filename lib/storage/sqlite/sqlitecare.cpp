// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitecare.h"

#include "storage/database.h"
#include "storage/sqlite/sqlitebackups.h"
#include "storage/sqlite/sqlitehealth.h"

namespace Lectern::Storage::Sqlite {

QString SqliteCare::backupFolder(const Location &library) const
{
    return Backups(library.filePath()).folder();
}

QList<LibraryCare::Backup> SqliteCare::backups(const Location &library) const
{
    return Backups(library.filePath()).list();
}

LibraryCare::Backup SqliteCare::makeBackup(const Database &library) const
{
    return Backups(library.location().filePath()).make(library);
}

void SqliteCare::restore(const Location &library, const QString &backupPath) const
{
    Backups(library.filePath()).restore(backupPath);
}

std::optional<LibraryCare::Backup> SqliteCare::newestGoodBackup(const Location &library) const
{
    return Backups(library.filePath()).newestGood();
}

QStringList SqliteCare::problems(const Location &library, Depth depth) const
{
    return LibraryHealth::problems(library.filePath(), depth);
}

bool SqliteCare::quickCheckIsCheap(const Location &library) const
{
    return LibraryHealth::quickCheckIsCheap(library.filePath());
}

void SqliteCare::markDamaged(const Location &library, const QString &reason) const
{
    LibraryHealth::markDamaged(library.filePath(), reason);
}

std::optional<QString> SqliteCare::knownDamage(const Location &library) const
{
    return LibraryHealth::knownDamage(library.filePath());
}

void SqliteCare::clearDamage(const Location &library) const
{
    LibraryHealth::clearDamage(library.filePath());
}

} // namespace Lectern::Storage::Sqlite
