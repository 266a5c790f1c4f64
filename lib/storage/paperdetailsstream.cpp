// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperdetailsstream.h"

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/paperdetailsreader.h"
#include "storage/sqlerror.h"

namespace Lectern::Storage {
namespace {

// Pages read and not yet taken: enough to keep both threads busy, few enough that memory stays
// flat however large the export.
constexpr std::size_t MaxWaitingPages = 2;

bool inTransaction(const Database &database)
{
    return database.engine().inTransaction(database.connection());
}

} // namespace

PaperDetailsStream::PaperDetailsStream(const Database &database, QList<PaperId> ids)
    : m_database(database), m_ids(std::move(ids)), m_pages((m_ids.size() + PageSize - 1) / PageSize)
{
    // One page is read sooner than a connection is opened for it.
    m_alone = m_pages <= 1 || inTransaction(database);
    if (!m_alone)
        m_thread = std::thread([this, location = database.location()] { readAhead(location); });
}

PaperDetailsStream::~PaperDetailsStream()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

const QList<PaperDetails> *PaperDetailsStream::next()
{
    std::unique_lock lock(m_mutex);
    if (!m_alone)
        m_spent.push_back(std::move(m_current));
    if (m_given == m_pages)
        return nullptr;
    m_changed.wait(lock, [this] { return !m_ready.empty() || m_failure || m_alone; });
    if (!m_ready.empty()) {
        m_current = std::move(m_ready.front());
        m_ready.pop_front();
        ++m_given;
        lock.unlock();
        m_changed.notify_all();
        return &m_current;
    }
    if (m_failure)
        std::rethrow_exception(m_failure);
    lock.unlock();
    m_current = readPage(m_database, m_given++);
    return &m_current;
}

QList<PaperDetails> PaperDetailsStream::readPage(const Database &database, qsizetype page) const
{
    return PaperDetailsReader(database).details(m_ids.mid(page * PageSize, PageSize));
}

void PaperDetailsStream::readAhead(const Location &location)
{
    // Connections must not cross threads: this one is opened, used and closed here.
    Database database(location);
    if (!database.open(Database::Access::ReadOnly)) {
        const std::lock_guard lock(m_mutex);
        m_alone = true;
        m_changed.notify_all();
        return;
    }
    try {
        for (qsizetype page = 0; page < m_pages; ++page) {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_stopping || m_ready.size() < MaxWaitingPages; });
            if (m_stopping)
                return;
            std::deque<QList<PaperDetails>> spent;
            spent.swap(m_spent);
            lock.unlock();
            spent.clear();
            QList<PaperDetails> details = readPage(database, page);
            lock.lock();
            m_ready.push_back(std::move(details));
            m_changed.notify_all();
        }
    } catch (...) {
        const std::lock_guard lock(m_mutex);
        m_failure = std::current_exception();
        m_changed.notify_all();
    }
}

} // namespace Lectern::Storage
