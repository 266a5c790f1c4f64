// SPDX-License-Identifier: GPL-3.0-or-later
#include "titletrainer.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace Lectern::TitleTraining {
namespace {

// The softmax of values over a temperature, into *out.
void softmax(const std::vector<float> &values, float temperature, std::vector<float> *out)
{
    const float top = *std::max_element(values.cbegin(), values.cend());
    out->resize(values.size());
    float sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        (*out)[i] = std::exp((values[i] - top) / temperature);
        sum += (*out)[i];
    }
    for (float &value : *out)
        value /= sum;
}

// Whether an abstract teaches anything: some candidates come closer to its title than others.
bool teaches(const Abstract &abstract)
{
    const auto [low, high] = std::minmax_element(abstract.f1.cbegin(), abstract.f1.cend());
    return abstract.f1.size() > 1 && *high > *low;
}

} // namespace

Text::TitleModel train(std::span<const Abstract *const> abstracts, const Settings &settings)
{
    std::vector<const Abstract *> order;
    std::copy_if(abstracts.begin(), abstracts.end(), std::back_inserter(order), [](const Abstract *abstract) {
        return teaches(*abstract);
    });
    Text::TitleModel model;
    std::vector<float> &weights = model.weights();
    std::vector<float> squares(weights.size(), 0.0f); // AdaGrad's sums of squared gradients
    std::vector<double> sum(weights.size(), 0.0); // of the weights after each epoch
    std::vector<float> gradient(weights.size(), 0.0f);
    std::vector<float> scores;
    std::vector<float> predicted;
    std::vector<float> wanted;
    std::vector<quint32> touched;
    std::vector<char> isTouched(weights.size(), 0);
    // mt19937's numbers are the same in every standard library; std::shuffle's use of them is not.
    std::mt19937 random(settings.seed);
    for (int epoch = 0; epoch < settings.epochs; ++epoch) {
        for (std::size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[random() % i]);
        for (const Abstract *abstract : order) {
            scores.clear();
            for (const Text::FeatureVector &features : abstract->features)
                scores.push_back(model.score(features));
            softmax(scores, 1, &predicted);
            softmax(abstract->f1, settings.temperature, &wanted);
            touched.clear();
            for (std::size_t c = 0; c < abstract->features.size(); ++c) {
                const Text::FeatureVector &features = abstract->features[c];
                const float error = predicted[c] - wanted[c];
                for (std::size_t k = 0; k < features.indices.size(); ++k) {
                    const quint32 index = features.indices[k];
                    if (!isTouched[index]) {
                        isTouched[index] = 1;
                        touched.push_back(index);
                    }
                    gradient[index] += error * features.values[k];
                }
            }
            for (const quint32 index : touched) {
                const float g = gradient[index] + settings.l2 * weights[index];
                gradient[index] = 0;
                isTouched[index] = 0;
                squares[index] += g * g;
                weights[index] -= settings.rate * g / (std::sqrt(squares[index]) + 1e-6f);
            }
        }
        for (std::size_t j = 0; j < weights.size(); ++j)
            sum[j] += weights[j];
    }
    for (std::size_t j = 0; j < weights.size(); ++j)
        weights[j] = float(sum[j] / std::max(1, settings.epochs));
    return model;
}

} // namespace Lectern::TitleTraining
