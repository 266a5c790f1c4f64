// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QCoreApplication>
#include <QEvent>
#include <QPalette>

namespace Lectern::Desktop {

namespace {
Q_GLOBAL_STATIC(KSyntaxHighlighting::Repository, s_repository)
}

KSyntaxHighlighting::Repository &syntaxRepository()
{
    return *s_repository;
}

KSyntaxHighlighting::Theme themeFor(const QPalette &palette)
{
    // Repository::themeForPalette() would also pick any installed theme whose background equals
    // Base exactly; the two default themes keep the choice predictable (and testable).
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    return syntaxRepository().defaultTheme(
        dark ? KSyntaxHighlighting::Repository::DarkTheme : KSyntaxHighlighting::Repository::LightTheme);
}

void applyThemeFor(KSyntaxHighlighting::SyntaxHighlighter &highlighter, const QPalette &palette)
{
    const KSyntaxHighlighting::Theme theme = themeFor(palette);
    if (theme.name() == highlighter.theme().name())
        return;
    highlighter.setTheme(theme);
    highlighter.rehighlight();
}

void finishHighlighting(KSyntaxHighlighting::SyntaxHighlighter &highlighter)
{
    QCoreApplication::sendPostedEvents(&highlighter, QEvent::MetaCall);
}

} // namespace Lectern::Desktop
