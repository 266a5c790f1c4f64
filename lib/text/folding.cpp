// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/folding.h"

#include <algorithm>
#include <string_view>

namespace Lectern::Text {
namespace {

struct Replacement
{
    char32_t from;
    std::u16string_view to;
};

// Letters that are base letters with a stroke, or ligatures, as far as Unicode is concerned, so
// decomposition leaves them alone, although readers and typists treat them as the plain letters.
constexpr Replacement replacements[] = {
    { U'Ł', u"l" },
    { U'ł', u"l" },
    { U'Ŀ', u"l" },
    { U'ŀ', u"l" },
    { U'Ø', u"o" },
    { U'ø', u"o" },
    { U'Đ', u"d" },
    { U'đ', u"d" },
    { U'Ð', u"d" },
    { U'ð', u"d" },
    { U'Ħ', u"h" },
    { U'ħ', u"h" },
    { U'Ŧ', u"t" },
    { U'ŧ', u"t" },
    { U'Ɨ', u"i" },
    { U'ɨ', u"i" },
    { U'Ƀ', u"b" },
    { U'ƀ', u"b" },
    { U'ı', u"i" },
    { U'ȷ', u"j" },
    { U'ƒ', u"f" },
    { U'ß', u"ss" },
    { U'ẞ', u"ss" },
    { U'Æ', u"ae" },
    { U'æ', u"ae" },
    { U'Œ', u"oe" },
    { U'œ', u"oe" },
    { U'Þ', u"th" },
    { U'þ', u"th" },
};

const Replacement *findReplacement(char32_t c)
{
    const auto *found = std::find_if(
        std::begin(replacements), std::end(replacements), [c](const Replacement &r) { return r.from == c; });
    return found == std::end(replacements) ? nullptr : found;
}

// Marks that change how a letter is pronounced or stressed but not which letter it is, and the
// vowel points of Arabic and Hebrew, which most text leaves out.
bool isDiacritic(char32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) ||
        (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0x064B && c <= 0x065F) || c == 0x0670 ||
        (c >= 0x0591 && c <= 0x05C7 && c != 0x05BE && c != 0x05C0 && c != 0x05C3 && c != 0x05C6);
}

bool isMark(char32_t c)
{
    const auto category = QChar::category(c);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
        category == QChar::Mark_Enclosing;
}

void appendCodePoint(QString &out, char32_t c)
{
    if (QChar::requiresSurrogates(c)) {
        out += QChar(QChar::highSurrogate(c));
        out += QChar(QChar::lowSurrogate(c));
    } else {
        out += QChar(char16_t(c));
    }
}

void fold(char32_t c, QString &out);

// A decomposition is used only when nothing but diacritics is dropped from it: が decomposes to
// か and a voicing mark that changes the word, so it stays whole.
bool foldDecomposition(char32_t c, QString &out)
{
    const QString parts = QChar::decomposition(c);
    QString folded;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        char32_t part = parts[i].unicode();
        if (parts[i].isHighSurrogate() && i + 1 < parts.size()) {
            part = QChar::surrogateToUcs4(parts[i], parts[i + 1]);
            ++i;
        }
        fold(part, folded);
    }
    for (qsizetype i = 0; i < folded.size(); ++i) {
        char32_t part = folded[i].unicode();
        if (folded[i].isHighSurrogate() && i + 1 < folded.size()) {
            part = QChar::surrogateToUcs4(folded[i], folded[i + 1]);
            ++i;
        }
        if (isMark(part))
            return false;
    }
    out += folded;
    return true;
}

void fold(char32_t c, QString &out)
{
    if (c < 0x80) {
        out += QChar(char16_t(c)).toLower();
        return;
    }
    if (isDiacritic(c))
        return;
    if (const QStringView plain = plainLetters(c); !plain.isEmpty()) {
        out += plain;
        return;
    }
    const bool hangulSyllable = c >= 0xAC00 && c <= 0xD7A3;
    if (!hangulSyllable && QChar::decompositionTag(c) != QChar::NoDecomposition && foldDecomposition(c, out))
        return;
    appendCodePoint(out, QChar::toCaseFolded(c));
}

template<typename Sink>
void foldEach(QStringView text, Sink sink)
{
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype start = i;
        char32_t c = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        ++i;
        sink(c, start);
    }
}

} // namespace

QStringView plainLetters(char32_t c)
{
    const Replacement *replacement = findReplacement(c);
    return replacement ? QStringView(replacement->to.data(), qsizetype(replacement->to.size())) : QStringView();
}

TextRange FoldedText::toOriginal(TextRange folded) const
{
    if (origins.isEmpty())
        return {};
    const qsizetype size = text.size();
    const qsizetype startIndex = std::clamp<qsizetype>(folded.start, 0, size);
    const qsizetype endIndex = std::clamp<qsizetype>(folded.end, startIndex, size);
    const qsizetype start = origins[startIndex];
    if (endIndex == startIndex)
        return { start, start };
    const qsizetype last = origins[endIndex - 1];
    qsizetype next = endIndex;
    while (next < size && origins[next] == last)
        ++next;
    return { start, origins[next] };
}

QString foldForSearch(QStringView text)
{
    QString out;
    out.reserve(text.size());
    foldEach(text, [&out](char32_t c, qsizetype) { fold(c, out); });
    return out;
}

FoldedText foldForSearchMapped(QStringView text)
{
    FoldedText folded;
    folded.text.reserve(text.size());
    folded.origins.reserve(text.size() + 1);
    const char16_t *characters = text.utf16();
    for (qsizetype start = 0; start < text.size();) {
        // ASCII, most of most text, folds to itself in lower case, a character for a character:
        // a run of it is folded in one go.
        qsizetype end = start;
        while (end < text.size() && characters[end] < 0x80)
            ++end;
        for (qsizetype i = start; i < end; ++i) {
            const char16_t c = characters[i];
            folded.text.append(QChar(c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c));
            folded.origins.append(i);
        }
        if (end == text.size())
            break;
        // The character after the run, of one or two UTF-16 units.
        char32_t c = characters[end];
        qsizetype next = end + 1;
        if (QChar::isHighSurrogate(c) && next < text.size() && QChar::isLowSurrogate(characters[next]))
            c = QChar::surrogateToUcs4(characters[end], characters[next++]);
        fold(c, folded.text);
        folded.origins.resize(folded.text.size(), end);
        start = next;
    }
    folded.origins.append(text.size());
    return folded;
}

} // namespace Lectern::Text
