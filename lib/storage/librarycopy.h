// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QString>

#include <functional>
#include <stop_token>

namespace Lectern::Storage {

class Database;

// A whole library copied into an empty one, of any engine to any other (a file up to a server
// to start a team library, a server's down to a file to take home or keep as a backup): every
// paper with its details, tags, notes, highlights, lists, saved searches, reviews, decision logs
// and import logs, with their ids. Rows are checked against their checksums as they are read (a
// damaged source is refused), written in batches, given the target engine's checksums, and the
// full-text index is made anew. All in one transaction of the target, then compared with the
// source row by row, field by field. Throws StorageError; the target is then left as it was.
class LibraryCopy
{
public:
    // Called now and then with the rows copied and the rows in all, and once with both equal.
    using Progress = std::function<void(qint64 done, qint64 total)>;

    struct Result
    {
        qint64 papers = 0;
        qint64 rows = 0; // of every table
    };

    static Result copy(
        const Database &from, const Database &to, const Progress &progress = {}, std::stop_token stop = {});
    // One review into an empty library, for its reviewer to screen where there is no server (a
    // review taken offline): its papers with their details, terms and keyword hits, and this
    // reviewer's decisions, with their ids; nothing else of the library.
    static Result copyReview(const Database &from,
        ReviewId review,
        const QString &reviewer,
        const Database &to,
        const Progress &progress = {});
    // Whether a library holds nothing a copy would overwrite: no row in any table.
    static bool isEmpty(const Database &library);
};

} // namespace Lectern::Storage
