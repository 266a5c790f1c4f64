// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/engine.h"

#include <QString>

namespace Lectern::Storage::Sqlite {

// How an SQLite connection is set up while it writes many papers, and what is done to the
// full-text index afterwards. Kept in one place so that lectern-bench's raw baseline uses the
// same configuration as the importer.
class SqliteBulkLoad final : public BulkLoad
{
public:
    struct Settings
    {
        // The importing connection's page cache, KiB (SQLite's default is 2 MiB). The unique
        // content-key index and the title index are written in random order; a larger cache
        // keeps their pages from being read again and again.
        int cacheKiB = 64 * 1024;
        // FTS5's pending-terms buffer, bytes (default 1 MiB), kept in paper_index's own
        // configuration. It is flushed as one index segment when full and at every commit; a
        // larger buffer means fewer, larger segments and far less merging while importing.
        int ftsHashBytes = 32 * 1024 * 1024;
    };

    // Applies the settings to the database's connection; the destructor puts the cache size
    // back. The hash size stays in the index's configuration: it only matters for large
    // transactions, and edits are small.
    SqliteBulkLoad(const Database &database, Settings settings);
    explicit SqliteBulkLoad(const Database &database) : SqliteBulkLoad(database, Settings{}) { }
    ~SqliteBulkLoad() override;
    SqliteBulkLoad(const SqliteBulkLoad &) = delete;
    SqliteBulkLoad &operator=(const SqliteBulkLoad &) = delete;

    // Merges the full-text index into one segment, so queries read one b-tree per term.
    void compactIndex() override;
    static void optimizeIndex(const Database &database);

private:
    QString m_connectionName;
    int m_previousCache = 0;
};

} // namespace Lectern::Storage::Sqlite
