// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"

#include <memory>

namespace Lectern::Storage {
class BackgroundReader;
class ChangeFeed;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

class LibraryWorker;

// What the window holds of the library it shows: the worker that reads and writes it away from
// the GUI thread, the readers of searches and sidebar counts, and the feed of the changes others
// make, each with a connection of its own. The GUI thread has none: nothing it does waits for the library (a server).
class LibraryConnection
{
public:
    // Takes a worker whose session is open.
    LibraryConnection(std::unique_ptr<LibraryWorker> worker, Storage::Database::Access access);
    // The readers go first, the worker last: it runs the writes still queued.
    ~LibraryConnection();
    LibraryConnection(const LibraryConnection &) = delete;
    LibraryConnection &operator=(const LibraryConnection &) = delete;

    // With the password it was opened with, if any: for opening it again, never to be shown.
    const Storage::Location &location() const;
    bool isReadOnly() const { return m_access == Storage::Database::Access::ReadOnly; }
    LibraryWorker &worker() const { return *m_worker; }
    // For searches that a newer one interrupts, and for the sidebar's counts.
    Storage::BackgroundReader &searchReader() const { return *m_searchReader; }
    Storage::BackgroundReader &countReader() const { return *m_countReader; }
    Storage::ChangeFeed &changes() const { return *m_changes; }

private:
    std::unique_ptr<LibraryWorker> m_worker;
    Storage::Database::Access m_access;
    std::unique_ptr<Storage::BackgroundReader> m_searchReader;
    std::unique_ptr<Storage::BackgroundReader> m_countReader;
    std::unique_ptr<Storage::ChangeFeed> m_changes;
};

} // namespace Lectern::Desktop
