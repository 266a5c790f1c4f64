// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

namespace Lectern::Storage {

class Database;
class Location;

// Papers with their details, a page at a time, read ahead on a thread of its own with a
// connection of its own while the caller works on the pages before: an export spends about as
// long reading as formatting, and the two overlap on a second core. The pages are read on the
// caller's thread and connection, one per call, when there is only one, when the caller's
// connection is inside a transaction (a second connection would not see what it changed), and
// when the library cannot be opened a second time.
class PaperDetailsStream
{
public:
    static constexpr qsizetype PageSize = 500;

    PaperDetailsStream(const Database &database, QList<PaperId> ids);
    // Stops reading ahead: a caller that leaves early (a cancelled export) does not wait for
    // the rest.
    ~PaperDetailsStream();
    PaperDetailsStream(const PaperDetailsStream &) = delete;
    PaperDetailsStream &operator=(const PaperDetailsStream &) = delete;

    // The next page in the order of the ids, ids no longer in the library left out; null once
    // every page was given. It stays valid until the next call, which hands it back to be freed
    // on the thread that allocated it while that thread reads (freeing on another thread
    // contends for the allocator's locks: reading slowed by 10 %). Throws StorageError where
    // reading failed.
    const QList<PaperDetails> *next();

private:
    QList<PaperDetails> readPage(const Database &database, qsizetype page) const;
    void readAhead(const Location &location);

    const Database &m_database;
    const QList<PaperId> m_ids;
    const qsizetype m_pages;
    qsizetype m_given = 0; // pages handed to the caller

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<QList<PaperDetails>> m_ready;
    std::deque<QList<PaperDetails>> m_spent; // given back, to be freed by the reading thread
    QList<PaperDetails> m_current; // the page the caller holds
    bool m_stopping = false;
    bool m_alone = false; // the thread could not open the library: the caller reads
    std::exception_ptr m_failure;
    std::thread m_thread;
};

} // namespace Lectern::Storage
