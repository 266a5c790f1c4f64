// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace Lectern::Text {

// The result of strictly decoding bytes that should be UTF-8 text.
struct DecodedText
{
    enum class Error {
        None,
        Binary, // a NUL or other control byte that text files do not contain
        InvalidUtf8,
    };
    QString text;
    Error error = Error::None;
    qsizetype errorOffset = -1; // byte offset of the first offending byte
};

// Decodes UTF-8 with or without a byte-order mark. Unlike QStringDecoder, which replaces bad
// sequences silently, this stops at the first one and says where it is.
DecodedText decodeUtf8(QByteArrayView bytes);

} // namespace Lectern::Text
