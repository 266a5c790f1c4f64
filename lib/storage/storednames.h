// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QString>

#include <array>
#include <utility>

namespace Lectern::Storage {

// An enumeration's values as a table stores them, by name: a shipped name is never changed, as
// libraries written by other builds hold it.
template<typename Enum, std::size_t Count>
using StoredNames = std::array<std::pair<Enum, const char *>, Count>;

template<typename Enum, std::size_t Count>
QString storedName(const StoredNames<Enum, Count> &names, Enum value)
{
    for (const auto &[known, name] : names) {
        if (known == value)
            return QLatin1StringView(name);
    }
    Q_UNREACHABLE_RETURN({});
}

// The value stored as text; unknown, for a name this build does not know (a newer one wrote it).
template<typename Enum, std::size_t Count>
Enum storedValue(const StoredNames<Enum, Count> &names, const QString &text, Enum unknown)
{
    for (const auto &[value, name] : names) {
        if (text == QLatin1StringView(name))
            return value;
    }
    return unknown;
}

} // namespace Lectern::Storage
