// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/postgresql/serveraddress.h"

#include <QString>

#include <memory>
#include <mutex>

namespace Lectern::Storage::Postgresql {

// Stops the statement another connection to a library runs, with pg_cancel_backend() on a
// connection of its own that every reader of the library in this process shares. A cancel
// request (libpq's PQcancel) makes the server start a process for each one: 12 to 15 ms before
// it answers on a test machine, and the statement ran on for about half of it. A statement on a
// connection already open is one round trip, and the statement stops about 1 ms later.
// (A member may cancel the statements of their own login role only, which is all a reader
// runs.)
class CancelChannel
{
public:
    // The channel to the library at uri, opened if no reader holds it; null when the server
    // refuses another connection.
    static std::shared_ptr<CancelChannel> of(const QString &uri);

    explicit CancelChannel(LibpqConnection connection) : m_connection(std::move(connection)) { }

    // Asks the server to cancel what the connection with this backend process id runs; false
    // when it could not be asked (then a cancel request still can). From any thread.
    bool cancel(int backendPid);

private:
    std::mutex m_mutex; // one statement at a time on the connection
    LibpqConnection m_connection;
};

} // namespace Lectern::Storage::Postgresql
