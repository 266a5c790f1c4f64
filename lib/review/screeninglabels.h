// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace Lectern::Review {

// A document's label for training: relevant (included) or not.
struct TrainingExample
{
    qsizetype document = 0;
    bool relevant = false;
};

// What a relevance model learns from: each document's label, relevant, irrelevant or not
// decided yet, and the decided ones in the order they were decided.
class ScreeningLabels
{
public:
    explicit ScreeningLabels(qsizetype documents = 0);

    qsizetype documentCount() const { return static_cast<qsizetype>(m_labels.size()); }
    // A new decision on a document replaces the one before.
    void decide(qsizetype document, bool relevant);
    void forget(qsizetype document); // an undone decision
    bool isDecided(qsizetype document) const { return m_labels[static_cast<std::size_t>(document)] != Undecided; }
    // The decided documents, in the order they were decided.
    const std::vector<TrainingExample> &decided() const { return m_decided; }
    qsizetype relevantCount() const { return m_relevant; }
    qsizetype irrelevantCount() const { return static_cast<qsizetype>(m_decided.size()) - m_relevant; }
    qsizetype undecidedCount() const { return documentCount() - static_cast<qsizetype>(m_decided.size()); }

private:
    static constexpr qint8 Undecided = -1;
    std::vector<qint8> m_labels; // by document: Undecided, 0 irrelevant, 1 relevant
    std::vector<TrainingExample> m_decided;
    qsizetype m_relevant = 0;
};

} // namespace Lectern::Review
