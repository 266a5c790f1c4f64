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
//
// Optionally the parts of words (character n-grams, the word's start and end marked) are terms
// too, in a block of their own: they let what is learnt of one word reach its kin, as
// "omeprazole" does "lansoprazole" or "review" does "reviewing". The block is weighed against
// the words' block, each of unit length before the two are scaled together to unit length.
class TextFeatures
{
public:
    struct Options
    {
        bool wordPairs = true;
        int wordPartLength = 0; // characters; 0: no word parts
        double wordPartWeight = 0.5; // of the word parts' block against the words' block
        // Terms in fewer documents than this are left out: a word seen once cannot tell
        // relevant from irrelevant, and leaving it out makes training faster.
        int minDocuments = 1;
    };

    TextFeatures(const QStringList &documents, Options options);

    qsizetype documentCount() const { return m_rows.size(); }
    int termCount() const { return static_cast<int>(m_terms.size()); }
    const SparseVector &row(qsizetype document) const { return m_rows[static_cast<std::size_t>(document)]; }
    const QString &term(int index) const { return m_terms[static_cast<std::size_t>(index)]; }

    // Whether a term is one word, not a pair of words or a part of one.
    bool isWord(int term) const { return !isWordPart(term) && !m_terms[static_cast<std::size_t>(term)].contains(u' '); }
    // Whether a term is part of a word, not a word or a pair of words.
    bool isWordPart(int term) const { return term < m_wordParts; }
    // The terms of the parts of a word; those not in the vocabulary are left out.
    std::vector<int> wordPartTerms(const QString &word) const;
    // A term as a reader should see it: a word part as "…praz…", "ome…" or "…ole".
    QString displayTerm(int term) const;

    // The words of a text as the features see them, in order.
    static QStringList words(QStringView text);

private:
    // Word parts are kept in the vocabulary as the part with its marks: U+0001 first, then the
    // characters, where U+0002 stands for the word's start and end. Neither mark can be in a word,
    // so the parts come first in the vocabulary's order.
    static constexpr QChar WordPartMark = QChar(0x0001);
    static constexpr QChar WordEdge = QChar(0x0002);
    static QStringList wordParts(const QString &word, int length);

    std::vector<SparseVector> m_rows;
    std::vector<QString> m_terms; // in increasing order
    int m_wordPartLength = 0;
    int m_wordParts = 0; // the first terms
};

} // namespace Lectern::Review
