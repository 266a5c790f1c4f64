// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Lectern::Storage {

// Another process holding a write lock on a library.
struct LockHolder
{
    qint64 pid = 0;
    QString program; // its name, when the system says
};

// Who holds a write lock on the library file or its WAL files, as the system's lock table
// (/proc/locks on Linux) tells; nothing when nobody else does or the system does not say.
std::optional<LockHolder> findLockHolder(const QString &libraryPath);

} // namespace Lectern::Storage
