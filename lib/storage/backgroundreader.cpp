// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backgroundreader.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QScopeGuard>
#include <QSqlDriver>
#include <QThread>
#include <QVariant>

#include <sqlite3.h>

namespace Lectern::Storage {

// Lives on the reader's thread: the connection is opened there and used only there.
class BackgroundReader::Worker : public QObject
{
public:
    Worker(QString path, BackgroundReader *owner, bool reportsOpening)
        : m_path(std::move(path)), m_owner(owner), m_reportsOpening(reportsOpening)
    {
    }

    // Jobs given to this worker and not finished; counted up on the owner's thread.
    std::atomic<int> pending = 0;

    void open()
    {
        m_database = std::make_unique<Database>(m_path);
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
        m_handle = sqliteHandle(m_database->connection());
        if (!m_handle)
            return;
        // SQLite calls this every few hundred steps of a statement; it ends a stale one. Unlike
        // sqlite3_interrupt(), it also stops a statement a stale job starts after the keystroke.
        sqlite3_progress_handler(m_handle, 256, &Worker::isStale, this);
    }

    // Called from the owner's thread (sqlite3_interrupt() is made for that): ends the statement
    // running for an older job at once, even inside a long step the progress handler does not
    // see, such as the full-text index merging the words of a prefix.
    void interrupt(quint64 newest)
    {
        const quint64 running = m_running;
        if (m_handle && running != 0 && running < newest)
            sqlite3_interrupt(m_handle);
    }

    void close() { m_database.reset(); }

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
        try {
            job(*m_database, ticket);
            if (ticket != m_owner->m_latest)
                Q_EMIT m_owner->superseded(ticket); // it saw that and stopped between statements
        } catch (const StorageError &error) {
            // An interrupted statement fails too: only the newest request's failure is news.
            if (ticket == m_owner->m_latest)
                Q_EMIT m_owner->failed(error.message());
            else
                Q_EMIT m_owner->superseded(ticket);
        }
        m_running = 0;
    }

private:
    static int isStale(void *worker)
    {
        const auto *self = static_cast<const Worker *>(worker);
        return self->m_running != self->m_owner->m_latest ? 1 : 0;
    }

    QString m_path;
    BackgroundReader *m_owner;
    bool m_reportsOpening;
    std::unique_ptr<Database> m_database;
    sqlite3 *m_handle = nullptr;
    std::atomic<quint64> m_running = 0; // the ticket of the job running
};

struct BackgroundReader::Lane
{
    QThread thread;
    Worker *worker = nullptr;
};

BackgroundReader::BackgroundReader(const QString &databasePath, QObject *parent) : QObject(parent)
{
    for (int i = 0; i < LaneCount; ++i) {
        auto lane = std::make_unique<Lane>();
        lane->worker = new Worker(databasePath, this, i == 0);
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
    // million papers) keeps its lane busy, not the new keystroke waiting.
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
