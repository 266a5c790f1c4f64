// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/lockholder.h"

#include <QLockFile>

#include <optional>

namespace Lectern::Storage {

// A window's claim on a library: one window at a time edits a library, so that two never show
// each other's stale rows or undo each other's edits. The claim is a lock file beside the
// library (library.sqlite.lock) that names its process; one left by a process that ended is
// taken over. The command line takes no claim: its writes are short transactions.
class LibraryLock
{
public:
    explicit LibraryLock(const QString &libraryPath);

    // False when another window (of this process too) holds the library. True also when the
    // claim cannot be written at all, which is no other window's doing.
    bool tryLock();
    // The process holding the library, after tryLock() failed.
    std::optional<LockHolder> holder() const;

private:
    QLockFile m_file;
    QString m_folder;
};

} // namespace Lectern::Storage
