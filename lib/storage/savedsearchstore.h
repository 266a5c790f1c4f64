// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

namespace Lectern::Storage {

class Database;

// Queries kept under a name. Names are trimmed and unique regardless of case; a name that is
// empty or taken throws StorageError with a message for the user.
class SavedSearchStore
{
public:
    explicit SavedSearchStore(const Database &database);

    // By name.
    QList<SavedSearch> savedSearches() const;
    // Keeps the search; one that has an id (an undo putting it back) keeps it.
    SavedSearchId add(const SavedSearch &search);
    void rename(SavedSearchId id, const QString &name);
    void remove(SavedSearchId id);

private:
    QString checkedName(const QString &name, SavedSearchId except) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
