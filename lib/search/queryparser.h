// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/querynode.h"

#include <QString>

namespace Lectern::Search {

// The outcome of parsing: a tree, or an error that says where and why.
struct ParseResult
{
    QueryNode root; // Kind::All when the query has no condition
    QString error; // translated, names the column ("… at column N"); empty when the query is valid
    int errorColumn = 0; // 1-based, 0 when valid
};

// The grammar, loosest first (operators in capitals only):
//   query   := or?
//   or      := and ("OR" and)*
//   and     := unary ("AND"? unary)*
//   unary   := ("NOT" | "-") unary | primary
//   primary := "(" or ")" | word | "phrase" | field ":" value
// While typing (typing = true) what is still being typed at the end is not an error: a field
// with no value yet, a dangling AND / OR / NOT, the start of a comparison or date; a partial
// value of status:, starred: or has: matches the values it begins. The last word, when nothing
// follows it, matches longer words (unless it is negated). Unclosed quotes and parentheses stay
// errors: the list keeps its last result while they are open.
ParseResult parseQuery(const QString &text, bool typing);

} // namespace Lectern::Search
