// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/paperremover.h"

#include <QList>
#include <QStringList>
#include <QVariant>

namespace Lectern::Storage {

class Database;

// The parts of a paper's bibliographic data that a merge of an imported record changes: the
// columns of papers it sets and the detail tables it adds rows to (links, authors, keywords,
// source fields, identity keys), as they were. Only those parts, for an import that merges into
// thousands of papers keeps a snapshot of each for as long as it can be undone.
struct ReferenceSnapshot
{
    PaperId paper = 0;
    QStringList columns;
    QVariantList values;
    QList<RemovedPapers::Table> tables; // every row of the paper in each
};

// Takes snapshots of papers' bibliographic data and puts them back, so that undoing an import
// reverts what it merged into papers the library had, and redoing it merges again. What the user
// added to a paper (tags, notes, highlights, its reading state) is no part of a snapshot.
class ReferenceSnapshots
{
public:
    explicit ReferenceSnapshots(const Database &database);

    ReferenceSnapshot take(PaperId paper, const QStringList &columns, const QStringList &tables) const;
    // The same parts of the same paper as they are now.
    ReferenceSnapshot retake(const ReferenceSnapshot &snapshot) const;
    // Puts back each paper's parts as they were taken, all in one transaction.
    void restore(const QList<ReferenceSnapshot> &snapshots) const;

private:
    const Database &m_database;
};

// An import taken back and given again, each in one transaction: the papers it added are deleted
// and put back, and the papers it merged records into get their data from before and after.
class ImportUndo
{
public:
    explicit ImportUndo(const Database &database);

    struct Undone
    {
        RemovedPapers removed;
        QList<ReferenceSnapshot> merged; // as the merges left them, for redoing
    };
    // merges: the snapshots the import took before each of its merges, in order.
    Undone undo(const QList<PaperId> &added, const QList<ReferenceSnapshot> &merges) const;
    void redo(const Undone &undone) const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
