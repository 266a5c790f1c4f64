// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"
#include "storage/location.h"
#include "storage/sqlerror.h"

#include <QObject>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace Lectern::Storage {
class LibrarySession;
}

namespace Lectern::Desktop {

// A thread with a session of the library of its own, for the window's reads and writes that must
// not hold up the GUI thread: pages of the paper list, the paper in the detail pane, every edit.
// On a server each statement is a round trip, and a window that waited for them would freeze as
// often as the user types, scrolls or tags. Jobs run one at a time in the order they were given,
// so a read asked for after a write sees it; each result comes back on the thread this object
// lives on (the GUI thread), in the same order.
//
// A job that throws StorageError fails: its own handler hears it, else failed(). A lost server
// (StorageError::isUnreachable()) is told by connectionLost() too, and a server that has not
// answered for a while by waiting().
class LibraryWorker : public QObject
{
    Q_OBJECT

public:
    // What to do on the GUI thread once a job succeeded.
    using Delivery = std::function<void()>;
    using Failure = std::function<void(const Storage::StorageError &)>;

    // Starts the thread, which opens the session first (creating or upgrading the library as
    // Database::open() does): opened() or openFailed() tell how that went.
    LibraryWorker(Storage::Location location, Storage::Database::Access access, QObject *parent = nullptr);
    // Runs the writes still queued, so that nothing the user did is lost, drops the reads, and
    // waits for the thread.
    ~LibraryWorker() override;
    LibraryWorker(const LibraryWorker &) = delete;
    LibraryWorker &operator=(const LibraryWorker &) = delete;

    const Storage::Location &location() const { return m_location; }

    // Reads on the worker, then calls done with the result here. wanted, asked on the worker
    // thread just before the job would start, may drop a read that became stale (a page the view
    // scrolled past); it must be safe to call from that thread.
    template<typename Result>
    void read(std::function<Result(Storage::LibrarySession &)> job,
        std::function<void(const Result &)> done,
        Failure failed = {},
        std::function<bool()> wanted = {})
    {
        enqueue(
            Kind::Read,
            [job = std::move(job), done = std::move(done)](Storage::LibrarySession &session) -> Delivery {
                return [done, result = job(session)] { done(result); };
            },
            std::move(failed),
            std::move(wanted));
    }

    // Writes on the worker; the job returns what to do here once it succeeded (say what changed).
    // Never dropped: a write given before the worker goes still runs.
    void write(std::function<Delivery(Storage::LibrarySession &)> job, Failure failed = {});

    // Every write given from now on fails with why, without running (the writes given before
    // still run): for a library no longer where the window opened it.
    void refuseWrites(const QString &why) { m_refusal = why; }

    // Reads a little, so that a lost server shows as connectionLost() (after a search failed).
    void checkConnection();

    // Nothing queued or running, the opening included (for the window's isIdle()).
    bool isIdle() const { return m_pending == 0; }
    bool isOpen() const { return m_open; }
    // Its session's name in the library's change log (Storage::Database::origin()), once open.
    QString origin() const { return m_origin; }
    // The member the connection is (Storage::Database::login()), once open; empty for a file.
    QString login() const { return m_login; }

    // Lets go of a worker still opening, without waiting for it: a connection to a server that
    // does not answer takes seconds to fail. It closes and deletes itself once the opening ends,
    // and reports nothing more.
    static void abandon(std::unique_ptr<LibraryWorker> worker);

    // After how long without an answer waiting(true) is emitted.
    static constexpr int WaitingMs = 3000;

Q_SIGNALS:
    // Opening a library of an older version upgrades it first, which takes a while.
    void upgrading();
    void opened();
    // message: one sentence naming the library; wantsPassword: the server asks for a password,
    // or refused the one given, and connecting again with the right one may succeed.
    void openFailed(const QString &message, bool wantsPassword);
    // A job without its own failure handler failed.
    void failed(const QString &message);
    // A statement failed because the connection to the server was lost: nothing more can be read
    // or written until the library is opened again.
    void connectionLost(const QString &message);
    // True when a job has been waiting for the library (a server) for WaitingMs; false once an
    // answer came.
    void waiting(bool waiting);
    void idleChanged();

private:
    class Runner;
    enum class Kind { Read, Write };
    struct Job
    {
        Kind kind;
        std::function<Delivery(Storage::LibrarySession &)> run;
        Failure failed;
        std::function<bool()> wanted;
    };

    void enqueue(Kind kind,
        std::function<Delivery(Storage::LibrarySession &)> run,
        Failure failed,
        std::function<bool()> wanted = {});
    // On this object's thread, when a job ended: with what to deliver, with its error, or
    // neither (dropped).
    void finish(const Delivery &delivery, const std::optional<Storage::StorageError> &error, const Failure &handler);
    void finishOpening(const QString &error, bool wantsPassword, const QString &origin, const QString &login);
    void close();

    Storage::Location m_location;
    QThread m_thread;
    Runner *m_runner;
    // Reads that have not started when the worker goes are dropped.
    std::atomic<bool> m_closing = false;
    bool m_closed = false;
    QString m_refusal;
    bool m_open = false;
    QString m_origin;
    QString m_login;
    bool m_abandoned = false;
    int m_pending = 0;
    bool m_waiting = false;
    QTimer m_answerTimer;
};

} // namespace Lectern::Desktop
