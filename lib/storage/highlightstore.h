// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// Marked passages of abstracts, by character range of the abstract as imported.
class HighlightStore
{
public:
    explicit HighlightStore(const Database &database);

    // A paper's highlights in reading order.
    QList<Highlight> highlights(PaperId paper) const;
    // The highlights of those papers that have any, each paper's in the order above.
    QHash<PaperId, QList<Highlight>> highlights(const QList<PaperId> &papers) const;
    // Stores the highlight and returns its id; a highlight that has an id (one being put back
    // by an undo) keeps it. Ranges outside the abstract throw StorageError.
    HighlightId add(const Highlight &highlight);
    // Returns what was removed, if it existed.
    std::optional<Highlight> remove(HighlightId id);
    void setComment(HighlightId id, const QString &comment);

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
