// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/fulltextindex.h"

#include "storage/wordsplitter.h"
#include "text/namespellings.h"
#include "text/searchtext.h"

#include <algorithm>

namespace Lectern::Storage {
namespace {

// The tokenizer keeps letters, numbers and private-use characters and splits at everything else.
bool isWordCharacter(char32_t c)
{
    return QChar::isLetterOrNumber(c) || QChar::category(c) == QChar::Other_PrivateUse;
}

constexpr qsizetype ShortestPrefix = 4;

} // namespace

FullTextIndex::Texts FullTextIndex::searchable(const Texts &texts)
{
    QString authors = texts.authors;
    if (const QString spelled = Text::spellingWithoutUmlauts(authors); !spelled.isEmpty())
        authors += QStringLiteral("; ") + spelled;
    return { Text::searchableText(texts.title),
        Text::searchableText(texts.abstract),
        Text::searchableText(texts.note),
        Text::searchableText(authors) };
}

FullTextIndex::Entry FullTextIndex::entryFor(const Texts &texts)
{
    Entry entry{ searchable(texts), {}, {} };
    const Texts &kept = entry.texts;
    QSet<QByteArray> words;
    // Room for a distinct word every ten characters (abstracts have one every eleven or so):
    // growing the set as it fills hashes every word it holds again.
    words.reserve((kept.title.size() + kept.abstract.size() + kept.note.size() + kept.authors.size()) / 10);
    for (const QString *text : { &kept.title, &kept.abstract, &kept.note, &kept.authors })
        WordSplitter::addWords(*text, words);
    entry.words = words.values();
    return entry;
}

QString FullTextIndex::authorsText(const QList<PersonName> &authors)
{
    QStringList names;
    names.reserve(authors.size());
    for (const PersonName &name : authors)
        names.append(name.displayName());
    return names.join(QStringLiteral("; "));
}

QString FullTextIndex::indexedText(const Words &words)
{
    const QString text = Text::searchableText(words.text).simplified();
    const QList<uint> codePoints = text.toUcs4();
    return std::any_of(codePoints.cbegin(), codePoints.cend(), isWordCharacter) ? text : QString();
}

qsizetype FullTextIndex::lastWordStart(QStringView text)
{
    qsizetype start = text.size();
    while (start > 0) {
        char32_t c = text[start - 1].unicode();
        qsizetype width = 1;
        if (QChar::isLowSurrogate(c) && start > 1 && text[start - 2].isHighSurrogate()) {
            c = QChar::surrogateToUcs4(text[start - 2], text[start - 1]);
            width = 2;
        }
        if (!isWordCharacter(c))
            break;
        start -= width;
    }
    return start;
}

bool FullTextIndex::matchesLongerWords(QStringView text, bool typed)
{
    return typed && text.sliced(lastWordStart(text)).toUcs4().size() >= ShortestPrefix;
}

bool FullTextIndex::surelyMatchesMoreThan(const QString &, int)
{
    return false;
}

bool FullTextIndex::readsEveryPaper(const QString &)
{
    return false;
}

QString FullTextIndex::newestMatchingSql(const QString &, int)
{
    return QStringLiteral("SELECT m.id FROM (%1) m ORDER BY m.id DESC LIMIT ?").arg(matchingSql());
}

} // namespace Lectern::Storage
