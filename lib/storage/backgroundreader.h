// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace Lectern::Storage {

class Database;

// Reads the library on a thread of its own, with its own connection, for work the GUI must
// not wait for: searches as the user types, sidebar counts. Only the newest request matters:
// a new one stops the statement still running for an older one (through the engine's
// Interrupter) and drops those still queued, and runs on a second thread and connection while a
// stale statement finishes a step that cannot be interrupted, so a keystroke never waits for the
// search before.
class BackgroundReader : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundReader(const Location &location, QObject *parent = nullptr);
    ~BackgroundReader() override;

    // Runs job on the reader's thread, then done with its result on this object's thread,
    // unless a newer job was started meanwhile. A failure is reported through failed().
    template<typename Result>
    void run(std::function<Result(const Database &)> job, std::function<void(const Result &)> done)
    {
        runInParts<Result>([job = std::move(job)](const Database &database,
                               const std::function<bool(Result)> &deliver) { deliver(job(database)); },
            std::move(done));
    }

    // As run(), for a job with something to show before it ends (a first page of results):
    // done is called with each part the job delivers, as long as no newer job was started.
    // deliver returns false once one was: the job should stop there.
    template<typename Result>
    void runInParts(std::function<void(const Database &, const std::function<bool(Result)> &deliver)> job,
        std::function<void(const Result &)> done)
    {
        start([this, job = std::move(job), done = std::move(done)](const Database &database, quint64 ticket) {
            job(database, [this, ticket, &done](Result part) {
                if (ticket != m_latest)
                    return false;
                QMetaObject::invokeMethod(
                    this,
                    [this, ticket, done, part = std::move(part)] {
                        if (ticket == m_latest)
                            done(part);
                    },
                    Qt::QueuedConnection);
                return true;
            });
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
    struct Lane; // a worker with its thread and connection
    static constexpr int LaneCount = 2;
    void start(std::function<void(const Database &, quint64)> job);

    std::vector<std::unique_ptr<Lane>> m_lanes;
    std::atomic<quint64> m_latest = 0;
};

} // namespace Lectern::Storage
