// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/linearrelevancemodel.h"

#include "review/reasonwords.h"

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
    const TextFeatures &features, qsizetype document, const ScreeningRecord &record, int terms) const
{
    if (!m_model)
        return {};
    return ReasonWords(features, m_model->weights).explain(document, text(record), terms);
}

} // namespace Lectern::Review
