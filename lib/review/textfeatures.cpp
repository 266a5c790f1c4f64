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
    // Pass one: each document's term counts over a vocabulary of every term.
    QHash<QString, int> vocabulary;
    std::vector<int> documentFrequency;
    std::vector<std::vector<std::pair<int, int>>> counts(static_cast<std::size_t>(documents.size()));
    const auto termIndex = [&](const QString &term) {
        const auto found = vocabulary.constFind(term);
        if (found != vocabulary.cend())
            return *found;
        const int index = static_cast<int>(vocabulary.size());
        vocabulary.insert(term, index);
        documentFrequency.push_back(0);
        return index;
    };
    for (qsizetype d = 0; d < documents.size(); ++d) {
        const QStringList found = words(documents[d]);
        std::vector<int> terms;
        terms.reserve(static_cast<std::size_t>(found.size()) * 2);
        for (qsizetype i = 0; i < found.size(); ++i) {
            terms.push_back(termIndex(found[i]));
            if (options.wordPairs && i > 0)
                terms.push_back(termIndex(found[i - 1] + u' ' + found[i]));
        }
        std::sort(terms.begin(), terms.end());
        auto &row = counts[static_cast<std::size_t>(d)];
        for (std::size_t i = 0; i < terms.size();) {
            std::size_t j = i;
            while (j < terms.size() && terms[j] == terms[i])
                ++j;
            row.emplace_back(terms[i], static_cast<int>(j - i));
            ++documentFrequency[static_cast<std::size_t>(terms[i])];
            i = j;
        }
    }

    // Pass two: the terms kept, numbered in order of their text so that ties between equal
    // scores break the same way on every run.
    std::vector<QString> byIndex(vocabulary.size());
    for (auto it = vocabulary.cbegin(); it != vocabulary.cend(); ++it)
        byIndex[static_cast<std::size_t>(it.value())] = it.key();
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
