// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace Lectern;
using namespace Lectern::Desktop;

TEST_CASE("PaperTableModel passes the model tester and pages rows from the store", "[gui][models]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray many = "Many 2026 Papers\n\n";
    for (int i = 0; i < 300; ++i)
        many += "We propose variant " + QByteArray::number(i) + " of a sampler.\n\n";
    REQUIRE(
        Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("many.txt"), many) }).added() == 300);
    Storage::PaperStore store(*db);

    PaperTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setStore(&store);
    const auto ids = Search::PaperFinder(*db).find({}, {}, { Search::SortKey::Added, Qt::AscendingOrder });
    model.setIds(ids);
    CHECK(model.rowCount() == 300);
    CHECK(model.columnCount() == PaperTableModel::ColumnCount);
    CHECK(model.data(model.index(0, PaperTableModel::CollectionColumn)).toString() == QStringLiteral("Many 2026"));
    CHECK(model.data(model.index(299, PaperTableModel::TitleColumn)).toString() ==
        QStringLiteral("We propose variant 299 of a sampler"));
    CHECK(model.data(model.index(299, PaperTableModel::TitleColumn), Qt::FontRole).value<QFont>().italic());
    CHECK(model.paperId(150) == ids[150]);
    CHECK(model.rowOf(ids[42]) == 42);

    QSignalSpy sortRequests(&model, &PaperTableModel::sortChanged);
    model.sort(PaperTableModel::YearColumn, Qt::DescendingOrder);
    REQUIRE(sortRequests.size() == 1);
    CHECK(model.paperSort().key == Search::SortKey::Year);
    CHECK(model.paperSort().order == Qt::DescendingOrder);
}

TEST_CASE("SidebarModel passes the model tester and keeps entries across count updates", "[gui][models]")
{
    SidebarModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCounts({ 5, 4, { { 7, QStringLiteral("ICLR 2025"), QStringLiteral("ICLR"), 2025, 5 } } });
    CHECK(model.rowCount() == 2);
    const QModelIndex library = model.index(0, 0);
    CHECK(model.rowCount(library) == 2);
    CHECK(model.index(1, SidebarModel::CountColumn, library).data().toString() == QStringLiteral("4"));
    const QModelIndex iclr = model.indexOf({ Search::PaperScope::Kind::Collection, 7 });
    REQUIRE(iclr.isValid());
    CHECK(iclr.data().toString() == QStringLiteral("ICLR 2025"));
    CHECK(SidebarModel::scopeAt(iclr).collection == 7);

    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setCounts({ 6, 5, { { 7, QStringLiteral("ICLR 2025"), QStringLiteral("ICLR"), 2025, 6 } } });
    CHECK(resets.isEmpty());
    CHECK(model.indexOf({ Search::PaperScope::Kind::All, 0 })
              .siblingAtColumn(SidebarModel::CountColumn)
              .data()
              .toString() == QStringLiteral("6"));
    model.setCounts({ 6, 5, {} });
    CHECK(resets.size() == 1);
    CHECK(model.rowCount(model.index(1, 0)) == 0);
}
