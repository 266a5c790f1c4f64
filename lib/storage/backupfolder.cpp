// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backupfolder.h"

#include "storage/location.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimeZone>

#include <algorithm>

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

// Whether a backup passes a full check; one that cannot be looked at does not.
bool isGood(const QString &backup)
{
    try {
        return problemsOf(backup, LibraryCare::Depth::Full).isEmpty();
    } catch (const StorageError &) {
        return false;
    }
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
    removeLeftovers();
    try {
        write(partial);
    } catch (...) {
        QFile::remove(partial);
        throw;
    }
    QStringList wrong;
    try {
        wrong = problemsOf(partial, LibraryCare::Depth::Quick);
    } catch (const StorageError &) {
        QFile::remove(partial);
        throw;
    }
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

QList<qsizetype> BackupFolder::keep(const QList<QDateTime> &made, const QDateTime &now)
{
    QList<bool> kept(made.size(), false);
    for (qsizetype i = 0; i < made.size() && i < Newest; ++i)
        kept[i] = true;
    // Newest first, so the first of a day or week met is its newest.
    const auto keepNewestOfEach = [&](qint64 span, int count) {
        qint64 last = -1;
        for (qsizetype i = 0; i < made.size(); ++i) {
            const qint64 age = made[i].secsTo(now) / span;
            if (age >= count)
                break;
            if (age != last)
                kept[i] = true;
            last = age;
        }
    };
    keepNewestOfEach(24 * 3600, Days);
    keepNewestOfEach(7 * 24 * 3600, Weeks);
    qsizetype count = std::count(kept.cbegin(), kept.cend(), true);
    for (qsizetype i = 0; i < made.size() && count < Generations; ++i) {
        if (!kept[i]) {
            kept[i] = true;
            ++count;
        }
    }
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < made.size(); ++i) {
        if (kept[i])
            indexes.append(i);
    }
    return indexes;
}

void BackupFolder::prune() const
{
    const QList<LibraryCare::Backup> all = list();
    QList<QDateTime> made;
    for (const LibraryCare::Backup &backup : all)
        made.append(backup.made);
    const QList<qsizetype> kept = keep(made, QDateTime::currentDateTimeUtc());
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (!kept.contains(i))
            QFile::remove(all[i].path);
    }
}

void BackupFolder::removeLeftovers() const
{
    // A backup being written grows all the time; one untouched this long was given up.
    constexpr qint64 AbandonedAfterSecs = 10 * 60;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDir folder(m_path);
    for (const QFileInfo &file : folder.entryInfoList(
             { QStringLiteral("*.partial"), QStringLiteral("*.partial-*") }, QDir::Files | QDir::Hidden)) {
        if (file.lastModified(QTimeZone::UTC).secsTo(now) > AbandonedAfterSecs)
            QFile::remove(file.absoluteFilePath());
    }
    for (const QFileInfo &file : folder.entryInfoList({ u'*' + Suffix }, QDir::Files)) {
        if (file.size() == 0)
            QFile::remove(file.absoluteFilePath());
    }
}

std::optional<LibraryCare::Backup> BackupFolder::newestGood() const
{
    for (const LibraryCare::Backup &backup : list()) {
        if (isGood(backup.path))
            return backup;
    }
    return std::nullopt;
}

} // namespace Lectern::Storage
