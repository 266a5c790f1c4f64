// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlemodel.h"

#include <span>

// How lectern-title-eval learns a title model (issue 32) from abstracts with real titles.
namespace Lectern::TitleTraining {

// One abstract's candidate titles: their features, and how close each comes to the real title.
struct Abstract
{
    std::vector<Text::FeatureVector> features;
    std::vector<float> f1;
};

struct Settings
{
    int epochs = 8;
    float rate = 0.05f; // AdaGrad's step
    float temperature = 0.1f; // how sharply the target prefers the closest candidates (in F1)
    float l2 = 1e-5f; // the pull of each weight towards zero, per step it is used in
    quint32 seed = 32; // of the order the abstracts are read in, for the same model every time
};

// A model that scores the candidates closest to the real title highest: listwise, the softmax of
// the scores is pulled towards the softmax of the candidates' F1 over the temperature, by
// AdaGrad, the weights averaged over the epochs. The same abstracts and settings give the same
// model.
Text::TitleModel train(std::span<const Abstract *const> abstracts, const Settings &settings);

} // namespace Lectern::TitleTraining
