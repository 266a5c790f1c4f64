// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlereading.h"

// The names an abstract gives its contribution: "we propose ET-SEED, an …", "a gradient
// normalization (GradNorm) algorithm", "called Paleo", a bold acronym spelled by bold initials.
namespace Lectern::Text::TitleRules {

// A word that reads as a name: ET-SEED, ToolGen, VICtoR, WM3C, DoF (not "Method" or "model").
bool isNameLike(QStringView word);

// "LLM", "GANs", "RL": a short acronym in capitals names a tool many papers use, not a paper's own.
bool isCommonAcronym(QStringView name);

// "**D**iffusion-based **A**utoregressive … **DART**": a bold acronym spelled by bold initials.
std::optional<QString> boldAcronym(const QString &abstract);

// "ET-SEED, an efficient … model": the text an appositive description is read from, or nothing.
QString appositive(const QString &rest);

// The name a statement gives its contribution ("called X", "X, a …", "an approach, X, that …").
std::optional<Name> namedIn(const Statement &statement);

// A name the abstract gives its contribution outside a statement of it, read anew (the rules
// ask Reading::givenName(), which keeps it).
std::optional<Name> findGivenName(const Reading &reading);

} // namespace Lectern::Text::TitleRules
