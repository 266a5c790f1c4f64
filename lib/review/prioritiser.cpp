// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/prioritiser.h"

#include <QHash>

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

// ASReview LAB's regularisation, and the weight of its relevant class against the irrelevant
// one (its default model, "ELAS u4": a balancer with ratio 9.8).
constexpr double SvmC = 0.11;
constexpr double AsreviewRelevantClassWeight = 9.8;
// Lectern's: with its presumed-irrelevant sample and word parts, 2 found the relevant papers of
// the corpora's labelled reviews soonest (of 1, 2, 3, 4, 5 and 9.8; see the README). Its SVM
// stops at LIBLINEAR's tolerance, ASReview's at scikit-learn's: 0.001 took three times the
// passes for orders as good (measured with `review simulate`).
constexpr double LecternRelevantClassWeight = 2;

// Word parts of 4 characters, weighing half as much as the words: of 3, 4 and 5 characters and
// of 0.3 to 1, these found the relevant papers soonest (see the README).
constexpr int WordPartLength = 4;
constexpr double WordPartWeight = 0.5;
// Undecided papers taken as irrelevant at each training: of 100, 300 and 1,000, 300 found the
// relevant papers of the corpora's two labelled reviews soonest.
constexpr std::size_t PresumedIrrelevant = 300;

// Irrelevant decisions trained on (Lectern's model): every one that held up the margin last
// time, and the others up to 500 in all. With word parts, 4,000 made a retraining at 2,000
// records take 15 ms; 500 keeps it within 10 ms and found the relevant records of the
// labelled reviews as soon, seed for seed.
constexpr std::size_t MaxIrrelevantDecisions = 500;

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
    if (ranking == Ranking::Lectern) {
        options.minDocuments = 2;
        options.wordPartLength = WordPartLength;
        options.wordPartWeight = WordPartWeight;
    }
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
    , m_svm(ranking == Ranking::Lectern
              ? SvmTrainer(SvmC, LecternRelevantClassWeight, SvmTrainer::LiblinearTolerance)
              : SvmTrainer(SvmC, AsreviewRelevantClassWeight, SvmTrainer::ScikitLearnTolerance))
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

std::vector<Explanation::Term> Prioritiser::contributions(qsizetype document) const
{
    // A word part's share goes to the document's words that hold it, so the reader sees words;
    // a part that no word of the vocabulary holds is shown as itself.
    const SparseVector &row = m_features->row(document);
    QHash<int, double> byTerm;
    for (std::size_t i = 0; i < row.terms.size(); ++i)
        byTerm[row.terms[i]] = m_model->weights[static_cast<std::size_t>(row.terms[i])] * row.weights[i];
    QHash<int, std::vector<int>> partsOfWord;
    QHash<int, int> holders;
    for (const int term : row.terms) {
        if (!m_features->isWord(term))
            continue;
        std::vector<int> parts = m_features->wordPartTerms(m_features->term(term));
        std::erase_if(parts, [&byTerm](int part) { return !byTerm.contains(part); });
        for (const int part : parts)
            ++holders[part];
        partsOfWord.insert(term, std::move(parts));
    }
    std::vector<Explanation::Term> found;
    for (const int term : row.terms) {
        if (holders.contains(term))
            continue;
        double c = byTerm.value(term);
        for (const int part : partsOfWord.value(term))
            c += byTerm.value(part) / holders.value(part);
        if (c != 0)
            found.push_back({ m_features->displayTerm(term), c });
    }
    return found;
}

Explanation Prioritiser::explain(qsizetype document, int terms) const
{
    Explanation explanation;
    if (!m_model)
        return explanation;
    std::vector<Explanation::Term> contributions = this->contributions(document);
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
