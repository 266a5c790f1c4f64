// SPDX-License-Identifier: GPL-3.0-or-later
// Changes another client writes (the command line, another window, a colleague on a team library)
// appear in the window by themselves, without moving the reader's selection.
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

bool sidebarHasTag(const MainWindow &window, const QString &name)
{
    const auto *model = qobject_cast<const SidebarModel *>(window.sidebar()->model());
    REQUIRE(model);
    for (const Tag &tag : model->counts().tags) {
        if (tag.name == name)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("Another client's tag, note and title appear in the window by themselves", "[gui][changes]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    Test::importAndSettle(window, { workspace.writeFile(u"list.txt"_s, Test::sampleList()) });
    const QModelIndex second = window.paperModel()->index(1, PaperTableModel::TitleColumn);
    window.paperTable()->setCurrentIndex(second);
    Test::settle(window);
    const PaperId shown = window.detailView()->paperId();
    REQUIRE(shown != 0);

    const int stepsBefore = window.editor()->undoStack()->count();

    // Another client, with a connection of its own.
    const auto other = workspace.openLibrary(u"library.sqlite"_s);
    Storage::TagStore(*other).addToPapers(u"from/colleague"_s, { shown });
    Storage::NoteStore(*other).setNote(shown, u"Compare with the **2019** study."_s);
    Storage::PaperStore(*other).setTitle(shown, u"Retitled by a colleague"_s, false);

    REQUIRE(QTest::qWaitFor([&] { return sidebarHasTag(window, u"from/colleague"_s); }, 10000));
    REQUIRE(QTest::qWaitFor(
        [&] { return window.detailView()->noteEditor()->text() == u"Compare with the **2019** study."_s; }, 10000));
    REQUIRE(QTest::qWaitFor(
        [&] { return Test::cellData(window, second).toString() == u"Retitled by a colleague"_s; }, 10000));
    // The reader is where they were.
    CHECK(window.paperTable()->currentIndex().row() == 1);
    CHECK(window.detailView()->paperId() == shown);
    // Another client's changes are no steps of this window's undo stack.
    CHECK(window.editor()->undoStack()->count() == stepsBefore);
}
