// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowsupport.h"
#include "support/testsupport.h"
#include "widgets/colorscheme.h"
#include "widgets/searchfield.h"
#include "widgets/themeicon.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// No icon theme at all, as on a desktop without one: every icon is Lectern's own.
struct NoIconTheme
{
    const QString theme = QIcon::themeName();
    const QString fallback = QIcon::fallbackThemeName();
    const QPalette palette = QApplication::palette();

    NoIconTheme()
    {
        QIcon::setThemeName(u"lectern-test-no-such-theme"_s);
        QIcon::setFallbackThemeName(u"lectern-test-no-such-theme"_s);
    }
    ~NoIconTheme()
    {
        QIcon::setThemeName(theme);
        QIcon::setFallbackThemeName(fallback);
        QApplication::setPalette(palette);
    }
};

// The mean colour of an icon's visible pixels; invalid when it shows nothing.
QColor ink(const QIcon &icon)
{
    const QImage image = icon.pixmap(32, 32).toImage().convertToFormat(QImage::Format_ARGB32);
    double red = 0, green = 0, blue = 0, weight = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            const double alpha = pixel.alphaF();
            red += pixel.redF() * alpha;
            green += pixel.greenF() * alpha;
            blue += pixel.blueF() * alpha;
            weight += alpha;
        }
    }
    if (weight < 4)
        return {};
    return QColor::fromRgbF(float(red / weight), float(green / weight), float(blue / weight));
}

// Close enough to read as the same colour.
bool near(const QColor &a, const QColor &b)
{
    return a.isValid() && std::abs(a.red() - b.red()) < 24 && std::abs(a.green() - b.green()) < 24 &&
        std::abs(a.blue() - b.blue()) < 24;
}

} // namespace

TEST_CASE("gui: without an icon theme, icons are drawn in the palette's text colour", "[gui][icons]")
{
    const NoIconTheme noTheme;
    const QPalette light = QApplication::style()->standardPalette();
    const QPalette dark = Desktop::darkPalette();
    for (const QString &name : { u"document-import"_s,
             u"document-export"_s,
             u"edit-undo"_s,
             u"edit-redo"_s,
             u"edit-find"_s,
             u"help-contextual"_s,
             u"tag"_s,
             u"edit-delete"_s }) {
        INFO(name.toStdString());
        const QIcon icon = Desktop::themeIcon(name);
        REQUIRE_FALSE(icon.isNull());
        QApplication::setPalette(light);
        CHECK(near(ink(icon), light.color(QPalette::WindowText)));
        QApplication::setPalette(dark);
        CHECK(near(ink(icon), dark.color(QPalette::WindowText)));
    }
}

TEST_CASE("gui: the window's icons read on a dark palette without an icon theme", "[gui][icons]")
{
    const NoIconTheme noTheme;
    Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    // Changed while the window is open, as a desktop switching to its dark scheme does.
    const QPalette dark = Desktop::darkPalette();
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    const QColor text = dark.color(QPalette::WindowText);

    CHECK(near(ink(window.searchField()->helpAction()->icon()), text));
    const auto fieldActions = window.searchField()->actions();
    CHECK(std::any_of(fieldActions.cbegin(), fieldActions.cend(), [&text, &window](const QAction *action) {
        return action != window.searchField()->helpAction() && near(ink(action->icon()), text);
    }));
    auto *toolBar = window.findChild<QToolBar *>();
    REQUIRE(toolBar);
    qsizetype iconButtons = 0;
    for (const QAction *action : toolBar->actions()) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        INFO(action->text().toStdString());
        CHECK(near(ink(action->icon()), text));
        ++iconButtons;
    }
    CHECK(iconButtons == 3); // import, undo, redo
}
