// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace Lectern::Storage {

class Database;

// Reads the library on a thread of its own, with its own connection, for work the GUI must
// not wait for: searches as the user types, sidebar counts. Only the newest request matters:
// a new one interrupts the statement still running for an older one (sqlite3_interrupt) and
// drops those still queued, so a keystroke never waits for the search of the one before.
class BackgroundReader : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundReader(const QString &databasePath, QObject *parent = nullptr);
    ~BackgroundReader() override;

    // Runs job on the reader's thread, then done with its result on this object's thread,
    // unless a newer job was started meanwhile. A failure is reported through failed().
    template<typename Result>
    void run(std::function<Result(const Database &)> job, std::function<void(const Result &)> done)
    {
        start([this, job = std::move(job), done = std::move(done)](const Database &database, quint64 ticket) {
            Result result = job(database);
            QMetaObject::invokeMethod(
                this,
                [this, ticket, done, result = std::move(result)] {
                    if (ticket == m_latest)
                        done(result);
                },
                Qt::QueuedConnection);
        });
    }

    // The number of the newest request; each run() takes the next.
    quint64 latest() const { return m_latest; }

Q_SIGNALS:
    // The newest job failed (a damaged or locked library); older ones are dropped silently.
    void failed(const QString &message);
    // A job gave way to a newer one, while running or before it started (for measurements).
    void superseded(quint64 ticket);

private:
    class Worker;
    void start(std::function<void(const Database &, quint64)> job);

    QThread m_thread;
    Worker *m_worker;
    std::atomic<quint64> m_latest = 0;
};

} // namespace Lectern::Storage
