// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/paperstore.h"
#include "storage/referencevalues.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

using namespace Lectern;
using namespace Lectern::Search;

namespace {

using Ids = QList<PaperId>;

// Papers as reference managers and PubMed export them: authors with accents and without, DOIs in
// several forms, journals, keywords, types and a PMID. Ids follow the order of the records.
struct Fixture
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();

    Fixture()
    {
        const QString ris = workspace.writeFile(QStringLiteral("refs.ris"),
            "TY  - JOUR\n"
            "AU  - Müller, Jürgen\n"
            "AU  - Abbas, Ali\n"
            "TI  - Diffusion for proteins\n"
            "JO  - Nature Methods\n"
            "PY  - 2021\n"
            "DO  - 10.1038/s41592-021-01234-5\n"
            "KW  - deep learning\n"
            "KW  - proteins\n"
            "AB  - We fold proteins with diffusion models.\n"
            "ER  - \n\n"
            "TY  - CONF\n"
            "AU  - Mueller, Anna\n"
            "TI  - Graph walks\n"
            "T2  - NeurIPS\n"
            "PY  - 2022\n"
            "DO  - https://doi.org/10.5555/ABC.123\n"
            "KW  - Graphs\n"
            "AB  - Random walks on graphs sample well, as Abbas conjectured.\n"
            "ER  - \n\n"
            "TY  - JOUR\n"
            "AU  - Wong, Keng Lin\n"
            "AU  - Øster, Lars\n"
            "TI  - A trial of aspirin\n"
            "JO  - The Lancet\n"
            "PY  - 2020\n"
            "DO  - 10.1016/s0020-0255(03)00185-3\n"
            "AB  - Aspirin lowered the risk in a randomised trial.\n"
            "ER  - \n");
        const QString medline = workspace.writeFile(QStringLiteral("pubmed.txt"),
            "PMID- 31978945\n"
            "TI  - A novel coronavirus from patients with pneumonia in China, 2019.\n"
            "AB  - In December 2019, a cluster of patients with pneumonia of unknown cause was linked.\n"
            "FAU - Zhu, Na\n"
            "FAU - Zhang, Dingyu\n"
            "JT  - The New England journal of medicine\n"
            "DP  - 2020 Feb 20\n"
            "PT  - Journal Article\n");
        REQUIRE(Import::Importer(*db).importFiles({ ris, medline }).added() == 4);
    }

    Ids find(const QString &text, Query::Typing typing = Query::Typing::Finished) const
    {
        const Query query = Query::parse(text, typing);
        INFO("query: " << text.toStdString() << " error: " << query.errorString().toStdString());
        REQUIRE(query.isValid());
        Ids ids = PaperFinder(*db).find(query, {});
        std::sort(ids.begin(), ids.end());
        return ids;
    }

    void check(std::initializer_list<std::pair<const char16_t *, Ids>> rows,
        Query::Typing typing = Query::Typing::Finished) const
    {
        for (const auto &[text, ids] : rows) {
            INFO("query: " << QString::fromUtf16(text).toStdString());
            CHECK(find(QString::fromUtf16(text), typing) == ids);
        }
    }
};

} // namespace

TEST_CASE("author: finds a family name or a full name, accents folded", "[search][finder][reference]")
{
    Fixture f;
    f.check({
        { u"author:Abbas", { 1 } },
        { u"author:abbas", { 1 } },
        { u"author:\"Ali Abbas\"", { 1 } },
        { u"author:\"Abbas, Ali\"", { 1 } },
        { u"author:\"Abbas Ali\"", {} },
        { u"author:\"Keng Lin Wong\"", { 3 } },
        { u"author:Wong", { 3 } },
        { u"author:Oster", { 3 } },
        { u"author:Zhu", { 4 } },
        // "Müller" and "Mueller" find each other; "Muller" is the folded "Müller" only.
        { u"author:Müller", { 1, 2 } },
        { u"author:Mueller", { 1, 2 } },
        { u"author:MUELLER", { 1, 2 } },
        { u"author:muller", { 1 } },
        { u"author:\"Jürgen Müller\"", { 1 } },
        { u"author:\"Juergen Mueller\"", { 1 } },
        { u"author:Abbas -author:Müller", {} },
        { u"author:Wong OR author:Zhu", { 3, 4 } },
        { u"author:Abbas proteins", { 1 } },
    });
}

TEST_CASE("A surname among the words finds the paper; fields keep to their column", "[search][finder][reference]")
{
    Fixture f;
    f.check({
        // Paper 2 names Abbas in its abstract, paper 1 has him as an author.
        { u"Abbas", { 1, 2 } },
        { u"Wong", { 3 } },
        { u"Müller", { 1 } },
        { u"title:Abbas", {} },
        { u"abstract:Abbas", { 2 } },
        { u"author:conjectured", {} },
    });
    f.check({ { u"author:Abb", {} }, { u"author:Muel", { 1, 2 } }, { u"Abba", { 1, 2 } } }, Query::Typing::InProgress);
}

TEST_CASE("doi: and a DOI among the words find the paper in any form", "[search][finder][reference]")
{
    Fixture f;
    f.check({
        { u"doi:10.1038/s41592-021-01234-5", { 1 } },
        { u"doi:10.1038/S41592-021-01234-5", { 1 } },
        { u"doi:https://doi.org/10.5555/abc.123", { 2 } },
        { u"10.5555/ABC.123", { 2 } },
        { u"https://doi.org/10.1038/s41592-021-01234-5", { 1 } },
        { u"doi:10.1016/s0020-0255(03)00185-3", { 3 } },
        { u"10.1016/s0020-0255(03)00185-3", { 3 } },
        { u"doi:10.9999/none", {} },
        { u"doi:nonsense", {} },
        { u"-doi:10.5555/abc.123", { 1, 3, 4 } },
    });
    // A DOI being typed (or just pasted, with the cursor after it) finds the DOIs it begins.
    f.check({ { u"10.1038/s4159", { 1 } }, { u"10.5555/abc.123", { 2 } }, { u"10.1038/x", {} } },
        Query::Typing::InProgress);
}

TEST_CASE("journal:, keyword:, type: and pmid: match the record's fields", "[search][finder][reference]")
{
    Fixture f;
    f.check({
        { u"journal:\"nature methods\"", { 1 } },
        { u"venue:NeurIPS", { 2 } },
        { u"journal:\"The New England journal of medicine\"", { 4 } },
        { u"keyword:\"Deep Learning\"", { 1 } },
        { u"keyword:graphs", { 2 } },
        { u"keyword:deep", {} },
        // A kind is every format's word for it; a format's own word is that word.
        { u"type:article", { 1, 3, 4 } },
        { u"type:conference", { 2 } },
        { u"type:JOUR", { 1, 3 } },
        { u"type:\"journal article\"", { 4 } },
        { u"type:thesis", {} },
        { u"pmid:31978945", { 4 } },
        { u"pmid:1", {} },
    });
}

TEST_CASE("Authors keep their order, ORCID and first author through the library", "[storage][reference]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString json = workspace.writeFile(QStringLiteral("orcid.json"),
        R"([{"type": "article-journal", "title": "Counting sheep",
             "abstract": "We count sheep before sleeping.",
             "author": [{"family": "Zeta", "given": "Zoe", "ORCID": "https://orcid.org/0000-0002-1825-0097"},
                        {"family": "Alpha", "given": "Al"}]}])");
    REQUIRE(Import::Importer(*db).importFiles({ json }).added() == 1);
    const Paper paper = Storage::PaperStore(*db).paper(1).value();
    REQUIRE(paper.reference.authors.size() == 2);
    CHECK(paper.reference.authors[0].family == QStringLiteral("Zeta"));
    CHECK(paper.reference.authors[1].family == QStringLiteral("Alpha"));
    CHECK(paper.reference.authors[0].orcid == QStringLiteral("0000-0002-1825-0097"));
    CHECK(paper.reference.authors[1].orcid.isEmpty());
    QSqlQuery query = Storage::runOrThrow(db->connection(), QStringLiteral("SELECT first_author FROM papers"));
    REQUIRE(query.next());
    CHECK(query.value(0).toString() == QStringLiteral("Zeta"));
}

TEST_CASE("Authors a merged record brings are searched and sorted by", "[storage][reference]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString bare = workspace.writeFile(
        QStringLiteral("bare.ris"), "TY  - JOUR\nTI  - Sheep\nDO  - 10.1000/sheep\nAB  - We count sheep.\nER  - \n");
    const QString full = workspace.writeFile(QStringLiteral("full.ris"),
        "TY  - JOUR\nTI  - Sheep\nAU  - Lamb, Mary\nDO  - 10.1000/sheep\nAB  - We count sheep.\nER  - \n");
    REQUIRE(Import::Importer(*db).importFiles({ bare }).added() == 1);
    const auto byLamb = [&db] { return PaperFinder(*db).find(Query::parse(QStringLiteral("author:Lamb")), {}); };
    CHECK(byLamb().isEmpty());
    REQUIRE(Import::Importer(*db).importFiles({ full }).added() == 0);
    CHECK(byLamb() == Ids{ 1 });
    QSqlQuery query = Storage::runOrThrow(db->connection(), QStringLiteral("SELECT first_author FROM papers"));
    REQUIRE(query.next());
    CHECK(query.value(0).toString() == QStringLiteral("Lamb"));
}

TEST_CASE("Papers sort by first author, venue and DOI; rows carry them", "[search][finder][reference]")
{
    Fixture f;
    const PaperFinder finder(*f.db);
    const auto sorted = [&finder](SortKey key, Qt::SortOrder order = Qt::AscendingOrder) {
        return finder.find({}, {}, { key, order });
    };
    // Mueller before Müller in either engine's case-insensitive order; PubMed's record has no DOI.
    CHECK(sorted(SortKey::Authors) == Ids{ 2, 1, 3, 4 });
    CHECK(sorted(SortKey::Authors, Qt::DescendingOrder) == Ids{ 4, 3, 1, 2 });
    CHECK(sorted(SortKey::Venue) == Ids{ 1, 2, 3, 4 });
    CHECK(sorted(SortKey::Doi) == Ids{ 4, 3, 1, 2 });

    const auto rows = Storage::PaperStore(*f.db).summaries({ 1, 4 });
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].firstAuthors == QStringList{ QStringLiteral("Müller"), QStringLiteral("Abbas") });
    CHECK(rows[0].authorCount == 2);
    CHECK(rows[0].venue == QStringLiteral("Nature Methods"));
    CHECK(rows[0].doi == QStringLiteral("10.1038/s41592-021-01234-5"));
    CHECK(rows[1].firstAuthors == QStringList{ QStringLiteral("Zhu"), QStringLiteral("Zhang") });
}

TEST_CASE("Completion lists the library's authors, venues and keywords a beginning begins", "[storage][reference]")
{
    Fixture f;
    const Storage::ReferenceValues values(*f.db);
    // Beginnings are compared as written, but for case.
    CHECK(values.authors(QStringLiteral("mu"), 10) == QStringList{ QStringLiteral("Mueller") });
    CHECK(values.authors(QStringLiteral("Mü"), 10) == QStringList{ QStringLiteral("Müller") });
    CHECK(values.authors(QStringLiteral("Z"), 1) == QStringList{ QStringLiteral("Zhang") });
    CHECK(values.authors(QStringLiteral("x"), 10).isEmpty());
    CHECK(values.venues(QStringLiteral("the "), 10) ==
        QStringList{ QStringLiteral("The Lancet"), QStringLiteral("The New England journal of medicine") });
    CHECK(values.keywords(QStringLiteral("G"), 10) == QStringList{ QStringLiteral("Graphs") });
    CHECK(values.keywords(QString(), 10).size() == 3);
}

TEST_CASE("Fields longer than an index entry are stored, found and sorted by", "[search][finder][reference]")
{
    // Random words do not compress, so a field of 12,000 characters is larger than any B-tree
    // entry PostgreSQL can keep (a third of a page), as a pasted abstract in a title field is.
    QRandomGenerator random(33);
    const auto longText = [&random](const char *first) {
        QString text = QString::fromLatin1(first);
        while (text.size() < 12000) {
            text += u' ';
            for (int letter = 3 + random.bounded(6); letter > 0; --letter)
                text += QChar(u'a' + random.bounded(26));
        }
        return text.toUtf8();
    };
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString ris = workspace.writeFile(QStringLiteral("long.ris"),
        "TY  - JOUR\nAU  - " + longText("Zeta") + ", Ann\nTI  - " + longText("Zebra") + "\nJO  - " +
            longText("Journal") + "\nKW  - " + longText("keyword") + "\nAB  - We count zebras.\nER  - \n\n" +
            "TY  - JOUR\nAU  - Abbas, Ali\nTI  - Aardvarks\nJO  - Nature\nKW  - animals\n"
            "AB  - We count aardvarks.\nER  - \n");
    REQUIRE(Import::Importer(*db).importFiles({ ris }).added() == 2);

    const PaperFinder finder(*db);
    CHECK(finder.find({}, {}, { SortKey::Title, Qt::AscendingOrder }) == Ids{ 2, 1 });
    CHECK(finder.find({}, {}, { SortKey::Title, Qt::DescendingOrder }) == Ids{ 1, 2 });
    CHECK(finder.find(Query::parse(QStringLiteral("author:zeta")), {}) == Ids{ 1 });
    CHECK(finder.find(Query::parse(QStringLiteral("zebras")), {}) == Ids{ 1 });
    CHECK(finder.find(Query::parse(QStringLiteral("keyword:animals")), {}) == Ids{ 2 });
    const QStringList venues = Storage::ReferenceValues(*db).venues(QStringLiteral("jour"), 10);
    REQUIRE(venues.size() == 1);
    CHECK(venues.first().startsWith(QStringLiteral("Journal ")));
    const auto paper = Storage::PaperStore(*db).paper(1);
    REQUIRE(paper);
    CHECK(paper->title.size() >= 12000);
    CHECK(paper->venue.size() >= 12000);
}
