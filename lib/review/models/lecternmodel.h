// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/linearrelevancemodel.h"

#include <random>

namespace Lectern::Review {

// Lectern's model: a linear SVM as ASReview's, over words and parts of words, trained with a
// sample of the undecided papers taken as irrelevant besides the decisions, as Cormack and
// Grossman's AutoTAR does: in a review almost every paper is irrelevant, so the sample teaches
// the model what an ordinary paper of the collection looks like long before the reviewer has
// seen many. Measured with `lectern-cli review simulate` (see the README for the figures).
class LecternModel final : public LinearRelevanceModel
{
public:
    // The constants of the model.
    struct Settings
    {
        double c = 0.11; // ASReview LAB's regularisation
        double relevantClassWeight = 2;
        double presumedIrrelevant = 300; // undecided papers taken as irrelevant, at most
        double presumedShare = 1; // of the undecided papers, at most
        double titleRepeats = 2;
        double keywords = 1;
        double wordPartWeight = 0.5; // 0: no word parts
        double minDocuments = 2;
    };

    explicit LecternModel(quint32 seed);
    LecternModel(quint32 seed, const Settings &settings);

    std::unique_ptr<RelevanceModel> clone() const override { return std::make_unique<LecternModel>(*this); }
    // The title twice (it says what the paper is about in the fewest words), the abstract and
    // the keywords (a database's subject headings).
    QString text(const ScreeningRecord &record) const override;

protected:
    TextFeatures::Options featureOptions() const override;
    LinearModel fit(const TextFeatures &features, const ScreeningLabels &labels) override;

private:
    std::vector<TrainingExample> trainingExamples(const ScreeningLabels &labels);

    Settings m_settings;
    std::mt19937 m_random;
    SvmTrainer m_svm;
};

} // namespace Lectern::Review
