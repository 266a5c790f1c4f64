// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/titlecandidates.h"

#include <vector>

namespace Lectern::Text {

// Features of a candidate title: a sparse vector of (index, value).
struct FeatureVector
{
    std::vector<quint32> indices;
    std::vector<float> values;
};

// What a scorer knows of a candidate title (issue 32): where the rules read it and how long
// it is (named features), how much of what the abstract keeps saying it says (the abstract's
// word counts), and its words, first and last words and the word before it in its sentence
// (hashed features, so a word seen in no training abstract still has an index). The same
// abstract and candidate always give the same vector.
class TitleFeatures
{
public:
    // The named features, at the start of the vector; the hashed ones follow.
    static const QStringList &names();
    static constexpr quint32 HashedDimension = 1u << 13;
    static quint32 dimension();

    // Counts the words of the abstract once, for all its candidates.
    explicit TitleFeatures(const TitleRules::Reading &reading);

    FeatureVector of(const TitleRules::TitleCandidate &candidate) const;

    // The index of a hashed feature, made of a prefix and a word (lower-cased ASCII for words).
    static quint32 hashedIndex(QStringView prefix, QStringView word);

private:
    struct Count
    {
        quint64 hash = 0; // 0 in a free slot
        quint16 uses = 0;
        bool inFirstSentence = false;
        bool content = false; // neither a function word nor a generic one
    };
    const Count *find(quint64 hash) const;
    Count &slot(quint64 hash);

    std::vector<Count> m_counts; // open addressing, a power of two, at most half full
    std::vector<quint64> m_top; // the content words the abstract uses most, most used first
};

} // namespace Lectern::Text
