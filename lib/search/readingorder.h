// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/paperfinder.h"
#include "search/sqlcondition.h"

#include <optional>

namespace Lectern::Storage {
class Database;
class Dialect;
} // namespace Lectern::Storage

namespace Lectern::Search {

// Reading status, rating and star in searches. Each member keeps their own (a row of
// reading_states per paper they marked, none for a paper left as new, whose values are 0), so
// these are conditions on, and orders by, the rows of the member a search runs as.

// The column a sort key orders by: status, rating or starred; none for another key.
std::optional<QString> readingColumn(SortKey key);
// The papers whose column lies within [low, high]. A paper left as new is in a range that holds 0
// unless it has a row outside it.
SqlCondition readingBetween(
    const QString &column, std::optional<qint64> low, std::optional<qint64> high, const Storage::Dialect &dialect);
// A paper's value of the column, to order by.
QString readingValue(const QString &column, const Storage::Dialect &dialect);
// The first limit papers that match conditions, in the column's order and then newest first, as
// ORDER BY readingValue(column) order, p.id DESC gives them: read as two pages served by indexes,
// the member's rows with a value and the papers without, where that order would read every
// paper's value first (a quarter of a second at a million papers).
QList<PaperId> firstReadingPage(const Storage::Database &database,
    const SqlCondition &conditions,
    const QString &column,
    Qt::SortOrder order,
    int limit);

} // namespace Lectern::Search
