// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/librarycare.h"

#include <QString>
#include <QStringList>

#include <optional>

// Whether a library file can be trusted. SQLite keeps no checksums, so damage shows only when
// a page is read: by a check, or by a statement that meets a malformed page. Damage found once
// is remembered beside the file ("library.sqlite.damaged"), so that nothing more is written to
// it until it passes a full check again or a backup is restored.
namespace Lectern::Storage::Sqlite::LibraryHealth {

// Quick looks at every page's structure; Full also checks that every index matches its table.
using Depth = LibraryCare::Depth;

// What is wrong with a library file: nothing when it is an intact Lectern library. Throws
// StorageError when it cannot look for another reason than damage (another connection's lock).
QStringList problems(const QString &path, Depth depth);
// Whether the file is small enough for a quick check before each change (QuickCheckBytes).
bool quickCheckIsCheap(const QString &path);

void markDamaged(const QString &path, const QString &reason);
// What was found, when the library is known to be damaged.
std::optional<QString> knownDamage(const QString &path);
void clearDamage(const QString &path);

} // namespace Lectern::Storage::Sqlite::LibraryHealth
