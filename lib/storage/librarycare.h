// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Lectern::Storage {

class Database;
class Location;

// What keeps a library safe, as its engine does it: backups (each an SQLite file the user can
// open or copy), checks, and damage found once and remembered until the library is mended.
class LibraryCare
{
public:
    // The care of a location's engine.
    static const LibraryCare &of(const Location &location);
    virtual ~LibraryCare() = default;

    struct Backup
    {
        QString path;
        QDateTime made; // UTC
        qint64 size = 0;
    };
    // Where a library's backups are kept.
    virtual QString backupFolder(const Location &library) const = 0;
    // Newest first.
    virtual QList<Backup> backups(const Location &library) const = 0;
    // A backup of the library now, checked before it counts; the oldest are let go after.
    // Throws StorageError when it cannot be made or does not pass its check.
    virtual Backup makeBackup(const Database &library) const = 0;
    // Replaces the library's content with a backup's, keeping what it held as a backup first.
    // Throws StorageError; the library is unchanged when the backup is refused.
    virtual void restore(const Location &library, const QString &backupPath) const = 0;
    // The newest backup that passes a full check.
    virtual std::optional<Backup> newestGoodBackup(const Location &library) const = 0;
    // Whether a large import into a library that has papers is preceded by a backup.
    virtual bool backsUpBeforeLargeImports() const = 0;

    // Quick looks at the structure; Full also compares indexes with tables and rows with their checksums.
    enum class Depth { Quick, Full };
    // What is wrong with the library: nothing when it is intact. Throws StorageError when it
    // cannot be looked at (a server that does not answer), which says nothing of its state.
    virtual QStringList problems(const Location &library, Depth depth) const = 0;
    // Whether a quick check costs so little that a command may run one before each change it
    // makes: damage is then found before anything is written over it, not at the next read.
    virtual bool quickCheckIsCheap(const Location &library) const = 0;
    // Damage found while reading is remembered, so that nothing more is written to the library
    // until it passes a full check again or a backup is restored.
    virtual void markDamaged(const Location &library, const QString &reason) const = 0;
    virtual std::optional<QString> knownDamage(const Location &library) const = 0;
    virtual void clearDamage(const Location &library) const = 0;
};

} // namespace Lectern::Storage
