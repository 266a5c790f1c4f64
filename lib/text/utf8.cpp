// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/utf8.h"

namespace Lectern::Text {
namespace {

bool isContinuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

// Length of the valid UTF-8 sequence starting at bytes[i], or 0 when it is invalid
// (overlong forms, surrogates and code points above U+10FFFF are invalid, as in RFC 3629).
qsizetype sequenceLength(QByteArrayView bytes, qsizetype i)
{
    const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
    const unsigned char c = at(i);
    const qsizetype left = bytes.size() - i;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        return left >= 2 && isContinuation(at(i + 1)) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (left < 3 || !isContinuation(at(i + 1)) || !isContinuation(at(i + 2)))
            return 0;
        if ((c == 0xE0 && at(i + 1) < 0xA0) || (c == 0xED && at(i + 1) > 0x9F))
            return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (left < 4 || !isContinuation(at(i + 1)) || !isContinuation(at(i + 2)) || !isContinuation(at(i + 3)))
            return 0;
        if ((c == 0xF0 && at(i + 1) < 0x90) || (c == 0xF4 && at(i + 1) > 0x8F))
            return 0;
        return 4;
    }
    return 0;
}

// Control bytes that never appear in a text file; tab, newlines and form feed do.
bool isBinaryByte(unsigned char c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f';
}

} // namespace

DecodedText decodeUtf8(QByteArrayView bytes)
{
    static constexpr QByteArrayView bom("\xEF\xBB\xBF");
    const qsizetype start = bytes.startsWith(bom) ? bom.size() : 0;
    for (qsizetype i = start; i < bytes.size();) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (isBinaryByte(c))
            return { {}, DecodedText::Error::Binary, i };
        const qsizetype length = sequenceLength(bytes, i);
        if (length == 0)
            return { {}, DecodedText::Error::InvalidUtf8, i };
        i += length;
    }
    return { QString::fromUtf8(bytes.sliced(start)), DecodedText::Error::None, -1 };
}

} // namespace Lectern::Text
