// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace Lectern::Text {

// TeX's way of writing letters that ASCII lacks, as BibTeX files and BibTeX-born abstracts
// use it: accents (\"o, \'{e}, \v{C}), letters (\ss, \o, \L{}), escaped specials (\&, \%) and
// dashes. One table for reading them (import, rendering) and for writing them (export).

// The combining mark of an accent command ("\"" → U+0308, "v" → U+030C), or 0.
char16_t texAccentMark(QStringView command);
// The text of a letter command ("ss" → "ß", "L" → "Ł"), or nothing.
QStringView texLetter(QStringView command);

// What TeX makes of the dashes and the tie at the start of text: "---" an em dash, "--" an en
// dash, "~" a no-break space, with the number of characters it takes; length 0 for none of them.
struct TexLigature
{
    QChar character;
    qsizetype length = 0;
};
TexLigature texLigature(QStringView text);

// A BibTeX field's value as text: accents, letters and escaped specials become the characters
// they stand for, "--" and "---" dashes, "~" a no-break space, braces that protect case or
// group are dropped, and white space (line breaks included) is one space. Maths in $…$ is kept
// as written, so that rendering can show it.
QString decodeTexText(QStringView text);
// A BibTeX title as text, as decodeTexText() makes it, its emphasis kept as Lectern shows it:
// \emph{}, \textit{} and {\em …} as *italics*, \textbf{} and {\bf …} as **bold**.
QString decodeTexTitle(QStringView text);

enum class TexEncoding {
    Utf8, // characters beyond ASCII as they are
    Ascii, // letters beyond ASCII as TeX accents and letter commands where TeX has one
};

// Whether TeX does no more with this than typeset it: every command in it is a letter or an accent
// (\"o, \ss), one of maths (isMathCommand(); environments of maths only) or a text style BibTeX
// values use (\url, \textsuperscript), and it holds no "^^" (TeX's way of writing any character, a
// backslash too), "%" or "#". Anything else could read or write files or run programs when a
// bibliography is typeset: $\input{/etc/passwd}$, $\immediate\write18{…}$, an author's macro.
bool isTypesetOnly(QStringView tex);

// Text as a BibTeX field value that decodeTexText() reads back as the same text (white space
// aside): TeX's special characters escaped, maths in $…$ kept as written where isTypesetOnly(),
// "--" kept from becoming a dash, a no-break space written as "~". The value is always
// brace-balanced.
QString encodeTexText(QStringView text, TexEncoding encoding = TexEncoding::Utf8);

} // namespace Lectern::Text
