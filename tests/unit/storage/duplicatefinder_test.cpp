// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/duplicatefinder.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Storage::PossibleDuplicate;
using Lectern::Test::Workspace;

namespace {

const QString abstractA = QStringLiteral(
    "We study how reviewers screen abstracts for systematic reviews and propose an active learning method that "
    "ranks the remaining records by their predicted relevance, so that most relevant studies are found after "
    "reading a third of the records, on four public review datasets.");
// The same abstract as a journal version edits it: a few words changed.
const QString abstractAEdited = QStringLiteral(
    "We study how reviewers screen abstracts for systematic reviews and propose an active learning method that "
    "ranks the remaining records by their predicted relevance, so that most relevant studies are found after "
    "reading a quarter of the records, on five public review datasets.");
const QString abstractB = QStringLiteral(
    "Graph neural networks learn node representations by passing messages along edges; we show that deeper "
    "networks oversmooth and propose a residual scheme that keeps features distinct across many layers of the "
    "network on citation and protein graphs.");

// Papers 1–7 in this order (the CSV's rows).
QByteArray library()
{
    QByteArray csv = "title,abstract,year,doi,arxiv_id\n";
    const auto row = [&csv](const QString &title,
                         const QString &abstract,
                         const QString &year,
                         const QString &doi,
                         const QString &arxiv) {
        csv += (u'"' + title + QStringLiteral("\",\"") + abstract + QStringLiteral("\",") + year + u',' + doi + u',' +
            arxiv + u'\n')
                   .toUtf8();
    };
    row(QStringLiteral("Active learning for screening"), abstractA, QStringLiteral("2020"), {}, {});
    row(QStringLiteral("Active Learning for Screening."), QStringLiteral("A shorter version."), {}, {}, {});
    row(QStringLiteral("Ranking records for reviews"),
        abstractAEdited,
        QStringLiteral("2021"),
        QStringLiteral("10.1000/journal.1"),
        {});
    row(QStringLiteral("Oversmoothing in deep graph networks"),
        abstractB,
        QStringLiteral("2019"),
        {},
        QStringLiteral("1905.00001"));
    row(QStringLiteral("Residual message passing"),
        QStringLiteral("The published version."),
        QStringLiteral("2020"),
        QStringLiteral("10.48550/arXiv.1905.00001"),
        {});
    row(QStringLiteral("Unrelated work on compilers"),
        QStringLiteral("We compile programs quickly and safely."),
        QStringLiteral("2018"),
        QStringLiteral("10.1000/other"),
        {});
    row(QStringLiteral("Another record"),
        QStringLiteral("Something else entirely, about soil."),
        QStringLiteral("2018"),
        QStringLiteral("10.1000/OTHER/abstract"),
        {});
    return csv;
}

QList<PossibleDuplicate> findIn(const Storage::Database &database)
{
    return Storage::DuplicateFinder(database).find();
}

} // namespace

TEST_CASE("Possible duplicates: the same title, one work's DOIs, and abstracts nearly alike", "[storage]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file = workspace.writeFile(QStringLiteral("papers.csv"), library());
    const Import::ImportReport report = Import::Importer(*db).importFiles({ file });
    REQUIRE(report.added() == 7);

    using Reason = PossibleDuplicate::Reason;
    const QList<PossibleDuplicate> found = findIn(*db);
    REQUIRE(found.size() == 4);
    CHECK(found[0].first == 1);
    CHECK(found[0].second == 2);
    CHECK(found[0].reason == Reason::SameTitle);
    CHECK(found[1].first == 1);
    CHECK(found[1].second == 3);
    CHECK(found[1].reason == Reason::SimilarAbstract);
    CHECK(found[1].sharedPhrases >= Storage::DuplicateFinder::SimilarAbstracts);
    CHECK(found[1].sharedPhrases < 1);
    CHECK(found[2] == PossibleDuplicate{ 4, 5, Reason::SameWork, 0 });
    CHECK(found[3] == PossibleDuplicate{ 6, 7, Reason::SameWork, 0 });
}

TEST_CASE("A pair marked distinct is no longer a possible duplicate, until the mark is taken back", "[storage]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("papers.csv"), library()) });
    Storage::DuplicateFinder finder(*db);
    finder.markDistinct(7, 6);
    finder.markDistinct(6, 7); // once is enough
    finder.markDistinct(1, 2);
    QList<PossibleDuplicate> found = finder.find();
    REQUIRE(found.size() == 2);
    CHECK(found[0].second == 3);
    CHECK(found[1].first == 4);
    finder.unmarkDistinct(6, 7);
    found = finder.find();
    REQUIRE(found.size() == 3);
    CHECK(found[2].first == 6);
    // A paper the library does not have cannot be marked.
    CHECK_THROWS_AS(finder.markDistinct(1, 99), Storage::StorageError);
    CHECK(finder.find().size() == 3);
}
