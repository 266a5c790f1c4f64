// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/querynode.h"

namespace Lectern::Test {

// A text condition as the parser makes it, for tests of what the finder does with one.
inline Search::QueryNode textCondition(
    const QString &text, Search::QueryField field = Search::QueryField::Text, bool prefix = false)
{
    Search::QueryNode node;
    node.kind = Search::QueryNode::Kind::Condition;
    node.field = field;
    node.text = text;
    node.prefix = prefix;
    return node;
}

} // namespace Lectern::Test
