// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QList>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Import {

// The user's work that Lectern's own export carried, kept for the papers an import adds and given
// to them once they are written: an import of that export into an empty library gives back the
// tags, notes, highlights, reading state and reading lists. A paper the library had keeps what
// the user made of it there, and undoing the import takes the papers and all this away together.
class RestoredAnnotations
{
public:
    void add(PaperId paper, const UserAnnotations &annotations);
    bool isEmpty() const { return m_papers.isEmpty(); }
    // Writes them, in the caller's transaction, and forgets them.
    void apply(const Storage::Database &database);

private:
    QList<std::pair<PaperId, UserAnnotations>> m_papers;
};

} // namespace Lectern::Import
