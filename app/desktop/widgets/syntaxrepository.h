// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <KSyntaxHighlighting/Theme>

class QPalette;

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
} // namespace KSyntaxHighlighting

namespace Lectern::Desktop {

// The process's one repository of syntax definitions and themes. Building it reads every
// definition and theme, which is costly, so it is made once, on first use, and lives until exit.
// Use it from the GUI thread only: it is a QObject living there.
KSyntaxHighlighting::Repository &syntaxRepository();

// The repository's default dark theme when the palette's Base colour (the background of text)
// is dark, else its default light theme, so highlighted text stays readable on either.
KSyntaxHighlighting::Theme themeFor(const QPalette &palette);

// Gives the highlighter the theme for the palette, and colours its text again when that changed.
// Only the syntax formats come from the theme: the text keeps the palette's background and text
// colours, which are readable with the theme chosen for that palette.
void applyThemeFor(KSyntaxHighlighting::SyntaxHighlighter &highlighter, const QPalette &palette);

// Call before the highlighter's document is given other text. Where a block's state or folding
// changes, the highlighter colours the next block again later, from the event loop, holding that
// block: once the text is replaced the block is gone, and reading it crashed (found by fuzz-pane).
// The blocks waiting, and those they queue in turn (in the same pass), are coloured now, while
// they exist.
void finishHighlighting(KSyntaxHighlighting::SyntaxHighlighter &highlighter);

} // namespace Lectern::Desktop
