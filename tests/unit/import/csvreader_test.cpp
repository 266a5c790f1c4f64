// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/csvreader.h"
#include "import/formats.h"
#include "support/readersupport.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Lectern::Import::CsvReader;

namespace {

Test::ReaderRun readCsv(const QByteArray &bytes, const QString &name = QStringLiteral("export.csv"))
{
    return Test::readWith<Import::CsvReader>(bytes, name);
}

} // namespace

TEST_CASE("CSV columns are found by their names in any case, the rest are kept", "[import][csv]")
{
    // As IEEE Xplore and FASTREAD write it: quoted cells with commas, doubled quotes and a line
    // break, CRLF, and label columns.
    const Test::ReaderRun read =
        readCsv("\xEF\xBB\xBF\"Document Title\",Abstract,Year,\"PDF Link\",Authors,Source,DOI,label\r\n"
                "\"Graph samplers, at scale\",\"We \"\"sample\"\" graphs.\r\nSecond line.\",2019,"
                "https://example.org/a.pdf,\"Doe, Jane; Roe, R.\",ICSE,10.1000/ABC,yes\r\n"
                "\r\n"
                "Only a title,,2020,,,,,no\r\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    const PaperRecord &first = read.parsed->records[0];
    CHECK(first.title == QStringLiteral("Graph samplers, at scale"));
    CHECK(first.abstract == QStringLiteral("We \"sample\" graphs.\nSecond line."));
    CHECK(first.year == 2019);
    CHECK(first.venue == QStringLiteral("ICSE"));
    CHECK(first.reference.doi == QStringLiteral("10.1000/abc"));
    CHECK(first.reference.authors ==
        QList<PersonName>{
            { QStringLiteral("Doe"), QStringLiteral("Jane") }, { QStringLiteral("Roe"), QStringLiteral("R.") } });
    CHECK(first.links.contains(QUrl(QStringLiteral("https://example.org/a.pdf"))));
    CHECK(Test::sourceField(first, QStringLiteral("label")) == QStringLiteral("yes"));
    CHECK(first.reference.sourceFormat == QStringLiteral("csv"));
    CHECK(read.parsed->records[1].title == QStringLiteral("Only a title"));
    CHECK(read.parsed->records[1].abstract.isEmpty());
    CHECK(read.warnings.isEmpty());
}

TEST_CASE("Semicolons and tabs separate CSV cells when the header uses them", "[import][csv]")
{
    const Test::ReaderRun semicolons = readCsv("abstract;title;publication_year\nA text, with commas.;A title;2001\n");
    REQUIRE(semicolons.parsed);
    REQUIRE(semicolons.parsed->records.size() == 1);
    CHECK(semicolons.parsed->records[0].abstract == QStringLiteral("A text, with commas."));
    CHECK(semicolons.parsed->records[0].year == 2001);

    const Test::ReaderRun tabs =
        readCsv("TI\tAB\tPY\nTab title\tTab abstract; with a semicolon\t1999\n", QStringLiteral("wos.tsv"));
    REQUIRE(tabs.parsed);
    REQUIRE(tabs.parsed->records.size() == 1);
    CHECK(tabs.parsed->records[0].title == QStringLiteral("Tab title"));
    CHECK(tabs.parsed->records[0].abstract == QStringLiteral("Tab abstract; with a semicolon"));
}

TEST_CASE("Bad CSV rows are skipped with their line, a file not UTF-8 is read with a warning", "[import][csv]")
{
    const Test::ReaderRun read = readCsv("title,abstract\n"
                                         "Good,Fine.\n"
                                         ",\n"
                                         "Too,many,cells,here\n"
                                         "Caf\xe9 \x96 r\xe9sum\xe9,Windows-1252 text.\n"
                                         "Open,\"never closed\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    CHECK(read.parsed->records[1].title == QStringLiteral("Café – résumé"));
    REQUIRE(read.warnings.size() == 1);
    CHECK(read.warnings[0].contains(QStringLiteral("line 5")));
    REQUIRE(read.skipped.size() == 3);
    CHECK(read.skipped[0].line == 3);
    CHECK(read.skipped[1].line == 4);
    CHECK(read.skipped[2].line == 6);

    const Test::ReaderRun noColumns = readCsv("id,name\n1,x\n");
    CHECK_FALSE(noColumns.parsed);
    CHECK(noColumns.error.contains(QStringLiteral("no column holds titles or abstracts")));
}

TEST_CASE("A quote that does not close skips its row alone, the rows after it are read", "[import][csv]")
{
    // The stray quote takes in the lines after it until a later quote closes it mid-cell, or until
    // the end of the file: either way those lines are rows of their own.
    const QByteArray rows = "title,abstract\n"
                            "First,Fine.\n"
                            "Broken,\"never closed\n"
                            "Third,Also fine.\n";
    for (const QByteArray &rest :
        { QByteArray("Fourth,\"Quoted, fine.\"\nFifth,Fine.\n"), QByteArray("Fourth,Unquoted.\nFifth,Fine.\n") }) {
        const Test::ReaderRun read = readCsv(rows + rest);
        REQUIRE(read.parsed);
        QStringList titles;
        for (const PaperRecord &record : read.parsed->records)
            titles.append(record.title);
        CHECK(titles == QStringList{ u"First"_s, u"Third"_s, u"Fourth"_s, u"Fifth"_s });
        REQUIRE(read.skipped.size() == 1);
        CHECK(read.skipped[0].line == 3);
        CHECK(read.skipped[0].message == u"a quoted cell that does not close"_s);
    }

    // A quoted cell over lines that closes where its cell ends is one row, as before.
    const Test::ReaderRun multiLine = readCsv("title,abstract\nOne,\"Two\nlines\"\nTwo,Fine.\n");
    REQUIRE(multiLine.parsed);
    REQUIRE(multiLine.parsed->records.size() == 2);
    CHECK(multiLine.parsed->records[0].abstract == u"Two\nlines"_s);
    CHECK(multiLine.skipped.isEmpty());
}

TEST_CASE("CSV is found by its header", "[import][csv]")
{
    using Import::Format;
    CHECK(Import::detectFormat("record_id,title,abstract,label_included\n1,x,y,0\n", QStringLiteral("a.txt")) ==
        Format::Csv);
    CHECK(Import::detectFormat("\"Authors\",\"Title\",\"Year\"\n", QStringLiteral("scopus")) == Format::Csv);
    CHECK(Import::detectFormat("A title, and more\n\nAn abstract, with commas.\n", QStringLiteral("list.txt")) ==
        Format::Text);
    CHECK(Import::detectFormat("", QStringLiteral("empty.csv")) == Format::Csv);
    // A header line, even when a cell goes on with a line that starts a BibTeX entry.
    CHECK(Import::detectFormat(
              "title,abstract\nA title,\"Text\n@article{x, title = {y}}\"\n", QStringLiteral("export")) == Format::Csv);
}

TEST_CASE("OpenAlex's CSV export: dotted columns, display names, ORCIDs and PubMed addresses", "[import][csv]")
{
    // The header and a row as OpenAlex writes them (bibliometrix's test fixture, cut down).
    const Test::ReaderRun read = readCsv(
        R"("id","abstract","authorships.author.display_name","authorships.author.orcid","display_name","doi","ids.pmid","primary_location.source.display_name","publication_year","type")"
        "\n"
        R"("https://openalex.org/W1","We map science.","Massimo Aria|Corrado Cuccurullo","https://orcid.org/0000-0002-8517-9411|","bibliometrix : An R-tool","https://doi.org/10.1016/j.joi.2017.08.007","https://pubmed.ncbi.nlm.nih.gov/123456/","Journal of Informetrics",2017,"article")"
        "\n"_ba);
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 1);
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("bibliometrix : An R-tool"));
    CHECK_FALSE(record.titleInferred);
    CHECK(record.reference.authors ==
        QList<PersonName>{ { QStringLiteral("Aria"), QStringLiteral("Massimo"), QStringLiteral("0000-0002-8517-9411") },
            { QStringLiteral("Cuccurullo"), QStringLiteral("Corrado") } });
    CHECK(record.venue == QStringLiteral("Journal of Informetrics"));
    CHECK(record.reference.pmid == QStringLiteral("123456"));
    CHECK(record.year == 2017);
}
