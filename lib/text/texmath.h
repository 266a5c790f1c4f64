// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace Lectern::Text {

// Where a piece of maths sits: on the line, raised or lowered.
enum class ScriptPosition { Baseline, Superscript, Subscript };

struct MathPiece
{
    QString text;
    ScriptPosition position = ScriptPosition::Baseline;

    friend bool operator==(const MathPiece &, const MathPiece &) = default;
};

// Readable Unicode for the TeX source of one math span, given without its delimiters, as pieces
// for text that can raise and lower (the detail pane, HTML): "\mathcal{O}(n^{-1/2})" becomes
// "𝒪(n" on the line, "−1/2" raised and ")" on the line. Best effort, for reading, not
// typesetting: it never fails, drops braces that only group and keeps an unknown command as its
// bare name. A script inside a script (x^{a_b}) stays inside the outer one in its plain form.
QList<MathPiece> texToPieces(const QString &tex);

// The same maths as plain text, for places that cannot raise or lower (the paper list, labels,
// tooltips): each script as plainScript() writes it. "r_1" becomes "r₁", "n^{-1/2}" "n^(−1/2)".
QString texToUnicode(const QString &tex);

// A script as plain text: in Unicode's raised or lowered characters when it has one for every
// character ("2" → "²", "-1" → "⁻¹"); else after ^ or _, in parentheses unless it is one symbol
// or already parenthesised ("x^q", "n^(−1/2)", "x_(θ,k)"). Parentheses, not TeX's braces, because
// they read as grouping to everyone; a baseline piece is returned as it is.
QString plainScript(QStringView content, ScriptPosition position);

// Whether a command (without its backslash) is one of maths that texToPieces() shows ("frac",
// "alpha", "mathcal", "left") or one of LaTeX's operator names ("log"): what TeX does with it is
// typeset. An author's own macros are not.
bool isMathCommand(QStringView name);
// Whether \begin{name} starts an environment of maths ("pmatrix", "cases", "aligned").
bool isMathEnvironment(QStringView name);

} // namespace Lectern::Text
