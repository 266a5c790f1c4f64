// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/explanation.h"
#include "review/textfeatures.h"

#include <vector>

namespace Lectern::Review {

// What each term of a paper adds to a linear score, said in words a reviewer recognises: the
// words of the paper. A part of a word gives its share to the paper's words that hold it, and
// a pair of words half to each word, so that a reason is never "…praz…" or "into the".
// Function words and bare numbers are no reasons (a reviewer screens on "omeprazole", not on
// "of" or "61"): what they add counts in the score but is not shown.
class ReasonWords
{
public:
    ReasonWords(const TextFeatures &features, const std::vector<float> &weights);

    // What each word of the document adds, with its parts' and pairs' shares; every word of the
    // text once, in the order they first occur. `text` is what the features were made of.
    QList<Explanation::Term> shares(qsizetype document, const QString &text) const;
    // The `terms` words that raised the score most and those that lowered it most.
    Explanation explain(qsizetype document, const QString &text, int terms) const;

    // Whether a word can be a reason: not a function word, not a number.
    static bool isReason(QStringView word);

private:
    const TextFeatures &m_features;
    const std::vector<float> &m_weights;
};

} // namespace Lectern::Review
