// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backupfolder.h"

#include "storage/location.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimeZone>

namespace Lectern::Storage {
namespace {

// The translation context of these messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Backups)
};

const QString NameFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");
const QString Suffix = QStringLiteral(".sqlite");

QStringList problemsOf(const QString &backup, LibraryCare::Depth depth)
{
    const Location file = Location::file(backup);
    return LibraryCare::of(file).problems(file, depth);
}

} // namespace

QList<LibraryCare::Backup> BackupFolder::list() const
{
    QList<LibraryCare::Backup> found;
    const QDir folder(m_path);
    for (const QFileInfo &file : folder.entryInfoList({ u'*' + Suffix }, QDir::Files, QDir::Name | QDir::Reversed)) {
        QDateTime made = QDateTime::fromString(file.completeBaseName(), NameFormat);
        if (!made.isValid())
            continue; // not a backup (a copy of a damaged library, or someone else's file)
        made.setTimeZone(QTimeZone::UTC);
        found.append({ file.absoluteFilePath(), made, file.size() });
    }
    return found;
}

QString BackupFolder::newFile(const QDateTime &made, bool damaged) const
{
    if (!QDir().mkpath(m_path))
        throw StorageError(Tr::tr("Cannot create the backup folder %1.").arg(m_path));
    return m_path + (damaged ? QStringLiteral("/damaged-") : QStringLiteral("/")) + made.toString(NameFormat) + Suffix;
}

LibraryCare::Backup BackupFolder::add(
    const QString &libraryName, const std::function<void(const QString &path)> &write) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString path = newFile(now, false);
    const QString partial = path + QStringLiteral(".partial");
    QFile::remove(partial);
    try {
        write(partial);
    } catch (...) {
        QFile::remove(partial);
        throw;
    }
    const QStringList wrong = problemsOf(partial, LibraryCare::Depth::Quick);
    if (!wrong.isEmpty()) {
        QFile::remove(partial);
        throw StorageError(Tr::tr("The backup of %1 did not pass its check: %2").arg(libraryName, wrong.first()));
    }
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        throw StorageError(Tr::tr("Cannot write the backup %1.").arg(path));
    }
    prune();
    return { path, now, QFileInfo(path).size() };
}

void BackupFolder::prune() const
{
    const QList<LibraryCare::Backup> all = list();
    for (qsizetype i = Generations; i < all.size(); ++i)
        QFile::remove(all[i].path);
}

std::optional<LibraryCare::Backup> BackupFolder::newestGood() const
{
    for (const LibraryCare::Backup &backup : list()) {
        if (problemsOf(backup.path, LibraryCare::Depth::Full).isEmpty())
            return backup;
    }
    return std::nullopt;
}

} // namespace Lectern::Storage
