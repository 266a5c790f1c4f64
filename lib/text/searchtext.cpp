// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/searchtext.h"

#include "text/folding.h"

#include <algorithm>

namespace Lectern::Text {

bool isUnspacedScript(char32_t c)
{
    return (c >= 0x0E00 && c <= 0x0EFF) // Thai, Lao
        || (c >= 0x1000 && c <= 0x109F) // Myanmar
        || (c >= 0x1100 && c <= 0x11FF) // Hangul Jamo
        || (c >= 0x1780 && c <= 0x17FF) // Khmer
        || (c >= 0x3040 && c <= 0x30FF) // Hiragana, Katakana
        || (c >= 0x3130 && c <= 0x318F) // Hangul compatibility Jamo
        || (c >= 0x31F0 && c <= 0x31FF) // Katakana phonetic extensions
        || (c >= 0x3400 && c <= 0x4DBF) // CJK extension A
        || (c >= 0x4E00 && c <= 0x9FFF) // CJK unified ideographs
        || (c >= 0xAC00 && c <= 0xD7AF) // Hangul syllables
        || (c >= 0xF900 && c <= 0xFAFF) // CJK compatibility ideographs
        || (c >= 0x20000 && c <= 0x3134F); // CJK extensions B to G
}

QString searchableText(QStringView text)
{
    if (std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; }))
        return text.toString();
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        const qsizetype start = i;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (c < 0x80) {
            out += QChar(char16_t(c));
        } else if (const QStringView plain = plainLetters(c); !plain.isEmpty()) {
            out += plain;
        } else if (isUnspacedScript(c)) {
            out += u' ';
            out += text.mid(start, i - start + 1);
            out += u' ';
        } else {
            out += text.mid(start, i - start + 1);
        }
    }
    return out;
}

} // namespace Lectern::Text
