// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace Lectern::Review {

// One document as weights over the terms of a TextFeatures vocabulary; terms in increasing order.
struct SparseVector
{
    std::vector<int> terms;
    std::vector<float> weights;
};

// TF-IDF features of a set of documents, as screening tools compute them: words of two or more
// letters or digits, lower-cased, and the pairs of neighbouring words; term frequencies damped
// by their logarithm; each document's vector of unit length. The vocabulary is made from every
// document, labelled or not, which is what a reviewer's tool sees before the first decision.
class TextFeatures
{
public:
    struct Options
    {
        bool wordPairs = true;
        // Terms in fewer documents than this are left out: a word seen once cannot tell
        // relevant from irrelevant, and leaving it out makes training faster.
        int minDocuments = 1;
    };

    TextFeatures(const QStringList &documents, Options options);

    qsizetype documentCount() const { return m_rows.size(); }
    int termCount() const { return static_cast<int>(m_terms.size()); }
    const SparseVector &row(qsizetype document) const { return m_rows[static_cast<std::size_t>(document)]; }
    const QString &term(int index) const { return m_terms[static_cast<std::size_t>(index)]; }

    // The words of a text as the features see them, in order.
    static QStringList words(QStringView text);

private:
    std::vector<SparseVector> m_rows;
    std::vector<QString> m_terms;
};

} // namespace Lectern::Review
