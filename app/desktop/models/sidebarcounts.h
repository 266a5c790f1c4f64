// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/sidebarmodel.h"

namespace Lectern::Search {
class Query;
}
namespace Lectern::Storage {
class Database;
}

namespace Lectern::Desktop {

// Everything the sidebar counts, within what facets finds when it is not empty; run on a
// reader's thread with its own connection.
SidebarModel::Counts readSidebarCounts(const Storage::Database &database, const Search::Query &facets);

} // namespace Lectern::Desktop
