// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

namespace Lectern::Storage {

class Database;

// The collections papers were imported into ("ICLR 2025"), with their paper counts.
class CollectionStore
{
public:
    explicit CollectionStore(const Database &database);

    // The id of the collection with this name (case-insensitive), made when it is new.
    CollectionId ensure(const CollectionInfo &info);
    // Every collection by name, with its number of papers; counted from the collection index.
    QList<Collection> collections() const;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
