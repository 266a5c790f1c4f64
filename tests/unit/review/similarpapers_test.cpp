// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "review/similarpapers.h"
#include "storage/database.h"
#include "storage/fulltextindex.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>
#include <catch2/matchers/catch_matchers_floating_point.hpp>

#include <QSqlQuery>

#include <algorithm>
#include <cmath>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Words every paper of the library below has.
const QStringList CommonWords = [] {
    QStringList words;
    for (const char *word : { "network",
             "graph",
             "training",
             "dataset",
             "benchmark",
             "accuracy",
             "gradient",
             "encoder",
             "decoder",
             "attention",
             "transformer",
             "sampling",
             "inference",
             "latent",
             "variational",
             "embedding",
             "retrieval",
             "ranking",
             "policy",
             "reward",
             "agent",
             "planning",
             "vision",
             "language",
             "speech",
             "robust",
             "adversarial",
             "privacy",
             "federated",
             "sparse",
             "pruning",
             "distillation",
             "kernel",
             "bayesian",
             "posterior",
             "prior",
             "convex",
             "stochastic",
             "momentum",
             "regulariser" })
        words.append(QString::fromLatin1(word));
    return words;
}();

// 400 papers of the common words and two of their own; papers 2 to 7, the oldest, are about
// omeprazole and reflux instead.
std::unique_ptr<Storage::Database> libraryOfCommonWords(Test::Workspace &workspace)
{
    QString list = u"Common words\n"_s;
    for (int paper = 1; paper <= 400; ++paper) {
        const QString own =
            paper >= 2 && paper <= 7 ? u"omeprazole reflux trial%1"_s.arg(paper) : u"topic%1a topic%1b"_s.arg(paper);
        list += u"\n"_s + CommonWords.join(u' ') + u' ' + own + u".\n"_s;
    }
    auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(u"common.txt"_s, list.toUtf8()) }).added() == 400);
    if (Test::testEngine() == Test::Engine::Postgresql) // what a large import (or autovacuum) leaves
        REQUIRE(QSqlQuery(db->connection()).exec(u"ANALYZE paper_index"_s));
    return db;
}

} // namespace

TEST_CASE("The index tells the words most papers have from rare ones", "[review][storage][search]")
{
    Test::Workspace workspace;
    const auto db = libraryOfCommonWords(workspace);
    const QList<qint64> having =
        Storage::FullTextIndex::of(*db)->papersWith({ u"Network"_s, u"omeprazole"_s, u"topic9a"_s, u"two words"_s });
    REQUIRE(having.size() == 4);
    // SQLite counts every 64th paper as 64; PostgreSQL keeps the shares of the most common words.
    CHECK(having[0] >= 300);
    CHECK(having[1] < 64);
    CHECK(having[2] < 64);
    CHECK(having[3] == 0); // no single word
    CHECK(Storage::FullTextIndex::of(*db)->paperCount() == 400);
    if (Test::testEngine() == Test::Engine::Postgresql) {
        // Words too rare for the server's list of common words are in some papers, as its
        // planner estimates them: counted as in none, any number of them would fit the budget.
        CHECK(having[1] > 0);
        CHECK(having[2] > 0);
    }
}

TEST_CASE("More like this looks for the rare words a paper has, not the ones every paper has", "[review][storage]")
{
    Test::Workspace workspace;
    const auto db = libraryOfCommonWords(workspace);
    // A paper that uses every common word twice and the rare ones once. Looking for its most
    // used words would rank all 400 papers alike, newest first, and leave the oldest out of the
    // candidates.
    const QString asked = CommonWords.join(u' ') + u". "_s + CommonWords.join(u' ') + u". Omeprazole for reflux."_s;
    REQUIRE(Import::Importer(*db)
                .importFiles({ workspace.writeFile(u"asked.txt"_s, u"Asked\n\n"_s.append(asked).toUtf8()) })
                .added() == 1);
    const QList<Review::SimilarPaper> found = Review::SimilarPapers(*db).find({ 401 }, 6);
    REQUIRE(found.size() == 6);
    for (const Review::SimilarPaper &paper : found) {
        CHECK(paper.paper >= 2);
        CHECK(paper.paper <= 7);
        CHECK(paper.sharedWords.contains(u"omeprazole"_s));
    }
}

TEST_CASE("More like this leaves out the words that would take its matches past the budget", "[review][storage]")
{
    Test::Workspace workspace;
    const auto db = libraryOfCommonWords(workspace);
    const QList<Review::ScreeningRecord> asked{
        { {}, CommonWords.join(u' ') + u". Omeprazole for reflux."_s, {} },
    };
    const auto common = [](const QStringList &words) {
        return std::ranges::count_if(words, [](const QString &word) { return CommonWords.contains(word); });
    };
    const auto lookedFor = [&](qint64 budget) {
        QStringList words;
        for (const Search::WeightedWord &word : Review::SimilarPapers::wordsToLookFor(*db, asked, budget))
            words.append(word.word);
        return words;
    };
    // Every common word is in about 400 papers: the rare words and one of them fit in 500.
    const QStringList few = lookedFor(500);
    CHECK(few.contains(u"omeprazole"_s));
    CHECK(few.contains(u"reflux"_s));
    CHECK(common(few) == 1);
    const QStringList many = lookedFor(1000000);
    CHECK(many.size() == Review::SimilarPapers::QueryWords);
    CHECK(common(many) == Review::SimilarPapers::QueryWords - 2);
}

TEST_CASE("A word looked for weighs how often the papers asked about use it times its rarity", "[review][storage]")
{
    Test::Workspace workspace;
    const auto db = libraryOfCommonWords(workspace);
    const QList<Review::ScreeningRecord> asked{ { {}, u"Omeprazole, omeprazole and reflux."_s, {} } };
    const QList<Search::WeightedWord> words = Review::SimilarPapers::wordsToLookFor(*db, asked);
    REQUIRE(words.size() == 2);
    const QList<qint64> having = Storage::FullTextIndex::of(*db)->papersWith({ u"omeprazole"_s, u"reflux"_s });
    const auto rarity = [](qint64 papers) { return std::log(401.0 / (static_cast<double>(papers) + 1)); };
    CHECK(words[0].word == u"omeprazole"_s);
    CHECK_THAT(words[0].weight, Catch::Matchers::WithinRel(2 * rarity(having[0]), 1e-9));
    CHECK(words[1].word == u"reflux"_s);
    CHECK_THAT(words[1].weight, Catch::Matchers::WithinRel(rarity(having[1]), 1e-9));
}

TEST_CASE("The index counts its papers when the server has no statistics of them", "[review][storage]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    CHECK(Storage::FullTextIndex::of(*db)->paperCount() == 0);
    if (Test::testEngine() == Test::Engine::Postgresql) // statistics of the empty index: 0 papers
        REQUIRE(QSqlQuery(db->connection()).exec(u"ANALYZE paper_index"_s));
    // Too few papers for the import to ask the server for statistics.
    REQUIRE(Import::Importer(*db)
                .importFiles(
                    { workspace.writeFile(u"three.txt"_s, "Three\n\nOne paper.\n\nTwo papers.\n\nThree papers.\n") })
                .added() == 3);
    CHECK(Storage::FullTextIndex::of(*db)->paperCount() == 3);
}
