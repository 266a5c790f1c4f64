// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/changefeed.h"

#include "storage/changeretention.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/sqlerror.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QRandomGenerator>
#include <QSqlDriver>
#include <QTimer>

#include <memory>

namespace Lectern::Storage {

// Lives on the feed's thread: the connection is opened, used and closed there only.
class ChangeFeed::Reader : public QObject
{
public:
    Reader(Location location, int fileLookMs, ChangeFeed *owner)
        : m_location(std::move(location)), m_fileLookMs(fileLookMs), m_owner(owner)
    {
        // Children, so that they move to the feed's thread with the reader.
        connect(m_look, &QTimer::timeout, this, [this] {
            watchWrittenFiles();
            read();
        });
        m_soon->setSingleShot(true);
        connect(m_soon, &QTimer::timeout, this, [this] {
            m_emptyReads = read() ? 0 : m_emptyReads + 1;
            m_lastRead.start();
        });
        m_retry->setSingleShot(true);
        connect(m_retry, &QTimer::timeout, this, &Reader::connectToLibrary);
    }

    void connectToLibrary()
    {
        auto database = std::make_unique<Database>(m_location);
        // On a server the feed also keeps the member's place in the log, which says what may be
        // pruned (ChangeRetention); a file's feed only reads.
        if (!database->open(keepsPosition() ? Database::Access::ReadWrite : Database::Access::ReadOnly))
            return retryLater();
        try {
            if (!m_started) {
                m_last = ChangeLog(*database).latest();
                m_started = true;
            }
        } catch (const StorageError &) {
            return retryLater();
        }
        m_database = std::move(database);
        // An engine whose commits write files to watch has no notifications of other clients'
        // commits: SQLite's driver has the feature, but tells only of its own connection's.
        QSqlDriver *driver = m_database->connection().driver();
        const bool watched = !m_database->engine().filesWrittenByCommits(m_database->connection()).isEmpty();
        const bool notifies = !watched && driver->hasFeature(QSqlDriver::EventNotifications) &&
            driver->subscribeToNotification(ChangeLog::notificationChannel());
        if (notifies)
            connect(driver, &QSqlDriver::notification, this, &Reader::read);
        m_look->start(notifies ? ServerLookMs : m_fileLookMs);
        m_retryMs = 0;
        watchWrittenFiles();
        QMetaObject::invokeMethod(
            m_owner,
            [owner = m_owner, notifies] {
                owner->m_notified = notifies;
                owner->setState(State::Connected);
            },
            Qt::QueuedConnection);
        read(); // what was committed while the connection was being made, or was lost
    }

    // Whether it told of changes.
    bool read()
    {
        if (!m_database)
            return false;
        constexpr int Batch = 2000;
        bool told = false;
        try {
            const ChangeLog log(*m_database);
            if (m_database->engine().hasMoved(m_database->connection())) {
                leave(&ChangeFeed::moved);
                return false;
            }
            for (bool first = true;; first = false) {
                const QList<Change> changes = log.after(m_last, Batch);
                if (changes.isEmpty()) {
                    // Nothing new: the log may also have gone back, the library written over.
                    if (first && log.latest() < m_last) {
                        leave(&ChangeFeed::replaced);
                        return false;
                    }
                    break;
                }
                m_last = changes.constLast().sequence;
                told = true;
                QMetaObject::invokeMethod(
                    m_owner, [owner = m_owner, changes] { Q_EMIT owner->changed(changes); }, Qt::QueuedConnection);
                // A feed being closed waits for this read on the GUI thread: a long log (a
                // catch-up) is left at the batch read, as its owner is to be told nothing more.
                if (changes.size() < Batch || QThread::currentThread()->isInterruptionRequested())
                    break;
            }
            keepPosition();
        } catch (const StorageError &) {
            // Whatever went wrong, a new connection tells: a server that is back, a file
            // another process was still writing.
            stopLooking();
            m_database.reset();
            tell(State::Reconnecting);
            retryLater();
        }
        return told;
    }

    void close()
    {
        stopLooking();
        m_retry->stop();
        if (m_database) {
            try {
                m_positionKeptAt.invalidate(); // what was read since the last write is kept now
                keepPosition();
            } catch (const StorageError &) {
                // A connection already lost has nothing to keep.
            }
        }
        m_database.reset();
    }

private:
    // The library read is not the one connected to: the feed tells so, and nothing more.
    void leave(void (ChangeFeed::*told)())
    {
        stopLooking();
        m_database.reset();
        QMetaObject::invokeMethod(m_owner, [owner = m_owner, told] { Q_EMIT(owner->*told)(); }, Qt::QueuedConnection);
    }

    bool keepsPosition() const { return !m_location.isFile() && !m_positionRefused; }

    // Writes the place at most every PositionMs: a busy log would otherwise cost a write for
    // every read.
    void keepPosition()
    {
        if (!keepsPosition() || m_last == m_positionKept ||
            (m_positionKeptAt.isValid() && !m_positionKeptAt.hasExpired(PositionMs)))
            return;
        try {
            ChangeRetention(*m_database).recordPosition(m_last);
        } catch (const StorageError &error) {
            // The member's grants were made by hand, without it: the feed reads on.
            if (!error.isForbidden())
                throw;
            m_positionRefused = true;
            return;
        }
        m_positionKept = m_last;
        m_positionKeptAt.start();
    }

    // What a commit writes, watched, so that a file's feed reads it at once; its looks remain
    // for what a watch misses: a file made again (watched from the next look), a watch the
    // system refused, a commit still being written when the feed read.
    void watchWrittenFiles()
    {
        if (!m_database)
            return;
        const QStringList files = m_database->engine().filesWrittenByCommits(m_database->connection());
        if (files.isEmpty())
            return;
        if (!m_written) {
            // Made on the feed's thread, where its notifications are read.
            m_written = new QFileSystemWatcher(this);
            connect(m_written, &QFileSystemWatcher::fileChanged, this, &Reader::written);
        }
        if (m_written->files() != files) {
            m_written->removePaths(m_written->files());
            m_written->addPaths(files);
        }
    }

    // A commit is written in several pieces, and readers learn of it just after the last: the
    // feed reads a moment after the first it is told of. A long transaction (an import) writes
    // for seconds before it commits: once two such reads in a row found nothing, the feed reads
    // less often until one finds something (a write that commits nothing, as SQLite's log
    // starting over, is one such read alone).
    void written()
    {
        if (m_soon->isActive())
            return;
        const qint64 wait = m_emptyReads >= 2 ? QuietReadMs - m_lastRead.elapsed() : 0;
        m_soon->start(static_cast<int>(std::max<qint64>(WrittenReadMs, wait)));
    }

    void stopLooking()
    {
        m_look->stop();
        m_soon->stop();
        // On the thread it reads its notifications on, as it was made.
        delete m_written;
        m_written = nullptr;
    }

    void retryLater()
    {
        m_retryMs = m_retryMs == 0 ? 100 : std::min(m_retryMs * 2, LongestRetryMs);
        // The clients of a restarted server do not all knock at the same moment.
        m_retry->start(m_retryMs - static_cast<int>(QRandomGenerator::global()->bounded(m_retryMs / 4 + 1)));
    }

    void tell(State state)
    {
        QMetaObject::invokeMethod(m_owner, [owner = m_owner, state] { owner->setState(state); }, Qt::QueuedConnection);
    }

    static constexpr int WrittenReadMs = 20;
    static constexpr int QuietReadMs = 100;

    Location m_location;
    int m_fileLookMs;
    ChangeFeed *m_owner;
    std::unique_ptr<Database> m_database;
    QTimer *m_look = new QTimer(this);
    QTimer *m_retry = new QTimer(this);
    QTimer *m_soon = new QTimer(this);
    QFileSystemWatcher *m_written = nullptr;
    QElapsedTimer m_lastRead; // of those after a write
    int m_emptyReads = 0; // after writes, in a row
    int m_retryMs = 0;
    bool m_started = false;
    qint64 m_last = 0;
    qint64 m_positionKept = 0;
    QElapsedTimer m_positionKeptAt;
    bool m_positionRefused = false;
};

ChangeFeed::ChangeFeed(const Location &location, QObject *parent) : ChangeFeed(location, FileLookMs, parent) { }

ChangeFeed::ChangeFeed(const Location &location, int fileLookMs, QObject *parent)
    : QObject(parent), m_reader(new Reader(location, fileLookMs, this))
{
    m_thread.setObjectName(QStringLiteral("ChangeFeed"));
    m_reader->moveToThread(&m_thread);
    m_thread.start();
    QMetaObject::invokeMethod(m_reader, [reader = m_reader] { reader->connectToLibrary(); }, Qt::QueuedConnection);
}

ChangeFeed::~ChangeFeed()
{
    m_thread.requestInterruption();
    QMetaObject::invokeMethod(m_reader, [reader = m_reader] { reader->close(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_reader;
}

void ChangeFeed::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace Lectern::Storage
