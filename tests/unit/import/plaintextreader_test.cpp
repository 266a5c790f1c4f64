// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/plaintextreader.h"

#include <catch2/catch_test_macros.hpp>

#include <QBuffer>

using Lectern::Import::ParsedFile;
using Lectern::Import::PlainTextReader;

namespace {

std::optional<ParsedFile> read(
    const QByteArray &bytes, QString *error = nullptr, const QString &name = QStringLiteral("list.txt"))
{
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    PlainTextReader reader;
    auto parsed = reader.read(buffer, name);
    if (error)
        *error = reader.errorString();
    return parsed;
}

QStringList abstracts(const ParsedFile &file)
{
    QStringList texts;
    for (const auto &record : file.records)
        texts.append(record.abstract);
    return texts;
}

} // namespace

TEST_CASE("A header line names the collection; paragraphs are abstracts", "[import][plaintext]")
{
    const auto parsed = read("ICLR 2025 Papers\n\nFirst abstract.\n\nSecond abstract.\n");
    REQUIRE(parsed);
    CHECK(parsed->collection.name == QStringLiteral("ICLR 2025"));
    CHECK(parsed->collection.venue == QStringLiteral("ICLR"));
    CHECK(parsed->collection.year == 2025);
    CHECK(abstracts(*parsed) == QStringList{ QStringLiteral("First abstract."), QStringLiteral("Second abstract.") });
    CHECK(parsed->records[1].sourcePosition == 2);
    CHECK(parsed->records[0].titleInferred);
    CHECK_FALSE(parsed->records[0].title.isEmpty());
}

TEST_CASE("Without a header the file name names the collection", "[import][plaintext]")
{
    const auto parsed =
        read("We propose a thing.\n\nWe study another thing.\n", nullptr, QStringLiteral("/x/survey refs.txt"));
    REQUIRE(parsed);
    CHECK(parsed->collection.name == QStringLiteral("survey refs"));
    CHECK(parsed->records.size() == 2);
}

TEST_CASE("BOM, CRLF, stray whitespace and CJK text are read faithfully", "[import][plaintext]")
{
    const auto parsed = read("\xEF\xBB\xBFICLR 2025 \xE8\xAE\xBA\xE6\x96\x87\xE5\x88\x97\xE8\xA1\xA8\r\n"
                             "   \r\n"
                             "  First line of one abstract,\r\n"
                             "second line of the same abstract.  \r\n"
                             "\t\r\n\r\n\r\n"
                             "\xE6\x88\x91\xE4\xBB\xAC\xE6\x8F\x90\xE5\x87\xBA\xE4\xBA\x86\xE6\x96\xB0\xE6\x96\xB9\xE6"
                             "\xB3\x95\xE3\x80\x82\r\n");
    REQUIRE(parsed);
    CHECK(parsed->collection.name == QStringLiteral("ICLR 2025"));
    CHECK(abstracts(*parsed) ==
        QStringList{ QStringLiteral("First line of one abstract,\nsecond line of the same abstract."),
            QStringLiteral("我们提出了新方法。") });
}

TEST_CASE("Binary and invalid UTF-8 files are refused with the file and byte offset", "[import][plaintext]")
{
    QString error;
    CHECK_FALSE(read(QByteArray("GIF89a\x01\0", 8), &error, QStringLiteral("picture.gif")));
    CHECK(error == QStringLiteral("picture.gif: not a text file (binary data at byte 6)"));

    CHECK_FALSE(
        read("Header\n\nAn abstract about graphs.\n\nBroken \xff\xfe bytes.\n", &error, QStringLiteral("bad.txt")));
    CHECK(error.startsWith(QStringLiteral("bad.txt: invalid UTF-8 at byte 42")));
}

TEST_CASE("An empty or blank file has no abstracts", "[import][plaintext]")
{
    for (const QByteArray &bytes : { QByteArray(), QByteArray("\n\n  \r\n"), QByteArray("\xEF\xBB\xBF") }) {
        const auto parsed = read(bytes);
        REQUIRE(parsed);
        CHECK(parsed->records.isEmpty());
    }
}

TEST_CASE("Links are extracted from each abstract", "[import][plaintext]")
{
    const auto parsed = read("Paper list\n\nCode at https://example.org/code and https://example.org/page.\n");
    REQUIRE(parsed);
    REQUIRE(parsed->records.size() == 1);
    CHECK(parsed->records[0].links.size() == 2);
}
