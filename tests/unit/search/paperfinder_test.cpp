// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Lectern::Search;

namespace {

// Two collections; abstract ids follow the order below.
struct Fixture
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();

    Fixture()
    {
        const QString a = workspace.writeFile(QStringLiteral("a.txt"),
            "ICLR 2025 Papers\n\n"
            "Diffusion models denoise images step by step.\n\n" // 1
            "We study multi-agent reinforcement learning with diffusion-based policies.\n\n" // 2
            "Graph networks don't scale; we fix that in C++.\n\n" // 3
            "A survey of diffusions in physics.\n"); // 4
        const QString b = workspace.writeFile(QStringLiteral("b.txt"),
            "ACL 2024 Papers\n\n"
            "Translation of Poincaré's work into code.\n\n" // 5
            "Agents that plan with language models.\n"); // 6
        REQUIRE(Import::Importer(*db).importFiles({ a, b }).added() == 6);
    }

    QList<PaperId> find(
        const QString &text, Query::Typing typing = Query::Typing::Finished, const PaperScope &scope = {}) const
    {
        const Query query = Query::parse(text, typing);
        REQUIRE(query.isValid());
        QList<PaperId> ids = PaperFinder(*db).find(query, scope);
        std::sort(ids.begin(), ids.end());
        return ids;
    }
};

} // namespace

TEST_CASE("Words match whole words in titles and abstracts, all of them", "[search][finder]")
{
    Fixture f;
    CHECK(f.find(QStringLiteral("diffusion")) == QList<PaperId>{ 1, 2 });
    CHECK(f.find(QStringLiteral("DIFFUSION models")) == QList<PaperId>{ 1 });
    CHECK(f.find(QStringLiteral("diffusion -models")) == QList<PaperId>{ 2 });
    CHECK(f.find(QStringLiteral("-diffusion -agents")) == QList<PaperId>{ 3, 4, 5 });
    CHECK(f.find(QStringLiteral(R"("step by step")")) == QList<PaperId>{ 1 });
    CHECK(f.find(QStringLiteral(R"("by step step")")).isEmpty());
    CHECK(f.find(QString()) == QList<PaperId>{ 1, 2, 3, 4, 5, 6 });
}

TEST_CASE("The word being typed matches longer words", "[search][finder]")
{
    Fixture f;
    CHECK(f.find(QStringLiteral("diffus"), Query::Typing::InProgress) == QList<PaperId>{ 1, 2, 4 });
    CHECK(f.find(QStringLiteral("diffus")).isEmpty());
}

TEST_CASE("Words FTS5 would misread are searched as text", "[search][finder]")
{
    Fixture f;
    CHECK(f.find(QStringLiteral("multi-agent")) == QList<PaperId>{ 2 });
    CHECK(f.find(QStringLiteral("don't")) == QList<PaperId>{ 3 });
    CHECK(f.find(QStringLiteral("C++")) == QList<PaperId>{ 3 });
    CHECK(f.find(QStringLiteral("AND")).isEmpty());
    CHECK(f.find(QStringLiteral("NEAR")).isEmpty());
    CHECK(f.find(QStringLiteral("*")).isEmpty());
    CHECK(f.find(QStringLiteral("x'); DROP TABLE papers;--")).isEmpty());
    CHECK(Storage::PaperStore(*f.db).paperCount() == 6);
}

TEST_CASE("Diacritics are folded", "[search][finder]")
{
    Fixture f;
    CHECK(f.find(QStringLiteral("Poincare's")) == QList<PaperId>{ 5 });
    CHECK(f.find(QStringLiteral("POINCARÉ")) == QList<PaperId>{ 5 });
}

TEST_CASE("A scope narrows the search to a collection or the unread papers", "[search][finder]")
{
    Fixture f;
    const auto collections = Storage::CollectionStore(*f.db).collections();
    REQUIRE(collections.size() == 2);
    CHECK(collections[0].name == QStringLiteral("ACL 2024"));
    const PaperScope acl = PaperScope::inCollection(collections[0].id);
    CHECK(f.find(QString(), Query::Typing::Finished, acl) == QList<PaperId>{ 5, 6 });
    CHECK(f.find(QStringLiteral("agents"), Query::Typing::Finished, acl) == QList<PaperId>{ 6 });
    CHECK(f.find(QString(), Query::Typing::Finished, PaperScope::of(PaperScope::Kind::Unread)).size() == 6);
}

TEST_CASE("Results are sorted in SQL by the chosen column", "[search][finder]")
{
    Fixture f;
    const PaperFinder finder(*f.db);
    const auto byCollection = finder.find({}, {}, { SortKey::Collection, Qt::AscendingOrder });
    CHECK(byCollection == QList<PaperId>{ 5, 6, 1, 2, 3, 4 });
    const auto byTitle = finder.find({}, {}, { SortKey::Title, Qt::AscendingOrder });
    const auto rows = Storage::PaperStore(*f.db).summaries(byTitle);
    for (qsizetype i = 1; i < rows.size(); ++i)
        CHECK(rows[i - 1].title.compare(rows[i].title, Qt::CaseInsensitive) <= 0);
    const auto byYear = finder.find({}, {}, { SortKey::Year, Qt::DescendingOrder });
    CHECK(Storage::PaperStore(*f.db).summaries(byYear).first().year == 2025);
}
