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
//
// The sample adapts to the pool: it is 15 % of the undecided papers, and never more than 300.
// A fixed 300 was most of the pool of a review of 300 to 600 records, so the model learned the
// review's own relevant papers as irrelevant ones; a share keeps the sample a background of
// the collection at every size. The relevant class weighs 9.8 times the irrelevant one, as in
// ASReview's balancer: with the smaller sample, 2 left the relevant class too light. Chosen by
// leave-one-review-out over 17 public label sets with lectern-review-eval: for 14 of the 17
// reviews left out, these were the best settings on the other 16 (by the mean lead over the
// ASReview clone plus the least lead).
class LecternModel final : public LinearRelevanceModel
{
public:
    // The constants of the model, for an evaluation to try others (lectern-review-eval).
    struct Settings
    {
        double c = 0.11; // ASReview LAB's regularisation
        double relevantClassWeight = 9.8;
        double presumedIrrelevant = 300; // undecided papers taken as irrelevant, at most
        double presumedShare = 0.15; // of the undecided papers, at most
        double titleRepeats = 2;
        double keywords = 1;
        double wordPartWeight = 0.5; // 0: no word parts
        double minDocuments = 2;
        // 1: the relevant class's weight follows the odds of the decisions so far (irrelevant
        // per relevant), from 1 up to relevantClassWeight.
        double balance = 0;
        // How many of the undecided papers are taken as irrelevant at a training.
        qsizetype presumedSample(qsizetype undecided) const;
        // Sets one by its short name (c, weight, sample, share, titles, keywords, parts, mindocs,
        // balance); false for an unknown name.
        bool set(const QString &key, double value);
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
