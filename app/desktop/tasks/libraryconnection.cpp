// SPDX-License-Identifier: GPL-3.0-or-later
#include "tasks/libraryconnection.h"

#include "storage/backgroundreader.h"
#include "storage/changefeed.h"
#include "tasks/libraryworker.h"

namespace Lectern::Desktop {

LibraryConnection::LibraryConnection(std::unique_ptr<LibraryWorker> worker, Storage::Database::Access access)
    : m_worker(std::move(worker))
    , m_access(access)
    , m_searchReader(std::make_unique<Storage::BackgroundReader>(m_worker->location()))
    , m_countReader(std::make_unique<Storage::BackgroundReader>(m_worker->location()))
    , m_changes(std::make_unique<Storage::ChangeFeed>(m_worker->location()))
{
}

LibraryConnection::~LibraryConnection()
{
    m_changes.reset();
    m_countReader.reset();
    m_searchReader.reset();
    m_worker.reset();
}

const Storage::Location &LibraryConnection::location() const
{
    return m_worker->location();
}

} // namespace Lectern::Desktop
