// SPDX-License-Identifier: GPL-3.0-or-later
// Every reader reads a pipe (process substitution, a FIFO, standard input) as it reads a file.
#include "import/bibtexreader.h"
#include "import/csvreader.h"
#include "import/jsonreader.h"
#include "import/medlinereader.h"
#include "import/plaintextreader.h"
#include "import/risreader.h"
#include "import/wosreader.h"
#include "support/readersupport.h"

#include <catch2/catch_test_macros.hpp>

#include <functional>

using namespace Lectern;

namespace {

constexpr int Records = 500;

// A file of Records records, the record number i written by one call of entry(i).
QByteArray fileOf(const QByteArray &head, const std::function<QByteArray(int)> &entry, const QByteArray &tail = {})
{
    QByteArray bytes = head;
    for (int i = 1; i <= Records; ++i)
        bytes += entry(i);
    return bytes + tail;
}

QByteArray number(int i)
{
    return QByteArray::number(i);
}

QStringList titles(const Test::ReaderRun &run)
{
    QStringList all;
    if (run.parsed) {
        for (const PaperRecord &record : run.parsed->records)
            all.append(record.title);
    }
    return all;
}

template<typename Reader>
void checkPipeReadsWhole(const QByteArray &bytes, const QString &name)
{
    INFO(name.toStdString());
    const Test::ReaderRun fromFile = Test::readWith<Reader>(bytes, name);
    const Test::ReaderRun fromPipe = Test::readThroughPipe<Reader>(bytes, name);
    REQUIRE(fromFile.parsed);
    CHECK(fromFile.parsed->records.size() == Records);
    CHECK(fromPipe.error == fromFile.error);
    CHECK(titles(fromPipe) == titles(fromFile));
}

} // namespace

TEST_CASE("Every format reads the same through a pipe as from a file", "[import]")
{
    checkPipeReadsWhole<Import::CsvReader>(fileOf("title,abstract,year\n",
                                               [](int i) {
                                                   return "Paper " + number(i) + ",\"An abstract,\nover two lines.\"," +
                                                       number(1990 + i % 30) + "\n";
                                               }),
        QStringLiteral("review.csv"));
    checkPipeReadsWhole<Import::RisReader>(fileOf({},
                                               [](int i) {
                                                   return "TY  - JOUR\r\nTI  - Paper " + number(i) +
                                                       "\r\nAB  - An abstract.\r\nER  - \r\n\r\n";
                                               }),
        QStringLiteral("export.ris"));
    checkPipeReadsWhole<Import::WosReader>(
        fileOf(
            "FN Clarivate Analytics Web of Science\nVR 1.0\n",
            [](int i) { return "PT J\nTI Paper " + number(i) + "\nAB An abstract.\nER\n\n"; },
            "EF\n"),
        QStringLiteral("savedrecs.txt"));
    checkPipeReadsWhole<Import::MedlineReader>(
        fileOf(
            {}, [](int i) { return "PMID- " + number(i) + "\nTI  - Paper " + number(i) + "\nAB  - An abstract.\n\n"; }),
        QStringLiteral("pubmed.nbib"));
    checkPipeReadsWhole<Import::BibTexReader>(
        fileOf({}, [](int i) { return "@article{k" + number(i) + ",\n  title = {Paper " + number(i) + "},\n}\n\n"; }),
        QStringLiteral("refs.bib"));
    checkPipeReadsWhole<Import::JsonReader>(
        fileOf(
            "[",
            [](int i) { return (i > 1 ? "," : "") + QByteArray("\n{\"title\": \"Paper ") + number(i) + "\"}"; },
            "]\n"),
        QStringLiteral("papers.json"));
    checkPipeReadsWhole<Import::JsonReader>(
        fileOf({}, [](int i) { return "{\"title\": \"Paper " + number(i) + "\", \"abstract\": \"An abstract.\"}\n"; }),
        QStringLiteral("papers.jsonl"));
    checkPipeReadsWhole<Import::PlainTextReader>(
        fileOf("A collection\n\n", [](int i) { return "Abstract number " + number(i) + " is about graphs.\n\n"; }),
        QStringLiteral("list.txt"));
}
