// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/explanation.h"
#include "review/screeninglabels.h"
#include "review/screeningrecord.h"
#include "review/textfeatures.h"

#include <QList>
#include <QStringList>

#include <memory>

namespace Lectern::Review {

// A relevance model: what it reads of a review's records, how it learns from the decisions,
// how it scores and explains a paper. A prioritiser asks it for the likeliest paper next.
class RelevanceModel
{
public:
    virtual ~RelevanceModel() = default;

    // A copy with all it learned: the copy learns on a worker thread while the original orders.
    virtual std::unique_ptr<RelevanceModel> clone() const = 0;
    // The features the model reads of the records of a review. Every copy and every instance of
    // a model shares them: they take seconds for a large review, so they are made once, on a
    // worker thread.
    virtual std::shared_ptr<const TextFeatures> features(const QList<ScreeningRecord> &records) const = 0;
    // Learns from the decisions so far: the slow part, for a worker thread. False when the
    // model cannot learn yet (it needs a relevant and an irrelevant decision); it scores nothing
    // then.
    virtual bool train(const TextFeatures &features, const ScreeningLabels &labels) = 0;
    // Higher is more likely relevant; only after a train() that returned true.
    virtual double score(const TextFeatures &features, qsizetype document) const = 0;
    // The words of the record that raised and lowered its score most, `terms` of each.
    virtual Explanation explain(
        const TextFeatures &features, qsizetype document, const ScreeningRecord &record, int terms) const = 0;
};

// What a file of lib/review/models/ adds to the registry: a model's name, what it is, and how
// to make one. The build lists that folder, so adding a model is adding a file (see
// lib/review/CMakeLists.txt); its file defines `RelevanceModelType Models::<file name>()`.
struct RelevanceModelType
{
    const char *name; // what --model and the saved review call it
    const char *description; // QT_TRANSLATE_NOOP("Review", …)
    std::unique_ptr<RelevanceModel> (*create)(quint32 seed);
};

// The relevance models by name; names are matched regardless of case.
namespace RelevanceModels {
// Lectern's own, which the screening window starts with.
QString defaultName();
// The default first, then the others in the order of their names.
QStringList names();
bool has(const QString &name);
QString description(const QString &name); // translated
// Nothing when no model has the name. The seed fixes every random choice the model makes.
std::unique_ptr<RelevanceModel> create(const QString &name, quint32 seed);
} // namespace RelevanceModels

} // namespace Lectern::Review
