// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/plaintextreader.h"
#include "support/readersupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QBuffer>
#include <QRegularExpression>

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
    auto parsed = Lectern::Import::readAll(reader, buffer, name);
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

TEST_CASE("A header line names the collection, paragraphs are abstracts", "[import][plaintext]")
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
    CHECK(error == QStringLiteral("picture.gif: not a text file (binary data at byte 7)"));

    CHECK_FALSE(
        read("Header\n\nAn abstract about graphs.\n\nBroken \xff\xfe bytes.\n", &error, QStringLiteral("bad.txt")));
    CHECK(error.startsWith(QStringLiteral("bad.txt: invalid UTF-8 at byte 42")));
}

TEST_CASE("A stray control character is removed with a warning, mostly control bytes are binary", "[import][plaintext]")
{
    // As in a real ICLR export: one U+0002 inside one abstract of many.
    const Lectern::Test::ReaderRun run = Lectern::Test::readWith<PlainTextReader>(
        "ICLR 2017 Papers\n\nFirst abstract.\n\nSecond\x02 abstract,\non two\x1f lines.\n\nThird.\n",
        QStringLiteral("iclr.txt"));
    REQUIRE(run.parsed);
    CHECK(abstracts(*run.parsed) ==
        QStringList{ QStringLiteral("First abstract."),
            QStringLiteral("Second abstract,\non two lines."),
            QStringLiteral("Third.") });
    CHECK(run.warnings ==
        QStringList{
            QStringLiteral("removed 2 stray control character(s) that text does not contain (the first on line 5)") });

    const Lectern::Test::ReaderRun clean =
        Lectern::Test::readWith<PlainTextReader>("Header\n\nClean.\n", QStringLiteral("a.txt"));
    CHECK(clean.warnings.isEmpty());

    QByteArray noisy("Control\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0e bytes");
    const Lectern::Test::ReaderRun binary = Lectern::Test::readWith<PlainTextReader>(noisy, QStringLiteral("data.bin"));
    CHECK_FALSE(binary.parsed);
    CHECK(binary.error == QStringLiteral("data.bin: not a text file (binary data at byte 7)"));
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

namespace {

// The reader as it was before it streamed: the whole file decoded at once, split at blank
// lines by a regular expression. The streaming reader must find exactly the same paragraphs.
QStringList wholeFileParagraphs(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(u'\r', u'\n');
    static const QRegularExpression blankLine(QStringLiteral(R"(\n[ \t\f\x{00A0}\x{3000}]*\n)"));
    QStringList paragraphs;
    for (const QString &paragraph : text.split(blankLine)) {
        QStringList lines = paragraph.split(u'\n');
        for (QString &line : lines)
            line = line.trimmed();
        lines.removeAll(QString());
        if (!lines.isEmpty())
            paragraphs.append(lines.join(u'\n'));
    }
    return paragraphs;
}

// A few megabytes of paragraphs with every kind of line end and blank line, lines that wrap,
// accented and Chinese text, and lines of nothing but spaces that are not blank lines; some
// paragraphs are long enough to cross the reader's 1 MiB chunks.
QByteArray mixedFile(quint32 seed, qsizetype size)
{
    const QByteArray ends[] = { "\n", "\r\n", "\r" };
    const QByteArray blanks[] = { "", "  ", "\t", "\xC2\xA0", "\xE3\x80\x80", " \f " };
    const QByteArray words[] = { "graph", "Łojasiewicz", "模型", "naïve", "$O(n)$", "**BOLD**", "x" };
    QByteArray bytes = "Test 2025 Papers\n\n";
    quint32 state = seed;
    const auto next = [&state](quint32 bound) {
        state = state * 1664525u + 1013904223u;
        return (state >> 8) % bound;
    };
    while (bytes.size() < size) {
        const quint32 lines = 1 + next(3);
        const quint32 length = next(20) == 0 ? 50000 : 5 + next(60);
        for (quint32 l = 0; l < lines; ++l) {
            if (next(10) == 0)
                bytes += "  ";
            for (quint32 w = 0; w < length; ++w) {
                bytes += words[next(static_cast<quint32>(std::size(words)))];
                bytes += ' ';
            }
            if (next(15) == 0)
                bytes += "\xE2\x80\x83"; // an em space: trimmed, but not a blank line
            bytes += ends[next(static_cast<quint32>(std::size(ends)))];
        }
        const quint32 separators = 1 + next(2);
        for (quint32 s = 0; s < separators; ++s)
            bytes += blanks[next(static_cast<quint32>(std::size(blanks)))] +
                ends[next(static_cast<quint32>(std::size(ends)))];
    }
    return bytes;
}

} // namespace

TEST_CASE("Large files are read as a stream and split exactly as a whole-file read would", "[import][plaintext]")
{
    for (quint32 seed : { 1u, 2u, 3u }) {
        const QByteArray bytes = mixedFile(seed, 3 << 20);
        QStringList expected = wholeFileParagraphs(bytes);
        REQUIRE(expected.size() > 1);
        expected.removeFirst(); // the header line

        const auto parsed = read(bytes);
        REQUIRE(parsed);
        CHECK(parsed->collection.name == QStringLiteral("Test 2025"));
        CHECK(abstracts(*parsed) == expected);
    }
}

TEST_CASE("A CRLF split across the reader's chunks is one line end", "[import][plaintext]")
{
    constexpr qsizetype Chunk = 1 << 20;
    for (const qsizetype at : { Chunk - 2, Chunk - 1, Chunk, Chunk + 1 }) {
        // "\r\n\r\n" placed so that a chunk ends inside it.
        QByteArray bytes = "Header\r\n\r\n" + QByteArray(at - 10, 'a') + "\r\n\r\nsecond\r\n";
        const auto parsed = read(bytes);
        REQUIRE(parsed);
        REQUIRE(parsed->records.size() == 2);
        CHECK(parsed->records[0].abstract.size() == at - 10);
        CHECK(parsed->records[1].abstract == QStringLiteral("second"));
    }
}

TEST_CASE("Errors far into a large file name their exact byte offset", "[import][plaintext]")
{
    QByteArray bytes = "\xEF\xBB\xBFHeader\n\n";
    while (bytes.size() < (5 << 20) / 2)
        bytes += "An abstract about Łojasiewicz inequalities and graphs.\n\n";
    QString error;
    CHECK_FALSE(read(bytes + "Broken \xC3( bytes.\n\nMore.\n", &error, QStringLiteral("big.txt")));
    CHECK(error ==
        QStringLiteral("big.txt: invalid UTF-8 at byte %1; save the file as UTF-8 and import it again")
            .arg(bytes.size() + 7));

    const qsizetype binaryAt = bytes.size() + 3;
    CHECK_FALSE(read(bytes + QByteArray("Bad\0 byte.\n", 11), &error, QStringLiteral("big.txt")));
    CHECK(error == QStringLiteral("big.txt: not a text file (binary data at byte %1)").arg(binaryAt));

    // A sequence cut short by the end of a line.
    CHECK_FALSE(read(bytes + "Cut \xE2\x82\nshort.\n", &error, QStringLiteral("big.txt")));
    CHECK(error.contains(QStringLiteral("invalid UTF-8 at byte %1").arg(bytes.size() + 4)));
}

TEST_CASE("Paragraphs of nothing but wide spaces are not abstracts", "[import][plaintext]")
{
    const QByteArray bytes = "Header\n\nFirst.\n\n\xE2\x80\x83\xE2\x80\x83\n\nSecond.\n";
    const auto parsed = read(bytes);
    REQUIRE(parsed);
    CHECK(abstracts(*parsed) == QStringList{ QStringLiteral("First."), QStringLiteral("Second.") });
}

TEST_CASE("The reader's position is the end of the last abstract it returned", "[import][plaintext]")
{
    QByteArray bytes = "Header\n\nFirst.\n\n\nSecond one.\n";
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    PlainTextReader reader;
    REQUIRE(reader.start(buffer, QStringLiteral("list.txt")));
    REQUIRE(reader.next());
    const qint64 first = reader.position();
    CHECK(first >= bytes.indexOf("First.") + 6);
    CHECK(first <= bytes.indexOf("Second"));
    REQUIRE(reader.next());
    CHECK(reader.position() == bytes.size());
    CHECK_FALSE(reader.next());
}
