// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backgroundreader.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"

#include <QScopeGuard>
#include <QThread>

namespace Lectern::Storage {
namespace {

// How often the newest request runs again after an interruption meant for a stale one: one
// stopped more often than this is stopped by something else, and fails.
constexpr int MaxAttempts = 3;

} // namespace

// Lives on the reader's thread: the connection is opened there and used only there.
class BackgroundReader::Worker : public QObject
{
public:
    Worker(Location location, BackgroundReader *owner, bool reportsOpening)
        : m_location(std::move(location)), m_owner(owner), m_reportsOpening(reportsOpening)
    {
    }

    // Jobs given to this worker and not finished; counted up on the owner's thread.
    std::atomic<int> pending = 0;

    void open()
    {
        m_database = std::make_unique<Database>(m_location);
        if (!m_database->open()) {
            // Emitted on the owner's thread, from its event loop: whoever connects right after
            // constructing the reader hears it, however soon the thread got here. One message
            // for the reader, not one a lane.
            if (m_reportsOpening) {
                QMetaObject::invokeMethod(
                    m_owner,
                    [owner = m_owner, message = m_database->errorString()] { Q_EMIT owner->failed(message); },
                    Qt::QueuedConnection);
            }
            m_database.reset();
            return;
        }
        // Asked while a statement runs, from the interrupter's thread: a stale one ends, also one a
        // stale job starts after the keystroke. Asked on this thread before a statement that reads
        // many rows and while reading them (Database::throwIfStale).
        const auto isStale = [this] {
            const quint64 running = m_running;
            return running != 0 && running != m_owner->m_latest;
        };
        m_interrupter = m_database->engine().interrupter(*m_database, isStale);
        m_database->setStaleCheck(isStale);
    }

    // Called from the owner's thread: ends the statement running for an older job at once.
    void interrupt(quint64 newest)
    {
        const quint64 running = m_running;
        if (m_interrupter && running != 0 && running < newest)
            m_interrupter->interrupt();
    }

    void close()
    {
        m_interrupter.reset();
        m_database.reset();
    }

    void execute(const std::function<void(const Database &, quint64)> &job, quint64 ticket)
    {
        const auto finished = qScopeGuard([this] { --pending; });
        if (ticket != m_owner->m_latest) {
            Q_EMIT m_owner->superseded(ticket);
            return;
        }
        if (!m_database)
            return;
        m_running = ticket;
        for (int attempt = 1;; ++attempt) {
            try {
                job(*m_database, ticket);
                if (ticket != m_owner->m_latest)
                    Q_EMIT m_owner->superseded(ticket); // it saw that and stopped between statements
            } catch (const StorageError &error) {
                // The interruption of a stale statement is asked for from another thread, and a
                // server's cancel lands a round trip later: by then that statement may have
                // ended and this lane's next one, the newest request's, be the one stopped.
                // That request is run again.
                if (ticket == m_owner->m_latest && error.isInterrupted() && attempt < MaxAttempts)
                    continue;
                // An interrupted statement fails too: only the newest request's failure is news.
                if (ticket == m_owner->m_latest)
                    Q_EMIT m_owner->failed(error.message());
                else
                    Q_EMIT m_owner->superseded(ticket);
            }
            break;
        }
        m_running = 0;
    }

private:
    Location m_location;
    BackgroundReader *m_owner;
    bool m_reportsOpening;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Interrupter> m_interrupter;
    std::atomic<quint64> m_running = 0; // the ticket of the job running
};

struct BackgroundReader::Lane
{
    QThread thread;
    Worker *worker = nullptr;
};

BackgroundReader::BackgroundReader(const Location &location, QObject *parent) : QObject(parent)
{
    for (int i = 0; i < LaneCount; ++i) {
        auto lane = std::make_unique<Lane>();
        lane->worker = new Worker(location, this, i == 0);
        lane->thread.setObjectName(QStringLiteral("BackgroundReader"));
        lane->worker->moveToThread(&lane->thread);
        lane->thread.start();
        QMetaObject::invokeMethod(lane->worker, [worker = lane->worker] { worker->open(); }, Qt::QueuedConnection);
        m_lanes.push_back(std::move(lane));
    }
}

BackgroundReader::~BackgroundReader()
{
    ++m_latest; // whatever is queued or running is stale now
    for (const auto &lane : m_lanes) {
        lane->worker->interrupt(m_latest);
        QMetaObject::invokeMethod(
            lane->worker, [worker = lane->worker] { worker->close(); }, Qt::BlockingQueuedConnection);
        lane->thread.quit();
        lane->thread.wait();
        delete lane->worker;
    }
}

void BackgroundReader::start(std::function<void(const Database &, quint64)> job)
{
    const quint64 ticket = ++m_latest;
    // The job goes to a lane with nothing to do: a stale statement still finishing a step that
    // cannot be interrupted (FTS5 merging the words of a prefix, up to a few hundred ms at a
    // million papers; a server answering a cancel request) keeps its lane busy, not the new
    // keystroke waiting.
    Worker *chosen = nullptr;
    for (const auto &lane : m_lanes) {
        lane->worker->interrupt(ticket);
        if (!chosen || lane->worker->pending < chosen->pending)
            chosen = lane->worker;
    }
    ++chosen->pending;
    QMetaObject::invokeMethod(
        chosen,
        [worker = chosen, job = std::move(job), ticket] { worker->execute(job, ticket); },
        Qt::QueuedConnection);
}

} // namespace Lectern::Storage
