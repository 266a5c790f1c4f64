// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/paperstore.h"
#include "storage/referenceeditor.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Test::Workspace;

namespace {

const QByteArray bibtex = "@article{wong2020,\n"
                          "  title = {Zebrafish swimming in shallow water},\n"
                          "  author = {Wong, Keng Lin and Abbas, Sara},\n"
                          "  journal = {Journal of Fish Biology},\n"
                          "  year = {2020},\n"
                          "  volume = {12},\n"
                          "  doi = {10.1000/fish.1},\n"
                          "  keywords = {locomotion; zebrafish},\n"
                          "  abstract = {Larval zebrafish swim in bouts; we film them in shallow water.}\n"
                          "}\n";

QList<PaperId> found(const Storage::Database &db, const QString &query)
{
    return Search::PaperFinder(db).find(Search::Query::parse(query));
}

} // namespace

TEST_CASE("A corrected record replaces the paper's and is searched by its new values", "[storage][references]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.bib"), bibtex) }).added() == 1);
    const Storage::PaperStore store(*db);
    Paper edited = *store.paper(1);
    edited.reference.authors = { { QStringLiteral("Müller"), QStringLiteral("Anna"), {} },
        { QStringLiteral("Wong"), QStringLiteral("Keng Lin"), QStringLiteral("0000-0002-1825-0097") } };
    edited.reference.doi = QStringLiteral("https://doi.org/10.1000/FISH.2");
    edited.reference.keywords = { QStringLiteral("larvae") };
    edited.reference.fields = { { QStringLiteral("volume"), QStringLiteral("13") },
        { QStringLiteral("pages"), QStringLiteral("1--9") } };
    edited.venue = QStringLiteral("Zebrafish");
    edited.year = 2021;
    edited.links = { QUrl(QStringLiteral("https://example.org/fish")) };

    const auto change = Storage::ReferenceEditor(*db).replace(1, edited);
    REQUIRE(change);
    const Paper after = *store.paper(1);
    CHECK(after.reference.authors == edited.reference.authors);
    CHECK(after.reference.doi == QStringLiteral("10.1000/fish.2")); // in its normal form
    CHECK(after.reference.keywords == edited.reference.keywords);
    CHECK(after.reference.fields == edited.reference.fields);
    CHECK(after.venue == QStringLiteral("Zebrafish"));
    CHECK(after.year == 2021);
    CHECK(after.links == edited.links);
    CHECK(after.title == QStringLiteral("Zebrafish swimming in shallow water"));
    CHECK(after.reference.sourceFormat == QStringLiteral("bibtex"));

    CHECK(found(*db, QStringLiteral("author:Mueller")) == QList<PaperId>{ 1 });
    CHECK(found(*db, QStringLiteral("author:Abbas")).isEmpty());
    CHECK(found(*db, QStringLiteral("doi:10.1000/fish.2")) == QList<PaperId>{ 1 });
    CHECK(found(*db, QStringLiteral("doi:10.1000/fish.1")).isEmpty());
    CHECK(found(*db, QStringLiteral("venue:zebrafish")) == QList<PaperId>{ 1 });
    CHECK(found(*db, QStringLiteral("keyword:larvae")) == QList<PaperId>{ 1 });

    SECTION("a record with the new DOI is this paper, one with the old DOI is another")
    {
        const QByteArray records = "@article{a, title = {Another title}, doi = {10.1000/fish.2}, year = {2022}}\n"
                                   "@article{b, title = {A third title}, doi = {10.1000/fish.1}, year = {2022}}\n";
        const auto result =
            Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("b.bib"), records) });
        CHECK(result.added() == 1);
        CHECK(store.paperCount() == 2);
    }
    SECTION("the snapshots undo and redo it")
    {
        const Storage::ReferenceSnapshots snapshots(*db);
        snapshots.restore({ change->before });
        const Paper undone = *store.paper(1);
        CHECK(undone.reference.authors.size() == 2);
        CHECK(undone.reference.authors.front().family == QStringLiteral("Wong"));
        CHECK(undone.reference.doi == QStringLiteral("10.1000/fish.1"));
        CHECK(undone.venue == QStringLiteral("Journal of Fish Biology"));
        CHECK(undone.year == 2020);
        CHECK(found(*db, QStringLiteral("author:Abbas")) == QList<PaperId>{ 1 });
        CHECK(found(*db, QStringLiteral("author:Mueller")).isEmpty());

        snapshots.restore({ change->after });
        CHECK(store.paper(1)->reference == after.reference);
        CHECK(found(*db, QStringLiteral("author:Mueller")) == QList<PaperId>{ 1 });
    }
}

TEST_CASE("A record given back unchanged is no change", "[storage][references]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.bib"), bibtex) });
    const Paper paper = *Storage::PaperStore(*db).paper(1);
    CHECK_FALSE(Storage::ReferenceEditor(*db).replace(1, paper));
}

TEST_CASE("Correcting a paper the library does not have fails and writes nothing", "[storage][references]")
{
    Workspace workspace;
    const auto db = workspace.openLibrary();
    Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.bib"), bibtex) });
    const Paper paper = *Storage::PaperStore(*db).paper(1);
    CHECK_THROWS_AS(Storage::ReferenceEditor(*db).replace(2, paper), Storage::StorageError);
    CHECK(found(*db, QStringLiteral("author:Abbas")) == QList<PaperId>{ 1 });
}
