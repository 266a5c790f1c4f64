// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QList>
#include <QVariant>

namespace Lectern::Storage {

class Database;

// A paper's bibliographic data as an import can change it by merging a record into it: the
// columns of papers a merge fills in, and the rows of its links, authors, keywords, source fields
// and identity keys.
struct ReferenceSnapshot
{
    PaperId paper = 0;
    QVariantList columns; // in the order ReferenceSnapshots reads them
    QList<QList<QVariantList>> tables; // the rows of each detail table, in the same order
};

// Takes snapshots of papers' bibliographic data and puts them back, so that undoing an import
// reverts what it merged into papers the library had, and redoing it merges again. What the user
// added to a paper (tags, notes, highlights, its reading state) is no part of a snapshot.
class ReferenceSnapshots
{
public:
    explicit ReferenceSnapshots(const Database &database);

    ReferenceSnapshot take(PaperId paper) const;
    // Puts back each paper's data as it was taken, all in one transaction.
    void restore(const QList<ReferenceSnapshot> &snapshots) const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
