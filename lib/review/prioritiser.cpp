// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/prioritiser.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace Lectern::Review {
namespace {

struct RankingInfo
{
    Ranking ranking;
    const char *name;
};
constexpr RankingInfo Rankings[] = {
    { Ranking::Lectern, "lectern" },
    { Ranking::Svm, "svm" },
    { Ranking::Random, "random" },
    { Ranking::Library, "library" },
};

// ASReview LAB's regularisation.
constexpr double SvmC = 0.11;
// Undecided papers taken as irrelevant at each training: of 100, 300 and 1,000, 300 found the
// relevant papers of the corpora's two labelled reviews soonest.
constexpr std::size_t PresumedIrrelevant = 300;

// Irrelevant decisions trained on at most (Lectern's model): in reviews of up to 4,000 papers,
// all of them.
constexpr std::size_t MaxIrrelevantDecisions = 4000;

constexpr qint8 Undecided = -1;

} // namespace

QString rankingName(Ranking ranking)
{
    for (const RankingInfo &info : Rankings) {
        if (info.ranking == ranking)
            return QString::fromLatin1(info.name);
    }
    return {};
}

std::optional<Ranking> rankingNamed(const QString &name)
{
    for (const RankingInfo &info : Rankings) {
        if (name.compare(QLatin1StringView(info.name), Qt::CaseInsensitive) == 0)
            return info.ranking;
    }
    return std::nullopt;
}

QString screeningText(const ScreeningRecord &record, Ranking ranking)
{
    if (ranking != Ranking::Lectern)
        return record.title + u'\n' + record.abstract;
    return QStringList{ record.title, record.title, record.abstract, record.keywords.join(u' ') }.join(u'\n');
}

std::shared_ptr<const TextFeatures> featuresFor(const QList<ScreeningRecord> &records, Ranking ranking)
{
    QStringList texts;
    texts.reserve(records.size());
    for (const ScreeningRecord &record : records)
        texts.append(screeningText(record, ranking));
    TextFeatures::Options options;
    options.minDocuments = ranking == Ranking::Lectern ? 2 : 1;
    return std::make_shared<const TextFeatures>(texts, options);
}

QStringList rankingNames()
{
    QStringList names;
    for (const RankingInfo &info : Rankings)
        names.append(QString::fromLatin1(info.name));
    return names;
}

Prioritiser::Prioritiser(std::shared_ptr<const TextFeatures> features, Ranking ranking, quint32 seed)
    : m_features(std::move(features))
    , m_ranking(ranking)
    , m_labels(static_cast<std::size_t>(m_features->documentCount()), Undecided)
    , m_fixedOrder(static_cast<std::size_t>(m_features->documentCount()))
    , m_random(seed)
    , m_svm(SvmC)
{
    std::iota(m_fixedOrder.begin(), m_fixedOrder.end(), 0);
    if (ranking == Ranking::Random) {
        std::mt19937 random(seed);
        std::shuffle(m_fixedOrder.begin(), m_fixedOrder.end(), random);
    }
}

void Prioritiser::decide(qsizetype document, bool relevant)
{
    forget(document);
    m_labels[static_cast<std::size_t>(document)] = relevant ? 1 : 0;
    m_examples.push_back({ document, relevant });
}

void Prioritiser::forget(qsizetype document)
{
    m_labels[static_cast<std::size_t>(document)] = Undecided;
    std::erase_if(m_examples, [document](const TrainingExample &e) { return e.document == document; });
}

bool Prioritiser::isDecided(qsizetype document) const
{
    return m_labels[static_cast<std::size_t>(document)] != Undecided;
}

void Prioritiser::retrain()
{
    const auto relevant = std::count_if(m_examples.begin(), m_examples.end(), [](auto e) { return e.relevant; });
    const bool learns = m_ranking == Ranking::Lectern || m_ranking == Ranking::Svm;
    if (!learns || relevant == 0 || relevant == static_cast<qsizetype>(m_examples.size())) {
        m_model.reset();
        return;
    }
    m_model = m_svm.train(*m_features, trainingExamples());
}

std::vector<TrainingExample> Prioritiser::trainingExamples()
{
    if (m_ranking != Ranking::Lectern)
        return m_examples;
    // Late in a large review most decisions are exclusions far from the margin: they are kept
    // to a sample, every one that held up the margin last time first, so that a retraining
    // stays within the time of a decision.
    std::vector<TrainingExample> examples;
    std::vector<TrainingExample> spare;
    std::size_t irrelevant = 0;
    for (const TrainingExample &example : m_examples) {
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
    for (qsizetype d = 0; d < m_features->documentCount(); ++d) {
        if (!isDecided(d))
            undecided.push_back(d);
    }
    std::vector<qsizetype> sample;
    std::sample(undecided.begin(), undecided.end(), std::back_inserter(sample), PresumedIrrelevant, m_random);
    for (const qsizetype d : sample)
        examples.push_back({ d, false });
    return examples;
}

double Prioritiser::score(qsizetype document) const
{
    return m_model ? m_model->score(m_features->row(document)) : 0.0;
}

std::optional<qsizetype> Prioritiser::next() const
{
    if (!m_model) {
        for (const qsizetype d : m_fixedOrder) {
            if (!isDecided(d))
                return d;
        }
        return std::nullopt;
    }
    std::optional<qsizetype> best;
    double bestScore = -INFINITY;
    for (qsizetype d = 0; d < m_features->documentCount(); ++d) {
        if (isDecided(d))
            continue;
        const double s = score(d);
        if (!best || s > bestScore) {
            best = d;
            bestScore = s;
        }
    }
    return best;
}

std::vector<qsizetype> Prioritiser::order() const
{
    std::vector<qsizetype> undecided;
    for (const qsizetype d : m_fixedOrder) {
        if (!isDecided(d))
            undecided.push_back(d);
    }
    if (m_model) {
        std::vector<double> scores(m_labels.size());
        for (const qsizetype d : undecided)
            scores[static_cast<std::size_t>(d)] = score(d);
        std::stable_sort(undecided.begin(), undecided.end(), [&scores](qsizetype a, qsizetype b) {
            return scores[static_cast<std::size_t>(a)] > scores[static_cast<std::size_t>(b)];
        });
    }
    return undecided;
}

Explanation Prioritiser::explain(qsizetype document, int terms) const
{
    Explanation explanation;
    if (!m_model)
        return explanation;
    const SparseVector &row = m_features->row(document);
    std::vector<Explanation::Term> contributions;
    for (std::size_t i = 0; i < row.terms.size(); ++i) {
        const double c = m_model->weights[static_cast<std::size_t>(row.terms[i])] * row.weights[i];
        if (c != 0)
            contributions.push_back({ m_features->term(row.terms[i]), c });
    }
    std::sort(contributions.begin(), contributions.end(), [](const auto &a, const auto &b) {
        return a.contribution > b.contribution;
    });
    for (const auto &term : contributions) {
        if (term.contribution > 0 && explanation.raising.size() < terms)
            explanation.raising.append(term);
    }
    for (auto it = contributions.rbegin(); it != contributions.rend(); ++it) {
        if (it->contribution < 0 && explanation.lowering.size() < terms)
            explanation.lowering.append(*it);
    }
    return explanation;
}

} // namespace Lectern::Review
