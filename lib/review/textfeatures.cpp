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

QStringList TextFeatures::wordParts(const QString &word, int length)
{
    const QString marked = WordEdge + word + WordEdge;
    QStringList parts;
    for (qsizetype i = 0; i + length <= marked.size(); ++i)
        parts.append(WordPartMark + QStringView(marked).mid(i, length));
    return parts;
}

std::vector<int> TextFeatures::wordPartTerms(const QString &word) const
{
    std::vector<int> found;
    if (m_wordPartLength == 0)
        return found;
    for (const QString &part : wordParts(word, m_wordPartLength)) {
        const auto at = std::lower_bound(m_terms.begin(), m_terms.end(), part);
        if (at != m_terms.end() && *at == part)
            found.push_back(static_cast<int>(at - m_terms.begin()));
    }
    return found;
}

QString TextFeatures::displayTerm(int term) const
{
    const QString &text = m_terms[static_cast<std::size_t>(term)];
    if (!isWordPart(term))
        return text;
    QStringView part = QStringView(text).mid(1);
    const bool starts = part.startsWith(WordEdge);
    const bool ends = part.endsWith(WordEdge);
    // A word as short as a part is one part with both edges, shown as the word. It is never
    // shown beside the word: both are in the same records, so both are kept or neither.
    part = part.mid(starts ? 1 : 0, part.size() - (starts ? 1 : 0) - (ends ? 1 : 0));
    return (starts ? QString() : QStringLiteral("…")) + part + (ends ? QString() : QStringLiteral("…"));
}

TextFeatures::TextFeatures(const QStringList &documents, Options options) : m_wordPartLength(options.wordPartLength)
{
    // Pass one: each document's term counts over a vocabulary of every term. A word pair is
    // known by its two words' numbers, not by a string: most pairs are seen once, and making
    // a string of each took most of the time.
    QHash<QString, int> words;
    QHash<quint64, int> pairs;
    // By term number: (word, NoSecondWord), (first, second word) or (word part, IsWordPart).
    constexpr int NoSecondWord = -1;
    constexpr int IsWordPart = -2;
    std::vector<std::pair<int, int>> terms;
    std::vector<int> documentFrequency;
    // By term: the last document that had it, and where it is in that document's counts. A
    // term's occurrences are counted where they are found, not sorted together first: most words
    // bring eight parts, and sorting every occurrence took a third of the time.
    std::vector<qsizetype> lastDocument;
    std::vector<std::size_t> placeInDocument;
    const auto newTerm = [&](int first, int second) {
        terms.emplace_back(first, second);
        documentFrequency.push_back(0);
        lastDocument.push_back(-1);
        placeInDocument.push_back(0);
        return static_cast<int>(terms.size() - 1);
    };
    QHash<QString, int> parts;
    std::vector<QString> partTexts;
    const auto partTerm = [&](const QString &part) {
        const auto found = parts.constFind(part);
        if (found != parts.cend())
            return *found;
        partTexts.push_back(part);
        const int term = newTerm(static_cast<int>(partTexts.size() - 1), IsWordPart);
        parts.insert(part, term);
        return term;
    };
    std::vector<QString> wordTexts;
    std::vector<int> wordTerm;
    std::vector<std::vector<int>> partTermsOfWord; // by word number: found once, not at every occurrence
    const auto wordIndex = [&](const QString &word) {
        const auto found = words.constFind(word);
        if (found != words.cend())
            return *found;
        const int index = static_cast<int>(wordTexts.size());
        words.insert(word, index);
        wordTexts.push_back(word);
        wordTerm.push_back(newTerm(index, NoSecondWord));
        std::vector<int> &partTerms = partTermsOfWord.emplace_back();
        if (options.wordPartLength > 0) {
            for (const QString &part : wordParts(word, options.wordPartLength))
                partTerms.push_back(partTerm(part));
        }
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
        auto &row = counts[static_cast<std::size_t>(d)];
        const auto count = [&](int term) {
            const auto t = static_cast<std::size_t>(term);
            if (lastDocument[t] == d) {
                ++row[placeInDocument[t]].second;
                return;
            }
            lastDocument[t] = d;
            placeInDocument[t] = row.size();
            row.emplace_back(term, 1);
            ++documentFrequency[t];
        };
        int previous = -1;
        for (const QString &word : TextFeatures::words(documents[d])) {
            const int index = wordIndex(word);
            count(wordTerm[static_cast<std::size_t>(index)]);
            if (options.wordPairs && previous >= 0)
                count(pairTerm(previous, index));
            for (const int part : partTermsOfWord[static_cast<std::size_t>(index)])
                count(part);
            previous = index;
        }
    }

    // Pass two: the terms kept, numbered in order of their text so that ties between equal
    // scores break the same way on every run.
    std::vector<QString> byIndex(terms.size());
    std::vector<int> kept;
    for (std::size_t t = 0; t < terms.size(); ++t) {
        if (documentFrequency[t] < options.minDocuments)
            continue;
        kept.push_back(static_cast<int>(t));
        const auto [first, second] = terms[t];
        if (second == IsWordPart)
            byIndex[t] = partTexts[static_cast<std::size_t>(first)];
        else if (second == NoSecondWord)
            byIndex[t] = wordTexts[static_cast<std::size_t>(first)];
        else
            byIndex[t] =
                wordTexts[static_cast<std::size_t>(first)] + u' ' + wordTexts[static_cast<std::size_t>(second)];
        m_wordParts += second == IsWordPart ? 1 : 0;
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
    std::vector<double> idf(terms.size());
    for (const int t : kept)
        idf[static_cast<std::size_t>(t)] = std::log((1 + n) / (1 + documentFrequency[static_cast<std::size_t>(t)])) + 1;
    const auto weightOf = [&idf](int term, int count) {
        // Most terms are once in a document, and log(1) is 0.
        const double damped = count == 1 ? 1 : 1 + std::log(static_cast<double>(count));
        return damped * idf[static_cast<std::size_t>(term)];
    };

    // Pass three: each document's scale of its two blocks. A block may be empty: a record whose
    // words are all its own keeps only shared parts.
    std::vector<std::pair<float, float>> scales; // of the words, of the parts
    scales.reserve(counts.size());
    for (const auto &row : counts) {
        double wordsNorm = 0;
        double partsNorm = 0;
        for (const auto &[term, count] : row) {
            const int index = newIndex[static_cast<std::size_t>(term)];
            if (index < 0)
                continue;
            const double weight = weightOf(term, count);
            (isWordPart(index) ? partsNorm : wordsNorm) += weight * weight;
        }
        const double both = std::sqrt(
            (wordsNorm > 0 ? 1.0 : 0.0) + (partsNorm > 0 ? options.wordPartWeight * options.wordPartWeight : 0.0));
        const auto scale = [both](double norm, double blockWeight) {
            return norm > 0 ? static_cast<float>(blockWeight / std::sqrt(norm) / both) : 0.0f;
        };
        scales.emplace_back(scale(wordsNorm, 1.0), scale(partsNorm, options.wordPartWeight));
    }

    // Pass four: the rows, each in term order. The documents' counts are gathered by term and
    // dealt out again in term order: sorting each document's terms took a third of the time.
    std::vector<std::size_t> start(m_terms.size() + 1, 0);
    for (std::size_t i = 0; i < kept.size(); ++i)
        start[i + 1] = start[i] + static_cast<std::size_t>(documentFrequency[static_cast<std::size_t>(kept[i])]);
    std::vector<std::pair<std::size_t, float>> byTerm(start.back()); // document, weight
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    std::vector<std::size_t> rowSizes(counts.size(), 0);
    for (std::size_t d = 0; d < counts.size(); ++d) {
        for (const auto &[term, count] : counts[d]) {
            const int index = newIndex[static_cast<std::size_t>(term)];
            if (index < 0)
                continue;
            const float scale = isWordPart(index) ? scales[d].second : scales[d].first;
            byTerm[next[static_cast<std::size_t>(index)]++] = { d, static_cast<float>(weightOf(term, count)) * scale };
            ++rowSizes[d];
        }
    }
    m_rows.resize(counts.size());
    for (std::size_t d = 0; d < counts.size(); ++d) {
        m_rows[d].terms.reserve(rowSizes[d]);
        m_rows[d].weights.reserve(rowSizes[d]);
    }
    for (std::size_t index = 0; index + 1 < start.size(); ++index) {
        for (std::size_t i = start[index]; i < start[index + 1]; ++i) {
            SparseVector &row = m_rows[byTerm[i].first];
            row.terms.push_back(static_cast<int>(index));
            row.weights.push_back(byTerm[i].second);
        }
    }
}

} // namespace Lectern::Review
