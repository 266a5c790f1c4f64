// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/librarycare.h"

#include "storage/backupfolder.h"
#include "storage/changeretention.h"
#include "storage/database.h"
#include "storage/librarycare.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

#include <functional>
#include <optional>
#include <utility>

namespace Lectern::Desktop {
namespace {

constexpr int HourMs = 60 * 60 * 1000;
constexpr qint64 DaySeconds = 24 * 60 * 60;

// What a backup attempt came to: a new backup's path, an error, or neither when none was due.
struct BackupOutcome
{
    QString path;
    QString error;
};

BackupOutcome backUp(const Storage::Location &library)
{
    const Storage::LibraryCare &care = Storage::LibraryCare::of(library);
    // What a backup killed or stopped by a full disk left goes at the window's next start.
    Storage::BackupFolder(care.backupFolder(library)).removeLeftovers();
    const auto all = care.backups(library);
    if (!all.isEmpty() && all.first().made.secsTo(QDateTime::currentDateTimeUtc()) < DaySeconds)
        return {};
    if (care.knownDamage(library))
        return {}; // a copy of a damaged library is no backup
    Storage::Database database(library);
    if (!database.open())
        return { {}, database.errorString() };
    try {
        if (Storage::PaperStore(database).paperCount() == 0)
            return {};
        return { care.makeBackup(database).path, {} };
    } catch (const Storage::StorageError &error) {
        return { {}, error.message() };
    }
}

// Prunes the change log as its retention says. On a team library only an owner's window may:
// another member's is refused, and leaves it to them.
int pruneChanges(const Storage::Location &library)
{
    Storage::Database database(library);
    if (!database.open())
        return 0;
    try {
        return Storage::ChangeRetention(database).prune().removed;
    } catch (const Storage::StorageError &) {
        return 0; // refused, busy, or damage the check tells of: the next hour tries again
    }
}

} // namespace

namespace {

QThreadPool *workerPool = nullptr;

// Waits for the work still running, as the application begins to close: later, the SQLite
// driver it uses may be gone.
void finishWork()
{
    delete std::exchange(workerPool, nullptr);
}

} // namespace

QThreadPool &LibraryCare::workers()
{
    if (!workerPool) {
        workerPool = new QThreadPool;
        workerPool->setMaxThreadCount(1);
        workerPool->setThreadPriority(QThread::IdlePriority);
        qAddPostRoutine(finishWork);
    }
    return *workerPool;
}

LibraryCare::LibraryCare(Delays delays, QObject *parent) : QObject(parent), m_delays(delays)
{
    m_hourly.setInterval(HourMs);
    connect(&m_hourly, &QTimer::timeout, this, &LibraryCare::backUpIfDue);
    connect(&m_hourly, &QTimer::timeout, this, &LibraryCare::pruneChangeLog);
}

void LibraryCare::watch(const Storage::Location &library)
{
    m_library = library;
    ++m_generation;
    m_hourly.start();
    // Damage found before is told like damage the check finds; asked in the background, as a
    // server's answer takes round trips.
    runInBackground<std::optional<QString>>(
        [](const Storage::Location &watched) { return Storage::LibraryCare::of(watched).knownDamage(watched); },
        [this](const std::optional<QString> &damage) {
            if (damage)
                Q_EMIT damageFound(*damage);
            else
                later(m_delays.checkMs, &LibraryCare::check);
        });
    later(m_delays.backupMs, &LibraryCare::backUpIfDue);
    later(m_delays.backupMs, &LibraryCare::pruneChangeLog);
}

void LibraryCare::stop()
{
    m_library = {};
    ++m_generation; // what waits or runs for the library is dropped
    m_hourly.stop();
}

void LibraryCare::later(int delayMs, void (LibraryCare::*step)())
{
    ++m_running;
    QTimer::singleShot(delayMs, this, [this, step, generation = m_generation] {
        if (generation == m_generation)
            (this->*step)(); // counts itself as running first, if it runs at all
        --m_running;
    });
}

template<typename Result>
void LibraryCare::runInBackground(
    std::function<Result(const Storage::Location &)> work, std::function<void(const Result &)> done)
{
    ++m_running;
    QPointer<LibraryCare> self(this);
    workers().start([self, work, done, library = m_library, generation = m_generation] {
        Result result = work(library);
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, done, result, generation] {
            if (!self)
                return;
            --self->m_running;
            if (generation == self->m_generation)
                done(result);
        });
    });
}

void LibraryCare::check()
{
    runInBackground<QStringList>(
        [](const Storage::Location &library) {
            try {
                return Storage::LibraryCare::of(library).problems(library, Storage::LibraryCare::Depth::Quick);
            } catch (const Storage::StorageError &) {
                // Not looked at: a server away, which the window's connection indicator shows;
                // the library is checked again once it is opened again.
                return QStringList();
            }
        },
        [this](const QStringList &problems) {
            if (problems.isEmpty())
                return;
            Storage::LibraryCare::of(m_library).markDamaged(m_library, problems.first());
            Q_EMIT damageFound(problems.first());
        });
}

void LibraryCare::backUpIfDue()
{
    runInBackground<BackupOutcome>(&backUp, [this](const BackupOutcome &outcome) {
        if (!outcome.path.isEmpty())
            Q_EMIT backedUp(outcome.path);
        else if (!outcome.error.isEmpty())
            Q_EMIT backupFailed(outcome.error);
    });
}

void LibraryCare::pruneChangeLog()
{
    runInBackground<int>(&pruneChanges, [this](const int &removed) {
        if (removed > 0)
            Q_EMIT changeLogPruned(removed);
    });
}

} // namespace Lectern::Desktop
