// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Desktop {

// Text from a file or the user, made safe for the places where Qt guesses the format from
// the content (tooltips, message boxes, input dialogs' labels): Qt::mightBeRichText() would
// render "<img src=/dev/zero>" as HTML and load the file. The result is rich text that shows
// the text exactly as written, cut at a length a popup can lay out quickly, and without the
// bidi controls that would reorder the words around it.
QString plainToRichText(const QString &text);

// Text cut to what a popup or a label lays out quickly, with "…" at the end; whole characters only.
QString cutForDisplay(const QString &text, qsizetype maxLength = 2000);

// A name shown on a button or a menu entry, where "&" would mark a shortcut key.
QString withLiteralAmpersands(const QString &name);

} // namespace Lectern::Desktop
