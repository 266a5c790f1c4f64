// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/liststore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperremover.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

TEST_CASE("Reading lists keep their papers in order, with unique names", "[storage][lists]")
{
    Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    Storage::ListStore store(*database);
    const ReadingListId group = store.create({ 0, QStringLiteral("Reading group"), QStringLiteral("Week 3"), 0 });
    CHECK_THROWS_AS(store.create({ 0, QStringLiteral("reading  GROUP"), {}, 0 }), Storage::StorageError);
    CHECK_THROWS_AS(store.create({ 0, QStringLiteral("  "), {}, 0 }), Storage::StorageError);

    CHECK(store.addPapers(group, { 3, 1, 99 }) == QList<PaperId>{ 3, 1 });
    CHECK(store.addPapers(group, { 1, 2 }) == QList<PaperId>{ 2 });
    CHECK(store.papers(group) == QList<PaperId>{ 3, 1, 2 });
    store.setOrder(group, { 2, 3 });
    CHECK(store.papers(group) == QList<PaperId>{ 2, 3, 1 });
    CHECK(store.removePapers(group, { 3, 99 }) == QList<PaperId>{ 3 });
    CHECK(store.papers(group) == QList<PaperId>{ 2, 1 });

    const ReadingListId other = store.create({ 0, QStringLiteral("Thesis"), {}, 0 });
    store.addPapers(other, { 1 });
    REQUIRE(store.lists().size() == 2);
    CHECK(store.lists()[0] == ReadingList{ group, QStringLiteral("Reading group"), QStringLiteral("Week 3"), 2 });
    CHECK(store.list(QStringLiteral("THESIS"))->id == other);
    CHECK(Storage::PaperDetailsReader(*database).details(1)->lists ==
        QStringList{ QStringLiteral("Reading group"), QStringLiteral("Thesis") });

    // list: in the query language, any letter case.
    const auto find = [&database](const QString &text) {
        return Search::PaperFinder(*database).find(
            Search::Query::parse(text), {}, { Search::SortKey::Added, Qt::AscendingOrder });
    };
    CHECK(find(QStringLiteral("list:\"reading group\"")) == QList<PaperId>{ 1, 2 });
    CHECK(find(QStringLiteral("list:thesis")) == QList<PaperId>{ 1 });
    CHECK(find(QStringLiteral("list:nothing")).isEmpty());

    store.rename(other, QStringLiteral("Thesis chapter 2"));
    CHECK(store.list(QStringLiteral("thesis chapter 2")).has_value());
    store.remove(other);
    CHECK(store.lists().size() == 1);
    // Put back under its id, with its papers: how an undo restores a deleted list.
    store.create({ other, QStringLiteral("Thesis"), {}, 0 });
    store.addPapers(other, { 1 });
    CHECK(find(QStringLiteral("list:thesis")) == QList<PaperId>{ 1 });

    // A deleted paper leaves its lists, and comes back into them.
    Storage::PaperRemover remover(*database);
    const Storage::RemovedPapers removed = remover.removePapers({ 1 });
    CHECK(store.papers(group) == QList<PaperId>{ 2 });
    remover.restore(removed);
    CHECK(store.papers(group) == QList<PaperId>{ 2, 1 });
}
