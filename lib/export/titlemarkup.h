// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace Lectern::Export {

// A title's emphasis, as Lectern keeps it (Markdown's *italics* and **bold**, maths in $…$; the
// readers turn <i> and \emph{} into these), in the markup of a format that has its own:
// - Tex: \emph{} and \textbf{} around what escapeText encodes (BibTeX).
// - CslHtml: the tags CSL processors read, <i> and <b> (CSL-JSON), so that a citation shows
//   "E. coli" in italics.
// Maths stays as the title has it, so that the title reads back the same.
enum class TitleMarkup { Tex, CslHtml };
QString titleIn(TitleMarkup markup, const QString &title, const std::function<QString(const QString &)> &escapeText);

} // namespace Lectern::Export
