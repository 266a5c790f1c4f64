// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;
using Lectern::Test::Workspace;

TEST_CASE("Imported papers are read back with every field", "[storage][papers]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file = workspace.writeFile(QStringLiteral("neurips.txt"), Test::sampleList());
    REQUIRE(Import::Importer(*db).importFiles({ file }).added() == 3);

    const Storage::PaperStore store(*db);
    CHECK(store.paperCount() == 3);
    CHECK(store.countWithStatus(ReadingStatus::Unread) == 3);
    const auto paper = store.paper(1);
    REQUIRE(paper);
    CHECK(paper->title == QStringLiteral("GraphWalker: random-walk sampler for billion-edge graphs"));
    CHECK(paper->titleInferred);
    CHECK(paper->abstract.startsWith(QStringLiteral("We propose GraphWalker")));
    CHECK(paper->abstract.contains(u'\n')); // the single line break inside the paragraph is kept
    CHECK(paper->collection == QStringLiteral("NeurIPS 2024"));
    CHECK(paper->venue == QStringLiteral("NeurIPS"));
    CHECK(paper->year == 2024);
    CHECK(paper->sourceFile == QStringLiteral("neurips.txt"));
    CHECK(paper->sourcePosition == 1);
    CHECK(paper->links == QList<QUrl>{ QUrl(QStringLiteral("https://example.org/graphwalker")) });
    CHECK(paper->added.isValid());
    CHECK(paper->reading == ReadingState{});

    CHECK_FALSE(store.paper(999));

    const auto collections = Storage::CollectionStore(*db).collections();
    REQUIRE(collections.size() == 1);
    CHECK(collections.first().paperCount == 3);
}

TEST_CASE("Summaries come in the order asked for, without unknown ids", "[storage][papers]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), Test::sampleList()) });
    const auto rows = Storage::PaperStore(*db).summaries({ 3, 77, 1 });
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].id == 3);
    CHECK(rows[1].id == 1);
    CHECK(rows[1].collection == QStringLiteral("NeurIPS 2024"));
}

TEST_CASE("An edited title is no longer inferred and is found by search", "[storage][papers]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), Test::sampleList()) });
    Storage::PaperStore store(*db);
    store.setTitle(2, QStringLiteral("Zebrafish locomotion"));
    const auto paper = store.paper(2);
    CHECK(paper->title == QStringLiteral("Zebrafish locomotion"));
    CHECK_FALSE(paper->titleInferred);

    CHECK(Search::PaperFinder(*db).find(Search::Query::parse(QStringLiteral("zebrafish"))) == QList<PaperId>{ 2 });
}

TEST_CASE("A title is replaced only when it is still the one its writer read", "[storage][papers]")
{
    Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    Storage::PaperStore store(*db);
    const QString read = store.paper(1)->title;
    CHECK(store.replaceTitle(1, QStringLiteral("Theirs"), read));
    // Another writer, who read the title before, writes nothing over it.
    CHECK_FALSE(store.replaceTitle(1, QStringLiteral("Mine"), read));
    CHECK(store.paper(1)->title == QStringLiteral("Theirs"));
    CHECK(store.replaceTitle(1, QStringLiteral("Mine"), QStringLiteral("Theirs")));
    CHECK(store.paper(1)->title == QStringLiteral("Mine"));
    CHECK(Search::PaperFinder(*db).find(Search::Query::parse(QStringLiteral("mine"))) == QList<PaperId>{ 1 });
}
