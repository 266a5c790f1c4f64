// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/contentkey.h"

#include <QCryptographicHash>

#include <algorithm>

namespace Lectern::Text {
namespace {

bool isAscii(QChar c)
{
    return c.unicode() < 128;
}

// The text normalised (NFKC) and case folded. Qt does both for the parts of the text beyond
// ASCII only, each with the ASCII character before it (a letter composes with an accent after
// it), up to an ASCII character followed by another: an ASCII character never composes with,
// nor moves around, the one before it, and ASCII itself only has its capitals lowered. Most
// abstracts are ASCII but for a name or two, and asking Qt for a whole abstract cost twice as
// much as inferring its title.
QString folded(QStringView text)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype at = 0; at < text.size();) {
        const qsizetype beyond = std::find_if_not(text.cbegin() + at, text.cend(), isAscii) - text.cbegin();
        const qsizetype part = beyond == text.size() ? beyond : std::max(at, beyond - 1);
        const qsizetype lowered = result.size();
        result += text.sliced(at, part - at);
        std::transform(result.begin() + lowered, result.end(), result.begin() + lowered, [](QChar c) {
            return c.unicode() >= u'A' && c.unicode() <= u'Z' ? QChar(c.unicode() + (u'a' - u'A')) : c;
        });
        if (part == text.size())
            break;
        qsizetype end = beyond;
        while (end < text.size() && !(isAscii(text[end]) && (end + 1 == text.size() || isAscii(text[end + 1]))))
            ++end;
        result += text.sliced(part, end - part).toString().normalized(QString::NormalizationForm_KC).toCaseFolded();
        at = end;
    }
    return result;
}

// The text a key is the hash of: folded, without emphasis marks (**bold**, *italic*, __strong__
// and _em_ words are the plain words), and with its whitespace simplified.
QByteArray keyText(QStringView abstract)
{
    const QString whole = folded(abstract);
    QString text(whole.size(), Qt::Uninitialized); // cut to the length written below
    QChar *const begin = text.data();
    QChar *end = begin;
    bool spaced = false; // a space to write before the next character, if one follows
    for (const QChar c : whole) {
        if (c == u'*' || c == u'_')
            continue;
        if (c.isSpace()) {
            spaced = end != begin;
            continue;
        }
        if (spaced)
            *end++ = u' ';
        spaced = false;
        *end++ = c;
    }
    text.truncate(end - begin);
    return text.toUtf8();
}

} // namespace

QString contentKey(const QString &abstract)
{
    return QString::fromLatin1(QCryptographicHash::hash(keyText(abstract), QCryptographicHash::Sha1).toHex());
}

} // namespace Lectern::Text
