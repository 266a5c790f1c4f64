// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/accessiblesupport.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/librarysession.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "widgets/abstractview.h"
#include "widgets/accelerators.h"
#include "widgets/colorname.h"
#include "tasks/libraryworker.h"
#include "widgets/exportdialog.h"
#include "widgets/paperdetailview.h"
#include "widgets/tagdialog.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// A window on a library of the three sample papers, the first tagged "method/rl" in red.
struct TaggedLibrary
{
    Test::Workspace workspace;
    Desktop::MainWindow window;

    TaggedLibrary()
    {
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        Test::importAndSettle(window, { workspace.writeFile(u"sample.txt"_s, Test::sampleList()) });
        window.editor()->addTag({ window.detailView()->paperId() }, u"method/rl"_s);
        Test::settle(window);
    }

    // Gives the tag a colour.
    void colorTag(const QString &color)
    {
        const auto library = Storage::LibrarySession::open(window.libraryLocation(), nullptr);
        REQUIRE(library);
        std::optional<Tag> found = library->tags().tag(u"method/rl"_s);
        REQUIRE(found);
        window.editor()->setTagColor(*found, color);
        Test::settle(window);
    }
};

QAction *findAction(const QMenu *menu, const QString &text)
{
    for (QAction *action : menu->actions()) {
        if (action->text() == text)
            return action;
        if (QAction *inner = action->menu() ? findAction(action->menu(), text) : nullptr)
            return inner;
    }
    return nullptr;
}

} // namespace

TEST_CASE("gui: shortcut markers are taken out of menu names whole", "[gui][i18n]")
{
    CHECK(Desktop::removeAcceleratorMarker(u"&Unread"_s) == u"Unread"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"Rea&ding"_s) == u"Reading"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"未读(&U)"_s) == u"未读"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"导入摘要(&I)…"_s) == u"导入摘要…"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"Lesen (&L)"_s) == u"Lesen"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"Q&&A"_s) == u"Q&A"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"(&)"_s) == u"()"_s);
    CHECK(Desktop::removeAcceleratorMarker(u"trailing&"_s) == u"trailing"_s);
}

TEST_CASE("gui: a translated status name reads whole in the undo text", "[gui][i18n]")
{
    Test::FakeTranslator chinese({ { u"&Read"_s, u"已读(&R)"_s }, { u"Mark as %1"_s, u"标记为%1"_s } });
    QCoreApplication::installTranslator(&chinese);
    TaggedLibrary library;
    QAction *read = nullptr;
    for (const QAction *menu : library.window.menuBar()->actions()) {
        if (!read && menu->menu())
            read = findAction(menu->menu(), u"已读(&R)"_s);
    }
    REQUIRE(read);
    read->trigger();
    const QString undoText = library.window.editor()->undoStack()->undoText();
    QCoreApplication::removeTranslator(&chinese);
    CHECK(undoText == u"标记为已读"_s);
}

TEST_CASE("gui: every control of the main window and its dialogs has an accessible name", "[gui][a11y]")
{
    TaggedLibrary library;
    Desktop::MainWindow &window = library.window;
    CHECK(Test::unnamedControls(&window) == QStringList());

    SECTION("the tag dialog")
    {
        Desktop::TagDialog dialog(u"Add Tag"_s, u"Tag 1 selected paper with:"_s, { u"method/rl"_s }, &window);
        dialog.show();
        REQUIRE(QTest::qWaitForWindowExposed(&dialog));
        CHECK(Test::unnamedControls(&dialog) == QStringList());
    }
    SECTION("the export dialog")
    {
        Desktop::LibraryWorker worker(window.libraryLocation(), Storage::Database::Access::ReadWrite);
        Desktop::ExportDialog dialog(worker, { window.selectedPapers(), window.shownPapers() }, &window);
        dialog.show();
        REQUIRE(QTest::qWaitForWindowExposed(&dialog));
        CHECK(Test::unnamedControls(&dialog) == QStringList());
    }
}

TEST_CASE("gui: a tag's colour is also said in words", "[gui][a11y]")
{
    CHECK(Desktop::ColorName::of(QColor(0xe5, 0x48, 0x4d)) == u"red"_s);
    CHECK(Desktop::ColorName::of(QColor(0x3f, 0xb9, 0x50)) == u"green"_s);
    CHECK(Desktop::ColorName::of(QColor(0x4a, 0x9a, 0xe8)) == u"blue"_s);
    CHECK(Desktop::ColorName::of(QColor(0xf5, 0x93, 0x3a)) == u"orange"_s);
    CHECK(Desktop::ColorName::of(QColor(0x8a, 0x8a, 0x8a)) == u"grey"_s);
    CHECK(Desktop::ColorName::of(QColor(0x7a, 0x4a, 0x1c)) == u"brown"_s);

    TaggedLibrary library;
    library.colorTag(u"#e5484d"_s);
    QToolButton *chip = nullptr;
    for (QToolButton *button : library.window.detailView()->findChildren<QToolButton *>()) {
        if (button->accessibleName() == u"Tag method/rl"_s)
            chip = button;
    }
    REQUIRE(chip);
    CHECK(chip->accessibleDescription() == u"Colour: red"_s);
    CHECK(chip->toolTip().contains(u"Colour: red"_s));

    const auto *sidebar = qobject_cast<Desktop::SidebarModel *>(library.window.sidebar()->model());
    REQUIRE(sidebar);
    const QModelIndex entry = sidebar->indexOf(Search::PaperScope::withTag(u"method/rl"_s));
    REQUIRE(entry.isValid());
    CHECK(entry.data(Qt::AccessibleDescriptionRole).toString() == u"Colour: red"_s);
    CHECK(entry.data(Qt::ToolTipRole).toString().contains(u"Colour: red"_s));
}

TEST_CASE("gui: the abstract and the list grow with the system's font", "[gui][a11y]")
{
    TaggedLibrary library;
    Desktop::MainWindow &window = library.window;
    const QFont before = QApplication::font();
    const qreal abstractBefore = window.detailView()->abstractView()->font().pointSizeF();
    const int rowBefore = window.paperTable()->verticalHeader()->defaultSectionSize();

    QFont larger = before;
    larger.setPointSizeF(before.pointSizeF() * 1.5);
    QApplication::setFont(larger);
    // The change reaches the widgets as events, which a loaded machine delivers late.
    CHECK(QTest::qWaitFor([&] {
        return window.detailView()->abstractView()->font().pointSizeF() > abstractBefore &&
            window.paperTable()->verticalHeader()->defaultSectionSize() > rowBefore;
    }));
    const qreal abstractAfter = window.detailView()->abstractView()->font().pointSizeF();
    const int rowAfter = window.paperTable()->verticalHeader()->defaultSectionSize();
    const int textHeight = window.paperTable()->fontMetrics().height();
    QApplication::setFont(before);

    CHECK(std::abs(abstractAfter - abstractBefore * 1.5) < 0.1);
    CHECK(rowAfter > rowBefore);
    CHECK(rowAfter >= textHeight);
}
