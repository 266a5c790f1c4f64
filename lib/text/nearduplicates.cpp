// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/nearduplicates.h"

#include "text/folding.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace Lectern::Text {
namespace {

QStringList foldedWords(QStringView text)
{
    const QString folded = foldForSearch(text);
    QStringList words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= folded.size(); ++i) {
        const bool inWord = i < folded.size() && folded[i].isLetterOrNumber();
        if (inWord && start < 0)
            start = i;
        else if (!inWord && start >= 0) {
            words.append(folded.sliced(start, i - start));
            start = -1;
        }
    }
    return words;
}

// FNV-1a: phrases only need to differ, not to resist anyone.
quint32 hashed(QStringView text)
{
    quint32 hash = 2166136261u;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return hash;
}

// One of the MinHash functions: a multiply-shift of the phrase's hash with odd constants.
quint32 permuted(quint32 hash, int function)
{
    const quint64 a = 0x9E3779B97F4A7C15ull * (2 * quint64(function) + 1);
    const quint64 b = 0xC2B2AE3D27D4EB4Full * (quint64(function) + 7);
    return quint32((a * hash + b) >> 32);
}

constexpr int RowsPerBand = 3;

} // namespace

QString titleKey(QStringView title)
{
    const QStringList words = foldedWords(title);
    return words.size() < 3 ? QString() : words.join(u' ');
}

QString doiStem(const QString &doi)
{
    QString stem = doi.trimmed().toLower();
    if (stem.isEmpty())
        return {};
    static const QRegularExpression arxiv(QStringLiteral("^10\\.48550/arxiv\\.(.+)$"));
    if (const QRegularExpressionMatch match = arxiv.match(stem); match.hasMatch())
        return QStringLiteral("arxiv:") + match.captured(1);
    static const QRegularExpression page(QStringLiteral("/(abstract|full|pdf|epdf|fulltext|html)$"));
    stem.remove(page);
    while (stem.endsWith(u'.'))
        stem.chop(1);
    return stem;
}

QList<quint32> phraseHashes(QStringView text)
{
    const QStringList words = foldedWords(text);
    QList<quint32> hashes;
    if (words.size() < 3)
        return hashes;
    hashes.reserve(words.size() - 2);
    for (qsizetype i = 0; i + 2 < words.size(); ++i)
        hashes.append(hashed(QString(words[i] + u' ' + words[i + 1] + u' ' + words[i + 2])));
    std::sort(hashes.begin(), hashes.end());
    hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
    return hashes;
}

double sharedPhrases(const QList<quint32> &first, const QList<quint32> &second)
{
    if (first.isEmpty() || second.isEmpty())
        return 0;
    qsizetype common = 0;
    auto a = first.cbegin();
    auto b = second.cbegin();
    while (a != first.cend() && b != second.cend()) {
        if (*a < *b) {
            ++a;
        } else if (*b < *a) {
            ++b;
        } else {
            ++common;
            ++a;
            ++b;
        }
    }
    return double(common) / double(first.size() + second.size() - common);
}

std::optional<PhraseBandKeys> phraseBandKeys(const QList<quint32> &phrases)
{
    if (phrases.size() < 10)
        return std::nullopt;
    std::array<quint32, PhraseBands * RowsPerBand> minima;
    minima.fill(std::numeric_limits<quint32>::max());
    for (const quint32 phrase : phrases) {
        for (int f = 0; f < int(minima.size()); ++f)
            minima[f] = std::min(minima[f], permuted(phrase, f));
    }
    PhraseBandKeys keys;
    for (int band = 0; band < PhraseBands; ++band) {
        quint64 key = quint64(band) << 56;
        for (int row = 0; row < RowsPerBand; ++row)
            key = (key ^ minima[band * RowsPerBand + row]) * 0x100000001B3ull;
        keys[band] = key;
    }
    return keys;
}

} // namespace Lectern::Text
