// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/formats.h"
#include "import/risreader.h"
#include "support/readersupport.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Import::RisReader;

namespace {

Test::ReaderRun readRis(const QByteArray &bytes, const QString &name = QStringLiteral("export.ris"))
{
    return Test::readWith<Import::RisReader>(bytes, name);
}

} // namespace

TEST_CASE("RIS fields become a record: title, abstract, authors, year, venue, links", "[import][ris]")
{
    // As Scopus writes it: a byte-order mark, CRLF, repeated authors, a wrapped abstract.
    const Test::ReaderRun read = readRis("\xEF\xBB\xBFTY  - CONF\r\n"
                                         "AU  - Łukasz, Kaiser\r\n"
                                         "AU  - Vaswani, Ashish\r\n"
                                         "TI  - Attention for $\\mathcal{O}(n)$ graphs\r\n"
                                         "T2  - Proceedings of NeurIPS\r\n"
                                         "PY  - 2017\r\n"
                                         "DO  - https://doi.org/10.5555/3295222\r\n"
                                         "UR  - https://example.org/paper\r\n"
                                         "AB  - We propose **sparse** attention.\r\n"
                                         "  It scales to long inputs.\r\n"
                                         "KW  - attention\r\n"
                                         "ER  - \r\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 1);
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("Attention for $\\mathcal{O}(n)$ graphs"));
    CHECK_FALSE(record.titleInferred);
    CHECK(record.abstract == QStringLiteral("We propose **sparse** attention. It scales to long inputs."));
    CHECK(record.reference.authors ==
        QList<PersonName>{ { QStringLiteral("Łukasz"), QStringLiteral("Kaiser") },
            { QStringLiteral("Vaswani"), QStringLiteral("Ashish") } });
    CHECK(record.reference.doi == QStringLiteral("10.5555/3295222"));
    CHECK(record.reference.entryType == QStringLiteral("CONF"));
    CHECK(record.reference.keywords == QStringList{ QStringLiteral("attention") });
    CHECK(record.reference.sourceFormat == QStringLiteral("ris"));
    CHECK(record.reference.fields.isEmpty());
    CHECK(record.year == 2017);
    CHECK(record.venue == QStringLiteral("Proceedings of NeurIPS"));
    CHECK(record.links ==
        QList<QUrl>{ QUrl(QStringLiteral("https://doi.org/10.5555/3295222")),
            QUrl(QStringLiteral("https://example.org/paper")) });
    CHECK(record.sourcePosition == 1);
    CHECK(read.parsed->collection.name == QStringLiteral("export"));
    CHECK(read.skipped.isEmpty());
}

TEST_CASE("RIS variants: N2 abstracts, T1 titles, Y1 dates, JO venues, loose spacing", "[import][ris]")
{
    // As Embase and older EndNote write it, with one space before the hyphen and none after "ER".
    const Test::ReaderRun read = readRis("TY - JOUR\n"
                                         "T1 - Proton pump inhibitors in infants\n"
                                         "A1 - Smith, J.\n"
                                         "Y1 - 2009/05/01/\n"
                                         "JO - Pediatrics\n"
                                         "N2 - A randomised trial.\n"
                                         "ER -\n"
                                         "\n"
                                         "TY  - JOUR\n"
                                         "DA  - May 2011\n"
                                         "M3  - kept as it is\n"
                                         "AB  - Only an abstract: we propose FastNet, a fast network.\n"
                                         "ER  - \n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    CHECK(read.parsed->records[0].title == QStringLiteral("Proton pump inhibitors in infants"));
    CHECK(read.parsed->records[0].abstract == QStringLiteral("A randomised trial."));
    CHECK(read.parsed->records[0].year == 2009);
    CHECK(read.parsed->records[0].venue == QStringLiteral("Pediatrics"));
    // A field without a column is kept as it was.
    CHECK(read.parsed->records[1].reference.fields ==
        QList<SourceField>{ { QStringLiteral("M3"), QStringLiteral("kept as it is") } });
    CHECK(read.parsed->records[1].year == 2011);
    CHECK(read.parsed->records[1].titleInferred);
    CHECK(read.parsed->records[1].title.contains(QStringLiteral("FastNet")));
    CHECK(read.parsed->records[1].sourcePosition == 2);
}

TEST_CASE("A bad RIS record is skipped with its line, the others are read", "[import][ris]")
{
    const Test::ReaderRun read = readRis("Exported 2024-01-01\n"
                                         "TY  - JOUR\n"
                                         "PY  - 2020\n"
                                         "ER  - \n"
                                         "TY  - JOUR\n"
                                         "TI  - Kept\n"
                                         "TY  - JOUR\n"
                                         "TI  - Also kept, though the one before had no end tag\n"
                                         "ER  - \n"
                                         "TY  - JOUR\n"
                                         "TI  - The last, without an end tag\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 3);
    CHECK(read.parsed->records[0].title == QStringLiteral("Kept"));
    CHECK(read.parsed->records[1].title == QStringLiteral("Also kept, though the one before had no end tag"));
    CHECK(read.parsed->records[2].title == QStringLiteral("The last, without an end tag"));
    // The line before the first record belongs to none; the record of line 2 says nothing.
    REQUIRE(read.skipped.size() == 1);
    CHECK(read.skipped[0].line == 2);
    CHECK(read.skipped[0].message.contains(QStringLiteral("neither title nor abstract")));
}

TEST_CASE("Ovid's record numbers are no stray text", "[import][ris]")
{
    const Test::ReaderRun read =
        readRis("1.\nTY  - JOUR\nT1  - First\nER  - \n\n2.\nTY  - JOUR\nT1  - Second\nER  - \n");
    REQUIRE(read.parsed);
    CHECK(read.parsed->records.size() == 2);
    CHECK(read.skipped.isEmpty());
}

TEST_CASE("Text between RIS records is passed over, a file of nothing else is no RIS", "[import][ris]")
{
    const Test::ReaderRun stray =
        readRis("AU  - Nobody\nnotes\nTY  - JOUR\nTI  - Real\nER  - \nNL  - J Psychosom Res\n\nLink\n");
    REQUIRE(stray.parsed);
    CHECK(stray.parsed->records.size() == 1);
    CHECK(stray.skipped.isEmpty());

    const Test::ReaderRun paragraphs = readRis("ICLR 2025 Papers\n\nAn abstract.\n", QStringLiteral("list.txt"));
    CHECK_FALSE(paragraphs.parsed);
    CHECK(paragraphs.error == QStringLiteral("list.txt: no RIS record in it (records start with \"TY  - \")"));
    CHECK(readRis({}).parsed->records.isEmpty()); // an empty file is no error

    const Test::ReaderRun broken =
        readRis("TY  - JOUR\nTI  - Fine\nER  - \nTY  - JOUR\nTI  - Bro\xC3(ken\nER  - \n", QStringLiteral("refs.ris"));
    CHECK_FALSE(broken.parsed);
    INFO(broken.error.toStdString());
    CHECK(broken.error ==
        QStringLiteral("refs.ris: invalid UTF-8 at byte 49; save the file as UTF-8 and import it again"));
}

TEST_CASE("Formats are found by content, the name decides only for an empty file", "[import][formats]")
{
    using Import::Format;
    CHECK(Import::detectFormat("TY  - JOUR\nTI  - x\n", QStringLiteral("scopus.txt")) == Format::Ris);
    CHECK(Import::detectFormat("\xEF\xBB\xBF\r\n\r\nTY  - BOOK\r\n", QStringLiteral("export")) == Format::Ris);
    CHECK(Import::detectFormat("ICLR 2025 Papers\n\nAn abstract.\n", QStringLiteral("odd.ris")) == Format::Text);
    CHECK(Import::detectFormat("TYPE - not a tag\n", QStringLiteral("list.txt")) == Format::Text);
    CHECK(Import::detectFormat("1.\nTY  - JOUR\nID  - 2019\n", QStringLiteral("ovid.ris")) == Format::Ris);
    CHECK(Import::detectFormat("1.\nAn abstract.\n", QStringLiteral("list.txt")) == Format::Text);
    CHECK(Import::detectFormat("", QStringLiteral("empty.ris")) == Format::Ris);
    CHECK(Import::detectFormat("\n\n", QStringLiteral("empty.txt")) == Format::Text);
    CHECK(Import::formatNamed(QStringLiteral("RIS")) == Format::Ris);
    CHECK(Import::formatNamed(QStringLiteral("text")) == Format::Text);
    CHECK_FALSE(Import::formatNamed(QStringLiteral("docx")).has_value());
    for (const QString &name : Import::formatNames())
        CHECK(Import::formatName(*Import::formatNamed(name)) == name);
}
