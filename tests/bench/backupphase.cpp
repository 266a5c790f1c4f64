// SPDX-License-Identifier: GPL-3.0-or-later
#include "backupphase.h"

#include "storage/backups.h"
#include "storage/database.h"
#include "storage/libraryhealth.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

namespace Lectern::Bench {
namespace {

double secondsOf(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

} // namespace

QJsonObject runBackupPhase(const QString &libraryPath)
{
    const Storage::Backups backups(libraryPath);
    qint64 papers = 0;
    Storage::Backups::Backup made;
    double backupSeconds = 0;
    {
        Storage::Database database(libraryPath);
        if (!database.open())
            throw Storage::StorageError(database.errorString());
        papers = Storage::PaperStore(database).paperCount();
        backupSeconds = secondsOf([&] { made = backups.make(database); });
    }
    const double restoreSeconds = secondsOf([&] { backups.restore(made.path); });
    const double quickSeconds =
        secondsOf([&] { Storage::LibraryHealth::problems(libraryPath, Storage::LibraryHealth::Depth::Quick); });
    const double fullSeconds =
        secondsOf([&] { Storage::LibraryHealth::problems(libraryPath, Storage::LibraryHealth::Depth::Full); });
    QDir(backups.folder()).removeRecursively();
    return { { QStringLiteral("papers"), papers },
        { QStringLiteral("library_mb"), static_cast<double>(QFileInfo(libraryPath).size()) / (1024.0 * 1024.0) },
        { QStringLiteral("backup_s"), backupSeconds },
        { QStringLiteral("restore_s"), restoreSeconds },
        { QStringLiteral("quick_check_s"), quickSeconds },
        { QStringLiteral("full_check_s"), fullSeconds } };
}

} // namespace Lectern::Bench
