// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/backgroundreader.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace Lectern::Storage {

// Lives on the reader's thread: the connection is opened there and used only there.
class BackgroundReader::Worker : public QObject
{
public:
    Worker(QString path, BackgroundReader *owner) : m_path(std::move(path)), m_owner(owner) { }

    void open()
    {
        m_database = std::make_unique<Database>(m_path);
        if (!m_database->open()) {
            // Emitted on the owner's thread, from its event loop: whoever connects right after
            // constructing the reader hears it, however soon the thread got here.
            QMetaObject::invokeMethod(
                m_owner,
                [owner = m_owner, message = m_database->errorString()] { Q_EMIT owner->failed(message); },
                Qt::QueuedConnection);
            m_database.reset();
            return;
        }
        // SQLite calls this every few hundred steps of a statement; it ends a stale one. Unlike
        // sqlite3_interrupt(), it also stops a statement a stale job starts after the keystroke.
        const QVariant handle = m_database->connection().driver()->handle();
        if (qstrcmp(handle.typeName(), "sqlite3*") == 0)
            sqlite3_progress_handler(*static_cast<sqlite3 *const *>(handle.data()), 256, &Worker::isStale, this);
    }

    void close() { m_database.reset(); }

    void execute(const std::function<void(const Database &, quint64)> &job, quint64 ticket)
    {
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
    std::unique_ptr<Database> m_database;
    quint64 m_running = 0; // the ticket of the job running, on the reader's thread
};

BackgroundReader::BackgroundReader(const QString &databasePath, QObject *parent)
    : QObject(parent), m_worker(new Worker(databasePath, this))
{
    m_thread.setObjectName(QStringLiteral("BackgroundReader"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { worker->open(); }, Qt::QueuedConnection);
}

BackgroundReader::~BackgroundReader()
{
    ++m_latest; // whatever is queued or running is stale now
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

void BackgroundReader::start(std::function<void(const Database &, quint64)> job)
{
    const quint64 ticket = ++m_latest;
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, job = std::move(job), ticket] { worker->execute(job, ticket); },
        Qt::QueuedConnection);
}

} // namespace Lectern::Storage
