// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/textrange.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace Lectern::Text {

// Text folded for searching, with the way back to the original's positions.
struct FoldedText
{
    QString text;
    // For each position of text, the position in the original of the character it came from,
    // plus one last entry holding the original's length.
    QList<qsizetype> origins;

    // The smallest range of the original that produced a range of the folded text; it includes the
    // combining marks that folding dropped after the last character.
    TextRange toOriginal(TextRange folded) const;
};

// Text as a search compares it, so that what a person types finds what is written: "Łojasiewicz",
// "ŁOJASIEWICZ" and "lojasiewicz" all fold to "lojasiewicz". Character by character, so a fold
// of a part is the part of the fold:
// - case folding (İ → i, ς → σ);
// - canonical and compatibility decomposition with the combining diacritics dropped
//   (é → e, ṩ → s, 𝒪 → o, Ｆ → f, ﬁ → fi, ² → 2);
// - the letters with strokes or ligatures that Unicode does not decompose
//   (ł → l, ø → o, đ → d, ħ → h, ı → i, ß → ss, æ → ae, œ → oe, þ → th).
// Hangul syllables and kana with voicing marks (が) stay whole. Most characters fold to one
// character, so the result usually has the length of the input; when it does not (ß, ligatures,
// separate combining marks), foldForSearchMapped() says where each position came from.
QString foldForSearch(QStringView text);
FoldedText foldForSearchMapped(QStringView text);

// The plain letters a letter with a stroke or a ligature stands for (ł → "l", æ → "ae"), which
// Unicode decomposition does not give; empty for any other character.
QStringView plainLetters(char32_t c);

} // namespace Lectern::Text
