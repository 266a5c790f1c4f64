// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/orderingpolicy.h"
#include "review/relevancemodel.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace Lectern::Review {

// Orders the papers of a review that are not decided yet. By a relevance model: most likely
// relevant first, learning from every decision (active learning with the "maximum" query:
// always the top-scored paper), in the papers' order until the model can learn. Or by an
// ordering policy, which learns nothing.
class Prioritiser
{
public:
    // The orders by name: the relevance models', then the ordering policies'.
    static QStringList orderNames();
    // The name as listed, whatever its case; nothing for an unknown name.
    static std::optional<QString> orderNamed(const QString &name);
    // What an order reads of the records: its model's features, or (a policy reads nothing)
    // features of empty documents, one per record.
    static std::shared_ptr<const TextFeatures> featuresFor(const QList<ScreeningRecord> &records, const QString &order);

    // An order by name; throws std::invalid_argument for a name orderNames() does not list.
    // The seed fixes a random order and the model's random choices.
    Prioritiser(std::shared_ptr<const TextFeatures> features, const QString &order, quint32 seed = 0);
    // A model the caller made (a model with other settings, for an evaluation), named `order`.
    Prioritiser(
        std::shared_ptr<const TextFeatures> features, std::unique_ptr<RelevanceModel> model, const QString &order);
    Prioritiser(const Prioritiser &other);
    Prioritiser &operator=(const Prioritiser &other);
    Prioritiser(Prioritiser &&) = default;
    Prioritiser &operator=(Prioritiser &&) = default;
    ~Prioritiser();

    const QString &orderName() const { return m_orderName; }
    // Whether a relevance model orders, rather than a policy.
    bool learns() const { return m_model != nullptr; }
    void decide(qsizetype document, bool relevant) { m_labels.decide(document, relevant); }
    void forget(qsizetype document) { m_labels.forget(document); } // an undone decision
    bool isDecided(qsizetype document) const { return m_labels.isDecided(document); }
    const ScreeningLabels &labels() const { return m_labels; }

    // Learns from the decisions so far: the slow part, for a worker thread.
    void retrain();
    bool hasLearned() const { return m_learned; }
    // The undecided document to screen next; nothing once every one is decided.
    std::optional<qsizetype> next() const;
    // The undecided documents, best first.
    std::vector<qsizetype> order() const;
    // The current model's score of a document; 0 until it has learned.
    double score(qsizetype document) const;
    // Why the model scores the document as it does; `record` is the document's.
    Explanation explain(qsizetype document, const ScreeningRecord &record, int terms = 5) const;

private:
    std::shared_ptr<const TextFeatures> m_features;
    QString m_orderName;
    std::unique_ptr<RelevanceModel> m_model; // none for a policy
    std::vector<qsizetype> m_fixedOrder; // a policy's, and a model's before it learns
    ScreeningLabels m_labels;
    bool m_learned = false;
};

} // namespace Lectern::Review
