// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace Lectern::Bench {

// Backs up the library, restores that backup over it, and checks it quickly and fully: the
// seconds of each, with the library's size. The restore's figure is all a user waits for (the
// backup checked, the library kept as a backup first, then written over).
QJsonObject runBackupPhase(const QString &libraryPath);

} // namespace Lectern::Bench
