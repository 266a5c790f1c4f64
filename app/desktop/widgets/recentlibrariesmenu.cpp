// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/recentlibrariesmenu.h"

#include "models/recentlibraries.h"
#include "storage/database.h"
#include "widgets/plaintext.h"

#include <QFileInfo>

namespace Lectern::Desktop {
RecentLibrariesMenu::RecentLibrariesMenu(QWidget *parent) : QMenu(tr("Open &Recent"), parent)
{
    setToolTipsVisible(true);
    connect(this, &QMenu::aboutToShow, this, &RecentLibrariesMenu::fill);
}

void RecentLibrariesMenu::fill()
{
    clear();
    const Storage::Location yours = Storage::Database::defaultLocation();
    addAction(tr("&Your Library"), this, [this, yours] { Q_EMIT chosen(yours); });
    addSeparator();
    for (const QString &name : RecentLibraries::list()) {
        const auto location = Storage::Location::parse(name, nullptr);
        if (!location || *location == yours || (location->isFile() && !QFileInfo::exists(name)))
            continue;
        QAction *entry = addAction(
            withLiteralAmpersands(location->displayName()), this, [this, location] { Q_EMIT chosen(*location); });
        entry->setToolTip(plainToRichText(location->toString()));
    }
}

} // namespace Lectern::Desktop
