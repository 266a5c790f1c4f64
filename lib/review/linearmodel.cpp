// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/linearmodel.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace Lectern::Review {
namespace {

constexpr int MaxPasses = 200;

double dot(const std::vector<float> &weights, const SparseVector &document)
{
    double sum = 0;
    for (std::size_t i = 0; i < document.terms.size(); ++i)
        sum += weights[static_cast<std::size_t>(document.terms[i])] * document.weights[i];
    return sum;
}

void addScaled(std::vector<float> &weights, const SparseVector &document, double factor)
{
    for (std::size_t i = 0; i < document.terms.size(); ++i)
        weights[static_cast<std::size_t>(document.terms[i])] += static_cast<float>(factor * document.weights[i]);
}

double squaredNorm(const SparseVector &document)
{
    return std::inner_product(document.weights.begin(), document.weights.end(), document.weights.begin(), 0.0);
}

} // namespace

double LinearModel::score(const SparseVector &document) const
{
    return bias + dot(weights, document);
}

LinearModel SvmTrainer::train(const TextFeatures &features, std::span<const TrainingExample> examples)
{
    m_alpha.resize(static_cast<std::size_t>(features.documentCount()), 0.0);
    const auto relevantCount = std::count_if(examples.begin(), examples.end(), [](auto e) { return e.relevant; });
    const auto n = static_cast<double>(examples.size());
    // Each class's share of n, the relevant one relevantClassWeight times the other's, spread
    // over its examples (scikit-learn's sample weights, as ASReview's balancer sets them).
    const double relevantShare = m_relevantClassWeight / (1 + m_relevantClassWeight);
    const double cRelevant = m_c * n * relevantShare / std::max<double>(1, static_cast<double>(relevantCount));
    const double cIrrelevant =
        m_c * n * (1 - relevantShare) / std::max<double>(1, static_cast<double>(examples.size() - relevantCount));

    // The primal weights of the dual variables kept from the last call.
    LinearModel model{ std::vector<float>(static_cast<std::size_t>(features.termCount()), 0.0f), 0.0 };
    std::vector<double> diagonal(examples.size());
    std::vector<double> curvature(examples.size());
    for (std::size_t i = 0; i < examples.size(); ++i) {
        const TrainingExample &example = examples[i];
        const double y = example.relevant ? 1.0 : -1.0;
        const double alpha = m_alpha[static_cast<std::size_t>(example.document)];
        const SparseVector &x = features.row(example.document);
        addScaled(model.weights, x, alpha * y);
        model.bias += alpha * y;
        diagonal[i] = 1.0 / (2.0 * (example.relevant ? cRelevant : cIrrelevant));
        curvature[i] = squaredNorm(x) + 1.0 + diagonal[i];
    }

    // Shrinking, as LIBLINEAR does: an example whose dual variable is 0 and whose gradient is
    // beyond last pass's largest projected gradient will stay at 0, so it is left out of the
    // passes that follow, until the remaining ones converge and every example is checked again.
    // Most decisions are exclusions far from the margin, so the passes touch few examples.
    std::vector<std::size_t> active(examples.size());
    std::iota(active.begin(), active.end(), 0);
    std::size_t activeCount = active.size();
    double largestBefore = INFINITY;
    std::minstd_rand random(static_cast<std::minstd_rand::result_type>(examples.size()));
    for (int pass = 0; pass < MaxPasses; ++pass) {
        std::shuffle(active.begin(), active.begin() + static_cast<std::ptrdiff_t>(activeCount), random);
        double largest = -INFINITY;
        double smallest = INFINITY;
        for (std::size_t a = 0; a < activeCount;) {
            const std::size_t i = active[a];
            const TrainingExample &example = examples[i];
            const double y = example.relevant ? 1.0 : -1.0;
            double &alpha = m_alpha[static_cast<std::size_t>(example.document)];
            const SparseVector &x = features.row(example.document);
            const double gradient = y * (dot(model.weights, x) + model.bias) - 1.0 + diagonal[i] * alpha;
            if (alpha == 0.0 && gradient > largestBefore) {
                std::swap(active[a], active[--activeCount]);
                continue;
            }
            ++a;
            const double projected = alpha == 0.0 ? std::min(gradient, 0.0) : gradient;
            largest = std::max(largest, projected);
            smallest = std::min(smallest, projected);
            if (std::abs(projected) < 1e-12)
                continue;
            const double updated = std::max(alpha - gradient / curvature[i], 0.0);
            const double step = (updated - alpha) * y;
            alpha = updated;
            addScaled(model.weights, x, step);
            model.bias += step;
        }
        if (largest - smallest <= m_tolerance) {
            if (activeCount == active.size())
                break;
            activeCount = active.size();
            largestBefore = INFINITY;
            continue;
        }
        largestBefore = largest > 0 ? largest : INFINITY;
    }
    return model;
}

} // namespace Lectern::Review
