// SPDX-License-Identifier: GPL-3.0-or-later
// Web of Science and PubMed MEDLINE: the line-tagged formats that share TaggedLineReader.
#include "import/formats.h"
#include "import/medlinereader.h"
#include "import/wosreader.h"
#include "support/readersupport.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

namespace {

// As Web of Science writes it: a BOM, the FN/VR header, continuation lines of three spaces.
const QByteArray wosExport = "\xEF\xBB\xBF"
                             "FN Clarivate Analytics Web of Science\r\n"
                             "VR 1.0\r\n"
                             "PT J\r\n"
                             "AU Smith, J\r\n"
                             "   Muller, A\r\n"
                             "AF Smith, John\r\n"
                             "   Müller, Anna\r\n"
                             "   Prokhorov, Alexander, V\r\n"
                             "TI Deep screening of abstracts for\r\n"
                             "   systematic reviews\r\n"
                             "SO JOURNAL OF CLINICAL EPIDEMIOLOGY\r\n"
                             "LA English\r\n"
                             "DE active learning; systematic review; screening\r\n"
                             "ID CLASSIFICATION\r\n"
                             "AB We screen $10^4$ abstracts with active learning and find 95% of the\r\n"
                             "   relevant ones after a third.\r\n"
                             "PY 2020\r\n"
                             "VL 12\r\n"
                             "DI 10.1016/j.jclinepi.2020.01.001\r\n"
                             "PM 31234567\r\n"
                             "UT WOS:000512345600001\r\n"
                             "ER\r\n"
                             "\r\n"
                             "PT J\r\n"
                             "AU Nobody, X\r\n"
                             "SO EMPTY JOURNAL\r\n"
                             "PY 2019\r\n"
                             "ER\r\n"
                             "\r\n"
                             "PT J\r\n"
                             "TI Second paper without abstract\r\n"
                             "EA JAN 2021\r\n"
                             "ER\r\n"
                             "\r\n"
                             "EF\r\n";

const QByteArray medlineExport = "PMID- 31234567\n"
                                 "OWN - NLM\n"
                                 "STAT- MEDLINE\n"
                                 "DP  - 2020 Jan 15\n"
                                 "TI  - Proton pump inhibitors and the risk of\n"
                                 "      fractures: a meta-analysis.\n"
                                 "LID - 10.1000/ppi.2020.1 [doi]\n"
                                 "AB  - BACKGROUND: Proton pump inhibitors (PPIs) are widely used. METHODS: We\n"
                                 "      pooled 12 studies. RESULTS: The risk rose (OR 1.3).\n"
                                 "FAU - García, María José\n"
                                 "AU  - García MJ\n"
                                 "FAU - Chen, Wei\n"
                                 "AU  - Chen W\n"
                                 "PT  - Journal Article\n"
                                 "PT  - Meta-Analysis\n"
                                 "TA  - BMJ\n"
                                 "JT  - BMJ (Clinical research ed.)\n"
                                 "MH  - Humans\n"
                                 "MH  - *Proton Pump Inhibitors/adverse effects\n"
                                 "OT  - fractures\n"
                                 "\n"
                                 "PMID- 30000001\n"
                                 "DP  - 2018\n"
                                 "TI  - A record with short author names only.\n"
                                 "AU  - Lee JH\n"
                                 "AID - S0000-0000(18)00001-1 [pii]\n"
                                 "AID - 10.1000/short [doi]\n"
                                 "\n"
                                 "PMID- 30000002\n"
                                 "OWN - NLM\n";

} // namespace

TEST_CASE("Web of Science records: wrapped fields, full author names, keywords, identifiers", "[import][wos]")
{
    const Test::ReaderRun read = Test::readWith<Import::WosReader>(wosExport, QStringLiteral("savedrecs.txt"));
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("Deep screening of abstracts for systematic reviews"));
    CHECK(record.abstract ==
        QStringLiteral(
            "We screen $10^4$ abstracts with active learning and find 95% of the relevant ones after a third."));
    CHECK(record.reference.authors ==
        QList<PersonName>{ { QStringLiteral("Smith"), QStringLiteral("John") },
            { QStringLiteral("Müller"), QStringLiteral("Anna") },
            { QStringLiteral("Prokhorov"), QStringLiteral("Alexander V") } });
    CHECK(record.venue == QStringLiteral("JOURNAL OF CLINICAL EPIDEMIOLOGY"));
    CHECK(record.year == 2020);
    CHECK(record.reference.doi == QStringLiteral("10.1016/j.jclinepi.2020.01.001"));
    CHECK(record.reference.pmid == QStringLiteral("31234567"));
    CHECK(record.reference.keywords ==
        QStringList{
            QStringLiteral("active learning"), QStringLiteral("systematic review"), QStringLiteral("screening") });
    CHECK(record.reference.entryType == QStringLiteral("J"));
    CHECK(record.reference.sourceFormat == QStringLiteral("wos"));
    CHECK(Test::sourceField(record, QStringLiteral("UT")) == QStringLiteral("WOS:000512345600001"));
    CHECK(Test::sourceField(record, QStringLiteral("VL")) == QStringLiteral("12"));
    CHECK(Test::sourceField(record, QStringLiteral("AU")).isEmpty()); // the short names are not kept twice
    // The record with nothing to show is skipped with its line; the one without abstract is kept.
    REQUIRE(read.skipped.size() == 1);
    CHECK(read.skipped[0].line == 24);
    CHECK(read.parsed->records[1].title == QStringLiteral("Second paper without abstract"));
    CHECK(read.parsed->records[1].year == 2021);
    CHECK(read.parsed->collection.name == QStringLiteral("savedrecs"));
}

TEST_CASE("MEDLINE records: six-space continuations, FAU names, DP year, DOI from LID or AID, MeSH", "[import][pubmed]")
{
    const Test::ReaderRun read = Test::readWith<Import::MedlineReader>(medlineExport, QStringLiteral("pubmed.nbib"));
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 3);
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("Proton pump inhibitors and the risk of fractures: a meta-analysis."));
    CHECK(record.abstract.startsWith(
        QStringLiteral("BACKGROUND: Proton pump inhibitors (PPIs) are widely used. METHODS: We pooled")));
    CHECK(record.reference.authors ==
        QList<PersonName>{ { QStringLiteral("García"), QStringLiteral("María José") },
            { QStringLiteral("Chen"), QStringLiteral("Wei") } });
    CHECK(record.year == 2020);
    CHECK(record.venue == QStringLiteral("BMJ (Clinical research ed.)"));
    CHECK(record.reference.doi == QStringLiteral("10.1000/ppi.2020.1"));
    CHECK(record.reference.pmid == QStringLiteral("31234567"));
    CHECK(record.reference.keywords ==
        QStringList{ QStringLiteral("fractures"),
            QStringLiteral("Humans"),
            QStringLiteral("Proton Pump Inhibitors/adverse effects") });
    CHECK(record.reference.entryType == QStringLiteral("Journal Article"));
    CHECK(record.links.contains(QUrl(QStringLiteral("https://pubmed.ncbi.nlm.nih.gov/31234567/"))));
    CHECK(Test::sourceField(record, QStringLiteral("STAT")) == QStringLiteral("MEDLINE"));

    const PaperRecord &second = read.parsed->records[1];
    CHECK(second.reference.authors == QList<PersonName>{ { QStringLiteral("Lee"), QStringLiteral("JH") } });
    CHECK(second.reference.doi == QStringLiteral("10.1000/short"));
    // The third record has an id but no text: it is kept as an untitled paper that names its PMID.
    CHECK(read.parsed->records[2].title.contains(QStringLiteral("30000002")));
    CHECK(read.skipped.isEmpty());
}

TEST_CASE("Web of Science and MEDLINE files are known by their content, whatever their names", "[import]")
{
    CHECK(Import::detectFormat(wosExport, QStringLiteral("savedrecs.txt")) == Import::Format::Wos);
    CHECK(Import::detectFormat("PT J\nAU Doe, J\nTI A title\nER\n", QStringLiteral("x.txt")) == Import::Format::Wos);
    CHECK(Import::detectFormat(medlineExport, QStringLiteral("pubmed-set.txt")) == Import::Format::Medline);
    CHECK(Import::detectFormat("TY  - JOUR\nTI  - x\nER  - \n", QStringLiteral("x.txt")) == Import::Format::Ris);
    // A paragraph that happens to start with two capitals is still a paragraph.
    CHECK(Import::detectFormat("PT Barnum wrote this.\n\nAnother paragraph.\n", QStringLiteral("x.txt")) ==
        Import::Format::Text);
    CHECK(Import::formatNamed(QStringLiteral("wos")) == Import::Format::Wos);
    CHECK(Import::formatNamed(QStringLiteral("pubmed")) == Import::Format::Medline);
}

TEST_CASE("A file with no tagged record is refused with a message that names the format", "[import]")
{
    const Test::ReaderRun wos = Test::readWith<Import::WosReader>("just some text\n", QStringLiteral("a.txt"));
    CHECK_FALSE(wos.parsed);
    CHECK(wos.error.contains(QStringLiteral("no Web of Science record")));
    const Test::ReaderRun medline = Test::readWith<Import::MedlineReader>("hello\n", QStringLiteral("a.nbib"));
    CHECK_FALSE(medline.parsed);
    CHECK(medline.error.contains(QStringLiteral("no MEDLINE record")));
}
