// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/namespellings.h"

namespace Lectern::Text {
namespace {

constexpr char16_t CombiningDiaeresis = 0x0308;

// The vowel an umlaut is written on, or 0.
char16_t umlautVowel(char16_t c)
{
    switch (c) {
    case u'ä':
        return u'a';
    case u'ö':
        return u'o';
    case u'ü':
        return u'u';
    case u'Ä':
        return u'A';
    case u'Ö':
        return u'O';
    case u'Ü':
        return u'U';
    default:
        return 0;
    }
}

bool takesUmlaut(char16_t c)
{
    return QStringView(u"aouAOU").contains(QChar(c));
}

} // namespace

QString spellingWithoutUmlauts(QStringView name)
{
    QString spelled;
    bool changed = false;
    spelled.reserve(name.size() + 2);
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name[i].unicode();
        // Decomposed text writes ü as u and a combining diaeresis.
        const bool decomposed = takesUmlaut(c) && i + 1 < name.size() && name[i + 1].unicode() == CombiningDiaeresis;
        if (const char16_t vowel = decomposed ? c : umlautVowel(c)) {
            i += decomposed ? 1 : 0;
            // "Ä" is "Ae" in a name, "AE" in a name written in capitals.
            const bool capitals = QChar(vowel).isUpper() && i + 1 < name.size() && name[i + 1].isUpper();
            spelled += QChar(vowel);
            spelled += QChar(capitals ? u'E' : u'e');
            changed = true;
        } else {
            spelled += QChar(c);
        }
    }
    return changed ? spelled : QString();
}

} // namespace Lectern::Text
