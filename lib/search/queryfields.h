// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/querynode.h"

#include <QLatin1StringView>
#include <QStringView>

#include <span>

namespace Lectern::Search {

// A field of the query language, as the parser, completion and the help know it.
struct QueryFieldInfo
{
    QueryField field;
    const char *name; // lower case, as typed before the colon
    const char *description; // untranslated; translate in the context "Lectern::Search::Query"
    const char *example;
};

// Every field, in the order the help lists them.
std::span<const QueryFieldInfo> queryFields();
// The field called name (any case), or nullptr.
const QueryFieldInfo *findQueryField(QStringView name);
// The field's name; "word" for QueryField::Text.
QLatin1StringView queryFieldName(QueryField field);

} // namespace Lectern::Search
