// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

namespace Lectern::Desktop {

// Looks after the open library in the background: a quick check of its file once it is
// opened (SQLite keeps no checksums; damage shows only when a page is read), and a backup when
// the newest is a day old, checked again every hour it stays open. Each runs on a worker
// thread with its own connection; results for a library no longer watched are dropped.
class LibraryCare : public QObject
{
    Q_OBJECT

public:
    explicit LibraryCare(QObject *parent = nullptr);

    void watch(const QString &libraryPath);
    // For tests: whether a check or a backup is still running.
    bool isBusy() const { return m_running > 0; }

Q_SIGNALS:
    void damageFound(const QString &problem);
    void backedUp(const QString &backupPath);
    void backupFailed(const QString &message);

private:
    void check();
    void backUpIfDue();
    // Runs work on a worker thread; done gets its result on this thread, for this library only.
    template<typename Result>
    void runInBackground(std::function<Result(const QString &)> work, std::function<void(const Result &)> done);

    QString m_path;
    quint64 m_generation = 0;
    int m_running = 0;
    QTimer m_hourly;
};

} // namespace Lectern::Desktop
