// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QString>

#include <optional>

class QWidget;

namespace Lectern::Desktop {

// Upgrades a library written by an older Lectern on a worker thread while a dialog over parent
// says so. At a million papers the upgrade takes a minute, and a window that stops answering
// without a word looks hung. Returns why the upgrade failed, or nothing when it did not.
std::optional<QString> upgradeLibrary(const Storage::Location &library, QWidget *parent);

} // namespace Lectern::Desktop
