// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/recentlibraries.h"

#include <QSettings>

namespace Lectern::Desktop::RecentLibraries {
namespace {

const QString Key = QStringLiteral("MainWindow/recentLibraries");
constexpr int MaxLibraries = 8;

} // namespace

QStringList list()
{
    return QSettings().value(Key).toStringList();
}

void remember(const Storage::Location &location)
{
    const QString name = location.toString();
    QStringList recent = list();
    // Settings written are synced to the disk on the GUI thread: a library opened again (a
    // server back after a restart) costs no write.
    if (recent.value(0) == name)
        return;
    recent.removeAll(name);
    recent.prepend(name);
    QSettings().setValue(Key, recent.mid(0, MaxLibraries));
}

} // namespace Lectern::Desktop::RecentLibraries
