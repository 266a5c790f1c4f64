// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"
#include "gui/windowsupport.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "support/testsupport.h"
#include "tasks/importtask.h"
#include "widgets/paperdetailview.h"
#include "widgets/searchfield.h"
#include "widgets/viewportmessage.h"
#include "widgets/welcomeview.h"
#include "windows/mainwindow.h"

#include <catch2/catch_test_macros.hpp>

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QDialog>
#include <QHeaderView>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace Lectern;
using namespace Lectern::Desktop;
using namespace Qt::StringLiterals;

namespace {

const QByteArray Abstracts =
    QByteArrayLiteral("NeurIPS 2024 Papers\n\n"
                      // As long as paper 2, so that the count of "graph" decides their ranks on both
                      // engines (PostgreSQL's ts_rank weighs length more than bm25 on tiny texts).
                      "Diffusion models for graphs, with denoising, guidance and evaluation on many "
                      "molecular and citation networks.\n\n" // 1
                      "Graph neural networks scale; graph sampling, graph batching and graph caching help.\n\n" // 2
                      "A study of 扩散模型 in Chinese text.\n\n" // 3
                      "The Łojasiewicz inequality for transformers.\n"); // 4

struct Fixture
{
    Test::Workspace workspace;
    MainWindow window;

    Fixture()
    {
        Test::openShown(window, workspace.location(QStringLiteral("library.sqlite")));
        Test::importAndSettle(window, { workspace.writeFile(QStringLiteral("n.txt"), Abstracts) });
    }

    int rows() const { return window.paperModel()->rowCount(); }

    void typeKey(QChar key)
    {
        QTest::keyClicks(window.searchField(), QString(key));
        QTest::qWait(20);
        Test::settle(window);
    }
};

} // namespace

TEST_CASE("gui: a query typed key by key narrows the list at every key, and a broken one keeps it", "[gui][search]")
{
    Fixture f;
    const QString query = QStringLiteral("graph samp");
    QList<int> seen;
    for (const QChar key : query) {
        f.typeKey(key);
        seen.append(f.rows());
    }
    // "g" matches words starting with g (graphs, Graph, graph…) and nothing else; "graph " then
    // needs a second word, "samp" finds "sampling".
    CHECK(seen.last() == 1);
    CHECK(f.window.paperModel()->paperId(0) == 2);
    CHECK(seen.at(4) == 2); // "graph": papers 1 and 2
    CHECK(f.window.searchError().isEmpty());

    f.typeKey(u' '); // "samp" is a whole word now, and no paper has it
    CHECK(f.rows() == 0);
    f.window.searchField()->backspace();
    f.typeKey(u's'); // "graph samps"
    f.window.searchField()->backspace(); // "graph samp" again
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(f.rows() == 1);
    f.typeKey(u' ');
    f.typeKey(u'"');
    CHECK(f.window.searchError() == QStringLiteral("unclosed quote at column 12"));
    CHECK(f.window.searchField()->error() == f.window.searchError());
    CHECK(f.rows() == 0); // "graph samp " found nothing, and that result stays while the quote is open
    f.window.searchField()->backspace();
    f.window.searchField()->backspace();
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(f.window.searchError().isEmpty());
    CHECK(f.rows() == 1);
}

TEST_CASE("gui: diacritics fold and Chinese words are found inside text", "[gui][search]")
{
    Fixture f;
    QTest::keyClicks(f.window.searchField(), QStringLiteral("Lojasiewicz"));
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(f.rows() == 1);
    CHECK(f.window.paperModel()->paperId(0) == 4);
    f.window.searchField()->clear();
    f.window.searchField()->insert(QStringLiteral("扩散"));
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(f.rows() == 1);
    CHECK(f.window.paperModel()->paperId(0) == 3);
}

TEST_CASE("gui: results with words come best match first", "[gui][search]")
{
    Fixture f;
    QTest::keyClicks(f.window.searchField(), QStringLiteral("graph"));
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(f.rows() == 2);
    CHECK(f.window.paperModel()->paperId(0) == 2); // "graph" four times, "graphs" once in paper 1
    QHeaderView *header = f.window.paperTable()->horizontalHeader();
    CHECK_FALSE(header->isSortIndicatorShown());

    // A column clicked while searching sorts by it from that first click.
    const int title = PaperTableModel::TitleColumn;
    QTest::mouseClick(header->viewport(),
        Qt::LeftButton,
        {},
        QPoint(header->sectionViewportPosition(title) + header->sectionSize(title) / 2, header->height() / 2));
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(header->sortIndicatorSection() == title);
    CHECK(header->isSortIndicatorShown());
    // "Diffusion models for graphs…" before "Graph neural networks scale…" in ascending order.
    CHECK(f.window.paperModel()->paperId(0) == (header->sortIndicatorOrder() == Qt::AscendingOrder ? 1 : 2));
}

TEST_CASE("gui: the search field completes field names and the library's values", "[gui][search]")
{
    Fixture f;
    f.window.editor()->addTag({ 2 }, QStringLiteral("method/graphs"));
    Test::settle(f.window); // the tags come with the sidebar's counts
    SearchField *field = f.window.searchField();
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("sta"));
    CHECK(field->completions() == QStringList{ QStringLiteral("status:"), QStringLiteral("starred:") });
    field->clear();
    QTest::keyClicks(field, QStringLiteral("tag:me"));
    CHECK(field->completions() == QStringList{ QStringLiteral("method/graphs") });
    Q_EMIT field->fieldCompleter()->activated(QStringLiteral("method/graphs"));
    CHECK(field->text() == QStringLiteral("tag:method/graphs "));
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(f.rows() == 1);
    field->clear();
    QTest::keyClicks(field, QStringLiteral("collection:Neu"));
    Q_EMIT field->fieldCompleter()->activated(QStringLiteral("NeurIPS 2024"));
    CHECK(field->text() == QStringLiteral("collection:\"NeurIPS 2024\" "));
}

TEST_CASE("gui: author:, venue: and keyword: complete from the library's records, read on the worker", "[gui][search]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(u"library.sqlite"_s));
    Test::importAndSettle(window,
        { workspace.writeFile(u"refs.bib"_s,
            "@article{a, title={Diffusion on graphs}, author={M{\\\"u}ller, Anna and Abbas, Karim},\n"
            "  journal={Journal of Graphs}, keywords={graph theory, diffusion}, year={2020},\n"
            "  abstract={We study diffusion.}}\n"
            "@article{b, title={Muons}, author={Mulder, Piet}, journal={Physics Letters}, year={2021},\n"
            "  abstract={Muons decay.}}\n") });
    SearchField *field = window.searchField();
    QAbstractItemView *popup = field->fieldCompleter()->popup();
    // typed: as keys; inserted: after them, as an input method would (QTest types ASCII only).
    const auto offered = [field, popup](const QString &typed, const QString &inserted = {}) {
        field->clear();
        field->setFocus();
        QTest::keyClicks(field, typed);
        if (!inserted.isEmpty())
            field->insert(inserted);
        CHECK(field->completions().isEmpty()); // nothing the window holds: asked of the worker
        if (!QTest::qWaitFor([popup] { return popup->isVisible(); }, 5000))
            return QStringList();
        QStringList values;
        for (int row = 0; row < popup->model()->rowCount(); ++row)
            values.append(popup->model()->index(row, 0).data().toString());
        return values;
    };
    CHECK(offered(u"author:m"_s) == QStringList{ u"Mulder"_s, u"Müller"_s });
    CHECK(offered(u"author:m"_s, u"ü"_s) == QStringList{ u"Müller"_s });
    CHECK(offered(u"keyword:gr"_s) == QStringList{ u"graph theory"_s });
    CHECK(offered(u"journal:ph"_s) == QStringList{ u"Physics Letters"_s });
    Q_EMIT field->fieldCompleter()->activated(u"Physics Letters"_s);
    CHECK(field->text() == u"journal:\"Physics Letters\" "_s);
    QTest::qWait(20);
    Test::settle(window);
    CHECK(window.paperModel()->rowCount() == 1);
}

TEST_CASE("gui: F1 in the search field shows every field with an example", "[gui][search]")
{
    Fixture f;
    SearchField *field = f.window.searchField();
    field->setFocus();
    QTest::keyClick(field, Qt::Key_F1);
    auto *help = field->findChild<QDialog *>();
    REQUIRE(help);
    const QString text = help->findChild<QTextEdit *>()->toPlainText();
    for (const QString &name : Search::Query::fieldNames())
        CHECK(text.contains(name + u':'));
    help->close();
}

TEST_CASE("gui: a search is saved in the sidebar, renamed and deleted with undo", "[gui][search]")
{
    Fixture f;
    auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    CHECK(sidebar->rowCount() == 3); // no saved searches yet, no group
    f.window.editor()->saveSearch(QStringLiteral("Graph papers"), QStringLiteral("graph"));
    Test::settle(f.window);
    REQUIRE(sidebar->rowCount() == 4);
    const QModelIndex group = sidebar->index(3, 0);
    REQUIRE(sidebar->rowCount(group) == 1);
    const QModelIndex entry = sidebar->index(0, 0, group);
    CHECK(entry.data().toString() == QStringLiteral("Graph papers"));
    CHECK(entry.siblingAtColumn(SidebarModel::CountColumn).data().toString() == QStringLiteral("1"));

    f.window.sidebar()->setCurrentIndex(entry);
    Test::settle(f.window);
    CHECK(f.rows() == 1);
    CHECK(f.window.paperModel()->paperId(0) == 2);

    const auto saved = entry.data(SidebarModel::SavedSearchRole).value<SavedSearch>();
    f.window.editor()->renameSavedSearch(saved, QStringLiteral("Graphs"));
    Test::settle(f.window);
    CHECK(sidebar->index(0, 0, sidebar->index(3, 0)).data().toString() == QStringLiteral("Graphs"));
    f.window.editor()->deleteSavedSearch({ saved.id, QStringLiteral("Graphs"), saved.query });
    Test::settle(f.window);
    CHECK(sidebar->rowCount() == 3);
    CHECK(f.rows() == 4); // back to all papers
    f.window.editor()->undoStack()->undo();
    Test::settle(f.window);
    CHECK(sidebar->index(0, 0, sidebar->index(3, 0)).data().toString() == QStringLiteral("Graphs"));
}

TEST_CASE("gui: sidebar counts follow the search when the preference says so", "[gui][search]")
{
    Fixture f;
    auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    const auto allCount = [&] {
        return sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All))
            .siblingAtColumn(SidebarModel::CountColumn)
            .data()
            .toString();
    };
    QTest::keyClicks(f.window.searchField(), QStringLiteral("graph"));
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(allCount() == QStringLiteral("4"));

    QSettings().setValue(QStringLiteral("sidebar/countsFollowSearch"), true);
    QTest::keyClicks(f.window.searchField(), QStringLiteral(" "));
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(allCount() == QStringLiteral("1")); // "graph" as a whole word

    // A search that finds nothing empties the counts, not the library.
    f.window.searchField()->setText(QStringLiteral("zzzqqqx"));
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(allCount() == QStringLiteral("0"));
    CHECK(f.window.findChild<QStackedWidget *>()->currentWidget() != static_cast<QWidget *>(f.window.welcomeView()));
    const auto labels = f.window.statusBar()->findChildren<QLabel *>();
    CHECK(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
        return label->text() == QStringLiteral("0 of 4 papers"); // the library's four, as before the search
    }));
    QSettings().setValue(QStringLiteral("sidebar/countsFollowSearch"), false);
}

TEST_CASE("gui: a search without hits says what found nothing, and where", "[gui][search]")
{
    Fixture f;
    const auto *message = f.window.paperTable()->viewport()->findChild<ViewportMessage *>();
    REQUIRE(message);
    CHECK_FALSE(message->isVisible());

    f.window.searchField()->setText(QStringLiteral("zzzqqqx <b>"));
    QTest::qWait(20);
    Test::settle(f.window);
    REQUIRE(f.rows() == 0);
    CHECK(message->isVisible());
    CHECK(message->text() == QStringLiteral("No papers match “zzzqqqx <b>”."));
    CHECK(message->textFormat() == Qt::PlainText);

    auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    f.window.sidebar()->setCurrentIndex(sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::Starred)));
    Test::settle(f.window);
    CHECK(message->text() == QStringLiteral("No papers in “Starred” match “zzzqqqx <b>”."));
    f.window.searchField()->clear();
    QTest::qWait(20);
    Test::settle(f.window);
    CHECK(message->text() == QStringLiteral("No papers in “Starred”."));

    f.window.sidebar()->setCurrentIndex(sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All)));
    Test::settle(f.window);
    CHECK(f.rows() == 4);
    CHECK_FALSE(message->isVisible());
}

TEST_CASE("gui: the search field names the part of the library searched, and one key widens it", "[gui][search]")
{
    Fixture f;
    SearchField *field = f.window.searchField();
    auto *sidebar = static_cast<SidebarModel *>(f.window.sidebar()->model());
    const auto choose = [&](Search::PaperScope::Kind kind) {
        f.window.sidebar()->setCurrentIndex(sidebar->indexOf(Search::PaperScope::of(kind)));
        Test::settle(f.window);
    };
    CHECK_FALSE(field->scopeButton()->isVisible());
    choose(Search::PaperScope::Kind::Unread);
    CHECK(field->scopeButton()->isVisible());
    CHECK(field->scopeButton()->text() == QStringLiteral("In Unread"));

    // Backspace at the start of the field searches the whole library; the query stays.
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("graph"));
    QTest::keyClick(field, Qt::Key_Backspace);
    CHECK(field->text() == QStringLiteral("grap")); // within the text it deletes, as always
    QTest::keyClick(field, Qt::Key_Home);
    QTest::keyClick(field, Qt::Key_Backspace);
    Test::settle(f.window);
    CHECK(field->text() == QStringLiteral("grap"));
    CHECK(
        f.window.sidebar()->currentIndex() == sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All)));
    CHECK_FALSE(field->scopeButton()->isVisible());

    // A click on the name does the same.
    choose(Search::PaperScope::Kind::Starred);
    field->scopeButton()->click();
    Test::settle(f.window);
    CHECK(
        f.window.sidebar()->currentIndex() == sidebar->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All)));
}

TEST_CASE("gui: a large result shows its first page, then the rest, and the paper being read stays", "[gui][search]")
{
    Test::Workspace workspace;
    MainWindow window;
    Test::openShown(window, workspace.location(QStringLiteral("library.sqlite")));
    QByteArray text = "Many Papers\n";
    for (int i = 1; i <= 300; ++i)
        text += "\nAbstract number " + QByteArray::number(i) + " about graphs.\n";
    Test::importAndSettle(window, { workspace.writeFile(QStringLiteral("many.txt"), text) });
    PaperTableModel *model = window.paperModel();
    REQUIRE(model->rowCount() == 300);

    // The paper on row 280, beyond the first page of any result.
    const PaperId reading = model->paperId(280);
    window.paperTable()->setCurrentIndex(model->index(280, PaperTableModel::TitleColumn));
    Test::settle(window);
    REQUIRE(window.detailView()->paperId() == reading);

    QStringList rowCounts;
    {
        QObject counting; // the connections end with it, before rowCounts does
        QObject::connect(model, &QAbstractItemModel::modelReset, &counting, [&] {
            rowCounts.append(u"reset %1"_s.arg(model->rowCount()));
        });
        QObject::connect(model, &QAbstractItemModel::rowsInserted, &counting, [&] {
            rowCounts.append(u"insert %1"_s.arg(model->rowCount()));
        });
        window.searchField()->setText(QStringLiteral("status:unread"));
        QTest::qWait(20);
        Test::settle(window);
    }
    // The first page, then the rest: the view keeps its place and selection.
    CHECK(rowCounts == QStringList{ u"reset 256"_s, u"reset 300"_s });
    CHECK(window.detailView()->paperId() == reading);
    CHECK(model->paperId(window.paperTable()->currentIndex().row()) == reading);
}

TEST_CASE("gui: the search field's help button is drawn in the palette's text colour", "[gui][search]")
{
    SearchField field;
    // The application's palette, which a desktop's colour scheme (or --color-scheme) sets.
    const QPalette before = QApplication::palette();
    for (const QColor &text : { QColor(Qt::black), QColor(Qt::white) }) {
        QPalette palette = before;
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Window, text == Qt::black ? Qt::white : Qt::black);
        palette.setColor(QPalette::Base, text == Qt::black ? Qt::white : Qt::black);
        QApplication::setPalette(palette);
        if (QIcon::hasThemeIcon(QStringLiteral("help-contextual")))
            SKIP("the theme draws the icon");
        const QImage icon = field.helpAction()->icon().pixmap(16, 16).toImage();
        int inked = 0;
        for (int y = 0; y < icon.height(); ++y) {
            for (int x = 0; x < icon.width(); ++x) {
                const QColor pixel = icon.pixelColor(x, y);
                inked += pixel.alpha() > 200 && qAbs(pixel.lightness() - text.lightness()) < 40;
            }
        }
        INFO("text colour " << text.name().toStdString());
        CHECK(inked > 10);
    }
    QApplication::setPalette(before);
}
