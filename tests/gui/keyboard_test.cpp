// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowsupport.h"
#include "models/sidebarmodel.h"
#include "storage/librarysession.h"
#include "storage/notestore.h"
#include "support/testsupport.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/tagdialog.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Where a key pressed now goes: the focus widget, else the active window.
QWidget *keyTarget()
{
    return QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
}

void press(QKeyCombination key)
{
    QWidget *target = keyTarget();
    REQUIRE(target);
    QTest::keyClick(target, key.key(), key.keyboardModifiers());
}

// Answers the modal dialog that the next key opens as a person would: types the text into
// the control that has the focus and presses Return. A dialog of another type, or one the
// keys cannot answer, is rejected so that the test goes on to fail instead of hanging.
template<typename Dialog>
class Answer
{
public:
    explicit Answer(const QString &typed)
    {
        QTimer::singleShot(0, [this, typed] {
            QWidget *modal = nullptr;
            const bool opened = QTest::qWaitFor([&modal] {
                modal = QApplication::activeModalWidget();
                return modal && modal->isVisible() && QApplication::focusWidget() &&
                    modal->isAncestorOf(QApplication::focusWidget());
            });
            if (!opened || !modal)
                return;
            m_wasRightDialog = qobject_cast<Dialog *>(modal) != nullptr;
            if (m_wasRightDialog) {
                QTest::keyClicks(QApplication::focusWidget(), typed);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            }
            QCoreApplication::processEvents();
            if (modal->isVisible()) {
                m_closedByKeys = false;
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                else
                    modal->close();
            } else {
                m_closedByKeys = m_wasRightDialog;
            }
        });
    }
    bool answered() const { return m_closedByKeys; }

private:
    bool m_wasRightDialog = false;
    bool m_closedByKeys = false;
};

// Presses Tab until the focus is on target; false after a round of the window without it.
bool tabTo(const QWidget *target, int limit = 60)
{
    QStringList path; // where the focus went, for the failure's message
    for (int i = 0; i < limit && QApplication::focusWidget() != target; ++i) {
        QTest::keyClick(keyTarget(), Qt::Key_Tab);
        const QWidget *now = QApplication::focusWidget();
        path.append(now ? QString::fromLatin1(now->metaObject()->className()) : u"nothing"_s);
    }
    UNSCOPED_INFO("Tab went to " << path.join(u", "_s).toStdString());
    return QApplication::focusWidget() == target;
}

struct ActiveWindow
{
    Test::Workspace workspace;
    Desktop::MainWindow window;

    ActiveWindow()
    {
        Test::openShown(window, workspace.location(u"library.sqlite"_s));
        activate();
    }

    // What the window manager does when a dialog closes; the offscreen platform does not.
    void activate()
    {
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
    }
};

} // namespace

TEST_CASE("gui: Tab reaches every control of the main window and comes back", "[gui][keyboard][a11y]")
{
    ActiveWindow w;
    Desktop::MainWindow &window = w.window;
    Test::importAndSettle(window, { w.workspace.writeFile(u"sample.txt"_s, Test::sampleList()) });
    // A tag, for its chip in the detail pane.
    auto *tagField = window.detailView()->findChild<QLineEdit *>();
    REQUIRE(tagField);
    QTest::keyClicks(tagField, u"method/rl"_s);
    QTest::keyClick(tagField, Qt::Key_Return);
    Test::settle(window);

    QWidget *start = window.searchField();
    start->setFocus(Qt::TabFocusReason);
    REQUIRE(QApplication::focusWidget() == start);
    QList<QWidget *> reached{ start };
    bool cameBack = false;
    for (int i = 0; i < 200 && !cameBack; ++i) {
        QTest::keyClick(keyTarget(), Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        REQUIRE(now);
        REQUIRE(now->window() == &window);
        cameBack = now == start;
        if (!reached.contains(now))
            reached.append(now);
    }
    CHECK(cameBack);

    QStringList missed;
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (widget->window() != &window || !widget->isVisible() || !widget->isEnabled() ||
            !(widget->focusPolicy() & Qt::TabFocus) || widget->focusProxy())
            continue;
        if (!reached.contains(widget))
            missed.append(QString::fromLatin1(widget->metaObject()->className()) + u' ' + widget->accessibleName());
    }
    CHECK(missed == QStringList());
    // The areas in reading order: search, sidebar, list, then the paper.
    CHECK(reached.indexOf(window.sidebar()) < reached.indexOf(window.paperTable()));
    CHECK(reached.indexOf(window.paperTable()) < reached.indexOf(window.detailView()->noteEditor()->editor()));
    // A tag's chip comes before the tag field, where it is shown.
    QWidget *chip = nullptr;
    for (QWidget *widget : window.detailView()->findChildren<QWidget *>()) {
        if (widget->accessibleName() == u"Tag method/rl"_s)
            chip = widget;
    }
    REQUIRE(chip);
    CHECK(reached.indexOf(window.paperTable()) < reached.indexOf(chip));
    CHECK(reached.indexOf(chip) < reached.indexOf(tagField));
}

TEST_CASE("gui: import, tag, search and note with the keyboard alone", "[gui][keyboard][a11y]")
{
    ActiveWindow w;
    Desktop::MainWindow &window = w.window;
    const QString file = w.workspace.writeFile(u"abstracts.txt"_s, Test::sampleList());

    // Import: Ctrl+O and Qt's own file dialog, answered with the file's path.
    {
        const Answer<QFileDialog> fileDialog(file);
        press(QKeySequence(QKeySequence::Open)[0]);
        REQUIRE(fileDialog.answered());
    }
    w.activate();
    REQUIRE(QTest::qWaitFor([&window] { return window.paperTable()->model()->rowCount() == 3; }, 20000));
    Test::settle(window);
    const PaperId first = window.detailView()->paperId();
    REQUIRE(first);

    // Tag: Ctrl+T and its dialog.
    {
        const Answer<Desktop::TagDialog> tagDialog(u"method/rl"_s);
        press(QKeyCombination(Qt::CTRL, Qt::Key_T));
        REQUIRE(tagDialog.answered());
    }
    w.activate();
    Test::settle(window);
    const auto *sidebar = qobject_cast<Desktop::SidebarModel *>(window.sidebar()->model());
    REQUIRE(sidebar);
    REQUIRE(sidebar->indexOf(Search::PaperScope::withTag(u"method/rl"_s)).isValid());

    // Search: Ctrl+F and the query.
    press(QKeySequence(QKeySequence::Find)[0]);
    REQUIRE(QApplication::focusWidget() == window.searchField());
    QTest::keyClicks(keyTarget(), u"tag:method/rl"_s);
    QTest::qWait(50);
    Test::settle(window);
    REQUIRE(window.paperTable()->model()->rowCount() == 1);
    REQUIRE(window.detailView()->paperId() == first);
    // The completion list shown while typing took the activation, which the offscreen platform
    // does not give back when it closes.
    w.activate();

    // Note: Tab to the note editor, type, Tab away (which saves it).
    QPlainTextEdit *note = window.detailView()->noteEditor()->editor();
    REQUIRE(tabTo(note));
    QTest::keyClicks(note, u"Read again with the group"_s);
    QTest::keyClick(note, Qt::Key_Tab);
    REQUIRE(QApplication::focusWidget() != note);
    Test::settle(window);
    const auto library = Storage::LibrarySession::open(window.libraryLocation(), nullptr);
    REQUIRE(library);
    CHECK(library->notes().note(first) == u"Read again with the group"_s);
}
