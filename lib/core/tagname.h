// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern {

// A tag name as typed, checked and tidied: surrounding spaces go, "method / diffusion"
// becomes "method/diffusion". Either name or error is set.
struct TagName
{
    QString name;
    QString error; // one translated sentence saying what is wrong

    bool isValid() const { return error.isEmpty(); }
    static TagName check(const QString &typed);
    // Case-insensitive identity of a name, for every script (SQLite's NOCASE knows only ASCII).
    static QString key(const QString &name);
    // The tag one level up ("method" for "method/diffusion"), empty at the top.
    static QString parent(const QString &name);
    // True when name is tag or lies below it.
    static bool isWithin(const QString &name, const QString &tag);
};

constexpr qsizetype MaxTagNameLength = 100;
constexpr QChar TagSeparator = u'/';

} // namespace Lectern
