// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/screeninglabels.h"
#include "review/textfeatures.h"

#include <span>
#include <vector>

namespace Lectern::Review {

// A linear score over TF-IDF features: higher is more likely relevant. Each term's weight
// times its value in a document is what that term adds to the document's score, which is what
// explains a suggestion.
struct LinearModel
{
    std::vector<float> weights; // one per term: single precision halves what a pass reads
    double bias = 0;

    double score(const SparseVector &document) const;
};

// Trains a linear support vector machine (squared hinge loss, L2 penalty, the bias learned as
// the weight of a constant feature) by dual coordinate descent, as LIBLINEAR does. Classes are
// weighted by the inverse of their size, times `relevantClassWeight` for the relevant one (1: the
// few relevant papers count as much as the many irrelevant ones together). Keeps each
// document's dual variable between calls: retraining after one more decision starts from the
// last solution and takes a few passes.
class SvmTrainer
{
public:
    // LIBLINEAR's stopping rule for the dual problem: the spread of the projected gradients
    // within `tolerance`. Its command line's default for this loss is 0.1; scikit-learn's
    // LinearSVC, which ASReview uses, asks for 0.0001.
    static constexpr double LiblinearTolerance = 0.1;
    static constexpr double ScikitLearnTolerance = 1e-4;

    explicit SvmTrainer(double c, double relevantClassWeight = 1.0, double tolerance = LiblinearTolerance)
        : m_c(c), m_relevantClassWeight(relevantClassWeight), m_tolerance(tolerance)
    {
    }

    // The relevant class's weight against the irrelevant one, for the next train().
    void setRelevantClassWeight(double weight) { m_relevantClassWeight = weight; }
    LinearModel train(const TextFeatures &features, std::span<const TrainingExample> examples);
    // Whether the document held up the margin last time (its dual variable is not 0); the
    // others did not shape the model at all.
    bool isSupportVector(qsizetype document) const
    {
        return document < static_cast<qsizetype>(m_alpha.size()) && m_alpha[static_cast<std::size_t>(document)] > 0;
    }

private:
    double m_c;
    double m_relevantClassWeight;
    double m_tolerance;
    std::vector<double> m_alpha; // by document
};

} // namespace Lectern::Review
