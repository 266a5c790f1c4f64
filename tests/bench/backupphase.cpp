// SPDX-License-Identifier: GPL-3.0-or-later
#include "backupphase.h"

#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitebackups.h"
#include "storage/sqlite/sqlitehealth.h"

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
    const Storage::Sqlite::Backups backups(libraryPath);
    qint64 papers = 0;
    Storage::Sqlite::Backups::Backup made;
    double backupSeconds = 0;
    {
        Storage::Database database(Storage::Location::file(libraryPath));
        if (!database.open())
            throw Storage::StorageError(database.errorString());
        papers = Storage::PaperStore(database).paperCount();
        backupSeconds = secondsOf([&] { made = backups.make(database); });
    }
    const double restoreSeconds = secondsOf([&] { backups.restore(made.path); });
    const double quickSeconds = secondsOf(
        [&] { Storage::Sqlite::LibraryHealth::problems(libraryPath, Storage::Sqlite::LibraryHealth::Depth::Quick); });
    const double fullSeconds = secondsOf(
        [&] { Storage::Sqlite::LibraryHealth::problems(libraryPath, Storage::Sqlite::LibraryHealth::Depth::Full); });
    QDir(backups.folder()).removeRecursively();
    return { { QStringLiteral("papers"), papers },
        { QStringLiteral("library_mb"), static_cast<double>(QFileInfo(libraryPath).size()) / (1024.0 * 1024.0) },
        { QStringLiteral("backup_s"), backupSeconds },
        { QStringLiteral("restore_s"), restoreSeconds },
        { QStringLiteral("quick_check_s"), quickSeconds },
        { QStringLiteral("full_check_s"), fullSeconds } };
}

} // namespace Lectern::Bench
