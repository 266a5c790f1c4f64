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
            Q_EMIT m_owner->failed(m_database->errorString());
            m_database.reset();
            return;
        }
        const QVariant handle = m_database->connection().driver()->handle();
        if (qstrcmp(handle.typeName(), "sqlite3*") == 0)
            m_handle = *static_cast<sqlite3 *const *>(handle.data());
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
        } catch (const StorageError &error) {
            // An interrupted statement fails too: only the newest request's failure is news.
            if (ticket == m_owner->m_latest)
                Q_EMIT m_owner->failed(error.message());
            else
                Q_EMIT m_owner->superseded(ticket);
        }
        m_running = 0;
    }

    // Called from the owner's thread: sqlite3_interrupt() is made for that.
    void interrupt(quint64 newest)
    {
        const quint64 running = m_running;
        if (m_handle && running != 0 && running < newest)
            sqlite3_interrupt(m_handle);
    }

private:
    QString m_path;
    BackgroundReader *m_owner;
    std::unique_ptr<Database> m_database;
    sqlite3 *m_handle = nullptr;
    std::atomic<quint64> m_running = 0;
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
    m_worker->interrupt(m_latest);
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

void BackgroundReader::start(std::function<void(const Database &, quint64)> job)
{
    const quint64 ticket = ++m_latest;
    m_worker->interrupt(ticket);
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, job = std::move(job), ticket] { worker->execute(job, ticket); },
        Qt::QueuedConnection);
}

} // namespace Lectern::Storage
