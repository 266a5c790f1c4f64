// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Lectern::Text {

// A half-open range [start, end) of UTF-16 positions in some text.
struct TextRange
{
    qsizetype start = 0;
    qsizetype end = 0;

    qsizetype length() const { return end - start; }
    bool isEmpty() const { return end <= start; }
    friend bool operator==(const TextRange &, const TextRange &) = default;
};

} // namespace Lectern::Text
