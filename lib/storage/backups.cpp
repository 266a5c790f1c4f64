// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backups.h"

#include "storage/database.h"
#include "storage/libraryhealth.h"
#include "storage/readonlyconnection.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

namespace Lectern::Storage {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Lectern::Backups", text);
}

const QString NameFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");
const QString Suffix = QStringLiteral(".sqlite");

// How long a restore waits for other connections to finish writing.
constexpr int LockWaitMs = 10000;

} // namespace

Backups::Backups(const QString &libraryPath)
    : m_library(libraryPath), m_folder(libraryPath + QStringLiteral(".backups"))
{
}

QList<Backups::Backup> Backups::list() const
{
    QList<Backup> found;
    const QDir folder(m_folder);
    for (const QFileInfo &file : folder.entryInfoList({ u'*' + Suffix }, QDir::Files, QDir::Name | QDir::Reversed)) {
        QDateTime made = QDateTime::fromString(file.completeBaseName(), NameFormat);
        if (!made.isValid())
            continue; // not a backup (a copy of a damaged library, or someone else's file)
        made.setTimeZone(QTimeZone::UTC);
        found.append({ file.absoluteFilePath(), made, file.size() });
    }
    return found;
}

Backups::Backup Backups::make(const Database &database) const
{
    if (!QDir().mkpath(m_folder))
        throw StorageError(tr("Cannot create the backup folder %1.").arg(m_folder));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString path = m_folder + u'/' + now.toString(NameFormat) + Suffix;
    const QString partial = path + QStringLiteral(".partial");
    QFile::remove(partial);
    runOrThrow(database.connection(), QStringLiteral("VACUUM INTO ?"), { partial });
    const QStringList wrong = LibraryHealth::problems(partial, LibraryHealth::Depth::Quick);
    if (!wrong.isEmpty()) {
        QFile::remove(partial);
        throw StorageError(tr("The backup of %1 did not pass its check: %2").arg(m_library, wrong.first()));
    }
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        throw StorageError(tr("Cannot write the backup %1.").arg(path));
    }
    prune();
    return { path, now, QFileInfo(path).size() };
}

void Backups::prune() const
{
    const QList<Backup> all = list();
    for (qsizetype i = Generations; i < all.size(); ++i)
        QFile::remove(all[i].path);
}

void Backups::keepDamagedCopy() const
{
    const QString &libraryPath = m_library;
    QDir().mkpath(m_folder);
    const QString copy = m_folder + QStringLiteral("/damaged-")
        + QDateTime::currentDateTimeUtc().toString(NameFormat) + Suffix;
    for (const QString &part : { QString(), QStringLiteral("-wal") }) {
        if (QFile::exists(libraryPath + part) && !QFile::copy(libraryPath + part, copy + part))
            throw StorageError(tr("Cannot keep a copy of the damaged library in %1.").arg(m_folder));
    }
}

std::optional<Backups::Backup> Backups::newestGood() const
{
    for (const Backup &backup : list()) {
        if (LibraryHealth::problems(backup.path, LibraryHealth::Depth::Full).isEmpty())
            return backup;
    }
    return std::nullopt;
}

void Backups::restore(const QString &backupPath) const
{
    const QStringList wrong = LibraryHealth::problems(backupPath, LibraryHealth::Depth::Full);
    if (!wrong.isEmpty())
        throw StorageError(tr("%1 cannot be restored: %2").arg(backupPath, wrong.first()));
    Database library(m_library);
    const bool opened = library.open();
    // What is there now is kept, even when it is damaged: a restore must lose nothing.
    if (opened && LibraryHealth::problems(m_library, LibraryHealth::Depth::Quick).isEmpty())
        make(library);
    else
        keepDamagedCopy();
    if (opened) {
        copyInto(library, backupPath);
        LibraryHealth::clearDamage(m_library);
        return;
    }
    // Too damaged to open: nobody can be using it, and its file is replaced whole.
    for (const QString &part : { QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(m_library + part);
    const QString copy = m_library + QStringLiteral(".restoring");
    QFile::remove(copy);
    if (!QFile::copy(backupPath, copy) || !QFile::remove(m_library) || !QFile::rename(copy, m_library))
        throw StorageError(tr("Cannot restore %1 over %2.").arg(backupPath, m_library));
    LibraryHealth::clearDamage(m_library);
}

void Backups::copyInto(const Database &database, const QString &backupPath) const
{
    const ReadOnlyConnection source(backupPath);
    if (!source.error().isEmpty())
        throw StorageError(tr("%1 cannot be restored: %2").arg(backupPath, source.error()));
    sqlite3 *to = sqliteHandle(database.connection());
    sqlite3 *from = sqliteHandle(source.database());
    sqlite3_backup *copy = to && from ? sqlite3_backup_init(to, "main", from, "main") : nullptr;
    if (!copy)
        throw StorageError(tr("Cannot restore %1: %2")
                .arg(backupPath, to ? QString::fromUtf8(sqlite3_errmsg(to)) : tr("no library is open")));
    const QDeadlineTimer deadline(LockWaitMs);
    int result = SQLITE_OK;
    do {
        result = sqlite3_backup_step(copy, -1);
        if (result == SQLITE_BUSY || result == SQLITE_LOCKED)
            sqlite3_sleep(50); // another connection is writing: wait for it, as writes do
    } while ((result == SQLITE_BUSY || result == SQLITE_LOCKED) && !deadline.hasExpired());
    sqlite3_backup_finish(copy);
    if (result != SQLITE_DONE)
        throw StorageError(tr("Cannot restore %1: %2").arg(backupPath, QString::fromUtf8(sqlite3_errstr(result))));
}

} // namespace Lectern::Storage
