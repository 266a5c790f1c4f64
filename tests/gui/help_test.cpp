// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowsupport.h"
#include "i18n/languages.h"
#include "support/testsupport.h"
#include "widgets/accelerators.h"
#include "widgets/closeshortcuts.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/shortcutsdialog.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

QMenu *topMenu(const Desktop::MainWindow &window, const QString &title)
{
    for (const QAction *entry : window.menuBar()->actions()) {
        if (entry->menu() && Desktop::removeAcceleratorMarker(entry->text()) == title)
            return entry->menu();
    }
    return nullptr;
}

QAction *actionNamed(const QMenu *menu, const QString &text)
{
    for (QAction *action : menu->actions()) {
        if (Desktop::removeAcceleratorMarker(action->text()) == text)
            return action;
    }
    return nullptr;
}

// Waits for a top-level widget of this type to show, as dialogs opened with show() do.
template<typename Widget>
Widget *shownWindow()
{
    Widget *found = nullptr;
    const bool shown = QTest::qWaitFor([&found] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *typed = qobject_cast<Widget *>(widget); typed && typed->isVisible())
                found = typed;
        }
        return found != nullptr;
    });
    return shown ? found : nullptr;
}

} // namespace

TEST_CASE("gui: Help ▸ Keyboard Shortcuts lists every action that has a shortcut", "[gui][help]")
{
    Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    QMenu *help = topMenu(window, u"Help"_s);
    REQUIRE(help);
    QAction *shortcuts = actionNamed(help, u"Keyboard Shortcuts"_s);
    REQUIRE(shortcuts);
    shortcuts->trigger();
    auto *dialog = shownWindow<Desktop::ShortcutsDialog>();
    REQUIRE(dialog);

    // Every row as "action\tkeys"; the groups by menu title.
    QStringList rows;
    QStringList groups;
    const QTreeWidget *list = dialog->list();
    for (int g = 0; g < list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = list->topLevelItem(g);
        groups.append(group->text(0));
        for (int r = 0; r < group->childCount(); ++r)
            rows.append(group->child(r)->text(0) + u'\t' + group->child(r)->text(1));
    }
    CHECK(groups.mid(0, 3) == QStringList{ u"File"_s, u"Edit"_s, u"Paper"_s });
    qsizetype checked = 0;
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        const QString row = Desktop::removeAcceleratorMarker(action->text()) + u'\t' +
            QKeySequence::listToString(action->shortcuts(), QKeySequence::NativeText);
        INFO(row.toStdString());
        CHECK(rows.contains(row));
        ++checked;
    }
    CHECK(checked >= 15);
    CHECK(
        rows.contains(u"Import Abstracts…\t"_s + QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    // The screening window's keys, though no screening window is open.
    CHECK(groups.contains(u"Screening Window"_s));
    CHECK(rows.contains(u"Include the paper\tI"_s));
    CHECK(rows.contains(u"Choose the reason of that number\t1; 2; 3; 4; 5; 6; 7; 8; 9"_s));
    CHECK(rows.contains(u"Close the screening window\t"_s +
        QKeySequence::listToString(Desktop::standardCloseKeys(), QKeySequence::NativeText)));
    dialog->close();
}

TEST_CASE("gui: the query language's help is in the Help menu and on F1", "[gui][help]")
{
    Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    QMenu *help = topMenu(window, u"Help"_s);
    REQUIRE(help);
    QAction *syntax = actionNamed(help, u"Search Syntax"_s);
    REQUIRE(syntax);
    CHECK(syntax == window.searchField()->helpAction());
    CHECK(syntax->shortcut() == QKeySequence(QKeySequence::HelpContents));

    const auto helpShown = [] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget->isVisible() && widget->windowTitle() == u"How to Search"_s)
                return widget;
        }
        return static_cast<QWidget *>(nullptr);
    };
    syntax->trigger();
    QWidget *shown = nullptr;
    REQUIRE(QTest::qWaitFor([&] { return (shown = helpShown()) != nullptr; }));
    shown->close();
    QCoreApplication::processEvents();

    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));
    window.searchField()->setFocus();
    QTest::keyClick(window.searchField(), Qt::Key_F1);
    REQUIRE(QTest::qWaitFor([&] { return (shown = helpShown()) != nullptr; }));
    shown->close();
}

TEST_CASE("gui: What's This explains the main areas", "[gui][help]")
{
    Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    QMenu *help = topMenu(window, u"Help"_s);
    REQUIRE(help);
    const auto actions = help->actions();
    const bool whatsThis = std::any_of(actions.cbegin(), actions.cend(), [](const QAction *action) {
        return action->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F1);
    });
    CHECK(whatsThis);
    for (const QWidget *area : std::initializer_list<const QWidget *>{ window.sidebar(),
             window.searchField(),
             window.paperTable(),
             window.detailView(),
             window.detailView()->noteEditor() }) {
        INFO(area->metaObject()->className());
        CHECK_FALSE(area->whatsThis().isEmpty());
    }
}

TEST_CASE("gui: Settings ▸ Language stores the choice for the next start", "[gui][i18n]")
{
    I18n::setChosenLanguage({});
    Test::Workspace workspace;
    Desktop::MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    QMenu *settings = topMenu(window, u"Settings"_s);
    REQUIRE(settings);
    QAction *languageEntry = actionNamed(settings, u"Language"_s);
    REQUIRE(languageEntry);
    QMenu *languages = languageEntry->menu();
    REQUIRE(languages);
    QStringList names;
    for (const QAction *action : languages->actions()) {
        if (!action->isSeparator())
            names.append(action->text());
    }
    CHECK(names == QStringList{ u"System Default"_s, u"English"_s, u"Deutsch"_s, u"简体中文"_s });
    CHECK(actionNamed(languages, u"System Default"_s)->isChecked());

    actionNamed(languages, u"Deutsch"_s)->trigger();
    CHECK(I18n::chosenLanguage() == u"de"_s);
    CHECK(actionNamed(languages, u"Deutsch"_s)->isChecked());
    CHECK_FALSE(actionNamed(languages, u"System Default"_s)->isChecked());
    auto *told = shownWindow<QMessageBox>();
    REQUIRE(told);
    CHECK(told->text().contains(u"next time Lectern starts"_s));
    told->close();

    actionNamed(languages, u"System Default"_s)->trigger();
    CHECK(I18n::chosenLanguage().isEmpty());
    if (auto *again = shownWindow<QMessageBox>())
        again->close();
}
