// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/librarylock.h"

namespace Lectern::Storage {

LibraryLock::LibraryLock(const QString &libraryPath) : m_file(libraryPath + QStringLiteral(".lock"))
{
    // A window keeps its library for hours: only a lock whose process has ended is stale, never
    // one that is merely old.
    m_file.setStaleLockTime(0);
}

bool LibraryLock::tryLock()
{
    return m_file.tryLock(0);
}

std::optional<LockHolder> LibraryLock::holder() const
{
    qint64 pid = 0;
    QString host;
    QString program;
    if (!m_file.getLockInfo(&pid, &host, &program))
        return std::nullopt;
    return LockHolder{ pid, program };
}

} // namespace Lectern::Storage
