// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlefeatures.h"

#include <optional>

namespace Lectern::Text {

// A linear scorer of candidate titles (issue 32): the candidate with the highest score is the
// title. Its weights are learned from real abstract–title pairs by lectern-title-eval --train and
// kept as text, one named or hashed feature a line, so that a model made for other features than
// this build's is refused rather than misread.
class TitleModel
{
public:
    // A model of zero weights: every candidate scores the same, and the first (the rules') wins.
    TitleModel();

    // The model text() wrote; nothing, and *error says why, for text that is no such model or one
    // made for other features.
    static std::optional<TitleModel> fromText(QStringView text, QString *error);
    // The model as text, after comment lines (each starting with "#").
    QString text(const QStringList &comments) const;

    // The model that ships in Lectern's resources (resources/titles/titlemodel.txt), read once;
    // nullptr when it cannot be read, and the rules choose alone.
    static const TitleModel *shipped();

    float score(const FeatureVector &features) const;

    // For training: one weight per feature index (TitleFeatures::dimension()).
    std::vector<float> &weights() { return m_weights; }
    const std::vector<float> &weights() const { return m_weights; }

private:
    std::vector<float> m_weights;
};

} // namespace Lectern::Text
