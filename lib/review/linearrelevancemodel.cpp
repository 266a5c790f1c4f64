// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/linearrelevancemodel.h"

#include <QHash>

#include <algorithm>

namespace Lectern::Review {

std::shared_ptr<const TextFeatures> LinearRelevanceModel::features(const QList<ScreeningRecord> &records) const
{
    QStringList texts;
    texts.reserve(records.size());
    for (const ScreeningRecord &record : records)
        texts.append(text(record));
    return std::make_shared<const TextFeatures>(texts, featureOptions());
}

bool LinearRelevanceModel::train(const TextFeatures &features, const ScreeningLabels &labels)
{
    if (labels.relevantCount() == 0 || labels.irrelevantCount() == 0) {
        m_model.reset();
        return false;
    }
    m_model = fit(features, labels);
    return true;
}

double LinearRelevanceModel::score(const TextFeatures &features, qsizetype document) const
{
    return m_model ? m_model->score(features.row(document)) : 0.0;
}

Explanation LinearRelevanceModel::explain(
    const TextFeatures &features, qsizetype document, const ScreeningRecord & /*record*/, int terms) const
{
    if (!m_model)
        return {};
    // A word part's share goes to the document's words that hold it, so the reader sees words;
    // a part that no word of the vocabulary holds is shown as itself.
    const SparseVector &row = features.row(document);
    QHash<int, double> byTerm;
    for (std::size_t i = 0; i < row.terms.size(); ++i)
        byTerm[row.terms[i]] = m_model->weights[static_cast<std::size_t>(row.terms[i])] * row.weights[i];
    QHash<int, std::vector<int>> partsOfWord;
    QHash<int, int> holders;
    for (const int term : row.terms) {
        if (!features.isWord(term))
            continue;
        std::vector<int> parts = features.wordPartTerms(features.term(term));
        std::erase_if(parts, [&byTerm](int part) { return !byTerm.contains(part); });
        for (const int part : parts)
            ++holders[part];
        partsOfWord.insert(term, std::move(parts));
    }
    std::vector<Explanation::Term> contributions;
    for (const int term : row.terms) {
        if (holders.contains(term))
            continue;
        double c = byTerm.value(term);
        for (const int part : partsOfWord.value(term))
            c += byTerm.value(part) / holders.value(part);
        if (c != 0)
            contributions.push_back({ features.displayTerm(term), c });
    }
    std::sort(contributions.begin(), contributions.end(), [](const auto &a, const auto &b) {
        return a.contribution > b.contribution;
    });
    Explanation explanation;
    for (const auto &term : contributions) {
        if (term.contribution > 0 && explanation.raising.size() < terms)
            explanation.raising.append(term);
    }
    for (auto it = contributions.rbegin(); it != contributions.rend(); ++it) {
        if (it->contribution < 0 && explanation.lowering.size() < terms)
            explanation.lowering.append(*it);
    }
    return explanation;
}

} // namespace Lectern::Review
