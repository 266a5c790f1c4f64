// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Text {

// Readable Unicode for the TeX source of one math span, given without its delimiters:
// "\mathcal{O}(n^{-1/2})" becomes "𝒪(n^{−1/2})", "r_1" becomes "r₁". Best effort, for reading and
// searching, not typesetting: it never fails, drops braces that only group, keeps an unknown
// command as its bare name, and writes a script that Unicode cannot raise or lower as ^{…} or _{…}.
QString texToUnicode(const QString &tex);

} // namespace Lectern::Text
