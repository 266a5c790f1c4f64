// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/models/lecternmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace Lectern::Review {
namespace {

// Word parts of 4 characters, weighing half as much as the words: of 3, 4 and 5 characters and
// of 0.3 to 1, these found the relevant papers soonest (see the README).
constexpr int WordPartLength = 4;
constexpr double WordPartWeight = 0.5;
// Irrelevant decisions trained on: every one that held up the margin last time, and the others
// up to 500 in all. With word parts, 4,000 made a retraining at 2,000 records take 15 ms; 500
// keeps it within 10 ms and found the relevant records of the labelled reviews as soon, seed
// for seed.
constexpr std::size_t MaxIrrelevantDecisions = 500;

} // namespace

bool LecternModel::Settings::set(const QString &key, double value)
{
    const std::pair<const char *, double Settings::*> fields[] = {
        { "c", &Settings::c },
        { "weight", &Settings::relevantClassWeight },
        { "sample", &Settings::presumedIrrelevant },
        { "share", &Settings::presumedShare },
        { "titles", &Settings::titleRepeats },
        { "keywords", &Settings::keywords },
        { "parts", &Settings::wordPartWeight },
        { "mindocs", &Settings::minDocuments },
        { "balance", &Settings::balance },
    };
    for (const auto &[name, field] : fields) {
        if (key == QLatin1StringView(name)) {
            this->*field = value;
            return true;
        }
    }
    return false;
}

qsizetype LecternModel::Settings::presumedSample(qsizetype undecided) const
{
    return static_cast<qsizetype>(
        std::min(presumedIrrelevant, std::ceil(presumedShare * static_cast<double>(undecided))));
}

LecternModel::LecternModel(quint32 seed) : LecternModel(seed, Settings()) { }

// The SVM stops at LIBLINEAR's tolerance: scikit-learn's 0.0001 took three times the passes for
// orders as good (measured with `review simulate`).
LecternModel::LecternModel(quint32 seed, const Settings &settings)
    : m_settings(settings)
    , m_random(seed)
    , m_svm(settings.c, settings.relevantClassWeight, SvmTrainer::LiblinearTolerance)
{
}

QString LecternModel::text(const ScreeningRecord &record) const
{
    QStringList parts;
    for (int i = 0; i < int(m_settings.titleRepeats); ++i)
        parts.append(record.title);
    parts.append(record.abstract);
    if (m_settings.keywords != 0)
        parts.append(record.keywords.join(u' '));
    return parts.join(u'\n');
}

TextFeatures::Options LecternModel::featureOptions() const
{
    // Terms of one record only are left out: they cannot tell one class from the other, and
    // without them the model is a tenth of the size, so training touches memory that stays in
    // the cache (measured: no change in WSS@95).
    TextFeatures::Options options;
    options.minDocuments = int(m_settings.minDocuments);
    options.wordPartLength = m_settings.wordPartWeight > 0 ? WordPartLength : 0;
    options.wordPartWeight = m_settings.wordPartWeight;
    return options;
}

LinearModel LecternModel::fit(const TextFeatures &features, const ScreeningLabels &labels)
{
    if (m_settings.balance != 0) {
        const double odds = static_cast<double>(labels.irrelevantCount()) / static_cast<double>(labels.relevantCount());
        m_svm.setRelevantClassWeight(std::clamp(odds, 1.0, m_settings.relevantClassWeight));
    }
    return m_svm.train(features, trainingExamples(labels));
}

std::vector<TrainingExample> LecternModel::trainingExamples(const ScreeningLabels &labels)
{
    // Late in a large review most decisions are exclusions far from the margin: they are kept
    // to a sample, every one that held up the margin last time first, so that a retraining
    // stays within the time of a decision.
    std::vector<TrainingExample> examples;
    std::vector<TrainingExample> spare;
    std::size_t irrelevant = 0;
    for (const TrainingExample &example : labels.decided()) {
        if (example.relevant || m_svm.isSupportVector(example.document)) {
            examples.push_back(example);
            irrelevant += example.relevant ? 0 : 1;
        } else {
            spare.push_back(example);
        }
    }
    const std::size_t room = MaxIrrelevantDecisions > irrelevant ? MaxIrrelevantDecisions - irrelevant : 0;
    if (spare.size() <= room)
        examples.insert(examples.end(), spare.begin(), spare.end());
    else
        std::sample(spare.begin(), spare.end(), std::back_inserter(examples), room, m_random);
    std::vector<qsizetype> undecided;
    for (qsizetype d = 0; d < labels.documentCount(); ++d) {
        if (!labels.isDecided(d))
            undecided.push_back(d);
    }
    std::vector<qsizetype> sample;
    const auto size = static_cast<std::size_t>(m_settings.presumedSample(static_cast<qsizetype>(undecided.size())));
    std::sample(undecided.begin(), undecided.end(), std::back_inserter(sample), size, m_random);
    for (const qsizetype d : sample)
        examples.push_back({ d, false });
    return examples;
}

namespace Models {
RelevanceModelType lecternmodel()
{
    return { "lectern",
        QT_TRANSLATE_NOOP("Review",
            "Lectern's model: a linear SVM over words and parts of words, with undecided papers presumed "
            "irrelevant"),
        [](quint32 seed) -> std::unique_ptr<RelevanceModel> { return std::make_unique<LecternModel>(seed); } };
}
} // namespace Models

} // namespace Lectern::Review
