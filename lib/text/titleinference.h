// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlemodel.h"

#include <QString>

namespace Lectern::Text {

// How a title is chosen: by the learned scorer among the rules' candidates, or by the rules alone
// (to compare them, and where the model cannot be read).
enum class TitleChoice {
    Learned,
    RulesOnly,
};

// A readable title for an abstract that came without one.
//
// Where the abstract names its method or system ("we propose ET-SEED, an efficient … model
// for …", a bold acronym spelled by bold initials, "Scalable Mechanistic Neural Network
// (S-MNN)") the title is that name with a short description: "ET-SEED: an efficient …
// model". Otherwise it is the object of "we propose/introduce/present …", else a short
// clause of the first sentence. The rules propose such titles in several lengths, and a model
// learned from real titles (TitleModel::shipped()) chooses among them. Never empty for an
// abstract with words in it.
QString inferTitle(const QString &abstract, TitleChoice choice = TitleChoice::Learned);

// The titles inferTitle() chooses among for an abstract, the rules' first, with their features:
// for lectern-title-eval to learn a model from. Empty for text the rules alone title (see
// inferTitle()).
struct TitleCandidates
{
    QStringList titles;
    std::vector<FeatureVector> features;
};
TitleCandidates titleCandidates(const QString &abstract);

// The candidate a model scores highest, the first of equals; -1 for none.
qsizetype bestCandidate(const TitleModel &model, const std::vector<FeatureVector> &features);

} // namespace Lectern::Text
