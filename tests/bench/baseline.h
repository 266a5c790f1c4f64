// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/sqlite/sqlitebulkload.h"

#include <QString>

namespace Lectern::Bench {

class Corpus;

struct BaselineOptions
{
    qint64 batch = 0; // rows per transaction; 0 = one transaction for everything, as the importer
    bool optimize = true; // merge the full-text index into one segment at the end
    bool tune = true; // apply the importer's bulk-load settings (cache, FTS5 hash size)
    Storage::Sqlite::SqliteBulkLoad::Settings settings;
};

struct BaselineResult
{
    qint64 rows = 0;
    double sqlSeconds = 0; // reading the rows back, the statements, commits, 'optimize': what is compared
    double optimizeSeconds = 0; // part of sqlSeconds
    double commitSeconds = 0; // the last commit, part of sqlSeconds
    double readBackSeconds = 0; // reading the prepared rows back, part of sqlSeconds (measured apart)
    double prepareSeconds = 0; // making the rows' values (titles, keys, …); not compared
};

// The physical baseline: the rows the importer would write for the corpus's first n
// abstracts, inserted with plain prepared statements into a fresh library made by
// Storage::Database (so the schema is the same) with the importer's BulkLoad settings (so the
// full-text configuration is the same). The values are prepared first, untimed, into a file
// beside the library; the timed part reads them back and inserts them without pause, so
// sqlSeconds is SQLite's own cost of the load.
BaselineResult loadRaw(const Corpus &corpus, qint64 n, const QString &libraryPath, const BaselineOptions &options);

} // namespace Lectern::Bench
