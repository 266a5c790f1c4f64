// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitebackups.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/sqlitehandle.h"
#include "storage/sqlite/sqlitehealth.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

#include <future>

namespace Lectern::Storage::Sqlite {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Backups)
};

// How long a restore waits for other connections to finish writing.
constexpr int LockWaitMs = 10000;

} // namespace

Backups::Backups(const QString &libraryPath)
    : m_library(libraryPath), m_folder(libraryPath + QStringLiteral(".backups"))
{
}

QList<Backups::Backup> Backups::list() const
{
    return m_folder.list();
}

Backups::Backup Backups::make(const Database &database) const
{
    return m_folder.add(m_library, [&database](const QString &path) {
        runOrThrow(database.connection(), QStringLiteral("VACUUM INTO ?"), { path });
    });
}

std::optional<Backups::Backup> Backups::newestGood() const
{
    return m_folder.newestGood();
}

void Backups::restore(const QString &backupPath) const
{
    // Backups were checked whole when they were made; a quick check finds what became of the
    // file since (a full one would double the wait at a million papers). It reads the backup
    // while the library is kept: at a million papers both take 15 to 20 s.
    auto checked = std::async(
        std::launch::async, [backupPath] { return LibraryHealth::problems(backupPath, LibraryHealth::Depth::Quick); });
    const auto refuseIfBad = [&checked, &backupPath] {
        const QStringList wrong = checked.get();
        if (!wrong.isEmpty())
            throw StorageError(Tr::tr("%1 cannot be restored: %2").arg(backupPath, wrong.first()));
    };
    Database library(Location::file(m_library));
    if (!library.open()) {
        refuseIfBad();
        replaceFile(backupPath);
        return;
    }
    QString kept;
    try {
        kept = keepAsItIs(library);
        refuseIfBad();
    } catch (...) {
        if (!kept.isEmpty())
            QFile::remove(kept); // the library stays as it is: no copy of it is needed
        throw;
    }
    const FileConnection source(backupPath);
    if (!source.error().isEmpty())
        throw StorageError(Tr::tr("%1 cannot be restored: %2").arg(backupPath, source.error()));
    copyPages(source.database(), library.connection());
    LibraryHealth::clearDamage(m_library);
    m_folder.prune();
}

// The library page for page, damaged or not, as a backup to undo the restore with (or, when
// it is known to be damaged, beside the backups): a restore loses nothing.
QString Backups::keepAsItIs(const Database &library) const
{
    const QString path =
        m_folder.newFile(QDateTime::currentDateTimeUtc(), LibraryHealth::knownDamage(m_library).has_value());
    {
        const FileConnection copy(path, FileConnection::Mode::ReadWrite);
        if (!copy.error().isEmpty())
            throw StorageError(Tr::tr("Cannot keep the library in %1: %2").arg(path, copy.error()));
        copyPages(library.connection(), copy.database());
    }
    return path;
}

// Too damaged to open: nobody can be using it, so its file is kept and replaced whole.
void Backups::replaceFile(const QString &backupPath) const
{
    const QString kept = m_folder.newFile(QDateTime::currentDateTimeUtc(), true);
    for (const QString &part : { QString(), QStringLiteral("-wal") }) {
        if (QFile::exists(m_library + part) && !QFile::copy(m_library + part, kept + part))
            throw StorageError(Tr::tr("Cannot keep a copy of the damaged library in %1.").arg(m_folder.path()));
    }
    for (const QString &part : { QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(m_library + part);
    const QString copy = m_library + QStringLiteral(".restoring");
    QFile::remove(copy);
    if (!QFile::copy(backupPath, copy) || !QFile::remove(m_library) || !QFile::rename(copy, m_library))
        throw StorageError(Tr::tr("Cannot restore %1 over %2.").arg(backupPath, m_library));
    LibraryHealth::clearDamage(m_library);
}

void Backups::copyPages(const QSqlDatabase &from, const QSqlDatabase &to)
{
    sqlite3 *source = handleOf(from);
    sqlite3 *target = handleOf(to);
    sqlite3_backup *copy = source && target ? sqlite3_backup_init(target, "main", source, "main") : nullptr;
    if (!copy) {
        throw StorageError(Tr::tr("Cannot copy %1 into %2: %3")
                .arg(from.databaseName(),
                    to.databaseName(),
                    target ? QString::fromUtf8(sqlite3_errmsg(target)) : Tr::tr("it is not open")));
    }
    const QDeadlineTimer deadline(LockWaitMs);
    int result = SQLITE_OK;
    do {
        result = sqlite3_backup_step(copy, -1);
        if (result == SQLITE_BUSY || result == SQLITE_LOCKED)
            sqlite3_sleep(50); // another connection is writing: wait for it, as writes do
    } while ((result == SQLITE_BUSY || result == SQLITE_LOCKED) && !deadline.hasExpired());
    sqlite3_backup_finish(copy);
    if (result != SQLITE_DONE) {
        throw StorageError(Tr::tr("Cannot copy %1 into %2: %3")
                .arg(from.databaseName(), to.databaseName(), QString::fromUtf8(sqlite3_errstr(result))));
    }
}

} // namespace Lectern::Storage::Sqlite
