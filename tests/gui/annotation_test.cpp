// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/highlightstore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "widgets/abstractview.h"
#include "widgets/bylinelabel.h"
#include "widgets/colorscheme.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/tagdialog.h"
#include "widgets/tageditor.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QApplication>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <KSyntaxHighlighting/Theme>

using namespace Lectern;
using namespace Lectern::Desktop;

namespace {

// Three papers with maths, emphasis and text that looks like HTML; ids 1 to 3.
const QByteArray Abstracts =
    QByteArrayLiteral("ICLR 2025 Papers\n\n"
                      "We prove a rate of $\\mathcal{O}(n^{-1/2})$ for **DART**, a *diffusion* sampler.\n\n"
                      "Graph transformers scale with $\\frac{1}{K}$ memory; see https://example.org/gt.\n\n"
                      "A note on <img src=\"/etc/hostname\"> and <script>alert(1)</script> in abstracts.\n");

struct Fixture
{
    Test::Workspace workspace;
    MainWindow window;
    std::unique_ptr<Storage::Database> db;

    Fixture()
    {
        const Storage::Location library = workspace.location(QStringLiteral("library.sqlite"));
        Test::openShown(window, library);
        Test::importAndSettle(window, { workspace.writeFile(QStringLiteral("iclr.txt"), Abstracts) });
        db = std::make_unique<Storage::Database>(library);
        REQUIRE(db->open());
    }

    void showPaper(PaperId id)
    {
        const int row = window.paperModel()->rowOf(id);
        REQUIRE(row >= 0);
        window.paperTable()->setCurrentIndex(window.paperModel()->index(row, PaperTableModel::TitleColumn));
        Test::settle(window);
        REQUIRE(window.detailView()->paperId() == id);
    }

    // Once the window's worker has written what it was given.
    QStringList tagsOf(PaperId id) const
    {
        Test::settle(window);
        QStringList names;
        for (const Tag &tag : Storage::TagStore(*db).tagsOf(id))
            names.append(tag.name);
        return names;
    }

    QUndoStack *undo() const { return window.editor()->undoStack(); }

    // Once the window's worker has written what it was given.
    QHash<PaperId, ReadingState> states(const QList<PaperId> &ids) const
    {
        Test::settle(window);
        return Storage::PaperStore(*db).readingStates(ids);
    }
};

} // namespace

TEST_CASE("gui: the abstract shows maths as Unicode with raised scripts, emphasis, and HTML-like text literally",
    "[gui][reading]")
{
    Fixture f;
    f.showPaper(1);
    AbstractView *view = f.window.detailView()->abstractView();
    const QString shown = view->toPlainText();
    CHECK(shown.contains(QStringLiteral("𝒪(n−1/2)")));
    CHECK_FALSE(shown.contains(u'$'));
    CHECK_FALSE(shown.contains(u'{'));
    CHECK_FALSE(shown.contains(QStringLiteral("**")));
    // DART is bold, "diffusion" italic, −1/2 raised.
    const QTextBlock block = view->document()->firstBlock();
    bool bold = false;
    bool italic = false;
    bool raised = false;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QTextFragment fragment = it.fragment();
        if (fragment.text() == QStringLiteral("DART"))
            bold = fragment.charFormat().fontWeight() == QFont::Bold;
        if (fragment.text() == QStringLiteral("diffusion"))
            italic = fragment.charFormat().fontItalic();
        if (fragment.text() == QStringLiteral("−1/2"))
            raised = fragment.charFormat().verticalAlignment() == QTextCharFormat::AlignSuperScript;
    }
    CHECK(bold);
    CHECK(italic);
    CHECK(raised);

    view->setShowSource(true);
    CHECK(view->toPlainText().contains(QStringLiteral("$\\mathcal{O}(n^{-1/2})$")));
    view->setShowSource(false);

    f.showPaper(3);
    CHECK(view->toPlainText().contains(QStringLiteral("<img src=\"/etc/hostname\">")));
    CHECK(view->toPlainText().contains(QStringLiteral("<script>alert(1)</script>")));
}

TEST_CASE("gui: search words are marked in the abstract", "[gui][reading]")
{
    Fixture f;
    QTest::keyClicks(f.window.searchField(), QStringLiteral("transformers"));
    QTest::qWait(50);
    Test::settle(f.window);
    REQUIRE(f.window.paperModel()->rowCount() == 1);
    const QTextDocument *doc = f.window.detailView()->abstractView()->document();
    const int at = static_cast<int>(doc->toPlainText().indexOf(QStringLiteral("transformers")));
    REQUIRE(at >= 0);
    QTextCursor cursor(const_cast<QTextDocument *>(doc));
    cursor.setPosition(at + 2);
    CHECK(cursor.charFormat().fontUnderline());
    cursor.setPosition(1);
    CHECK_FALSE(cursor.charFormat().fontUnderline());
}

TEST_CASE("gui: tags are added in the detail pane with completion and a clear error", "[gui][tags]")
{
    Fixture f;
    f.showPaper(2);
    TagEditor *editor = f.window.detailView()->tagEditor();
    QTest::keyClicks(editor->input(), QStringLiteral("method/graphs, survey"));
    QTest::keyClick(editor->input(), Qt::Key_Return);
    CHECK(f.tagsOf(2) == QStringList{ QStringLiteral("method/graphs"), QStringLiteral("survey") });
    CHECK(editor->input()->text().isEmpty());
    CHECK(editor->findChildren<QToolButton *>().size() >= 2);

    // The sidebar lists the tag under its level, with a count, and filters by it.
    Test::settle(f.window);
    auto *sidebar = f.window.sidebar();
    const QModelIndex method =
        static_cast<SidebarModel *>(sidebar->model())->indexOf(Search::PaperScope::withTag(QStringLiteral("method")));
    REQUIRE(method.isValid());
    CHECK(method.siblingAtColumn(SidebarModel::CountColumn).data().toString() == QStringLiteral("1"));
    sidebar->setCurrentIndex(method);
    Test::settle(f.window);
    CHECK(f.window.paperModel()->rowCount() == 1);
    CHECK(f.window.paperModel()->paperId(0) == 2);

    QTest::keyClicks(editor->input(), QStringLiteral("bad//name"));
    QTest::keyClick(editor->input(), Qt::Key_Return);
    CHECK_FALSE(editor->errorText().isEmpty());
    CHECK(editor->input()->text() == QStringLiteral("bad//name"));
    CHECK(f.tagsOf(2).size() == 2);

    // Completion offers the library's tags.
    editor->input()->clear();
    REQUIRE(editor->input()->completer());
    CHECK(editor->input()->completer()->model()->rowCount() == 2);
}

TEST_CASE("gui: tagging a 3-paper selection is undone and redone as one edit", "[gui][tags][undo]")
{
    Fixture f;
    f.window.paperTable()->selectAll();
    REQUIRE(f.window.selectedPapers().size() == 3);
    QTimer::singleShot(0, [] {
        auto *dialog = qobject_cast<TagDialog *>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        dialog->input()->setText(QStringLiteral(" to read "));
        dialog->accept();
    });
    f.window.tagSelectedPapers();
    for (const PaperId id : { 1, 2, 3 })
        CHECK(f.tagsOf(id) == QStringList{ QStringLiteral("to read") });

    REQUIRE(f.undo()->canUndo());
    f.undo()->undo();
    for (const PaperId id : { 1, 2, 3 })
        CHECK(f.tagsOf(id).isEmpty());
    CHECK(Storage::TagStore(*f.db).tags().isEmpty());
    f.undo()->redo();
    for (const PaperId id : { 1, 2, 3 })
        CHECK(f.tagsOf(id) == QStringList{ QStringLiteral("to read") });
}

TEST_CASE("gui: Ctrl+T takes several tags with commas, as one edit", "[gui][tags][undo]")
{
    Fixture f;
    f.window.paperTable()->selectAll();
    REQUIRE(f.window.selectedPapers().size() == 3);
    QString refused;
    QTimer::singleShot(0, [&refused] {
        auto *dialog = qobject_cast<TagDialog *>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        dialog->input()->setText(QStringLiteral("method/diffusion, /bad"));
        dialog->accept(); // refused: the dialog stays open and says why
        for (const QLabel *label : dialog->findChildren<QLabel *>()) {
            if (label->isVisible() && label->buddy() == nullptr)
                refused += label->text();
        }
        dialog->input()->setText(QStringLiteral("method/diffusion, rl/offline,"));
        dialog->accept();
    });
    f.window.tagSelectedPapers();
    CHECK_FALSE(refused.isEmpty());
    for (const PaperId id : { 1, 2, 3 })
        CHECK(f.tagsOf(id) == QStringList{ QStringLiteral("method/diffusion"), QStringLiteral("rl/offline") });
    CHECK(f.undo()->undoText() == QStringLiteral("Tag 3 Papers with “method/diffusion”, “rl/offline”"));
    f.undo()->undo();
    for (const PaperId id : { 1, 2, 3 })
        CHECK(f.tagsOf(id).isEmpty());
    CHECK(Storage::TagStore(*f.db).tags().isEmpty());
}

TEST_CASE("gui: renaming, merging and deleting tags from the sidebar can be undone", "[gui][tags][undo]")
{
    Fixture f;
    f.window.editor()->addTag({ 1 }, QStringLiteral("method/diffusion"));
    f.window.editor()->addTag({ 2 }, QStringLiteral("approach"));
    f.window.editor()->renameTag(QStringLiteral("method/diffusion"), QStringLiteral("approach"), true);
    CHECK(f.tagsOf(1) == QStringList{ QStringLiteral("approach") });
    Test::settle(f.window);
    auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    CHECK_FALSE(sidebar->indexOf(Search::PaperScope::withTag(QStringLiteral("method/diffusion"))).isValid());
    CHECK(f.undo()->undoText().startsWith(QStringLiteral("Merge")));
    f.undo()->undo();
    CHECK(f.tagsOf(1) == QStringList{ QStringLiteral("method/diffusion") });
    Test::settle(f.window);
    CHECK(sidebar->indexOf(Search::PaperScope::withTag(QStringLiteral("method/diffusion"))).isValid());

    f.window.editor()->deleteTag(QStringLiteral("method"));
    CHECK(f.tagsOf(1).isEmpty());
    f.undo()->undo();
    CHECK(f.tagsOf(1) == QStringList{ QStringLiteral("method/diffusion") });

    const Tag approach = *Storage::TagStore(*f.db).tag(QStringLiteral("approach"));
    f.window.editor()->setTagColor(approach, QStringLiteral("#112233"));
    Test::settle(f.window);
    CHECK(Storage::TagStore(*f.db).tag(QStringLiteral("approach"))->color == QStringLiteral("#112233"));
    f.undo()->undo();
    Test::settle(f.window);
    CHECK(Storage::TagStore(*f.db).tag(QStringLiteral("approach"))->color == approach.color);
}

TEST_CASE("gui: reading state is set from the keyboard on the selection and undone", "[gui][reading][undo]")
{
    Fixture f;
    QTableView *table = f.window.paperTable();
    table->setFocus();
    table->selectAll();
    QTest::keyClick(table, Qt::Key_Space);
    QTest::keyClick(table, Qt::Key_4);
    QTest::keyClick(table, Qt::Key_S);
    const auto states = f.states({ 1, 2, 3 });
    for (const ReadingState &state : states)
        CHECK(state == ReadingState{ ReadingStatus::Read, 4, true });
    // Shown in the table.
    const QModelIndex rating = f.window.paperModel()->index(0, PaperTableModel::RatingColumn);
    CHECK(Test::cellData(f.window, rating, Qt::EditRole).toInt() == 4);
    CHECK(Test::cellData(f.window, f.window.paperModel()->index(0, PaperTableModel::StatusColumn)).toString() ==
        QStringLiteral("Read"));

    QTest::keyClick(table, Qt::Key_Space); // all read: back to unread
    CHECK(f.states({ 2 }).value(2).status == ReadingStatus::Unread);

    f.undo()->undo();
    f.undo()->undo();
    f.undo()->undo();
    for (const ReadingState &state : f.states({ 1, 2, 3 }))
        CHECK(state == ReadingState{ ReadingStatus::Read, 0, false });
    f.undo()->undo();
    for (const ReadingState &state : f.states({ 1, 2, 3 }))
        CHECK(state == ReadingState{});

    // S on a mixed selection stars all of it; on a starred one, unstars all of it.
    Storage::PaperStore(*f.db).setReadingStates({ { 2, ReadingState{ ReadingStatus::Unread, 0, true } } });
    table->selectAll();
    QTest::keyClick(table, Qt::Key_S);
    for (const ReadingState &state : f.states({ 1, 2, 3 }))
        CHECK(state.starred);
    QTest::keyClick(table, Qt::Key_S);
    for (const ReadingState &state : f.states({ 1, 2, 3 }))
        CHECK_FALSE(state.starred);

    // The mouse: the star column toggles through the model like a click of the delegate does.
    const QModelIndex star = f.window.paperModel()->index(0, PaperTableModel::StarColumn);
    const PaperId first = f.window.paperModel()->paperId(0);
    REQUIRE(f.window.paperModel()->setData(star, true));
    CHECK(f.states({ first }).value(first).starred);
}

TEST_CASE("gui: a title edit goes through the undo stack", "[gui][undo]")
{
    Fixture f;
    f.showPaper(2);
    const QString inferred = f.window.detailView()->title();
    const QModelIndex title = f.window.paperTable()->currentIndex().siblingAtColumn(PaperTableModel::TitleColumn);
    REQUIRE(f.window.paperModel()->setData(title, QStringLiteral("Graph transformers")));
    Test::settle(f.window);
    CHECK(f.window.detailView()->title() == QStringLiteral("Graph transformers"));
    f.undo()->undo();
    Test::settle(f.window);
    CHECK(f.window.detailView()->title() == inferred);
    CHECK(Storage::PaperStore(*f.db).paper(2)->titleInferred);
}

TEST_CASE("gui: a selected passage is highlighted by its range in the imported text", "[gui][highlights]")
{
    Fixture f;
    f.showPaper(1);
    PaperDetailView *detail = f.window.detailView();
    AbstractView *view = detail->abstractView();
    const QString shown = view->toPlainText();
    const int start = static_cast<int>(shown.indexOf(QStringLiteral("DART")));
    QTextCursor cursor = view->textCursor();
    cursor.setPosition(start);
    cursor.setPosition(start + 4, QTextCursor::KeepAnchor);
    view->setTextCursor(cursor);
    REQUIRE(detail->highlightSelection(HighlightColor::Green, QStringLiteral("the name")));
    Test::settle(f.window);

    const auto highlights = Storage::HighlightStore(*f.db).highlights(1);
    REQUIRE(highlights.size() == 1);
    const QString abstract = Storage::PaperStore(*f.db).paper(1)->abstract;
    CHECK(abstract.mid(highlights[0].start, highlights[0].end - highlights[0].start) == QStringLiteral("DART"));
    CHECK(highlights[0].color == HighlightColor::Green);
    CHECK(detail->highlightList()->count() == 1);
    CHECK(detail->highlightList()->item(0)->text().contains(QStringLiteral("DART")));
    cursor.setPosition(start + 1);
    CHECK(cursor.charFormat().background().color().alpha() > 0);

    // A selection touching the maths covers all of it.
    const int math = static_cast<int>(view->toPlainText().indexOf(QStringLiteral("𝒪")));
    cursor.setPosition(math + 3);
    cursor.setPosition(math + 5, QTextCursor::KeepAnchor);
    view->setTextCursor(cursor);
    REQUIRE(detail->highlightSelection(HighlightColor::Yellow));
    Test::settle(f.window);
    const auto both = Storage::HighlightStore(*f.db).highlights(1);
    REQUIRE(both.size() == 2);
    CHECK(abstract.mid(both[0].start, both[0].end - both[0].start) == QStringLiteral("$\\mathcal{O}(n^{-1/2})$"));

    f.undo()->undo();
    f.undo()->undo();
    Test::settle(f.window);
    CHECK(Storage::HighlightStore(*f.db).highlights(1).isEmpty());
    CHECK(detail->highlightList()->count() == 0);
}

TEST_CASE("gui: a note typed and left at once is saved, on a paper switch and on close", "[gui][notes]")
{
    Fixture f;
    f.showPaper(1);
    QPlainTextEdit *editor = f.window.detailView()->noteEditor()->editor();
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("# First thoughts"));
    f.showPaper(2); // immediately: no autosave pause
    CHECK(Storage::NoteStore(*f.db).note(1) == QStringLiteral("# First thoughts"));
    CHECK(f.window.detailView()->noteEditor()->text().isEmpty());

    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("Second"));
    f.window.close();
    Test::settle(f.window); // written by the worker, which the window waits for when it goes
    CHECK(Storage::NoteStore(*f.db).note(2) == QStringLiteral("Second"));

    // A note is counted in the sidebar.
    Test::settle(f.window);
    f.showPaper(1);
    CHECK(f.window.detailView()->noteEditor()->text() == QStringLiteral("# First thoughts"));
    const auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    CHECK(sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::WithNote))
              .siblingAtColumn(SidebarModel::CountColumn)
              .data()
              .toString() == QStringLiteral("2"));
}

TEST_CASE("gui: note edits are steps of the window's undo stack, one per paper shown", "[gui][notes][undo]")
{
    Fixture f;
    const auto noteOf = [&f](PaperId paper) { return Storage::NoteStore(*f.db).note(paper); };
    const auto notedCount = [&f] {
        const auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
        return sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::WithNote))
            .siblingAtColumn(SidebarModel::CountColumn)
            .data()
            .toString();
    };
    NoteEditor *note = f.window.detailView()->noteEditor();
    f.showPaper(1);
    // Two saves while paper 1 is shown (focus leaving the editor saves) are one step.
    note->editor()->setFocus();
    QTest::keyClicks(note->editor(), QStringLiteral("Draft"));
    f.window.paperTable()->setFocus();
    note->editor()->setFocus();
    QTest::keyClicks(note->editor(), QStringLiteral(" two"));
    f.window.paperTable()->setFocus();
    Test::settle(f.window);
    REQUIRE(noteOf(1) == QStringLiteral("Draft two"));
    CHECK(notedCount() == QStringLiteral("1"));
    CHECK(f.undo()->undoText() == QStringLiteral("Edit Note"));
    const int steps = f.undo()->count();

    // Another paper's note is a step of its own; the window's Undo saves what is being typed
    // first, so the step it undoes is that one.
    f.showPaper(2);
    note->editor()->setFocus();
    QTest::keyClicks(note->editor(), QStringLiteral("Other"));
    REQUIRE(note->hasPendingChanges());
    QAction *undo = nullptr;
    for (QAction *action : f.window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = action;
    }
    REQUIRE(undo);
    undo->trigger();
    Test::settle(f.window);
    CHECK(f.undo()->count() == steps + 1);
    CHECK(noteOf(2).isEmpty());
    CHECK(note->text().isEmpty());
    CHECK(noteOf(1) == QStringLiteral("Draft two"));

    undo->trigger();
    Test::settle(f.window);
    CHECK(noteOf(1).isEmpty());
    CHECK(notedCount() == QStringLiteral("0"));
    f.showPaper(1);
    CHECK(note->text().isEmpty());
    f.undo()->redo();
    Test::settle(f.window);
    CHECK(noteOf(1) == QStringLiteral("Draft two"));
    CHECK(note->text() == QStringLiteral("Draft two")); // shown in the editor once written

    // Typing and taking it back leaves no step.
    const int before = f.undo()->index();
    f.showPaper(3);
    note->editor()->setFocus();
    QTest::keyClicks(note->editor(), QStringLiteral("x"));
    f.window.paperTable()->setFocus();
    note->editor()->setFocus();
    QTest::keyClick(note->editor(), Qt::Key_Backspace);
    f.window.paperTable()->setFocus();
    Test::settle(f.window);
    CHECK(f.undo()->index() == before);
}

TEST_CASE("gui: the note editor's theme follows a dark palette", "[gui][notes]")
{
    Fixture f;
    const QPalette light = QApplication::palette();
    NoteEditor *note = f.window.detailView()->noteEditor();
    const bool lightWasDark =
        QColor::fromRgba(note->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness() < 128;
    QApplication::setPalette(darkPalette());
    QCoreApplication::processEvents();
    CHECK(QColor::fromRgba(note->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness() < 128);
    QApplication::setPalette(light);
    QCoreApplication::processEvents();
    CHECK((QColor::fromRgba(note->theme().editorColor(KSyntaxHighlighting::Theme::BackgroundColor)).lightness() <
              128) == lightWasDark);
}

TEST_CASE("gui: opening a paper for a while marks it as reading when the preference says so", "[gui][reading]")
{
    Fixture f;
    QSettings().setValue(QStringLiteral("reading/markReadingAfterSeconds"), 1);
    f.showPaper(1);
    f.showPaper(2);
    // A loaded machine fires the timer late; waiting for the mark keeps the test about order.
    const auto stateOf = [&f](PaperId paper) {
        return Storage::PaperStore(*f.db).readingStates({ paper }).value(paper).status;
    };
    CHECK(QTest::qWaitFor([&] { return stateOf(2) == ReadingStatus::Reading; }, 10000));
    const auto states = Storage::PaperStore(*f.db).readingStates({ 1, 2 });
    CHECK(states.value(1).status == ReadingStatus::Unread); // left before the time was up
    CHECK(states.value(2).status == ReadingStatus::Reading);
    // The automatic mark is not an undo step.
    CHECK_FALSE(f.undo()->undoText().contains(QStringLiteral("Reading")));
    QSettings().setValue(QStringLiteral("reading/markReadingAfterSeconds"), 0);
}

TEST_CASE("gui: the detail pane names the authors, venue and year of a paper", "[gui][reading]")
{
    PaperDetailView view;
    PaperDetails details;
    details.paper.id = 1;
    details.paper.title = QStringLiteral("Graph samplers");
    details.paper.abstract = QStringLiteral("We sample graphs.");
    details.paper.venue = QStringLiteral("Journal of Graphs");
    details.paper.year = 2020;
    details.paper.collection = QStringLiteral("scopus");
    for (const char *family : { "Doe", "Lee", "Roe", "Poe", "Moe", "Zoe", "Noe" })
        details.paper.reference.authors.append({ QString::fromLatin1(family), QStringLiteral("A.") });
    view.resize(900, 600);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    view.setPaper(details);
    const auto *byline = view.findChild<BylineLabel *>();
    REQUIRE(byline);
    const QString all =
        QStringLiteral("Doe A., Lee A., Roe A., Poe A., Moe A., Zoe A., Noe A. · Journal of Graphs · 2020 · scopus");
    CHECK(byline->fullText() == all);
    CHECK(byline->text() == all); // room for all of it
    // Narrower, the first authors and a count of the others.
    view.resize(300, 600);
    QApplication::processEvents();
    CHECK(byline->text().contains(QStringLiteral(", … +")));
    CHECK(byline->text().startsWith(QStringLiteral("Doe A.")));
    QStringList texts;

    // A paragraph list's collection says venue and year already.
    details.paper.reference.authors.clear();
    details.paper.venue = QStringLiteral("ICLR");
    details.paper.year = 2025;
    details.paper.collection = QStringLiteral("ICLR 2025");
    view.setPaper(details);
    texts.clear();
    for (const QLabel *label : view.findChildren<QLabel *>())
        texts.append(label->text());
    CHECK(texts.contains(QStringLiteral("ICLR 2025")));
}
