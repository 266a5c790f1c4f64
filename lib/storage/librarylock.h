// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"
#include "storage/lockholder.h"

#include <QLockFile>

#include <optional>

namespace Lectern::Storage {

// A window's claim on a library file: one window at a time edits a library of its own, so that
// two never show each other's stale rows or undo each other's edits. The claim is a lock file
// beside the library (library.sqlite.lock) that names its process; one left by a process that
// ended is taken over. The command line takes no claim, its writes being short transactions,
// except a restore, which replaces the whole library. A library on a server is shared: any
// number of windows work on it at once, and take no claim.
class LibraryLock
{
public:
    explicit LibraryLock(const Location &library);

    // False when another window (of this process too) or a restore holds the library. True also when the
    // claim cannot be written at all, which is no other window's doing.
    bool tryLock();
    // The process holding the library, after tryLock() failed.
    std::optional<LockHolder> holder() const;

private:
    std::optional<QLockFile> m_file; // none for a library on a server
    QString m_folder;
};

} // namespace Lectern::Storage
