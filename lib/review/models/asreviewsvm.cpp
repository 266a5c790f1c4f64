// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/linearrelevancemodel.h"

#include <QCoreApplication>

namespace Lectern::Review {
namespace {

// ASReview LAB's default model ("ELAS u4"), for comparison: TF-IDF of the title and abstract,
// words and pairs of words; a linear SVM with ASReview's regularisation (C = 0.11) whose
// relevant class weighs 9.8 times the irrelevant one (its balancer's ratio), stopping at
// scikit-learn's tolerance; trained on every decision.
class AsreviewSvm final : public LinearRelevanceModel
{
public:
    std::unique_ptr<RelevanceModel> clone() const override { return std::make_unique<AsreviewSvm>(*this); }
    QString text(const ScreeningRecord &record) const override { return record.title + u'\n' + record.abstract; }

protected:
    TextFeatures::Options featureOptions() const override { return {}; }
    LinearModel fit(const TextFeatures &features, const ScreeningLabels &labels) override
    {
        return m_svm.train(features, labels.decided());
    }

private:
    SvmTrainer m_svm{ 0.11, 9.8, SvmTrainer::ScikitLearnTolerance };
};

} // namespace

namespace Models {
RelevanceModelType asreviewsvm()
{
    return { "svm",
        QT_TRANSLATE_NOOP("Review",
            "ASReview LAB's default model, for comparison: a linear SVM over the words and word pairs of title "
            "and abstract"),
        [](quint32) -> std::unique_ptr<RelevanceModel> { return std::make_unique<AsreviewSvm>(); } };
}
} // namespace Models

} // namespace Lectern::Review
