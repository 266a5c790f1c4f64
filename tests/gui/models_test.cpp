// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/windowsupport.h"
#include "import/importer.h"
#include "models/papertablemodel.h"
#include "models/sidebarcounts.h"
#include "models/sidebarmodel.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/teamlibrary.h"
#include "support/testsupport.h"
#include "tasks/libraryworker.h"
#include "widgets/viewplace.h"

#include <catch2/catch_test_macros.hpp>

#include <QAbstractItemModelTester>

#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <algorithm>

using namespace Lectern;
using namespace Lectern::Desktop;

namespace {

// A library of count abstracts, "We propose variant N of a sampler.", imported in that order,
// and a table model that pages them from a worker, checked by the model tester.
struct VariantsModel
{
    explicit VariantsModel(int count)
    {
        QByteArray many = "Many 2026 Papers\n\n";
        for (int i = 0; i < count; ++i)
            many += "We propose variant " + QByteArray::number(i) + " of a sampler.\n\n";
        REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("many.txt"), many) }).added() ==
            count);
        model.setWorker(&worker);
    }

    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();
    LibraryWorker worker{ db->location(), Storage::Database::Access::ReadWrite };
    PaperTableModel model;
    QAbstractItemModelTester tester{ &model, QAbstractItemModelTester::FailureReportingMode::Fatal };
};

} // namespace

TEST_CASE("PaperTableModel passes the model tester and pages rows from the worker", "[gui][models]")
{
    VariantsModel variants(300);
    const auto &db = variants.db;
    LibraryWorker &worker = variants.worker;
    PaperTableModel &model = variants.model;
    const auto ids = Search::PaperFinder(*db).find({}, {}, { Search::SortKey::Added, Qt::AscendingOrder });
    model.setIds(ids);
    CHECK(model.rowCount() == 300);
    CHECK(model.columnCount() == PaperTableModel::ColumnCount);

    // Until its page is read, a row is a placeholder with its paper's id; then it is told.
    const QModelIndex last = model.index(299, PaperTableModel::TitleColumn);
    CHECK(model.data(last).toString().isEmpty());
    CHECK(model.data(last, PaperTableModel::PaperIdRole).toLongLong() == ids[299]);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    Test::settle(worker);
    CHECK(std::ranges::any_of(changed, [](const QList<QVariant> &change) {
        return change.at(0).value<QModelIndex>().row() == 256 && change.at(1).value<QModelIndex>().row() == 299;
    }));
    CHECK(model.data(last).toString() == QStringLiteral("Variant 299 of a sampler"));
    CHECK(model.data(last, Qt::FontRole).value<QFont>().italic());
    model.data(model.index(0, PaperTableModel::CollectionColumn));
    Test::settle(worker);
    CHECK(model.data(model.index(0, PaperTableModel::CollectionColumn)).toString() == QStringLiteral("Many 2026"));

    // After an edit, the rows shown keep what they showed until they are read again.
    Storage::PaperStore(*db).setTitle(ids[0], QStringLiteral("Edited"));
    model.refreshRows();
    CHECK(model.data(model.index(0, PaperTableModel::TitleColumn)).toString() ==
        QStringLiteral("Variant 0 of a sampler"));
    Test::settle(worker);
    CHECK(model.data(model.index(0, PaperTableModel::TitleColumn)).toString() == QStringLiteral("Edited"));

    CHECK(model.paperId(150) == ids[150]);
    CHECK(model.rowOf(ids[42]) == 42);

    QSignalSpy sortRequests(&model, &PaperTableModel::sortChanged);
    model.sort(PaperTableModel::YearColumn, Qt::DescendingOrder);
    REQUIRE(sortRequests.size() == 1);
    CHECK(model.paperSort().key == Search::SortKey::Year);
    CHECK(model.paperSort().order == Qt::DescendingOrder);

    // New ids: a page on its way for the ones before is not taken (the tester fails on a change
    // told of rows that are gone).
    model.data(model.index(150, PaperTableModel::TitleColumn));
    model.setIds(ids.mid(0, 10));
    Test::settle(worker);
    CHECK(model.rowCount() == 10);
}

TEST_CASE("A result's rest keeps the view's current row, selection and scroll position", "[gui][models]")
{
    VariantsModel variants(600);
    const auto &db = variants.db;
    LibraryWorker &worker = variants.worker;
    PaperTableModel &model = variants.model;
    QTableView view;
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setSelectionMode(QAbstractItemView::ExtendedSelection);
    view.setModel(&model);
    view.resize(600, 300);
    view.show();
    const auto ids = Search::PaperFinder(*db).find({}, {}, { Search::SortKey::Added, Qt::AscendingOrder });
    model.setIds(ids.first(256));
    Test::settle(worker);

    // The user, while the rest is read: two runs of rows selected, the list scrolled away from
    // the current row.
    view.setCurrentIndex(model.index(41, PaperTableModel::TitleColumn));
    view.selectionModel()->select(QItemSelection(model.index(40, 0), model.index(42, PaperTableModel::ColumnCount - 1)),
        QItemSelectionModel::ClearAndSelect);
    view.selectionModel()->select(
        QItemSelection(model.index(100, 0), model.index(100, PaperTableModel::ColumnCount - 1)),
        QItemSelectionModel::Select);
    view.verticalScrollBar()->setValue(150);
    QCoreApplication::processEvents(); // the rows shown are asked for
    Test::settle(worker);
    REQUIRE(view.verticalScrollBar()->value() == 150);
    REQUIRE(!model.data(model.index(150, PaperTableModel::TitleColumn)).toString().isEmpty());

    const ViewPlace place = ViewPlace::of(view);
    REQUIRE(model.completeIds(ids));
    place.restore(view);
    CHECK(model.rowCount() == 600);
    CHECK(view.currentIndex().row() == 41);
    QList<int> selected;
    for (const QModelIndex &row : view.selectionModel()->selectedRows())
        selected.append(row.row());
    std::ranges::sort(selected);
    CHECK(selected == QList<int>{ 40, 41, 42, 100 });
    CHECK(view.verticalScrollBar()->value() == 150);
    // The rows already read are not read again.
    CHECK(!model.data(model.index(150, PaperTableModel::TitleColumn)).toString().isEmpty());
}

TEST_CASE("The paper list shows a title's maths in plain text and edits it as written", "[gui][models][maths]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db)
                .importFiles(
                    { workspace.writeFile(QStringLiteral("one.txt"), "One 2026 Papers\n\nWe propose a sampler.\n") })
                .added() == 1);
    Storage::PaperStore store(*db);
    const QString title = QStringLiteral("Rates of $\\mathcal{O}(n^{-1/2})$ for $r_1$ -- **fast**");
    store.setTitle(1, title, true);

    LibraryWorker worker(db->location(), Storage::Database::Access::ReadWrite);
    PaperTableModel model;
    model.setWorker(&worker);
    model.setIds({ 1 });
    const QModelIndex index = model.index(0, PaperTableModel::TitleColumn);
    index.data();
    Test::settle(worker);
    CHECK(index.data().toString() == QStringLiteral("Rates of 𝒪(n^(−1/2)) for r₁ – fast"));
    CHECK(index.data(Qt::EditRole).toString() == title);
    CHECK(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("𝒪(n^(−1/2)) for r₁")));
}

TEST_CASE("The paper list shows authors, venue and DOI, and sorts by them", "[gui][models][reference]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString ris = workspace.writeFile(QStringLiteral("refs.ris"),
        "TY  - JOUR\nAU  - Wong, Keng Lin\nTI  - One author\nJO  - The Lancet\nDO  - 10.1016/x\nAB  - One.\nER  - \n\n"
        "TY  - JOUR\nAU  - M\xc3\xbcller, J\xc3\xbcrgen\nAU  - Abbas, Ali\nTI  - Two authors\nJO  - Nature\n"
        "AB  - Two.\nER  - \n\n"
        "TY  - JOUR\nAU  - Faraj, K.\nAU  - Edwards, L.\nAU  - Ng, A.\nTI  - Three authors\nAB  - Three.\nER  - \n\n"
        "TY  - JOUR\nTI  - No author\nAB  - None.\nER  - \n");
    REQUIRE(Import::Importer(*db).importFiles({ ris }).added() == 4);

    LibraryWorker worker(db->location(), Storage::Database::Access::ReadWrite);
    PaperTableModel model;
    model.setWorker(&worker);
    model.setIds({ 1, 2, 3, 4 });
    const auto cell = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    cell(0, PaperTableModel::AuthorsColumn);
    Test::settle(worker);
    CHECK(cell(0, PaperTableModel::AuthorsColumn) == QStringLiteral("Wong"));
    CHECK(cell(1, PaperTableModel::AuthorsColumn) == QStringLiteral("M\u00fcller and Abbas"));
    CHECK(cell(2, PaperTableModel::AuthorsColumn) == QStringLiteral("Faraj et al."));
    CHECK(cell(3, PaperTableModel::AuthorsColumn).isEmpty());
    CHECK(cell(0, PaperTableModel::VenueColumn) == QStringLiteral("The Lancet"));
    CHECK(cell(0, PaperTableModel::DoiColumn) == QStringLiteral("10.1016/x"));
    CHECK(model.headerData(PaperTableModel::AuthorsColumn, Qt::Horizontal).toString() == QStringLiteral("Authors"));

    // A click on the header sorts in SQL, by the first author's family name.
    QSignalSpy sorted(&model, &PaperTableModel::sortChanged);
    model.sort(PaperTableModel::AuthorsColumn, Qt::AscendingOrder);
    CHECK(sorted.size() == 1);
    CHECK(Search::PaperFinder(*db).find({}, {}, model.paperSort()) == QList<PaperId>{ 4, 3, 2, 1 });
}

TEST_CASE("SidebarModel passes the model tester and keeps entries across count updates", "[gui][models]")
{
    SidebarModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    SidebarModel::Counts counts;
    counts.all = 5;
    counts.unread = 4;
    counts.collections = { { 7, QStringLiteral("ICLR 2025"), QStringLiteral("ICLR"), 2025, 5 } };
    model.setCounts(counts);
    CHECK(model.rowCount() == 3);
    const QModelIndex library = model.index(0, 0);
    CHECK(model.rowCount(library) == 5);
    CHECK(model.index(1, SidebarModel::CountColumn, library).data().toString() == QStringLiteral("4"));
    const QModelIndex iclr = model.indexOf(Search::PaperScope::inCollection(7));
    REQUIRE(iclr.isValid());
    CHECK(iclr.data().toString() == QStringLiteral("ICLR 2025"));
    CHECK(SidebarModel::scopeAt(iclr).collection == 7);

    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    counts.all = 6;
    counts.collections.first().paperCount = 6;
    model.setCounts(counts);
    CHECK(resets.isEmpty());
    CHECK(model.indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All))
              .siblingAtColumn(SidebarModel::CountColumn)
              .data()
              .toString() == QStringLiteral("6"));
    counts.collections.clear();
    model.setCounts(counts);
    CHECK(resets.size() == 1);
    CHECK(model.rowCount(model.index(1, 0)) == 0);
}

TEST_CASE("The sidebar's counts name its tags and find its lists as the library matches names", "[gui][models]")
{
    SidebarModel::Counts counts;
    counts.tags = { { 0, QStringLiteral("method"), {}, 3 },
        { 4, QStringLiteral("method/Diffusion"), QStringLiteral("#3f8fd2"), 2 },
        { 6, QStringLiteral("survey"), QStringLiteral("#3aa76d"), 1 } };
    counts.lists = { { 2, QStringLiteral("To Read"), {}, 4 }, { 3, QStringLiteral("Seminar"), {}, 1 } };
    // A level with no tag of its own is no tag: it cannot be recoloured or offered for tagging.
    CHECK(counts.tagNames() == QStringList{ QStringLiteral("method/Diffusion"), QStringLiteral("survey") });
    CHECK_FALSE(counts.tag(QStringLiteral("method")).has_value());
    REQUIRE(counts.tag(QStringLiteral("Method/diffusion")).has_value());
    CHECK(counts.tag(QStringLiteral("Method/diffusion"))->id == 4);
    CHECK(counts.list(3)->name == QStringLiteral("Seminar"));
    CHECK_FALSE(counts.list(9).has_value());
    // Spaces folded and case ignored, as the store compares list names.
    CHECK(counts.listNamed(QStringLiteral(" to read "))->id == 2);
    CHECK_FALSE(counts.listNamed(QStringLiteral("to reads")).has_value());
}

TEST_CASE("The sidebar names each member of a team library, and each entry finds what they did",
    "[gui][models][postgresql-only]")
{
    const Test::TeamLibrary team;
    Storage::TagStore(*team.asTom).addToPapers(QStringLiteral("method"), { 1, 2 });
    const SidebarModel::Counts counts = readSidebarCounts(*team.owner, {});
    SidebarModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCounts(counts);
    const QModelIndex tom = model.indexOf(Search::PaperScope::byMember(team.tom));
    REQUIRE(tom.isValid());
    CHECK(model.data(tom.parent()).toString() == QStringLiteral("Members"));
    CHECK(tom.data().toString() == team.tom);
    CHECK(tom.siblingAtColumn(SidebarModel::CountColumn).data().toString() == QStringLiteral("2"));
    // A display name is the entry's name; it is text, never markup, in the tooltip too.
    const QModelIndex ann = model.indexOf(Search::PaperScope::byMember(team.ann));
    CHECK(ann.data().toString() == QStringLiteral("Ann Example"));
    CHECK(ann.siblingAtColumn(SidebarModel::CountColumn).data().toString() == QStringLiteral("0"));
    CHECK(ann.data(Qt::ToolTipRole).toString().contains(team.ann));
}

TEST_CASE("A library file's sidebar has no members", "[gui][models]")
{
    Test::Workspace workspace;
    const auto library = workspace.openSampleLibrary();
    if (!library->login().isEmpty())
        SKIP("a file library only");
    CHECK(readSidebarCounts(*library, {}).members.isEmpty());
}

TEST_CASE("SidebarModel nests tags by their levels", "[gui][models]")
{
    SidebarModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    SidebarModel::Counts counts;
    counts.tags = { { 0, QStringLiteral("method"), {}, 3 },
        { 4, QStringLiteral("method/diffusion"), QStringLiteral("#3f8fd2"), 2 },
        { 5, QStringLiteral("method/diffusion/score"), QStringLiteral("#d9534f"), 1 },
        { 6, QStringLiteral("survey"), QStringLiteral("#3aa76d"), 1 } };
    model.setCounts(counts);
    const QModelIndex tags = model.index(2, 0);
    REQUIRE(model.rowCount(tags) == 2);
    const QModelIndex method = model.index(0, 0, tags);
    CHECK(method.data().toString() == QStringLiteral("method"));
    CHECK(method.siblingAtColumn(SidebarModel::CountColumn).data().toString() == QStringLiteral("3"));
    const QModelIndex diffusion = model.index(0, 0, method);
    CHECK(diffusion.data().toString() == QStringLiteral("diffusion"));
    CHECK(diffusion.data(SidebarModel::TagNameRole).toString() == QStringLiteral("method/diffusion"));
    CHECK(model.index(0, 0, diffusion).data().toString() == QStringLiteral("score"));
    CHECK(model.indexOf(Search::PaperScope::withTag(QStringLiteral("method/diffusion/score"))).parent() == diffusion);
    CHECK_FALSE(diffusion.data(Qt::DecorationRole).isNull());
    CHECK(SidebarModel::scopeAt(method).kind == Search::PaperScope::Kind::Tag);
}
