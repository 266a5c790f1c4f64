// SPDX-License-Identifier: GPL-3.0-or-later
// Changes another client writes (the command line, another window, a colleague on a team library)
// appear in the window by themselves, without moving the reader's selection.
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/changefeed.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "widgets/noteeditor.h"
#include "widgets/notemergedialog.h"
#include "widgets/paperdetailview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

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

    REQUIRE(QTest::qWaitFor([&] { return Test::sidebarHasTag(window, u"from/colleague"_s); }, 10000));
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

TEST_CASE("The window's own import is shown when it ends, and not told again by its feed", "[gui][changes]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    QSignalSpy libraryChanged(window.editor(), &LibraryEditor::libraryChanged);
    QSignalSpy papersChanged(window.editor(), &LibraryEditor::papersChanged);
    Test::importAndSettle(window, { workspace.writeFile(u"list.txt"_s, Test::sampleList()) });
    REQUIRE(window.paperModel()->rowCount() > 0);
    // Longer than the feed takes to read a commit, woken or not: its import would read every
    // paper again and run the search a second time.
    QTest::qWait(3 * Storage::ChangeFeed::FileLookMs);
    CHECK(libraryChanged.isEmpty());
    CHECK(papersChanged.isEmpty());
}

TEST_CASE("A colleague's note saved while one types is merged, never written over", "[gui][changes]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    Test::importAndSettle(window, { workspace.writeFile(u"list.txt"_s, Test::sampleList()) });
    const PaperId shown = window.detailView()->paperId();
    REQUIRE(shown != 0);
    NoteEditor *note = window.detailView()->noteEditor();
    const auto colleague = workspace.openLibrary(u"library.sqlite"_s);

    // The user's words stay theirs in the dialog; they keep both notes in one.
    QString theirsShown;
    QString mineShown;
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<NoteMergeDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        answer.stop();
        mineShown = dialog->mine();
        for (QPlainTextEdit *text : dialog->findChildren<QPlainTextEdit *>()) {
            if (text->isReadOnly())
                theirsShown = text->toPlainText();
            else
                text->setPlainText(u"Their reading, and mine"_s);
        }
        dialog->accept();
    });
    answer.start();

    QTest::keyClicks(note->editor(), u"My reading"_s);
    REQUIRE(note->hasPendingChanges());
    // The user goes on typing, so that the editor does not save by itself, while their note
    // arrives: the words typed and not saved yet stay in the editor.
    QTimer typing;
    typing.setInterval(100);
    QObject::connect(&typing, &QTimer::timeout, note, [note] { QTest::keyClick(note->editor(), Qt::Key_Period); });
    typing.start();
    QSignalSpy arrived(window.editor(), &LibraryEditor::noteChanged);
    Storage::NoteStore(*colleague).setNote(shown, u"Their reading"_s);
    REQUIRE(arrived.wait(10000));
    typing.stop();
    CHECK(arrived.first().at(1).toString() == u"Their reading"_s);
    const QString typed = note->text();
    CHECK(typed.startsWith(u"My reading"_s));
    REQUIRE(note->hasPendingChanges());

    note->flush();
    REQUIRE(QTest::qWaitFor(
        [&] { return Storage::NoteStore(*colleague).note(shown) == u"Their reading, and mine"_s; }, 10000));
    CHECK(theirsShown == u"Their reading"_s);
    CHECK(mineShown == typed);
    CHECK(note->text() == u"Their reading, and mine"_s);
    CHECK_FALSE(note->hasPendingChanges());

    // Taking their note instead leaves the user's words unsaved, as chosen.
    answer.disconnect();
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto *dialog = qobject_cast<NoteMergeDialog *>(QApplication::activeModalWidget())) {
            answer.stop();
            for (QPushButton *button : dialog->findChildren<QPushButton *>()) {
                if (button->text().contains(u"Keep"_s))
                    button->click();
            }
        }
    });
    answer.start();
    Test::settle(window);
    Storage::NoteStore(*colleague).setNote(shown, u"Theirs again"_s);
    QTest::keyClicks(note->editor(), u" more"_s);
    note->flush();
    REQUIRE(QTest::qWaitFor([&] { return note->text() == u"Theirs again"_s; }, 10000));
    CHECK(Storage::NoteStore(*colleague).note(shown) == u"Theirs again"_s);
}

TEST_CASE("A title a colleague changed while one edits it is never written over", "[gui][changes]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    Test::importAndSettle(window, { workspace.writeFile(u"list.txt"_s, Test::sampleList()) });
    const QModelIndex first = window.paperModel()->index(0, PaperTableModel::TitleColumn);
    const PaperId paper = window.paperModel()->paperId(0);
    const auto colleague = workspace.openLibrary(u"library.sqlite"_s);
    // The row is read, as it is once shown: an edit is of a row the user sees.
    const auto rowRead = [&] { return !Test::cellData(window, first).toString().isEmpty(); };

    QString asked;
    QString answer = u"Save"_s;
    QTimer reply;
    reply.setInterval(20);
    QObject::connect(&reply, &QTimer::timeout, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        for (QAbstractButton *button : box->buttons()) {
            if (button->text().contains(answer))
                button->click();
        }
    });
    reply.start();

    // The colleague's title is saved before the edit the user began on the one shown.
    REQUIRE(rowRead());
    Storage::PaperStore(*colleague).setTitle(paper, u"Their <b>title</b>"_s);
    REQUIRE(window.paperModel()->setData(first, u"My title"_s, Qt::EditRole));
    REQUIRE(
        QTest::qWaitFor([&] { return Storage::PaperStore(*colleague).paper(paper)->title == u"My title"_s; }, 10000));
    CHECK(asked.contains(u"Their <b>title</b>"_s));
    CHECK(asked.contains(u"My title"_s));

    // Two edits of one's own, the second before the list shows the first: no conflict.
    asked.clear();
    REQUIRE(rowRead());
    REQUIRE(window.paperModel()->setData(first, u"My title, first"_s, Qt::EditRole));
    REQUIRE(window.paperModel()->setData(first, u"My title, second"_s, Qt::EditRole));
    Test::settle(window);
    CHECK(asked.isEmpty());
    CHECK(Storage::PaperStore(*colleague).paper(paper)->title == u"My title, second"_s);

    answer = u"Keep"_s;
    asked.clear();
    REQUIRE(rowRead());
    Storage::PaperStore(*colleague).setTitle(paper, u"Theirs again"_s);
    REQUIRE(window.paperModel()->setData(first, u"Mine again"_s, Qt::EditRole));
    REQUIRE(QTest::qWaitFor([&] { return !asked.isEmpty(); }, 10000));
    Test::settle(window);
    CHECK(Storage::PaperStore(*colleague).paper(paper)->title == u"Theirs again"_s);
}
