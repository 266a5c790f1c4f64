// SPDX-License-Identifier: GPL-3.0-or-later
// Each member's own note, with the others' below it, read-only and named (issue 31): shown as
// written, never as markup, and kept up to date as others write.
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/engine.h"
#include "storage/members.h"
#include "storage/notestore.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"
#include "widgets/noteeditor.h"
#include "widgets/othersnotesview.h"
#include "widgets/paperdetailview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QPlainTextEdit>
#include <QTreeView>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

TEST_CASE("gui: others' notes are shown under their names as plain text, hidden when none", "[gui][notes]")
{
    OthersNotesView view;
    const QDateTime now = QDateTime::currentDateTime();
    view.setNotes({});
    CHECK(view.isHidden());
    view.setNotes({ { u"ann"_s, u"Ann <i>Example</i>"_s, u"<b>weak</b> baseline\n"_s, now.addSecs(-7200) },
                      { u"tom"_s, u"tom"_s, u"**check** the proof"_s, now.addSecs(-30) } },
        now);
    CHECK_FALSE(view.isHidden());
    CHECK(view.isReadOnly());
    CHECK(view.toPlainText() ==
        u"Ann <i>Example</i> · 2 h ago\n<b>weak</b> baseline\ntom · just now\n**check** the proof"_s);
    view.setNotes({});
    CHECK(view.isHidden());
    CHECK(view.toPlainText().isEmpty());
}

TEST_CASE("gui: a colleague's note appears below the reader's own as they write it", "[gui][notes][postgresql-only]")
{
    Test::Workspace workspace;
    MainWindow window;
    const PaperId shown = Test::showFirstSamplePaper(window, workspace);
    PaperDetailView &pane = *window.detailView();
    const auto owner = workspace.openLibrary(u"library.sqlite"_s);
    pane.noteEditor()->editor()->setPlainText(u"My own words"_s);
    pane.noteEditor()->flush();
    REQUIRE(QTest::qWaitFor([&] { return Storage::NoteStore(*owner).note(shown) == u"My own words"_s; }, 10000));
    const QString tom = Test::newLogin(u"tom"_s);
    owner->engine().members(*owner)->add({ tom, u"Tom <b>T</b>"_s, {}, Storage::MemberRole::Member });
    Storage::Database asTom(Test::asLogin(owner->location(), tom));
    REQUIRE(asTom.open());
    Storage::NoteStore(asTom).setNote(shown, u"<script>x</script> Tom's view"_s);

    OthersNotesView *others = pane.othersNotesView();
    REQUIRE(QTest::qWaitFor([&] { return others->isVisible(); }, 10000));
    CHECK(others->toPlainText() == u"Tom <b>T</b> · just now\n<script>x</script> Tom's view"_s);
    CHECK(pane.noteEditor()->text() == u"My own words"_s);

    // The sidebar names the colleague; their entry lists what they did, the note's paper.
    const auto *sidebar = static_cast<SidebarModel *>(window.sidebar()->model());
    QModelIndex entry;
    REQUIRE(QTest::qWaitFor(
        [&] {
            entry = sidebar->indexOf(Search::PaperScope::byMember(tom));
            return entry.isValid() && entry.siblingAtColumn(SidebarModel::CountColumn).data().toInt() == 1;
        },
        10000));
    CHECK(entry.data().toString() == u"Tom <b>T</b>"_s);
    // The tooltip is rich text: the name in it is escaped.
    CHECK(entry.data(Qt::ToolTipRole).toString().contains(u"Tom &lt;b&gt;T&lt;/b&gt;"_s));
    window.sidebar()->setCurrentIndex(entry);
    REQUIRE(QTest::qWaitFor([&] { return window.paperModel()->rowCount() == 1; }, 10000));
    CHECK(window.paperModel()->paperId(0) == shown);
    window.sidebar()->setCurrentIndex(sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All)));
    REQUIRE(QTest::qWaitFor([&] { return window.paperModel()->rowCount() == 3; }, 10000));
    // Another paper, with no other member's note: nothing below the reader's own.
    window.paperTable()->setCurrentIndex(window.paperModel()->index(1, PaperTableModel::TitleColumn));
    Test::settle(window);
    REQUIRE(QTest::qWaitFor([&] { return pane.paperId() != shown; }, 10000));
    CHECK(others->isHidden());
}
