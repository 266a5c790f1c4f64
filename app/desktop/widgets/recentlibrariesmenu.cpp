// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/recentlibrariesmenu.h"

#include "storage/database.h"
#include "widgets/plaintext.h"

#include <QFileInfo>
#include <QSettings>

namespace Lectern::Desktop {
namespace {

const QString RecentLibrariesKey = QStringLiteral("MainWindow/recentLibraries");
constexpr int MaxRecentLibraries = 8;

QStringList recentLibraries()
{
    return QSettings().value(RecentLibrariesKey).toStringList();
}

} // namespace

RecentLibrariesMenu::RecentLibrariesMenu(QWidget *parent) : QMenu(tr("Open &Recent"), parent)
{
    setToolTipsVisible(true);
    connect(this, &QMenu::aboutToShow, this, &RecentLibrariesMenu::fill);
}

void RecentLibrariesMenu::remember(const Storage::Location &location)
{
    const QString name = location.toString();
    QStringList recent = recentLibraries();
    recent.removeAll(name);
    recent.prepend(name);
    QSettings().setValue(RecentLibrariesKey, recent.mid(0, MaxRecentLibraries));
}

void RecentLibrariesMenu::fill()
{
    clear();
    const Storage::Location yours = Storage::Database::defaultLocation();
    addAction(tr("&Your Library"), this, [this, yours] { Q_EMIT chosen(yours); });
    addSeparator();
    for (const QString &name : recentLibraries()) {
        const auto location = Storage::Location::parse(name, nullptr);
        if (!location || *location == yours || (location->isFile() && !QFileInfo::exists(name)))
            continue;
        QAction *entry = addAction(
            withLiteralAmpersands(location->displayName()), this, [this, location] { Q_EMIT chosen(*location); });
        entry->setToolTip(plainToRichText(location->toString()));
    }
}

} // namespace Lectern::Desktop
