// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"
#include "storage/collectionstore.h"
#include "storage/highlightstore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

namespace {

QList<PaperId> found(const Storage::Database &database, const QString &query)
{
    return Search::PaperFinder(database).find(
        Search::Query::parse(query), {}, { Search::SortKey::Added, Qt::AscendingOrder });
}

} // namespace

TEST_CASE("Deleted papers leave every table and the search index, and come back whole", "[storage]")
{
    Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    Storage::TagStore tags(*database);
    tags.addToPapers(QStringLiteral("keep"), { 1, 2 });
    Storage::NoteStore(*database).setNote(2, QStringLiteral("a note about zebras"));
    Storage::HighlightStore(*database).add(Highlight{ 0, 2, 0, 4, HighlightColor::Green, QStringLiteral("why") });
    const auto before = Storage::PaperDetailsReader(*database).details(QList<PaperId>{ 2 });
    REQUIRE(before.size() == 1);
    REQUIRE(found(*database, QStringLiteral("zebras")) == QList<PaperId>{ 2 });

    Storage::PaperRemover remover(*database);
    const Storage::RemovedPapers removed = remover.removePapers({ 2, 99 });
    CHECK(removed.papers == QList<PaperId>{ 2 });
    CHECK_FALSE(Storage::PaperStore(*database).paper(2).has_value());
    CHECK(found(*database, QStringLiteral("zebras")).isEmpty());
    CHECK(tags.tag(QStringLiteral("keep"))->paperCount == 1);
    CHECK(Storage::PaperStore(*database).paperCount() == 2);
    CHECK(Storage::HighlightStore(*database).highlights(2).isEmpty());

    remover.restore(removed);
    const auto after = Storage::PaperDetailsReader(*database).details(QList<PaperId>{ 2 });
    REQUIRE(after.size() == 1);
    CHECK(after[0].paper.title == before[0].paper.title);
    CHECK(after[0].paper.abstract == before[0].paper.abstract);
    CHECK(after[0].paper.added == before[0].paper.added);
    CHECK(after[0].tags == before[0].tags);
    CHECK(after[0].note == before[0].note);
    CHECK(after[0].highlights == before[0].highlights);
    CHECK(found(*database, QStringLiteral("zebras")) == QList<PaperId>{ 2 });
    CHECK(tags.tag(QStringLiteral("keep"))->paperCount == 2);
}

TEST_CASE("Deleting a collection deletes its papers, the last paper of a collection takes it along", "[storage]")
{
    Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    Storage::CollectionStore collections(*database);
    REQUIRE(collections.collections().size() == 1);
    const Collection collection = collections.collections().first();

    Storage::PaperRemover remover(*database);
    const Storage::RemovedPapers removed = remover.removeCollection(collection.id);
    CHECK(removed.papers.size() == 3);
    CHECK(collections.collections().isEmpty());
    CHECK(Storage::PaperStore(*database).paperCount() == 0);
    remover.restore(removed);
    REQUIRE(collections.collections().size() == 1);
    CHECK(collections.collections().first().name == collection.name);
    CHECK(collections.collections().first().paperCount == 3);

    remover.removePapers({ 1, 2 });
    CHECK(collections.collections().size() == 1);
    remover.removePapers({ 3 });
    CHECK(collections.collections().isEmpty());
}
