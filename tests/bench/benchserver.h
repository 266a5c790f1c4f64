// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QString>

namespace Lectern::Bench {

// The PostgreSQL server of `lectern-bench --engine postgresql`: a throw-away cluster in a folder
// of the run, started and stopped by the tests' own script (tests/support/postgresql-server), on
// a Unix socket and a loopback port.
class BenchServer
{
public:
    // Starts the server; throws std::runtime_error, with the script's words, when it cannot.
    explicit BenchServer(const QString &folder);
    ~BenchServer();
    BenchServer(const BenchServer &) = delete;
    BenchServer &operator=(const BenchServer &) = delete;

    // A new, empty database of that name (dropped first if a run left it), as a library location.
    Storage::Location createLibrary(const QString &name) const;

private:
    QString m_folder;
    QString m_uri; // the superuser's, to the database postgres
};

} // namespace Lectern::Bench
