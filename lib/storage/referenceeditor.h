// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "storage/referencesnapshots.h"

#include <optional>

namespace Lectern::Storage {

class Database;

// A paper's record as a person corrects it: its venue, year, identifiers, type, citation key,
// authors, keywords, links and the source's other fields replaced as a whole, in one
// transaction, with the identity keys and the full-text index that follow from them. The title
// and abstract are edited apart (PaperStore::setTitle()). The change comes back as snapshots
// of the paper's record before and after it, which ReferenceSnapshots::restore() puts back: an
// undo and a redo.
class ReferenceEditor
{
public:
    explicit ReferenceEditor(const Database &database);

    struct Change
    {
        ReferenceSnapshot before;
        ReferenceSnapshot after;
    };
    // edited: the paper's venue, year, reference and links as they should be; identifiers are
    // stored in their normal form ("https://doi.org/10.1/X" as "10.1/x"). Nothing when that
    // changes nothing; throws StorageError when the paper is not in the library.
    std::optional<Change> replace(PaperId paper, const Paper &edited) const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
