// SPDX-License-Identifier: GPL-3.0-or-later
// Any text through the query language's parser, as typed and as finished.
#include "search/query.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using Lectern::Search::Query;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    Query::parse(text);
    Query::parse(text, Query::Typing::InProgress);
    return 0;
}
