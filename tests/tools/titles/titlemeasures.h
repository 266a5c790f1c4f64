// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// How well an inferred title stands for a paper's real one: the measures of issue 12, kept
// apart from the rules they judge so that a rule cannot be tuned to its own yardstick.
namespace Lectern::TitleMeasures {

// The content words of a title, lower-cased: no stop words, and none of the words that every
// paper uses about itself ("new", "novel", "approach", "method").
QStringList contentWords(const QString &title);

// The F1 of the content words two titles share (each word counted once); 1 when both have none.
double contentWordF1(const QString &inferred, const QString &real);

// A bare generic phrase of five words or fewer that says nothing about this paper: "A novel
// approach", "Two new metrics", "A tractable algorithm".
bool isBareGeneric(const QString &title);

// A title that stops inside a clause: cut with "…", or ending on a word that cannot end a
// phrase ("the", "of", "to", "which").
bool isCutClause(const QString &title);

// The name a real title starts with, when the abstract mentions it: "QANet" for "QANet:
// Combining Local Convolution with Global Self-Attention…"; empty otherwise.
QString leadingName(const QString &realTitle, const QString &abstract);

// Whether a title mentions a name as a word of its own, whatever its case.
bool mentions(const QString &title, const QString &name);

} // namespace Lectern::TitleMeasures
