// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/paperremover.h"
#include "storage/referencesnapshots.h"

namespace Lectern::Storage {

class Database;

// Two papers a person found to be one (Possible Duplicates), made one: the paper kept gains what
// it lacked of the other's record (as an import's merge fills a paper), its tags, list places,
// reviews and decisions where it had none, its note below its own, its highlights when the
// abstracts are the same text, and the further reading state; the import records and identity
// keys of the other now name the paper kept, so a review's PRISMA flow counts it as a duplicate
// removed and a later import of it merges. The other paper is then deleted. Undone and redone
// exactly, ids included.
class PaperMerger
{
public:
    explicit PaperMerger(const Database &database);

    struct Merged
    {
        ReferenceSnapshot keptBefore;
        ReferenceSnapshot keptAfter;
        ReferenceSnapshot otherBefore; // its rows that moved to the paper kept
        RemovedPapers removed; // the other paper, as the merge deleted it
    };
    // One transaction; throws StorageError when either paper is not in the library.
    Merged merge(PaperId kept, PaperId other) const;
    void undo(const Merged &merged) const;
    void redo(const Merged &merged) const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
