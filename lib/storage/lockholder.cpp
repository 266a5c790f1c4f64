// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/lockholder.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Lectern::Storage {
namespace {

// "major:minor:inode" as /proc/locks names a file (hexadecimal device numbers).
QString fileId(const QString &path)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    return QStringLiteral("%1:%2:%3")
        .arg(major(info.st_dev), 2, 16, QLatin1Char('0'))
        .arg(minor(info.st_dev), 2, 16, QLatin1Char('0'))
        .arg(info.st_ino);
}

} // namespace

std::optional<LockHolder> findLockHolder(const QString &libraryPath)
{
    QSet<QString> files;
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") }) {
        if (const QString id = fileId(libraryPath + suffix); !id.isEmpty())
            files.insert(id);
    }
    QFile locks(QStringLiteral("/proc/locks"));
    if (files.isEmpty() || !locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    const qint64 self = QCoreApplication::applicationPid();
    // "1: POSIX  ADVISORY  WRITE 1234 08:01:123456 120 120"
    for (const QByteArray &line : locks.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 6 || fields[3] != "WRITE" || !files.contains(QString::fromLatin1(fields[5])))
            continue;
        const qint64 pid = fields[4].toLongLong();
        if (pid <= 0 || pid == self)
            continue;
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
        const QString program =
            comm.open(QIODevice::ReadOnly) ? QString::fromUtf8(comm.readAll()).trimmed() : QString();
        return LockHolder{ pid, program };
    }
    return std::nullopt;
}

} // namespace Lectern::Storage
