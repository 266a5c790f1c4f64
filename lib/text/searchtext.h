// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace Lectern::Text {

// Text as the full-text index stores it, and as query words are written before they are
// looked up, so that both sides meet. SQLite's unicode61 tokenizer already ignores case and
// the accents of precomposed letters (é, ü); this adds what it misses:
// - letters with strokes and ligatures become plain letters (Ł → L, ø → o, æ → ae), so
//   "Lojasiewicz" finds "Łojasiewicz";
// - each character of the scripts written without spaces (Chinese, Japanese, Korean, Thai,
//   Lao, Khmer, Myanmar) stands apart, so each is a token and a word in them is found as the
//   sequence of its characters anywhere in a text.
// Text of other scripts passes unchanged, and pure ASCII is returned as it is.
QString searchableText(QStringView text);

// True for a character of a script written without spaces between words.
bool isUnspacedScript(char32_t c);

} // namespace Lectern::Text
