// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/collectionheader.h"

#include <QRegularExpression>

namespace Lectern::Text {
namespace {

constexpr qsizetype MaxHeaderLength = 120;
constexpr qsizetype MaxHeaderWords = 12;

} // namespace

bool isCollectionHeader(const QString &paragraph)
{
    const QString line = paragraph.trimmed();
    if (line.isEmpty() || line.contains(u'\n') || line.size() > MaxHeaderLength)
        return false;
    if (line.split(u' ', Qt::SkipEmptyParts).size() > MaxHeaderWords)
        return false;
    static const QRegularExpression sentenceEnd(QStringLiteral(R"([.!?。！？]["')\]]?$)"));
    return !sentenceEnd.match(line).hasMatch();
}

CollectionInfo parseCollectionHeader(const QString &header)
{
    // Trailing words that say "a list of papers" in the languages users wrote headers in.
    static const QRegularExpression listWords(
        QStringLiteral(
            R"((?:[\s:：\-–—]*(?:accepted|papers?|abstracts?|list|proceedings|论文列表|论文|列表|摘要|接收论文)\s*)+$)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression year(QStringLiteral(R"((?<!\d)(?:19|20)\d\d(?!\d))"));
    // An acronym-like venue: a word with two or more capitals (ICLR, NeurIPS, ACL).
    static const QRegularExpression venue(QStringLiteral(R"((?<![\w-])[A-Za-z]*[A-Z][a-z]*[A-Z][A-Za-z]*(?![\w-]))"));

    CollectionInfo info;
    const QString line = header.simplified();
    if (const auto match = year.match(line); match.hasMatch())
        info.year = match.captured().toInt();
    if (const auto match = venue.match(line); match.hasMatch())
        info.venue = match.captured();
    // "ICLR 2025 Papers" is the collection "ICLR 2025"; "My reading list" stays as it is.
    QString name = line;
    if (info.year || !info.venue.isEmpty())
        name = name.remove(listWords).trimmed();
    info.name = name.isEmpty() ? line : name;
    return info;
}

} // namespace Lectern::Text
