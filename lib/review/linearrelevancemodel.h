// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/linearmodel.h"
#include "review/relevancemodel.h"

#include <optional>

namespace Lectern::Review {

// A relevance model whose score is linear in its features: what a term adds to a paper's score
// is its weight times its value there, which is what explains a suggestion. A model of this
// kind says what it reads of a record and how it fits its weights.
class LinearRelevanceModel : public RelevanceModel
{
public:
    std::shared_ptr<const TextFeatures> features(const QList<ScreeningRecord> &records) const override;
    bool train(const TextFeatures &features, const ScreeningLabels &labels) override;
    double score(const TextFeatures &features, qsizetype document) const override;
    Explanation explain(
        const TextFeatures &features, qsizetype document, const ScreeningRecord &record, int terms) const override;

    // The text the model reads of a record.
    virtual QString text(const ScreeningRecord &record) const = 0;

protected:
    virtual TextFeatures::Options featureOptions() const = 0;
    // Called with a relevant and an irrelevant decision at least.
    virtual LinearModel fit(const TextFeatures &features, const ScreeningLabels &labels) = 0;

private:
    std::optional<LinearModel> m_model;
};

} // namespace Lectern::Review
