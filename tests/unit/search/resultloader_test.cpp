// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/resultloader.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

#include <algorithm>

using namespace Lectern;
using namespace Lectern::Search;

namespace {

using Ids = QList<PaperId>;

// Papers 1 to 12, all with "graph": 1 to 3 with "walks" (paper 2 three times), 4 to 6 with
// "trees", 7 to 12 with "sampler". Ids are newest first 12, 11, …
struct Fixture
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();

    Fixture()
    {
        QByteArray text = "Graph Papers\n";
        for (int i = 1; i <= 12; ++i) {
            text += "\nPaper " + QByteArray::number(i) + " on a graph";
            if (i <= 3)
                text += i == 2 ? " with walks, walks and walks.\n" : " with walks.\n";
            else
                text += i <= 6 ? " with trees.\n" : " with a sampler.\n";
        }
        REQUIRE(
            Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("g.txt"), text) }).added() == 12);
    }

    // Every part load() delivers for a query being typed.
    QList<ResultPart> load(const QString &text,
        bool relevance,
        const PaperSort &sort = {},
        const PaperScope &scope = {},
        int stopAfter = 0) const
    {
        QList<ResultPart> parts;
        ResultLoader(*db, { 3, 4 })
            .load(Query::parse(text, Query::Typing::InProgress), scope, sort, relevance, [&](const ResultPart &part) {
                parts.append(part);
                return stopAfter == 0 || parts.size() < stopAfter;
            });
        return parts;
    }
};

Ids newestFirst(PaperId from, PaperId to)
{
    Ids ids;
    for (PaperId id = to; id >= from; --id)
        ids.append(id);
    return ids;
}

} // namespace

TEST_CASE("A large result comes as a first page, then whole", "[search][loader]")
{
    Fixture f;
    const QList<ResultPart> parts = f.load(QStringLiteral("graph"), false);
    REQUIRE(parts.size() == 2);
    CHECK(parts[0].ids == Ids{ 12, 11, 10 });
    CHECK_FALSE(parts[0].complete);
    CHECK(parts[1].ids == newestFirst(1, 12));
    CHECK(parts[1].complete);
    CHECK_FALSE(parts[1].ranked);

    // Without words, and in another order, the same way.
    const QList<ResultPart> byTitle = f.load(QString(), false, { SortKey::Title, Qt::AscendingOrder });
    REQUIRE(byTitle.size() == 2);
    CHECK(byTitle[1].ids.mid(0, 3) == byTitle[0].ids);
    CHECK(byTitle[1].ids.size() == 12);
}

TEST_CASE("The newest papers of a common word are read without reading all of them", "[search][loader]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray text = "Graph Papers\n";
    for (int i = 1; i <= 300; ++i)
        text += "\nPaper " + QByteArray::number(i) + (i <= 3 ? " on a graph with walks.\n" : " on a graph.\n");
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("g.txt"), text) }).added() == 300);
    const bool statistics = Test::testEngine() == Test::Engine::Postgresql;
    if (statistics) // what a large import leaves for the planner
        REQUIRE(QSqlQuery(db->connection()).exec(QStringLiteral("ANALYZE paper_index")));

    const PaperFinder finder(*db);
    const PaperFinder::WordMatches common = finder.findWordMatches(Query::parse(QStringLiteral("graph")), {}, 20, 5);
    CHECK(common.overflow);
    CHECK(common.areResults);
    REQUIRE(common.ids.size() >= 5);
    CHECK(common.ids.first(5) == newestFirst(296, 300));
    // Where the index knows that many match, only the first page is read.
    CHECK(common.ids.size() == (statistics ? 5 : 20));

    const PaperFinder::WordMatches rare = finder.findWordMatches(Query::parse(QStringLiteral("walks")), {}, 20, 5);
    CHECK_FALSE(rare.overflow);
    CHECK(rare.ids == newestFirst(1, 3));
}

TEST_CASE("A small result comes whole in one part", "[search][loader]")
{
    Fixture f;
    const QList<ResultPart> parts = f.load(QStringLiteral("graph walks paper 3"), false);
    REQUIRE(parts.size() == 1);
    CHECK(parts[0].ids == Ids{ 3 });
    CHECK(parts[0].complete);
}

TEST_CASE("Relevance orders results up to the rank limit, and says when there were too many", "[search][loader]")
{
    Fixture f;
    // Three papers: ranked, paper 2 first, then the others newest first.
    const QList<ResultPart> few = f.load(QStringLiteral("walks"), true);
    REQUIRE(few.size() == 1);
    CHECK(few[0].ranked);
    CHECK(few[0].complete);
    CHECK_FALSE(few[0].tooManyToRank);
    CHECK(few[0].ids == Ids{ 2, 3, 1 });

    // In a scope, the same order through the finder.
    const QList<ResultPart> scoped =
        f.load(QStringLiteral("walks"), true, {}, PaperScope::of(PaperScope::Kind::Unread));
    REQUIRE(scoped.size() == 1);
    CHECK(scoped[0].ids == Ids{ 2, 3, 1 });
    CHECK(scoped[0].ranked);

    // Six papers with "sampler": more than the limit of four, so newest first, in two parts.
    const QList<ResultPart> many = f.load(QStringLiteral("sampler"), true);
    REQUIRE(many.size() == 2);
    CHECK(many[0].ids == Ids{ 12, 11, 10 });
    CHECK(many[1].ids == newestFirst(7, 12));
    CHECK(many[1].tooManyToRank);
    CHECK_FALSE(many[1].ranked);
}

TEST_CASE("A word being typed matches longer words from its fourth letter", "[search][loader]")
{
    Fixture f;
    // "wal" is a word of its own (none here), "walk" a prefix of "walks".
    REQUIRE(f.load(QStringLiteral("wal"), false).size() == 1);
    CHECK(f.load(QStringLiteral("wal"), false)[0].ids.isEmpty());
    CHECK(f.load(QStringLiteral("walk"), false).last().ids == newestFirst(1, 3));
    CHECK(f.load(QStringLiteral("on"), false).last().ids.size() == 12); // a short word found whole
}

TEST_CASE("A loader stops when the rest is no longer wanted", "[search][loader]")
{
    Fixture f;
    const QList<ResultPart> parts = f.load(QStringLiteral("graph"), false, {}, {}, 1);
    REQUIRE(parts.size() == 1);
    CHECK_FALSE(parts[0].complete);
}
