// SPDX-License-Identifier: GPL-3.0-or-later
// What a source carries beyond title, authors and abstract reaches every format that has a place
// for it, and a note keeps its shape.
#include "core/publicationdetails.h"
#include "export/entrywriter.h"
#include "import/formats.h"
#include "import/recordreader.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>

#include "support/testsupport.h"
#include "unit/export/exportsupport.h"

using namespace Lectern;

namespace {

// A journal article as each reader keeps it: volume 12, issue 3, pages 45–67, a publisher and two
// editors, under the source format's own field names.
PaperDetails articleFrom(const QString &format)
{
    Reference reference;
    reference.sourceFormat = format;
    reference.authors = { { QStringLiteral("Doe"), QStringLiteral("Jane") } };
    if (format == u"bibtex")
        reference.fields = { { QStringLiteral("volume"), QStringLiteral("12") },
            { QStringLiteral("number"), QStringLiteral("3") },
            { QStringLiteral("pages"), QStringLiteral("45--67") },
            { QStringLiteral("publisher"), QStringLiteral("Springer") },
            { QStringLiteral("editor"), QStringLiteral("Smith, Anna and Carl Jones") } };
    else if (format == u"ris")
        reference.fields = { { QStringLiteral("VL"), QStringLiteral("12") },
            { QStringLiteral("IS"), QStringLiteral("3") },
            { QStringLiteral("SP"), QStringLiteral("45") },
            { QStringLiteral("EP"), QStringLiteral("67") },
            { QStringLiteral("PB"), QStringLiteral("Springer") },
            { QStringLiteral("ED"), QStringLiteral("Smith, Anna") },
            { QStringLiteral("ED"), QStringLiteral("Jones, Carl") } };
    else if (format == u"wos")
        reference.fields = { { QStringLiteral("VL"), QStringLiteral("12") },
            { QStringLiteral("IS"), QStringLiteral("3") },
            { QStringLiteral("BP"), QStringLiteral("45") },
            { QStringLiteral("EP"), QStringLiteral("67") },
            { QStringLiteral("PU"), QStringLiteral("Springer") },
            { QStringLiteral("BE"), QStringLiteral("Smith, Anna\nJones, Carl") } };
    else if (format == u"json")
        reference.fields = { { QStringLiteral("volume"), QStringLiteral("12") },
            { QStringLiteral("issue"), QStringLiteral("3") },
            { QStringLiteral("page"), QStringLiteral("45-67") },
            { QStringLiteral("publisher"), QStringLiteral("Springer") },
            { QStringLiteral("editor"),
                QStringLiteral(R"([{"family":"Smith","given":"Anna"},{"family":"Jones","given":"Carl"}])") } };
    return Test::paperDetails(7,
        QStringLiteral("Sparse models of dense data"),
        QStringLiteral("We model dense data sparsely."),
        reference,
        QStringLiteral("Journal of Models"),
        2021);
}

PublicationDetails expectedDetails()
{
    PublicationDetails details;
    details.volume = QStringLiteral("12");
    details.issue = QStringLiteral("3");
    details.firstPage = QStringLiteral("45");
    details.lastPage = QStringLiteral("67");
    details.publisher = QStringLiteral("Springer");
    details.editors = { { QStringLiteral("Smith"), QStringLiteral("Anna") },
        { QStringLiteral("Jones"), QStringLiteral("Carl") } };
    return details;
}

void checkDetails(const PublicationDetails &details)
{
    const PublicationDetails expected = expectedDetails();
    CHECK(details.volume == expected.volume);
    CHECK(details.issue == expected.issue);
    CHECK(details.firstPage == expected.firstPage);
    CHECK(details.lastPage == expected.lastPage);
    CHECK(details.publisher == expected.publisher);
    CHECK(details.editors == expected.editors);
}

PaperRecord readBack(Export::ExportFormat exportFormat, Import::Format importFormat, const PaperDetails &paper)
{
    QByteArray bytes = Test::writeAll(exportFormat, { paper });
    QBuffer in(&bytes);
    in.open(QIODevice::ReadOnly);
    const auto reader = Import::createReader(importFormat);
    const std::optional<Import::ParsedFile> parsed = Import::readAll(*reader, in, QStringLiteral("export"));
    INFO(bytes.toStdString());
    REQUIRE(parsed.has_value());
    REQUIRE(parsed->records.size() == 1);
    return parsed->records.front();
}

QString written(Export::ExportFormat format, const PaperDetails &paper)
{
    return QString::fromUtf8(Test::writeAll(format, { paper }));
}

} // namespace

TEST_CASE("Volume, issue, pages, publisher and editors are read whatever format kept them", "[export]")
{
    const QString format =
        GENERATE(QStringLiteral("bibtex"), QStringLiteral("ris"), QStringLiteral("wos"), QStringLiteral("json"));
    INFO(format.toStdString());
    checkDetails(publicationDetails(articleFrom(format).paper.reference));
}

TEST_CASE("BibTeX's protective braces are no part of a detail", "[export]")
{
    Reference reference;
    reference.sourceFormat = QStringLiteral("bibtex");
    reference.fields = { { QStringLiteral("volume"), QStringLiteral("{154}") },
        { QStringLiteral("pages"), QStringLiteral("{157--172}") },
        { QStringLiteral("publisher"), QStringLiteral("{ELSEVIER} \\{Science\\} Inc") } };
    const PublicationDetails details = publicationDetails(reference);
    CHECK(details.volume == QStringLiteral("154"));
    CHECK(details.pages() == QStringLiteral("157-172"));
    CHECK(details.publisher == QStringLiteral("ELSEVIER \\{Science\\} Inc"));
    CHECK(sourceFieldText(reference, QStringLiteral("{SEP}")) == QStringLiteral("SEP"));
    const QString ris = written(Export::ExportFormat::Ris,
        Test::paperDetails(1, QStringLiteral("T"), QStringLiteral("A."), reference, {}, 2003));
    CHECK(ris.contains(QStringLiteral("VL  - 154\r\n")));
}

TEST_CASE("OpenAlex's biblio gives volume, issue and pages; a single page has no range", "[export]")
{
    Reference reference;
    reference.sourceFormat = QStringLiteral("json");
    reference.fields = { { QStringLiteral("biblio"),
        QStringLiteral(R"({"volume":"8","issue":null,"first_page":"e1002","last_page":null})") } };
    const PublicationDetails details = publicationDetails(reference);
    CHECK(details.volume == QStringLiteral("8"));
    CHECK(details.issue.isEmpty());
    CHECK(details.pages() == QStringLiteral("e1002"));
    CHECK(isPublicationDetail(reference, QStringLiteral("biblio")));
    CHECK_FALSE(isPublicationDetail(reference, QStringLiteral("language")));
}

TEST_CASE("RIS, CSL-JSON and BibTeX write the details of a source of another format", "[export]")
{
    const QString ris = written(Export::ExportFormat::Ris, articleFrom(QStringLiteral("bibtex")));
    for (const char *line : { "VL  - 12\r\n",
             "IS  - 3\r\n",
             "SP  - 45\r\n",
             "EP  - 67\r\n",
             "PB  - Springer\r\n",
             "ED  - Smith, Anna\r\n",
             "ED  - Jones, Carl\r\n" })
        CHECK(ris.contains(QString::fromUtf8(line)));

    const QJsonObject csl =
        QJsonDocument::fromJson(Test::writeAll(Export::ExportFormat::CslJson, { articleFrom(QStringLiteral("ris")) }))
            .array()
            .at(0)
            .toObject();
    CHECK(csl[QStringLiteral("volume")].toString() == QStringLiteral("12"));
    CHECK(csl[QStringLiteral("issue")].toString() == QStringLiteral("3"));
    CHECK(csl[QStringLiteral("page")].toString() == QStringLiteral("45-67"));
    CHECK(csl[QStringLiteral("publisher")].toString() == QStringLiteral("Springer"));
    CHECK(csl[QStringLiteral("editor")].toArray().at(1).toObject()[QStringLiteral("family")].toString() ==
        QStringLiteral("Jones"));

    const QString bibtex = written(Export::ExportFormat::BibTex, articleFrom(QStringLiteral("wos")));
    for (const char *field : { "volume = {12}",
             "number = {3}",
             "pages = {45--67}",
             "publisher = {Springer}",
             "editor = {Smith, Anna and Jones, Carl}" })
        CHECK(bibtex.contains(QString::fromUtf8(field)));
}

TEST_CASE("A source's own format writes its details once", "[export]")
{
    const QString ris = written(Export::ExportFormat::Ris, articleFrom(QStringLiteral("ris")));
    CHECK(ris.count(QStringLiteral("VL  - ")) == 1);
    const QString bibtex = written(Export::ExportFormat::BibTex, articleFrom(QStringLiteral("bibtex")));
    CHECK(bibtex.count(QStringLiteral("volume = ")) == 1);
    CHECK(bibtex.count(QStringLiteral("pages = ")) == 1);
}

TEST_CASE("Details survive an export read back, from every source into every format", "[export]")
{
    const QString source =
        GENERATE(QStringLiteral("bibtex"), QStringLiteral("ris"), QStringLiteral("wos"), QStringLiteral("json"));
    const auto [exportFormat, importFormat, name] =
        GENERATE(std::tuple{ Export::ExportFormat::BibTex, Import::Format::BibTex, "BibTeX" },
            std::tuple{ Export::ExportFormat::Ris, Import::Format::Ris, "RIS" },
            std::tuple{ Export::ExportFormat::CslJson, Import::Format::Json, "CSL-JSON" });
    INFO(source.toStdString() << " → " << name);
    checkDetails(publicationDetails(readBack(exportFormat, importFormat, articleFrom(source)).reference));
}

TEST_CASE("BibTeX's annote keeps a note's line breaks", "[export]")
{
    PaperDetails paper = articleFrom(QStringLiteral("ris"));
    paper.note = QStringLiteral("Why:\n- fast\n- 50% smaller\n\nRead §3.");
    const QString bibtex = written(Export::ExportFormat::BibTex, paper);
    CHECK(bibtex.contains(QStringLiteral("annote = {Why:\n- fast\n- 50\\% smaller\n\nRead §3.}")));
}

TEST_CASE("A note's headings go below the paper's own in a Markdown reading list", "[export]")
{
    PaperDetails paper = articleFrom(QStringLiteral("ris"));
    paper.note =
        QStringLiteral("# Idea\nText\n\n## Detail\n\nSummary\n=======\n\n```\n# not a heading\n```\n##### Deep");
    const QString markdown = written(Export::ExportFormat::Markdown, paper);
    CHECK(markdown.contains(QStringLiteral("## Sparse models of dense data\n")));
    CHECK(markdown.contains(
        QStringLiteral("\n### Idea\nText\n\n#### Detail\n\n### Summary\n\n```\n# not a heading\n```\n###### Deep")));
    CHECK_FALSE(markdown.contains(QStringLiteral("\n# Idea")));
}
