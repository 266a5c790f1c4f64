// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/citationkeys.h"

#include "text/folding.h"

namespace Lectern::Export {
namespace {

// Words that say nothing about a paper, passed over for the key's last part.
bool isFunctionWord(const QString &word)
{
    static const QSet<QString> words{ QStringLiteral("a"),
        QStringLiteral("an"),
        QStringLiteral("the"),
        QStringLiteral("on"),
        QStringLiteral("of"),
        QStringLiteral("for"),
        QStringLiteral("in"),
        QStringLiteral("to"),
        QStringLiteral("and"),
        QStringLiteral("with"),
        QStringLiteral("towards"),
        QStringLiteral("toward") };
    return words.contains(word);
}

// Lower-case ASCII letters and digits of text, accents dropped: "Erdős" → "erdos".
QStringList asciiWords(const QString &text)
{
    QStringList words;
    QString word;
    for (const QChar c : Text::foldForSearch(text)) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            word += c;
        } else if (!word.isEmpty()) {
            words.append(word);
            word.clear();
        }
    }
    if (!word.isEmpty())
        words.append(word);
    return words;
}

} // namespace

QString CitationKeys::keyFor(const Paper &paper)
{
    const QString imported = paper.reference.citationKey.trimmed();
    return unique(isValidKey(imported) ? imported : generatedKey(paper));
}

QString CitationKeys::generatedKey(const Paper &paper)
{
    const QStringList family =
        paper.reference.authors.isEmpty() ? QStringList() : asciiWords(paper.reference.authors.first().family);
    QString key = family.isEmpty() ? QStringLiteral("anon") : family.join(QString());
    if (paper.year)
        key += QString::number(paper.year);
    for (const QString &word : asciiWords(paper.title)) {
        if (!isFunctionWord(word)) {
            key += word;
            break;
        }
    }
    return key;
}

bool CitationKeys::isValidKey(const QString &key)
{
    if (key.isEmpty())
        return false;
    for (const QChar c : key) {
        if (c.isSpace() || QStringView(u",{}()\"'#%~\\=").contains(c))
            return false;
    }
    return true;
}

QString CitationKeys::unique(const QString &key)
{
    // The suffixes a key already went through are not tried again: thousands of papers without
    // authors share "anon2025" and would otherwise make each new key walk all the others.
    int &tried = m_suffixesTried[key.toCaseFolded()];
    QString candidate = key;
    while (m_used.contains(candidate.toCaseFolded())) {
        candidate =
            key + (tried < 26 ? QString(QChar(static_cast<char16_t>(u'a' + tried))) : QString::number(tried - 25));
        ++tried;
    }
    m_used.insert(candidate.toCaseFolded());
    return candidate;
}

} // namespace Lectern::Export
