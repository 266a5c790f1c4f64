// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/textfeatures.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Lectern::Review {

QStringList TextFeatures::words(QStringView text)
{
    QStringList found;
    QString word;
    const auto flush = [&] {
        if (word.size() >= 2)
            found.append(word);
        word.clear();
    };
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            word.append(c.toLower());
        else
            flush();
    }
    flush();
    return found;
}

TextFeatures::TextFeatures(const QStringList &documents, Options options)
{
    // Pass one: each document's term counts over a vocabulary of every term. A word pair is
    // known by its two words' numbers, not by a string: most pairs are seen once, and making
    // a string of each took most of the time.
    QHash<QString, int> words;
    QHash<quint64, int> pairs;
    std::vector<std::pair<int, int>> terms; // by term number: (word, -1) or (first, second word)
    std::vector<int> documentFrequency;
    const auto newTerm = [&](int first, int second) {
        terms.emplace_back(first, second);
        documentFrequency.push_back(0);
        return static_cast<int>(terms.size() - 1);
    };
    std::vector<QString> wordTexts;
    std::vector<int> wordTerm;
    const auto wordIndex = [&](const QString &word) {
        const auto found = words.constFind(word);
        if (found != words.cend())
            return *found;
        const int index = static_cast<int>(wordTexts.size());
        words.insert(word, index);
        wordTexts.push_back(word);
        wordTerm.push_back(newTerm(index, -1));
        return index;
    };
    const auto pairTerm = [&](int first, int second) {
        const quint64 key = (quint64(quint32(first)) << 32) | quint32(second);
        const auto found = pairs.constFind(key);
        if (found != pairs.cend())
            return *found;
        const int term = newTerm(first, second);
        pairs.insert(key, term);
        return term;
    };
    std::vector<std::vector<std::pair<int, int>>> counts(static_cast<std::size_t>(documents.size()));
    for (qsizetype d = 0; d < documents.size(); ++d) {
        const QStringList found = TextFeatures::words(documents[d]);
        std::vector<int> termsOfDocument;
        termsOfDocument.reserve(static_cast<std::size_t>(found.size()) * 2);
        int previous = -1;
        for (const QString &word : found) {
            const int index = wordIndex(word);
            termsOfDocument.push_back(wordTerm[static_cast<std::size_t>(index)]);
            if (options.wordPairs && previous >= 0)
                termsOfDocument.push_back(pairTerm(previous, index));
            previous = index;
        }
        std::sort(termsOfDocument.begin(), termsOfDocument.end());
        auto &row = counts[static_cast<std::size_t>(d)];
        for (std::size_t i = 0; i < termsOfDocument.size();) {
            std::size_t j = i;
            while (j < termsOfDocument.size() && termsOfDocument[j] == termsOfDocument[i])
                ++j;
            row.emplace_back(termsOfDocument[i], static_cast<int>(j - i));
            ++documentFrequency[static_cast<std::size_t>(termsOfDocument[i])];
            i = j;
        }
    }

    // Pass two: the terms kept, numbered in order of their text so that ties between equal
    // scores break the same way on every run.
    std::vector<QString> byIndex(terms.size());
    for (std::size_t t = 0; t < terms.size(); ++t) {
        if (documentFrequency[t] < options.minDocuments)
            continue;
        const auto [first, second] = terms[t];
        byIndex[t] = second < 0
            ? wordTexts[static_cast<std::size_t>(first)]
            : wordTexts[static_cast<std::size_t>(first)] + u' ' + wordTexts[static_cast<std::size_t>(second)];
    }
    std::vector<int> kept;
    for (std::size_t t = 0; t < byIndex.size(); ++t) {
        if (documentFrequency[t] >= options.minDocuments)
            kept.push_back(static_cast<int>(t));
    }
    std::sort(kept.begin(), kept.end(), [&](int a, int b) { return byIndex[a] < byIndex[b]; });
    std::vector<int> newIndex(byIndex.size(), -1);
    m_terms.reserve(kept.size());
    for (std::size_t i = 0; i < kept.size(); ++i) {
        newIndex[static_cast<std::size_t>(kept[i])] = static_cast<int>(i);
        m_terms.push_back(std::move(byIndex[static_cast<std::size_t>(kept[i])]));
    }

    // Smoothed inverse document frequency, as if one more document held every term.
    const double n = static_cast<double>(documents.size());
    m_rows.resize(counts.size());
    for (std::size_t d = 0; d < counts.size(); ++d) {
        std::vector<std::pair<int, float>> weighted;
        double norm = 0;
        for (const auto &[term, count] : counts[d]) {
            const int index = newIndex[static_cast<std::size_t>(term)];
            if (index < 0)
                continue;
            const double idf = std::log((1 + n) / (1 + documentFrequency[static_cast<std::size_t>(term)])) + 1;
            const double weight = (1 + std::log(static_cast<double>(count))) * idf;
            weighted.emplace_back(index, static_cast<float>(weight));
            norm += weight * weight;
        }
        std::sort(weighted.begin(), weighted.end());
        SparseVector &row = m_rows[d];
        const float scale = norm > 0 ? static_cast<float>(1 / std::sqrt(norm)) : 0.0f;
        for (const auto &[index, weight] : weighted) {
            row.terms.push_back(index);
            row.weights.push_back(weight * scale);
        }
    }
}

} // namespace Lectern::Review
