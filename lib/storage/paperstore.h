// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

#include <functional>

#include <optional>

class QSqlQuery;

namespace Lectern::Storage {

class Database;

// Reads papers and edits their fields. Lists of papers are found by Search::PaperFinder; this
// store fetches what is shown of them.
class PaperStore
{
public:
    explicit PaperStore(const Database &database);

    std::optional<Paper> paper(PaperId id) const;
    // Whole papers, read in a few statements for any number of ids, in the order given; ids no
    // longer in the library are left out.
    QList<Paper> papers(const QList<PaperId> &ids) const;
    // The rows for these ids, in the order given; ids no longer in the library are left out.
    QList<PaperSummary> summaries(const QList<PaperId> &ids) const;

    int paperCount() const;
    int countWithStatus(ReadingStatus status) const;

    // A title the user typed is no longer inferred; undoing the edit restores the flag.
    void setTitle(PaperId id, const QString &title, bool inferred = false);
    // The same over the title the writer read, basedOn, alone: false, and nothing written, when
    // another writer changed the title since.
    bool replaceTitle(PaperId id, const QString &title, const QString &basedOn, bool inferred = false);

    // The states of these papers; ids no longer in the library are left out.
    QHash<PaperId, ReadingState> readingStates(const QList<PaperId> &ids) const;
    // Writes every state in one transaction.
    void setReadingStates(const QHash<PaperId, ReadingState> &states);

private:
    // basedOn: the title the write replaces only; false when it is another.
    bool writeTitle(PaperId id, const QString &title, bool inferred, const std::optional<QString> &basedOn);
    // Calls take with each row of a table with paper_id and position that belongs to the papers
    // of idArray (a JSON array), by paper and position.
    void forEachRow(
        const QString &select, const QVariant &idList, const std::function<void(const QSqlQuery &)> &take) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
