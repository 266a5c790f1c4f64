// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/librarylock.h"

#include <QDir>
#include <QFileInfo>

namespace Lectern::Storage {

LibraryLock::LibraryLock(const Location &library)
{
    if (!library.isFile())
        return;
    m_file.emplace(library.filePath() + QStringLiteral(".lock"));
    m_folder = QFileInfo(library.filePath()).absolutePath();
    // A window keeps its library for hours: only a lock whose process has ended is stale, never
    // one that is merely old.
    m_file->setStaleLockTime(0);
}

bool LibraryLock::tryLock()
{
    if (!m_file)
        return true;
    // A new library's folder may not be there yet (the first start): opening the library makes it.
    QDir().mkpath(m_folder);
    // A lock file that cannot be written (a read-only folder) is no claim of another window:
    // opening the library then says what is wrong.
    return m_file->tryLock(0) || m_file->error() != QLockFile::LockFailedError;
}

std::optional<LockHolder> LibraryLock::holder() const
{
    qint64 pid = 0;
    QString host;
    QString program;
    if (!m_file || !m_file->getLockInfo(&pid, &host, &program))
        return std::nullopt;
    return LockHolder{ pid, program };
}

} // namespace Lectern::Storage
