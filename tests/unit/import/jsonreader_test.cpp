// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/formats.h"
#include "import/jsonreader.h"
#include "import/jsonrecordsplitter.h"
#include "support/readersupport.h"
#include "support/testsupport.h"

#include <QBuffer>

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Lectern::Import::JsonReader;

namespace {

Test::ReaderRun readJson(const QByteArray &bytes, const QString &name = QStringLiteral("papers.json"))
{
    return Test::readWith<Import::JsonReader>(bytes, name);
}

// Reads 40,000 records written on one line between opening and closing, checking that the first
// comes before more than mostReadFirst bytes were read, and that all come.
void checkReadAsItComes(const QByteArray &opening, const QByteArray &closing, qint64 mostReadFirst)
{
    QByteArray document = opening;
    for (int i = 0; i < 40000; ++i)
        document += (i ? "," : "") + QByteArray("{\"title\": \"Paper ") + QByteArray::number(i) +
            "\", \"abstract\": \"One line of an API's answer, with no line break in it at all.\"}";
    document += closing;
    REQUIRE(document.size() > 4'000'000);
    QBuffer device(&document);
    REQUIRE(device.open(QIODevice::ReadOnly));
    Import::JsonReader reader;
    REQUIRE(reader.start(device, QStringLiteral("one-line.json")));
    const std::optional<PaperRecord> first = reader.next();
    REQUIRE(first.has_value());
    CHECK(first->title == QStringLiteral("Paper 0"));
    CHECK(device.pos() < mostReadFirst);
    int records = 1;
    while (reader.next())
        ++records;
    CHECK(reader.errorString().isEmpty());
    CHECK(records == 40000);
}

} // namespace

TEST_CASE("OpenReview-style lists: ','-joined authors and keywords, status kept", "[import][json]")
{
    const Test::ReaderRun read = readJson(R"([{"id": "B1-Hhnslg", "title": "Prototypical Networks", "status": "Reject",
        "abstract": "We learn a metric space.", "keywords": "Deep learning;Transfer Learning",
        "author": "Jake Snell;Kevin Swersky", "site": "https://openreview.net/forum?id=B1-Hhnslg", "rating": "4;5;6"},
        {"title": "", "abstract": "  ", "id": "SJUdkecgx", "status": "Reject"}, {"title": "", "abstract": ""}])");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("Prototypical Networks"));
    CHECK(record.abstract == QStringLiteral("We learn a metric space."));
    CHECK(record.reference.authors.size() == 2);
    CHECK(record.reference.authors[0].family == QStringLiteral("Jake Snell"));
    CHECK(record.reference.keywords ==
        QStringList{ QStringLiteral("Deep learning"), QStringLiteral("Transfer Learning") });
    CHECK(record.reference.citationKey == QStringLiteral("B1-Hhnslg"));
    CHECK(Test::sourceField(record, QStringLiteral("status")) == QStringLiteral("Reject"));
    CHECK(Test::sourceField(record, QStringLiteral("rating")) == QStringLiteral("4;5;6"));
    CHECK(record.links.contains(QUrl(QStringLiteral("https://openreview.net/forum?id=B1-Hhnslg"))));
    // A record that lost its text but has an id is kept, under a title that says so; one with
    // nothing at all is not.
    CHECK(read.parsed->records[1].title == QStringLiteral("Untitled (SJUdkecgx)"));
    CHECK(read.parsed->records[1].titleInferred);
    REQUIRE(read.skipped.size() == 1);
    CHECK(read.skipped[0].line == 3);
}

TEST_CASE("CSL-JSON, OpenAlex and arXiv records", "[import][json]")
{
    const Test::ReaderRun read = readJson(R"({"meta": {"count": 3}, "results": [
        {"type": "article-journal", "id": "doe2020", "title": "CSL title", "DOI": "10.1000/CSL",
         "author": [{"family": "Doe", "given": "Jane"}, {"literal": "The Consortium"}],
         "issued": {"date-parts": [[2020, 5]]}, "container-title": "Journal", "abstract": "CSL abstract."},
        {"display_name": "OpenAlex work", "publication_year": 2021, "doi": "https://doi.org/10.1000/oa",
         "abstract_inverted_index": {"Graphs": [0], "are": [1, 4], "big": [2], "and": [3], "sparse.": [5]},
         "authorships": [{"author": {"display_name": "Ann Lee"}}]},
        {"paper_id": "1606.00123", "title": "Exponential sums", "abstract": "Given $\\beta>0$.", "doi": "None",
         "authors_parsed": [["McLean", "William", ""]], "journal_ref": "None", "submitted_date": "2017-06-06"}
    ]})");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 3);
    const PaperRecord &csl = read.parsed->records[0];
    CHECK(csl.reference.authors ==
        QList<PersonName>{
            { QStringLiteral("Doe"), QStringLiteral("Jane") }, { QStringLiteral("The Consortium"), {} } });
    CHECK(csl.year == 2020);
    CHECK(csl.venue == QStringLiteral("Journal"));
    CHECK(csl.reference.doi == QStringLiteral("10.1000/csl"));
    CHECK(csl.reference.entryType == QStringLiteral("article-journal"));
    const PaperRecord &openAlex = read.parsed->records[1];
    CHECK(openAlex.abstract == QStringLiteral("Graphs are big and are sparse."));
    CHECK(openAlex.year == 2021);
    CHECK(openAlex.reference.authors == QList<PersonName>{ { QStringLiteral("Lee"), QStringLiteral("Ann") } });
    const PaperRecord &arxiv = read.parsed->records[2];
    CHECK(arxiv.reference.arxivId == QStringLiteral("1606.00123"));
    CHECK(arxiv.reference.doi.isEmpty());
    CHECK(arxiv.abstract == QStringLiteral("Given $\\beta>0$."));
    CHECK(arxiv.reference.authors == QList<PersonName>{ { QStringLiteral("McLean"), QStringLiteral("William") } });
    CHECK(Test::sourceField(arxiv, QStringLiteral("journal_ref")).isEmpty());
}

TEST_CASE("JSON Lines are read a line at a time, a bad line is skipped", "[import][json]")
{
    const Test::ReaderRun read = readJson("{\"title\": \"One\", \"abstract\": \"First.\", \"label_included\": 1}\n"
                                          "not json\n"
                                          "\n"
                                          "{\"title\": \"Two\", \"abstract\": \"Second.\", \"label_included\": 0}\n",
        QStringLiteral("demo.jsonl"));
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    CHECK(Test::sourceField(read.parsed->records[0], QStringLiteral("label_included")) == QStringLiteral("1"));
    REQUIRE(read.skipped.size() == 1);
    CHECK(read.skipped[0].line == 2);
    // A first line longer than the part read at a time.
    const QByteArray longAbstract(200'000, 'a');
    const Test::ReaderRun longLine = readJson(
        "{\"title\": \"Long\", \"abstract\": \"" + longAbstract + "\"}\n{\"title\": \"Short\", \"abstract\": \"b\"}\n");
    REQUIRE(longLine.parsed);
    REQUIRE(longLine.parsed->records.size() == 2);
    CHECK(longLine.parsed->records[0].abstract.size() == longAbstract.size());

    const Test::ReaderRun broken = readJson("[{\"title\": \"x\"},\n {\"title\": }]");
    CHECK_FALSE(broken.parsed);
    CHECK(broken.error.contains(QStringLiteral("not valid JSON in record 2")));
    CHECK(Import::detectFormat("\n  [{\"title\": 1}]", QStringLiteral("a.txt")) == Import::Format::Json);
    CHECK(Import::detectFormat("{\"title\": 1}\n", QStringLiteral("a")) == Import::Format::Json);
}

TEST_CASE("Inverted indexes that multiply a word are refused, naming the line and the limit", "[import][json]")
{
    // One word of 1,000 characters at 2,000 positions: 2 million characters from 10 KB.
    QByteArray positions;
    for (int i = 0; i < 2000; ++i)
        positions += (i ? "," : "") + QByteArray::number(i);
    const QByteArray word = QByteArray(1000, 'w');
    const QByteArray bomb = "{\"title\": \"Fine\"}\n{\"title\": \"Bomb\", \"abstract_inverted_index\": {\"" + word +
        "\": [" + positions + "]}}\n";
    const Test::ReaderRun one = readJson(bomb, QStringLiteral("works.jsonl"));
    CHECK_FALSE(one.parsed);
    CHECK(one.error ==
        QStringLiteral("works.jsonl, line 2: the abstract's inverted index expands to more than 1,048,576 characters "
                       "(the limit for one value)"));

    // Each under the limit, but forty of them from a file a twentieth their size.
    QByteArray short_positions;
    for (int i = 0; i < 9000; ++i)
        short_positions += (i ? "," : "") + QByteArray::number(i);
    QByteArray many;
    for (int i = 0; i < 40; ++i)
        many += "{\"title\": \"T\", \"abstract_inverted_index\": {\"" + QByteArray(100, 'w') + "\": [" +
            short_positions + "]}}\n";
    const Test::ReaderRun flood = readJson(many, QStringLiteral("works.jsonl"));
    CHECK_FALSE(flood.parsed);
    CHECK(flood.error.contains(QStringLiteral("the abstracts' inverted indexes expand to more than")));
}

TEST_CASE("OpenAlex works: authors as people with ORCIDs, venue, PMID, a key, titles with tags", "[import][json]")
{
    const Test::ReaderRun read = readJson(R"({"results": [{"id": "https://openalex.org/W2755950973",
        "display_name": "<i>In vivo</i> uptake of CO<sub>2</sub> by Ca<sup>2+</sup> <scp>channels</scp>",
        "publication_year": 2017, "doi": "https://doi.org/10.1016/j.joi.2017.08.007",
        "ids": {"openalex": "https://openalex.org/W2755950973", "pmid": "https://pubmed.ncbi.nlm.nih.gov/29012345"},
        "primary_location": {"source": {"display_name": "Journal of Informetrics", "issn_l": "1751-1577"}},
        "biblio": {"volume": "11", "issue": "4", "first_page": "959", "last_page": "975"},
        "authorships": [{"author": {"display_name": "Keng Lin Wong", "orcid": "https://orcid.org/0000-0002-8517-9411"}},
                        {"author": {"display_name": "Ludwig van Beethoven"}}]}]})");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 1);
    const PaperRecord &work = read.parsed->records[0];
    CHECK(work.reference.authors ==
        QList<PersonName>{
            { QStringLiteral("Wong"), QStringLiteral("Keng Lin"), QStringLiteral("0000-0002-8517-9411") },
            { QStringLiteral("van Beethoven"), QStringLiteral("Ludwig") } });
    CHECK(work.venue == QStringLiteral("Journal of Informetrics"));
    CHECK(work.reference.pmid == QStringLiteral("29012345"));
    CHECK(work.reference.citationKey == QStringLiteral("W2755950973"));
    // The fixed set becomes Lectern's markup; any other tag stays text.
    CHECK(work.title == QStringLiteral("*In vivo* uptake of CO$_2$ by Ca$^{2+}$ <scp>channels</scp>"));
    CHECK_FALSE(work.titleInferred);
}

TEST_CASE("A JSON array is cut into its elements whatever bytes arrive together", "[import][json]")
{
    const QByteArray array = "\xEF\xBB\xBF [ {\"title\": \"a ] } [ { , \\\" quoted\"}, [1, [2]] ,\n 42, \"s,]\", null,"
                             "{\"nested\": {\"x\": [\"}\"]}} ]  \n";
    const QByteArrayList expected{ "{\"title\": \"a ] } [ { , \\\" quoted\"}",
        "[1, [2]]",
        "42",
        "\"s,]\"",
        "null",
        "{\"nested\": {\"x\": [\"}\"]}}" };
    for (const qsizetype chunk : { qsizetype(1), qsizetype(3), qsizetype(7), array.size() }) {
        INFO("chunks of " << chunk);
        Import::JsonRecordSplitter splitter;
        QByteArrayList elements;
        for (qsizetype at = 0; at < array.size(); at += chunk)
            splitter.feed(QByteArrayView(array).sliced(at, std::min(chunk, array.size() - at)), elements);
        CHECK(splitter.errorString().isEmpty());
        CHECK(splitter.isClosed());
        CHECK(elements == expected);
    }
    Import::JsonRecordSplitter after;
    QByteArrayList elements;
    after.feed("[1] x", elements);
    CHECK(after.errorString().contains(QStringLiteral("text after the end of the JSON")));
}

TEST_CASE("An object is cut into the records of the array it holds, or is one record itself", "[import][json]")
{
    const auto cut = [](const QByteArray &document) {
        QByteArrayList records;
        for (const qsizetype chunk : { qsizetype(1), qsizetype(5), document.size() }) {
            Import::JsonRecordSplitter splitter;
            records.clear();
            for (qsizetype at = 0; at < document.size(); at += chunk)
                splitter.feed(QByteArrayView(document).sliced(at, std::min(chunk, document.size() - at)), records);
            CHECK(splitter.errorString().isEmpty());
            CHECK(splitter.isClosed());
            CHECK(splitter.isObject());
        }
        return records;
    };
    // The names in values and in nested objects are not the object's own.
    const QByteArray wrapped =
        "{\"meta\": {\"results\": [1], \"q\": \"\\\"items\\\": [\"}, \"note\": \"results\", "
        "\"results\" : [ {\"title\": \"A ] }\"}, {\"title\": \"B\"} ], \"next\": {\"x\": [\"}\"]}}\n";
    CHECK(cut(wrapped) == QByteArrayList{ "{\"title\": \"A ] }\"}", "{\"title\": \"B\"}" });
    const QByteArray single = "\xEF\xBB\xBF{\"title\": \"One\", \"data\": \"not records\", \"x\": {\"items\": []}}";
    CHECK(cut(single) == QByteArrayList{ QByteArray(single).sliced(3) });
}

TEST_CASE(
    "JSON Lines whose records hold an array named as records are, after blank lines, are read whole", "[import][json]")
{
    const Test::ReaderRun read = readJson("\n\n{\"title\": \"One\", \"abstract\": \"A.\", \"data\": [1, 2]}\n"
                                          "{\"title\": \"Two\", \"abstract\": \"B.\", \"items\": []}\n"
                                          "broken\n",
        QStringLiteral("lines.jsonl"));
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    CHECK(read.parsed->records[1].title == QStringLiteral("Two"));
    REQUIRE(read.skipped.size() == 1);
    CHECK(read.skipped[0].line == 5);
}

TEST_CASE("A JSON document is read to its end: text after it, or no document at all, is refused", "[import][json]")
{
    // Past the first chunks read, after the document closed.
    const Test::ReaderRun after = readJson(
        "{\"results\": [{\"title\": \"A\", \"abstract\": \"B\"}]}" + QByteArray(300'000, ' ') + "{\"title\": 1}");
    CHECK_FALSE(after.parsed);
    CHECK(after.error.contains(QStringLiteral("text after the end of the JSON")));
    const Test::ReaderRun blank = readJson("  \n\t\n", QStringLiteral("blank.json"));
    CHECK_FALSE(blank.parsed);
    CHECK(blank.error.contains(QStringLiteral("holds no JSON array or object")));
    // The first array of records in the object is read, in the order the object names them.
    const Test::ReaderRun first =
        readJson("{\"data\": [{\"title\": \"D\", \"abstract\": \"d\"}], \"results\": [{\"title\": \"R\"}]}");
    REQUIRE(first.parsed);
    REQUIRE(first.parsed->records.size() == 1);
    CHECK(first.parsed->records[0].title == QStringLiteral("D"));
}

TEST_CASE("An object holding a large array on one line is read as it comes, not whole", "[import][json]")
{
    // The first MiB of the line tells it from JSON Lines; the rest is read as it is needed.
    checkReadAsItComes("{\"meta\": {\"count\": 40000}, \"results\": [", "], \"group_by\": []}", 2'000'000);

    const Test::ReaderRun cut = readJson("{\"results\": [{\"title\": \"A\", \"abstract\": \"B\"}]");
    CHECK_FALSE(cut.parsed);
    CHECK(cut.error.contains(QStringLiteral("the object does not close")));
}

TEST_CASE("A large JSON array is read an element at a time; one that does not close is refused", "[import][json]")
{
    QByteArray array = "[";
    for (int i = 0; i < 3000; ++i)
        array += (i ? "," : "") + QByteArray("{\"title\": \"Paper ") + QByteArray::number(i) +
            "\", \"abstract\": \"About [brackets] and {braces}.\"}";
    const Test::ReaderRun read = readJson(array + "]");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 3000);
    CHECK(read.parsed->records[2999].title == QStringLiteral("Paper 2999"));
    CHECK(read.parsed->records[5].abstract == QStringLiteral("About [brackets] and {braces}."));

    const Test::ReaderRun cut = readJson(array);
    CHECK_FALSE(cut.parsed);
    CHECK(cut.error.contains(QStringLiteral("the array does not close")));
}

TEST_CASE("An array on one line is read as it comes, not whole before its first record", "[import][json]")
{
    checkReadAsItComes("\xEF\xBB\xBF[", "]", 1'000'000);
}

TEST_CASE("An array after many blank lines is still read as an array", "[import][json]")
{
    const Test::ReaderRun read =
        readJson(QByteArray(300'000, '\n') + "[{\"title\": \"After the blanks\", \"abstract\": \"Found.\"}]");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 1);
    CHECK(read.parsed->records[0].title == QStringLiteral("After the blanks"));
}
