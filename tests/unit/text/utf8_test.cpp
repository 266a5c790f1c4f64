// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/utf8.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::decodeUtf8;
using Error = Lectern::Text::DecodedText::Error;

TEST_CASE("UTF-8 text decodes, with or without a byte-order mark", "[text][utf8]")
{
    const auto plain = decodeUtf8("caf\xC3\xA9 \xE8\xAE\xBA\xE6\x96\x87 \xF0\x9D\x92\xAA");
    CHECK(plain.error == Error::None);
    CHECK(plain.text == QStringLiteral("café 论文 𝒪"));

    const auto withBom = decodeUtf8("\xEF\xBB\xBFhello");
    CHECK(withBom.error == Error::None);
    CHECK(withBom.text == QStringLiteral("hello"));
}

TEST_CASE("Invalid UTF-8 is refused at the offset of the first bad byte", "[text][utf8]")
{
    struct Case
    {
        QByteArray bytes;
        qsizetype offset;
    };
    const Case cases[] = {
        { QByteArrayLiteral("ok \xFF\xFE bytes"), 3 }, // never valid in UTF-8
        { QByteArrayLiteral("Latin-1 caf\xE9!"), 11 }, // a Latin-1 é
        { QByteArrayLiteral("\xC0\xAF"), 0 }, // overlong "/"
        { QByteArrayLiteral("ab\xED\xA0\x80"), 2 }, // a UTF-16 surrogate
        { QByteArrayLiteral("abc\xE8\xAE"), 3 }, // truncated at the end
        { QByteArrayLiteral("\xF4\x90\x80\x80"), 0 }, // above U+10FFFF
    };
    for (const auto &c : cases) {
        const auto decoded = decodeUtf8(c.bytes);
        INFO(c.bytes.toHex().toStdString());
        CHECK(decoded.error == Error::InvalidUtf8);
        CHECK(decoded.errorOffset == c.offset);
    }
}

TEST_CASE("Control bytes mark a binary file, tabs and line ends do not", "[text][utf8]")
{
    const auto binary = decodeUtf8(QByteArray("PK\x03\x04zip", 7));
    CHECK(binary.error == Error::Binary);
    CHECK(binary.errorOffset == 2);
    CHECK(decodeUtf8(QByteArray("a\0b", 3)).error == Error::Binary);
    CHECK(decodeUtf8("a\tb\r\nc\n").error == Error::None);
}
