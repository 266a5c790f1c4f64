// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "support/testsupport.h"

#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;

namespace {

struct Scores
{
    double relevance = 0;
    double bm25 = 0;
};

// Both scores of every paper an FTS5 expression matches, by id.
QMap<PaperId, Scores> scores(const Storage::Database &db, const QString &expression)
{
    QSqlQuery select(db.connection());
    REQUIRE(select.prepare(QStringLiteral("SELECT rowid, relevance(paper_index), bm25(paper_index) FROM paper_index"
                                          " WHERE paper_index MATCH ?")));
    select.addBindValue(expression);
    REQUIRE(select.exec());
    QMap<PaperId, Scores> byPaper;
    while (select.next())
        byPaper.insert(select.value(0).toLongLong(), { select.value(1).toDouble(), select.value(2).toDouble() });
    return byPaper;
}

void setEstimate(const Storage::Database &db, const QString &word, qint64 papers)
{
    QSqlQuery update(db.connection());
    REQUIRE(update.prepare(QStringLiteral("UPDATE index_words SET papers = ? WHERE word = ?")));
    update.addBindValue(papers);
    update.addBindValue(word);
    REQUIRE(update.exec());
    REQUIRE(update.numRowsAffected() == 1);
}

std::unique_ptr<Storage::Database> libraryOf(Test::Workspace &workspace, const char *abstracts, qsizetype count)
{
    auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), abstracts) }).added() ==
        count);
    return db;
}

} // namespace

TEST_CASE("Relevance scores papers as FTS5's bm25 does", "[storage][search][sqlite-only]")
{
    Test::Workspace workspace;
    const auto db = libraryOf(workspace,
        "Papers\n\n"
        "Graph networks scale graph sampling to large graphs.\n\n"
        "Diffusion models denoise images; diffusion is slow.\n\n"
        "A graph of diffusion models and their samplers.\n\n"
        "Sampling from diffusion models with graph priors, quickly and at scale.\n\n"
        "Language models plan.\n",
        5);
    for (const char *expression : { "graph",
             "graph OR diffusion",
             "diffusion AND models",
             "\"diffusion models\"",
             "sampl*",
             "{title} : graph",
             "graph NOT priors",
             "(models OR \"graph\" OR sampl*) AND scale" }) {
        INFO(expression);
        const QMap<PaperId, Scores> found = scores(*db, QString::fromUtf8(expression));
        REQUIRE_FALSE(found.isEmpty());
        for (const Scores &paper : found)
            CHECK(paper.relevance == Catch::Approx(paper.bm25).epsilon(1e-12));
    }
}

TEST_CASE(
    "Relevance weighs a common word by its estimate instead of counting its papers", "[storage][search][sqlite-only]")
{
    Test::Workspace workspace;
    const auto db = libraryOf(workspace,
        "Papers\n\n"
        "Alpha particles in one detector.\n\n" // 1
        "Beta particles in one detector.\n\n" // 2
        "Beta decay rates.\n\n" // 3
        "Gamma rays from stars.\n\n"
        "Neutrinos cross the earth.\n\n"
        "Muons reach the ground.\n\n"
        "Cosmic rays shower the air.\n",
        7);
    const auto ranked = [&] {
        return Search::PaperFinder(*db).find(Search::Query::parse(QStringLiteral("alpha OR beta")),
            {},
            { Search::SortKey::Relevance, Qt::AscendingOrder });
    };
    // Counted, alpha is the rarer word and weighs more; of two papers with beta, the shorter first.
    CHECK(ranked() == QList<PaperId>{ 1, 3, 2 });

    // An estimate too small to be precise is not used: the papers are counted.
    setEstimate(*db, QStringLiteral("alpha"), 100);
    CHECK(scores(*db, QStringLiteral("alpha OR beta"))[1].relevance ==
        Catch::Approx(scores(*db, QStringLiteral("alpha OR beta"))[1].bm25));

    // A word estimated in every paper of the library weighs (almost) nothing.
    setEstimate(*db, QStringLiteral("alpha"), 64 * 1000);
    const QMap<PaperId, Scores> found = scores(*db, QStringLiteral("alpha OR beta"));
    CHECK(found[1].relevance > found[2].relevance); // worse: scores are best lowest
    CHECK(found[1].bm25 < found[2].bm25);
    CHECK(found[2].relevance == Catch::Approx(found[2].bm25));
    CHECK(ranked() == QList<PaperId>{ 3, 2, 1 });
}
