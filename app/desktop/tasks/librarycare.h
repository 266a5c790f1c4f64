// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QObject>
#include <QTimer>

class QThreadPool;

namespace Lectern::Desktop {

// Looks after the open library in the background: a quick check of its file soon after it is
// opened (SQLite keeps no checksums; damage shows only when a page is read), and a backup when
// the newest is a day old, looked at a while after opening and then every hour, when the change
// log is also pruned (Storage::ChangeRetention). Each waits a little so that the first searches
// have the disk to themselves (at a million papers a check reads 3 GB). Each runs on a worker thread at idle priority
// with its own connection; results for a library no longer watched are dropped.
class LibraryCare : public QObject
{
    Q_OBJECT

public:
    struct Delays
    {
        int checkMs = 20 * 1000;
        int backupMs = 10 * 60 * 1000;
    };

    explicit LibraryCare(QObject *parent = nullptr) : LibraryCare(Delays{}, parent) { }
    LibraryCare(Delays delays, QObject *parent = nullptr);

    void watch(const Storage::Location &library);
    // Nothing more is checked or backed up, until a library is watched again.
    void stop();
    // The thread checks and backups run on. They read the whole library, a minute at a million
    // papers: at idle priority, they take no core from the searches and the window.
    static QThreadPool &workers();
    // For tests: whether a check or a backup is still waiting or running.
    bool isBusy() const { return m_running > 0; }

Q_SIGNALS:
    void damageFound(const QString &problem);
    void backedUp(const QString &backupPath);
    void backupFailed(const QString &message);
    void changeLogPruned(int removed);

private:
    void check();
    void backUpIfDue();
    void pruneChangeLog();
    // Runs work on the worker thread; done gets its result on this thread, for this library only.
    template<typename Result>
    void runInBackground(
        std::function<Result(const Storage::Location &)> work, std::function<void(const Result &)> done);

    // Runs step after the delay unless another library is watched by then.
    void later(int delayMs, void (LibraryCare::*step)());

    Delays m_delays;
    Storage::Location m_library;
    quint64 m_generation = 0;
    int m_running = 0;
    QTimer m_hourly;
};

} // namespace Lectern::Desktop
