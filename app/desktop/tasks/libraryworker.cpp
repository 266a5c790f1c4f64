// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/libraryworker.h"

#include "storage/librarysession.h"
#include "storage/savedsearchstore.h"

#include <QCoreApplication>
#include <QPointer>

namespace Lectern::Desktop {

// Lives on the worker's thread: the session is opened, used and closed there only.
class LibraryWorker::Runner : public QObject
{
public:
    explicit Runner(LibraryWorker *owner) : m_owner(owner) { }

    void open(const Storage::Location &location, Storage::Database::Access access)
    {
        // For a file only: its header tells at once, where a server would need a connection of its
        // own, seconds on a slow network. A server's upgrade shows as connecting.
        if (access == Storage::Database::Access::ReadWrite && location.isFile() &&
            Storage::Database::needsUpgrade(location))
            QMetaObject::invokeMethod(m_owner, &LibraryWorker::upgrading, Qt::QueuedConnection);
        QString error;
        m_session = Storage::LibrarySession::open(location, &error, access);
        if (!m_session)
            m_openError = error;
        const bool wantsPassword = !m_session && Storage::Database::wantsPassword(location);
        const QString origin = m_session ? m_session->database().origin() : QString();
        const QString login = m_session ? m_session->database().login() : QString();
        QMetaObject::invokeMethod(
            m_owner,
            [owner = m_owner, error, wantsPassword, origin, login] {
                owner->finishOpening(error, wantsPassword, origin, login);
            },
            Qt::QueuedConnection);
    }

    void execute(const Job &job)
    {
        Delivery delivery;
        std::optional<Storage::StorageError> error;
        const bool dropped = job.kind == Kind::Read && (m_owner->m_closing || (job.wanted && !job.wanted()));
        if (dropped) {
            // Nothing to deliver; the owner still counts the job as done.
        } else if (!m_session) {
            error = Storage::StorageError(m_openError);
        } else {
            try {
                delivery = job.run(*m_session);
            } catch (const Storage::StorageError &failure) {
                error = failure;
            }
        }
        QMetaObject::invokeMethod(
            m_owner,
            [owner = m_owner, delivery, error, failed = job.failed] { owner->finish(delivery, error, failed); },
            Qt::QueuedConnection);
    }

    // The last job: the connection goes on the thread that made it, then the thread ends.
    void close()
    {
        m_session.reset();
        QThread::currentThread()->quit();
    }

private:
    LibraryWorker *m_owner;
    std::unique_ptr<Storage::LibrarySession> m_session;
    QString m_openError;
};

LibraryWorker::LibraryWorker(Storage::Location location, Storage::Database::Access access, QObject *parent)
    : QObject(parent), m_location(std::move(location)), m_runner(new Runner(this))
{
    m_answerTimer.setSingleShot(true);
    m_answerTimer.setInterval(WaitingMs);
    connect(&m_answerTimer, &QTimer::timeout, this, [this] {
        m_waiting = true;
        Q_EMIT waiting(true);
    });
    m_thread.setObjectName(QStringLiteral("LibraryWorker"));
    m_runner->moveToThread(&m_thread);
    m_thread.start();
    // The opening counts as a job: the worker is not idle until it is done.
    ++m_pending;
    m_answerTimer.start();
    QMetaObject::invokeMethod(
        m_runner,
        [runner = m_runner, location = m_location, access] { runner->open(location, access); },
        Qt::QueuedConnection);
}

LibraryWorker::~LibraryWorker()
{
    close();
    m_thread.wait();
    delete m_runner;
}

void LibraryWorker::close()
{
    if (m_closed)
        return;
    m_closed = true;
    m_closing = true;
    // After every job given so far: the writes among them still run.
    QMetaObject::invokeMethod(m_runner, [runner = m_runner] { runner->close(); }, Qt::QueuedConnection);
}

void LibraryWorker::abandon(std::unique_ptr<LibraryWorker> worker)
{
    LibraryWorker *released = worker.release();
    released->m_abandoned = true;
    released->disconnect(); // nobody hears from it any more
    // Deleted by the application at the latest, which then waits for the connection to time out.
    released->setParent(QCoreApplication::instance());
    connect(&released->m_thread, &QThread::finished, released, &QObject::deleteLater);
    released->close();
}

void LibraryWorker::enqueue(
    Kind kind, std::function<Delivery(Storage::LibrarySession &)> run, Failure failed, std::function<bool()> wanted)
{
    Q_ASSERT(!m_closed);
    if (m_pending++ == 0)
        m_answerTimer.start();
    QMetaObject::invokeMethod(
        m_runner,
        [runner = m_runner, job = Job{ kind, std::move(run), std::move(failed), std::move(wanted) }] {
            runner->execute(job);
        },
        Qt::QueuedConnection);
}

void LibraryWorker::write(std::function<Delivery(Storage::LibrarySession &)> job, Failure failed)
{
    if (!m_refusal.isEmpty())
        job = [refusal = m_refusal](Storage::LibrarySession &) -> Delivery { throw Storage::StorageError(refusal); };
    enqueue(Kind::Write, std::move(job), std::move(failed));
}

void LibraryWorker::checkConnection()
{
    // The smallest table there is; a failure is news only as connectionLost().
    read<int>([](Storage::LibrarySession &session) { return int(session.savedSearches().savedSearches().size()); },
        [](const int &) {},
        [](const Storage::StorageError &) {});
}

void LibraryWorker::finish(
    const Delivery &delivery, const std::optional<Storage::StorageError> &error, const Failure &handler)
{
    if (--m_pending > 0)
        m_answerTimer.start(); // the next job has its own time to answer
    else
        m_answerTimer.stop();
    if (m_waiting) {
        m_waiting = false;
        Q_EMIT waiting(false);
    }
    // What is delivered may let go of this worker (another library opened).
    const QPointer<LibraryWorker> self(this);
    if (!m_abandoned) {
        if (error) {
            if (handler)
                handler(*error);
            else
                Q_EMIT failed(error->message());
            if (self && error->isUnreachable())
                Q_EMIT connectionLost(error->message());
        } else if (delivery) {
            delivery();
        }
    }
    if (self && m_pending == 0)
        Q_EMIT idleChanged();
}

void LibraryWorker::finishOpening(const QString &error, bool wantsPassword, const QString &origin, const QString &login)
{
    m_open = error.isEmpty();
    m_origin = origin;
    m_login = login;
    const bool tell = !m_abandoned;
    const QPointer<LibraryWorker> self(this);
    finish({}, std::nullopt, {});
    if (!self || !tell)
        return;
    if (m_open)
        Q_EMIT opened();
    else
        Q_EMIT openFailed(error, wantsPassword);
}

} // namespace Lectern::Desktop
