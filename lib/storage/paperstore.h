// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// Reads papers and edits their fields. Lists of papers are found by Search::PaperFinder; this
// store fetches what is shown of them.
class PaperStore
{
public:
    explicit PaperStore(const Database &database);

    std::optional<Paper> paper(PaperId id) const;
    // The rows for these ids, in the order given; ids no longer in the library are left out.
    QList<PaperSummary> summaries(const QList<PaperId> &ids) const;

    int paperCount() const;
    int countWithStatus(ReadingStatus status) const;

    // A title the user typed is no longer inferred; undoing the edit restores the flag.
    void setTitle(PaperId id, const QString &title, bool inferred = false);

    // The states of these papers; ids no longer in the library are left out.
    QHash<PaperId, ReadingState> readingStates(const QList<PaperId> &ids) const;
    // Writes every state in one transaction.
    void setReadingStates(const QHash<PaperId, ReadingState> &states);

private:
    // The first columns of a paper's rows in a table with paper_id and position, in order.
    QList<QVariantList> rowsOf(const QString &select, PaperId id, int columns) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
