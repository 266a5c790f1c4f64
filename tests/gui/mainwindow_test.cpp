// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "review/screeningsession.h"
#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "storage/reviewstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "widgets/abstractview.h"
#include "widgets/bylinelabel.h"
#include "widgets/exportdialog.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/tageditor.h"
#include "widgets/welcomeview.h"
#include "windows/mainwindow.h"
#include "windows/screeningwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;

namespace {

void waitForImport(MainWindow &window, ImportTask *task)
{
    REQUIRE(task);
    QSignalSpy finished(task, &ImportTask::finished);
    REQUIRE(finished.wait(20000));
    QCoreApplication::processEvents(); // the window's own finished handler
    Test::settle(window);
}

// Types like a person, then waits for the search in the background.
void type(MainWindow &window, QLineEdit *field, const QString &text)
{
    QTest::keyClicks(field, text);
    QTest::qWait(50);
    Test::settle(window);
}

QString statusCount(const MainWindow &window)
{
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (label->text().contains(QStringLiteral(" of ")))
            return label->text();
    }
    return {};
}

struct WindowWithLibrary
{
    Test::Workspace workspace;
    MainWindow window;

    WindowWithLibrary()
    {
        REQUIRE(window.openLibrary(workspace.location(QStringLiteral("library.sqlite")), true));
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        Test::settle(window);
    }

    void importSample()
    {
        waitForImport(
            window, window.importFiles({ workspace.writeFile(QStringLiteral("sample.txt"), Test::sampleList()) }));
    }
};

} // namespace

TEST_CASE("gui: an empty library shows the welcome view", "[gui]")
{
    WindowWithLibrary w;
    auto *pages = w.window.findChild<QStackedWidget *>();
    REQUIRE(pages);
    CHECK(pages->currentWidget() == w.window.welcomeView());
    CHECK(statusCount(w.window) == QStringLiteral("0 of 0 papers"));
}

TEST_CASE("gui: importing through the window fills the list, sidebar and detail pane", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    auto *pages = w.window.findChild<QStackedWidget *>();
    CHECK(pages->currentWidget() != w.window.welcomeView());
    CHECK(w.window.paperTable()->model()->rowCount() == 3);
    CHECK(statusCount(w.window) == QStringLiteral("3 of 3 papers"));
    const auto *sidebar = w.window.sidebar()->model();
    const QModelIndex collections = sidebar->index(1, 0);
    REQUIRE(sidebar->rowCount(collections) == 1);
    CHECK(sidebar->index(0, SidebarModel::NameColumn, collections).data().toString() == QStringLiteral("NeurIPS 2024"));
    CHECK(sidebar->index(0, SidebarModel::CountColumn, collections).data().toString() == QStringLiteral("3"));
    CHECK(w.window.detailView()->paperId() != 0);
    // The next import can start once this one is done.
    const QList<QAction *> actions = w.window.findChildren<QAction *>();
    const auto import = std::find_if(actions.cbegin(), actions.cend(), [](const QAction *action) {
        return action->shortcut() == QKeySequence(QKeySequence::Open);
    });
    REQUIRE(import != actions.cend());
    CHECK((*import)->isEnabled());
}

TEST_CASE("gui: typing in the search field filters as you type", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    QLineEdit *search = w.window.searchField();
    type(w.window, search, QStringLiteral("diffusion"));
    CHECK(w.window.paperTable()->model()->rowCount() == 1);
    CHECK(statusCount(w.window) == QStringLiteral("1 of 3 papers"));
    CHECK(w.window.detailView()->title() ==
        QStringLiteral("FastPolicy: one-step distilled diffusion policy for robot control"));
    CHECK(
        w.window.detailView()->abstractView()->toPlainText().startsWith(QStringLiteral("Diffusion policies imitate")));

    SECTION("a malformed query keeps the previous rows and says why")
    {
        type(w.window, search, QStringLiteral(" \"one step"));
        CHECK(w.window.searchError() == QStringLiteral("unclosed quote at column 11"));
        CHECK(w.window.paperTable()->model()->rowCount() == 1);
        type(w.window, search, QStringLiteral("\""));
        CHECK(w.window.searchError().isEmpty());
        CHECK(w.window.paperTable()->model()->rowCount() == 1);
    }
    SECTION("clearing the field shows every paper again")
    {
        search->clear();
        QTest::qWait(50);
        Test::settle(w.window);
        CHECK(w.window.paperTable()->model()->rowCount() == 3);
    }
}

TEST_CASE("gui: choosing a sidebar entry filters the list", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    waitForImport(w.window,
        w.window.importFiles(
            { w.workspace.writeFile(QStringLiteral("other.txt"), "ACL 2023 Papers\n\nWe study parsing.\n") }));
    CHECK(w.window.paperTable()->model()->rowCount() == 4);
    auto *sidebar = w.window.sidebar();
    const QModelIndex acl = sidebar->model()->index(0, 0, sidebar->model()->index(1, 0));
    REQUIRE(acl.data().toString() == QStringLiteral("ACL 2023"));
    sidebar->setCurrentIndex(acl);
    Test::settle(w.window);
    CHECK(w.window.paperTable()->model()->rowCount() == 1);
    CHECK(w.window.detailView()->title().contains(QStringLiteral("parsing"), Qt::CaseInsensitive));
}

TEST_CASE("gui: an edited title replaces the inferred one everywhere", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    auto *model = w.window.paperModel();
    const QModelIndex title = w.window.paperTable()->currentIndex().siblingAtColumn(PaperTableModel::TitleColumn);
    REQUIRE(Test::cellData(w.window, title, PaperTableModel::TitleInferredRole).toBool());
    REQUIRE(model->setData(title, QStringLiteral("  My own   title ")));
    Test::settle(w.window);
    CHECK(model->data(title).toString() == QStringLiteral("My own title"));
    CHECK_FALSE(model->data(title, PaperTableModel::TitleInferredRole).toBool());
    CHECK(w.window.detailView()->title() == QStringLiteral("My own title"));
    CHECK_FALSE(model->setData(title, QStringLiteral("   ")));
}

TEST_CASE("gui: the demo library opens and fills itself", "[gui]")
{
    const QString demo =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.sqlite");
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(demo + suffix);
    WindowWithLibrary w;
    QSignalSpy started(w.window.statusBar(), &QStatusBar::messageChanged);
    w.window.welcomeView()->demoButton()->click();
    CHECK(w.window.libraryLocation().filePath() == demo);
    CHECK(QTest::qWaitFor([&] { return w.window.findChild<ImportTask *>() != nullptr; }, 10000));
    waitForImport(w.window, w.window.findChild<ImportTask *>());
    CHECK(w.window.paperTable()->model()->rowCount() >= 5);
}

TEST_CASE("gui: the demo library fills itself when opened from a library with papers", "[gui]")
{
    const QString demo =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.sqlite");
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(demo + suffix);
    WindowWithLibrary w;
    w.importSample();
    w.window.welcomeView()->demoButton()->click(); // as File → Open Demo Library does
    CHECK(w.window.libraryLocation().filePath() == demo);
    CHECK(QTest::qWaitFor([&] { return w.window.paperTable()->model()->rowCount() >= 5; }, 20000));
    Test::settle(w.window);
}

TEST_CASE("gui: no author line changes the list's width", "[gui][reference]")
{
    WindowWithLibrary w;
    QByteArray ris = "TY  - JOUR\nTI  - A consortium's paper\n";
    for (int i = 0; i < 60; ++i)
        ris += "AU  - Vanderbiltmacallister" + QByteArray::number(i) + ", Maximiliana Josefina\n";
    ris += "JO  - The Journal of Very Long Names\nAB  - We are many.\nER  - \n\n"
           "TY  - JOUR\nTI  - A short one\nAU  - Ng, A.\nAB  - We are one.\nER  - \n";
    waitForImport(w.window, w.window.importFiles({ w.workspace.writeFile(QStringLiteral("many.ris"), ris) }));
    QTableView *table = w.window.paperTable();
    REQUIRE(table->model()->rowCount() == 2);
    const auto rowOf = [table](const QString &title) {
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, PaperTableModel::TitleColumn).data().toString() == title)
                return row;
        }
        return -1;
    };
    table->selectRow(rowOf(QStringLiteral("A short one")));
    Test::settle(w.window);
    const int width = table->width();
    table->selectRow(rowOf(QStringLiteral("A consortium's paper")));
    Test::settle(w.window);
    CHECK(table->width() == width);

    // The line names as many as fit and counts the rest; the tooltip names them all.
    const auto *byline = w.window.detailView()->findChild<BylineLabel *>();
    REQUIRE(byline);
    CHECK(byline->minimumSizeHint().width() < 100); // it asks the pane for no width
    CHECK(byline->text().startsWith(QStringLiteral("Vanderbiltmacallister0 M. J.")));
    CHECK(byline->text().contains(QStringLiteral(", … +")));
    CHECK(byline->fullText().contains(QStringLiteral("Vanderbiltmacallister49 M. J., … +10")));
    CHECK(byline->toolTip().contains(QStringLiteral("Maximiliana Josefina Vanderbiltmacallister30")));
}

TEST_CASE("gui: window and splitter state persist", "[gui]")
{
    QSettings().remove(QStringLiteral("MainWindow"));
    QList<int> sizes;
    {
        WindowWithLibrary w;
        w.importSample();
        auto *splitter = w.window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        splitter->setSizes({ 150, 700, 400 });
        sizes = splitter->sizes();
        w.window.detailView()->showReference(true);
        w.window.close();
    }
    WindowWithLibrary again;
    again.importSample();
    CHECK(again.window.detailView()->showsReference());
    QSettings().remove(QStringLiteral("MainWindow/detailShowsRecord")); // the other tests read abstracts
    // The offscreen platform may give the new window another width: the sidebar keeps its own.
    CHECK(again.window.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->sizes().first() == sizes.first());
    CHECK(QSettings().contains(QStringLiteral("MainWindow/columns3")));
}

TEST_CASE("gui: a library reopens at the paper last read", "[gui]")
{
    Test::Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    PaperId read = 0;
    {
        MainWindow window;
        REQUIRE(window.openLibrary(Storage::Location::file(path), true));
        waitForImport(
            window, window.importFiles({ workspace.writeFile(QStringLiteral("sample.txt"), Test::sampleList()) }));
        window.paperTable()->setCurrentIndex(window.paperModel()->index(2, PaperTableModel::TitleColumn));
        Test::settle(window);
        read = window.detailView()->paperId();
        REQUIRE(read != window.paperModel()->paperId(0));
        window.close();
    }
    MainWindow again;
    REQUIRE(again.openLibrary(Storage::Location::file(path), true));
    Test::settle(again);
    CHECK(again.detailView()->paperId() == read);
}

TEST_CASE("gui: Delete removes the selected papers, and Undo brings them back", "[gui][undo]")
{
    WindowWithLibrary w;
    w.importSample();
    QTableView *table = w.window.paperTable();
    table->setFocus();
    table->selectRow(0);
    table->selectionModel()->select(
        table->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keyClick(table, Qt::Key_Delete);
    Test::settle(w.window);
    CHECK(table->model()->rowCount() == 1);
    CHECK(statusCount(w.window) == QStringLiteral("1 of 1 papers"));
    QUndoStack *undo = w.window.editor()->undoStack();
    CHECK(undo->undoText().startsWith(QStringLiteral("Delete 2 Paper")));
    undo->undo();
    Test::settle(w.window);
    CHECK(table->model()->rowCount() == 3);
    CHECK(statusCount(w.window) == QStringLiteral("3 of 3 papers"));
}

TEST_CASE("gui: an import is undone as one step", "[gui][undo]")
{
    WindowWithLibrary w;
    w.importSample();
    QUndoStack *undo = w.window.editor()->undoStack();
    CHECK(undo->undoText().startsWith(QStringLiteral("Import of 3 Paper")));
    undo->undo();
    Test::settle(w.window);
    CHECK(w.window.paperTable()->model()->rowCount() == 0);
    CHECK(statusCount(w.window) == QStringLiteral("0 of 0 papers"));
    const auto *sidebar = w.window.sidebar()->model();
    CHECK(sidebar->rowCount(sidebar->index(1, 0)) == 0); // the collection went with its papers
    undo->redo();
    Test::settle(w.window);
    CHECK(w.window.paperTable()->model()->rowCount() == 3);
}

TEST_CASE("gui: undoing an import gives the papers it merged into their data from before", "[gui][undo][import]")
{
    WindowWithLibrary w;
    w.importSample();
    const auto titleOf = [&](PaperId paper) {
        const QAbstractItemModel *papers = w.window.paperTable()->model();
        for (int row = 0; row < papers->rowCount(); ++row) {
            const QModelIndex index = papers->index(row, PaperTableModel::TitleColumn);
            if (index.data(PaperTableModel::PaperIdRole).toLongLong() == paper)
                return Test::cellData(w.window, index).toString();
        }
        return QString();
    };
    const QString inferred = titleOf(3);
    REQUIRE_FALSE(inferred.isEmpty());
    // The paper is shown while it changes.
    QAbstractItemModel *papers = w.window.paperTable()->model();
    for (int row = 0; row < papers->rowCount(); ++row) {
        if (papers->index(row, 0).data(PaperTableModel::PaperIdRole).toLongLong() == 3)
            w.window.paperTable()->setCurrentIndex(papers->index(row, PaperTableModel::TitleColumn));
    }
    Test::settle(w.window);
    REQUIRE(w.window.detailView()->paperId() == 3);
    // The third paper again, from a database: its real title, an author and a DOI fill in.
    waitForImport(w.window,
        w.window.importFiles({ w.workspace.writeFile(QStringLiteral("scopus.ris"),
            "TY  - JOUR\nTI  - Linear Convergence of Transformers\nAU  - Doe, Jane\nPY  - 2024\n"
            "DO  - 10.1000/lc\nAB  - We study the Łojasiewicz inequality for transformers and show linear "
            "convergence of gradient descent.\nER  - \n") }));
    CHECK(titleOf(3) == QStringLiteral("Linear Convergence of Transformers"));
    CHECK(w.window.detailView()->title() == QStringLiteral("Linear Convergence of Transformers"));
    QUndoStack *undo = w.window.editor()->undoStack();
    CHECK(undo->undoText().startsWith(QStringLiteral("Import of 1 Paper")));

    undo->undo();
    Test::settle(w.window);
    CHECK(w.window.paperTable()->model()->rowCount() == 3);
    CHECK(titleOf(3) == inferred);
    CHECK(w.window.detailView()->title() == inferred);
    const auto library = Storage::LibrarySession::open(w.workspace.location(QStringLiteral("library.sqlite")), nullptr);
    REQUIRE(library);
    const auto paper = library->papers().paper(3);
    REQUIRE(paper);
    CHECK(paper->titleInferred);
    CHECK(paper->reference.doi.isEmpty());
    CHECK(paper->reference.authors.isEmpty());

    undo->redo();
    Test::settle(w.window);
    CHECK(titleOf(3) == QStringLiteral("Linear Convergence of Transformers"));
    const auto merged = library->papers().paper(3);
    CHECK(merged->reference.doi == QStringLiteral("10.1000/lc"));
    CHECK(merged->reference.authors.size() == 1);
}

TEST_CASE("gui: rows dragged onto a reading list join it, reorder by drag inside it, and undo", "[gui][lists][undo]")
{
    WindowWithLibrary w;
    w.importSample();
    QUndoStack *undo = w.window.editor()->undoStack();
    w.window.editor()->createList(QStringLiteral("Reading group"));
    Test::settle(w.window);
    auto *sidebar = w.window.sidebar()->model();
    const QModelIndex list = static_cast<SidebarModel *>(sidebar)->indexOf(Search::PaperScope::inList(1));
    REQUIRE(list.isValid());
    CHECK(list.data().toString() == QStringLiteral("Reading group"));

    // Drag two rows of the paper list onto the list in the sidebar.
    auto *papers = w.window.paperTable()->model();
    const PaperId first = papers->index(0, 0).data(PaperTableModel::PaperIdRole).toLongLong();
    const PaperId third = papers->index(2, 0).data(PaperTableModel::PaperIdRole).toLongLong();
    std::unique_ptr<QMimeData> dragged(papers->mimeData({ papers->index(2, 0), papers->index(0, 1) }));
    REQUIRE(sidebar->canDropMimeData(dragged.get(), Qt::CopyAction, -1, -1, list));
    CHECK_FALSE(sidebar->canDropMimeData(dragged.get(), Qt::CopyAction, -1, -1, sidebar->index(0, 0)));
    sidebar->dropMimeData(dragged.get(), Qt::CopyAction, -1, -1, list);
    Test::settle(w.window);
    CHECK(static_cast<SidebarModel *>(sidebar)
              ->indexOf(Search::PaperScope::inList(1))
              .siblingAtColumn(SidebarModel::CountColumn)
              .data()
              .toString() == QStringLiteral("2"));

    // The list shows its papers in its order; the first dragged comes first.
    w.window.sidebar()->setCurrentIndex(static_cast<SidebarModel *>(sidebar)->indexOf(Search::PaperScope::inList(1)));
    Test::settle(w.window);
    REQUIRE(papers->rowCount() == 2);
    CHECK(papers->index(0, 0).data(PaperTableModel::PaperIdRole).toLongLong() == third);
    // The detail pane says which lists the paper is in.
    w.window.paperTable()->selectRow(0);
    Test::settle(w.window);
    const auto labels = w.window.detailView()->findChildren<QLabel *>();
    CHECK(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
        return label->text().endsWith(QStringLiteral("in Reading group"));
    }));
    // Drag the second row above the first.
    std::unique_ptr<QMimeData> moved(papers->mimeData({ papers->index(1, 0) }));
    REQUIRE(papers->canDropMimeData(moved.get(), Qt::MoveAction, 0, 0, {}));
    papers->dropMimeData(moved.get(), Qt::MoveAction, 0, 0, {});
    Test::settle(w.window);
    CHECK(papers->index(0, 0).data(PaperTableModel::PaperIdRole).toLongLong() == first);
    CHECK(undo->undoText().startsWith(QStringLiteral("Reorder")));

    undo->undo(); // the order
    Test::settle(w.window);
    CHECK(papers->index(0, 0).data(PaperTableModel::PaperIdRole).toLongLong() == third);
    undo->undo(); // the drop
    Test::settle(w.window);
    CHECK(papers->rowCount() == 0);
}

TEST_CASE("gui: the export dialog previews the chosen papers in the chosen format", "[gui][export]")
{
    WindowWithLibrary w;
    w.importSample();
    LibraryWorker worker(w.window.libraryLocation(), Storage::Database::Access::ReadWrite);
    ExportDialog dialog(worker, { { 2 }, { 3, 2, 1 } });
    const auto previewed = [&dialog] {
        REQUIRE(QTest::qWaitFor([&dialog] { return !dialog.isReading(); }, 10000)); // read on the worker
        return dialog.previewText();
    };
    auto *format = dialog.findChild<QComboBox *>();
    REQUIRE(format);
    format->setCurrentIndex(format->findData(static_cast<int>(Export::ExportFormat::BibTex)));
    CHECK(dialog.format() == Export::ExportFormat::BibTex);
    CHECK(previewed().startsWith(u'@')); // the selection comes first: one entry
    CHECK(previewed().count(QStringLiteral("\n@")) == 0);

    const auto boxes = dialog.findChildren<QComboBox *>();
    QComboBox *scope = boxes.at(1);
    scope->setCurrentIndex(1); // the papers shown
    CHECK(previewed().count(QStringLiteral("\n@")) == 2);

    format->setCurrentIndex(format->findData(static_cast<int>(Export::ExportFormat::Markdown)));
    CHECK(previewed().count(QStringLiteral("## ")) == 3);

    // The reading lists and the whole library come from the worker too.
    QStringList scopes;
    for (int index = 0; index < scope->count(); ++index)
        scopes.append(scope->itemText(index));
    CHECK(scopes.last().startsWith(QStringLiteral("The whole library (")));
}

TEST_CASE("gui: an export of no papers asks before it empties a file", "[gui][export]")
{
    WindowWithLibrary w;
    w.importSample();
    LibraryWorker worker(w.window.libraryLocation(), Storage::Database::Access::ReadWrite);
    ExportDialog dialog(worker, { {}, {} }); // the papers shown: none
    REQUIRE(QTest::qWaitFor([&dialog] { return !dialog.isReading(); }, 10000));
    const QString path = w.workspace.writeFile(QStringLiteral("refs<b>.bib"), "@article{keep, title = {Keep}}\n");
    const QByteArray before = Lectern::Test::fileBytes(path);

    // Answers the question with the button of this role; the file's name is shown as plain text.
    const auto answerWith = [](QMessageBox::ButtonRole role) {
        QTimer::singleShot(0, [role] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            REQUIRE(box);
            CHECK(box->textFormat() == Qt::PlainText);
            CHECK(box->text() ==
                QStringLiteral("There are no papers to export. Replace refs<b>.bib with an empty file?"));
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == role)
                    button->click();
            }
        });
    };
    answerWith(QMessageBox::RejectRole);
    CHECK_FALSE(dialog.saveTo(path));
    CHECK(Lectern::Test::fileBytes(path) == before);
    answerWith(QMessageBox::DestructiveRole);
    CHECK(dialog.saveTo(path));
    CHECK(Lectern::Test::fileBytes(path).isEmpty());
}

TEST_CASE("gui: Copy as BibTeX puts the selection on the clipboard", "[gui][export]")
{
    WindowWithLibrary w;
    w.importSample();
    QTableView *table = w.window.paperTable();
    table->setFocus();
    table->selectRow(1);
    QTest::keyClick(&w.window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    Test::settle(w.window); // written on the worker
    const QString copied = QGuiApplication::clipboard()->text();
    CHECK(copied.startsWith(u'@'));
    CHECK(copied.count(QStringLiteral("\n@")) == 0);
    CHECK(copied.contains(QStringLiteral("abstract = {")));
}

TEST_CASE("gui: the import report can undo the import it reports", "[gui][undo]")
{
    WindowWithLibrary w;
    const QString ris = w.workspace.writeFile(QStringLiteral("refs.ris"),
        "TY  - JOUR\nTI  - First\nAB  - One abstract.\nER  - \n"
        "TY  - JOUR\nPY  - 2020\nER  - \n"
        "TY  - JOUR\nTI  - Second\nAB  - Another abstract.\nER  - \n");
    waitForImport(w.window, w.window.importFiles({ ris }));
    CHECK(w.window.paperTable()->model()->rowCount() == 2);
    auto *report = w.window.findChild<QMessageBox *>();
    REQUIRE(report);
    CHECK(report->text().contains(QStringLiteral("skipped")));
    QPushButton *undo = nullptr;
    for (QAbstractButton *button : report->buttons()) {
        if (button->text() == QStringLiteral("&Undo Import"))
            undo = qobject_cast<QPushButton *>(button);
    }
    REQUIRE(undo);
    undo->click();
    Test::settle(w.window);
    CHECK(w.window.paperTable()->model()->rowCount() == 0);
}

TEST_CASE("gui: a title is edited on F2 and double-click only, never on a click", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    QTableView *table = w.window.paperTable();
    // A click on the selected row must not start editing: the next keys (Space, S) would
    // replace the title.
    CHECK(table->editTriggers() == (QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked));
    const auto editing = [table] {
        const auto editors = table->viewport()->findChildren<QLineEdit *>();
        return std::any_of(
            editors.cbegin(), editors.cend(), [](const QLineEdit *editor) { return editor->isVisible(); });
    };
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, PaperTableModel::TitleColumn));
    CHECK_FALSE(editing());
    QTest::keyClick(table, Qt::Key_F2);
    CHECK(editing());
}

TEST_CASE("gui: Tab leaves the paper list for the next area instead of walking its cells", "[gui]")
{
    WindowWithLibrary w;
    w.importSample();
    QTableView *table = w.window.paperTable();
    w.window.activateWindow();
    table->setFocus();
    REQUIRE(table->hasFocus());
    const QModelIndex before = table->currentIndex();
    QTest::keyClick(table, Qt::Key_Tab);
    CHECK_FALSE(table->hasFocus());
    CHECK(table->currentIndex() == before);
}

TEST_CASE("gui: a review's papers are listed with its keyword hits, sortable", "[gui][review]")
{
    WindowWithLibrary w;
    w.importSample();
    {
        Storage::Database other(w.workspace.location(QStringLiteral("library.sqlite")));
        REQUIRE(other.open());
        Storage::ReviewStore reviews(other);
        const ReviewId id = reviews.create({ 0,
            QStringLiteral("Graphs"),
            {},
            {},
            {},
            { QStringLiteral("random-walk") },
            { QStringLiteral("diffusion") },
            {} });
        reviews.addPapers(id, { 1, 2 });
    }
    QMenu *showPapers = nullptr;
    QMenu *screen = nullptr;
    for (QMenu *menu : w.window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == QStringLiteral("Show &Papers"))
            showPapers = menu;
        if (menu->title() == QStringLiteral("&Screen"))
            screen = menu;
    }
    REQUIRE(showPapers);
    REQUIRE(screen);
    QHeaderView *header = w.window.paperTable()->horizontalHeader();
    CHECK(header->isSectionHidden(PaperTableModel::InclusionHitsColumn));
    // The menu shows the reviews read before, and reads them again as it opens.
    Q_EMIT showPapers->aboutToShow();
    Test::settle(w.window);
    REQUIRE(showPapers->actions().size() == 1);
    showPapers->actions().first()->trigger();
    QTest::qWait(50);
    Test::settle(w.window);
    CHECK(w.window.searchField()->text() == QStringLiteral("review:\"Graphs\""));
    const QAbstractItemModel *model = w.window.paperTable()->model();
    REQUIRE(model->rowCount() == 2);
    CHECK_FALSE(header->isSectionHidden(PaperTableModel::InclusionHitsColumn));
    CHECK_FALSE(header->isSectionHidden(PaperTableModel::ExclusionHitsColumn));

    w.window.paperTable()->sortByColumn(PaperTableModel::ExclusionHitsColumn, Qt::DescendingOrder);
    QTest::qWait(50);
    Test::settle(w.window);
    CHECK(model->index(0, PaperTableModel::ExclusionHitsColumn).data().toInt() == 3); // FastPolicy's title and abstract
    CHECK(model->index(1, PaperTableModel::ExclusionHitsColumn).data().toInt() == 0);
    CHECK(model->index(1, PaperTableModel::InclusionHitsColumn).data().toInt() == 2);
    w.window.paperTable()->sortByColumn(PaperTableModel::InclusionHitsColumn, Qt::DescendingOrder);
    QTest::qWait(50);
    Test::settle(w.window);
    CHECK(model->index(0, PaperTableModel::InclusionHitsColumn).data().toInt() == 2);

    // New keywords given in the screening window are counted there, and the columns follow.
    Q_EMIT screen->aboutToShow();
    Test::settle(w.window);
    REQUIRE(screen->actions().size() == 1);
    screen->actions().first()->trigger();
    Test::settle(w.window); // its papers read on the worker
    auto *screening = w.window.findChild<Desktop::ScreeningWindow *>();
    REQUIRE(screening);
    REQUIRE(QTest::qWaitFor([screening] { return !screening->isCountingKeywordHits(); }, 10000));
    ReviewInfo edited = screening->session().review();
    std::swap(edited.inclusionKeywords, edited.exclusionKeywords);
    screening->applyReview(edited);
    Test::settle(w.window); // saved; the count begins
    REQUIRE(QTest::qWaitFor([screening] { return !screening->isCountingKeywordHits(); }, 10000));
    Test::settle(w.window);
    int inclusion = 0;
    int exclusion = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        REQUIRE(model->index(row, PaperTableModel::InclusionHitsColumn).data().isValid());
        inclusion += model->index(row, PaperTableModel::InclusionHitsColumn).data().toInt();
        exclusion += model->index(row, PaperTableModel::ExclusionHitsColumn).data().toInt();
    }
    CHECK(inclusion == 3);
    CHECK(exclusion == 2);
}

TEST_CASE("gui: File → Open Recent leads back to the libraries opened before", "[gui]")
{
    QSettings().remove(QStringLiteral("MainWindow/recentLibraries"));
    WindowWithLibrary w;
    const Storage::Location first = w.window.libraryLocation(); // a file, or a team library
    const Storage::Location second = Storage::Location::file(w.workspace.path(QStringLiteral("other.sqlite")));
    REQUIRE(w.window.openLibrary(second, true));
    Test::settle(w.window);
    QMenu *recent = nullptr;
    for (QMenu *menu : w.window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == QStringLiteral("Open &Recent"))
            recent = menu;
    }
    REQUIRE(recent);
    Q_EMIT recent->aboutToShow();
    QStringList entries;
    for (const QAction *action : recent->actions())
        entries.append(action->text().replace(QStringLiteral("&&"), QStringLiteral("&")));
    // Yours, a separator, then the newest first (other tests in this process may
    // add theirs).
    CHECK(entries.first() == QStringLiteral("&Your Library"));
    const qsizetype secondAt = entries.indexOf(second.displayName());
    const qsizetype firstAt = entries.indexOf(first.displayName());
    CHECK(secondAt >= 2);
    REQUIRE(firstAt > secondAt);
    recent->actions()[firstAt]->trigger();
    Test::settle(w.window);
    CHECK(w.window.libraryLocation().isSameAs(first));
}

// A file's lock; a team library is open in as many windows as its members like.
TEST_CASE("gui: a library open in one window is offered read-only in another", "[gui][locks][sqlite-only]")
{
    WindowWithLibrary editing;
    editing.importSample();
    const QString path = editing.workspace.path(QStringLiteral("library.sqlite"));

    // Answers the question the second window asks with the button named.
    const auto answerWith = [](const QString &button) {
        QTimer::singleShot(0, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            REQUIRE(box);
            CHECK(box->text().contains(QStringLiteral("is open in another Lectern window (process %1")
                    .arg(QCoreApplication::applicationPid())));
            for (QAbstractButton *candidate : box->buttons()) {
                if (candidate->text() == button)
                    candidate->click();
            }
        });
    };

    MainWindow declined;
    answerWith(QStringLiteral("Cancel"));
    CHECK_FALSE(declined.openLibrary(Storage::Location::file(path)));
    CHECK(declined.libraryLocation().filePath().isEmpty());
    CHECK_FALSE(declined.openLibrary(Storage::Location::file(path), true)); // quietly: refused without a question

    MainWindow reading;
    answerWith(QStringLiteral("Open &Read-Only"));
    REQUIRE(reading.openLibrary(Storage::Location::file(path)));
    reading.show();
    Test::settle(reading);
    CHECK(reading.paperModel()->rowCount() == 3);
    CHECK(reading.editor()->isReadOnly());
    // Nothing on the detail pane invites an edit.
    CHECK(reading.detailView()->tagEditor()->input()->isHidden());
    CHECK(reading.detailView()->paperId() != 0);
    const auto buttons = reading.detailView()->findChildren<QToolButton *>();
    CHECK(std::ranges::any_of(buttons, [](const QToolButton *button) {
        return button->text() == QStringLiteral("Highlight") && !button->isEnabled();
    }));
    CHECK(reading.detailView()->noteEditor()->editor()->isReadOnly());
    CHECK(reading.detailView()->noteEditor()->editor()->placeholderText().contains(QStringLiteral("only reads")));
    reading.editor()->addTag({ 1 }, QStringLiteral("mine"));
    CHECK(reading.statusBar()->currentMessage().contains(QStringLiteral("only reads it")));
    CHECK(Storage::LibrarySession::open(Storage::Location::file(path), nullptr)->tags().tagsOf(1).isEmpty());
    CHECK(reading.importFiles({ editing.workspace.writeFile(QStringLiteral("more.txt"), Test::sampleList()) }) ==
        nullptr);
    const auto labels = reading.statusBar()->findChildren<QLabel *>();
    CHECK(std::ranges::any_of(labels,
        [](const QLabel *label) { return label->isVisible() && label->text() == QStringLiteral("Read-only"); }));
    // The editing window is not held back.
    editing.window.editor()->addTag({ 1 }, QStringLiteral("theirs"));
    Test::settle(editing.window);
    CHECK(Storage::LibrarySession::open(Storage::Location::file(path), nullptr)->tags().tagsOf(1).size() == 1);

    // Once the editing window lets go, the library opens for editing again.
    REQUIRE(editing.window.openLibrary(editing.workspace.location(QStringLiteral("other.sqlite")), true));
    MainWindow next;
    REQUIRE(next.openLibrary(Storage::Location::file(path), true));
    CHECK_FALSE(next.editor()->isReadOnly());
}

namespace {

// Remembers the texts of the progress dialogs shown while it lives.
class ProgressWatcher : public QObject
{
public:
    ProgressWatcher() { qApp->installEventFilter(this); }
    ~ProgressWatcher() override { qApp->removeEventFilter(this); }

    QStringList shown;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show) {
            if (auto *dialog = qobject_cast<QProgressDialog *>(watched)) {
                const auto *label = dialog->findChild<QLabel *>();
                // Plain text: the path is the user's, never markup.
                if (label && label->textFormat() == Qt::PlainText)
                    shown.append(dialog->windowTitle() + u'|' + label->text());
            }
        }
        return false;
    }
};

} // namespace

TEST_CASE("gui: a library of an older version is upgraded with a word on screen", "[gui]")
{
    WindowWithLibrary w;
    const QString old = w.workspace.path(QStringLiteral("old <b>library.sqlite"));
    REQUIRE(QFile::copy(QStringLiteral(LECTERN_TEST_DATA "/library-v2.sqlite"), old));
    REQUIRE(QFile::setPermissions(old, QFile::ReadOwner | QFile::WriteOwner));
    ProgressWatcher watcher;
    REQUIRE(w.window.openLibrary(Storage::Location::file(old), true));
    Test::settle(w.window);
    REQUIRE(watcher.shown.size() == 1);
    CHECK(watcher.shown.first().startsWith(QStringLiteral("Upgrading the Library|Upgrading ") + old));
    CHECK_FALSE(w.window.findChild<QProgressDialog *>()); // gone once the upgrade ended
    CHECK_FALSE(Storage::Database::needsUpgrade(Storage::Location::file(old)));
    CHECK(w.window.paperTable()->model()->rowCount() == 4);

    // A current library opens without it.
    REQUIRE(w.window.openLibrary(w.workspace.location(QStringLiteral("library.sqlite")), true));
    CHECK(watcher.shown.size() == 1);
}
