// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/prioritiser.h"

#include <cmath>
#include <stdexcept>

namespace Lectern::Review {
namespace {

QString knownOrder(const QString &name)
{
    const std::optional<QString> known = Prioritiser::orderNamed(name);
    if (!known)
        throw std::invalid_argument("no such screening order");
    return *known;
}

} // namespace

QStringList Prioritiser::orderNames()
{
    return RelevanceModels::names() + OrderingPolicy::names();
}

std::optional<QString> Prioritiser::orderNamed(const QString &name)
{
    for (const QString &known : orderNames()) {
        if (known.compare(name, Qt::CaseInsensitive) == 0)
            return known;
    }
    return std::nullopt;
}

std::shared_ptr<const TextFeatures> Prioritiser::featuresFor(
    const QList<ScreeningRecord> &records, const QString &order)
{
    if (const auto model = RelevanceModels::create(order, 0))
        return model->features(records);
    return std::make_shared<const TextFeatures>(QStringList(records.size()), TextFeatures::Options{});
}

Prioritiser::Prioritiser(std::shared_ptr<const TextFeatures> features, const QString &order, quint32 seed)
    : m_features(std::move(features))
    , m_orderName(knownOrder(order))
    , m_model(RelevanceModels::create(m_orderName, seed))
    , m_fixedOrder(OrderingPolicy::named(m_orderName)
              .value_or(OrderingPolicy::library())
              .order(m_features->documentCount(), seed))
    , m_labels(m_features->documentCount())
{
}

Prioritiser::Prioritiser(
    std::shared_ptr<const TextFeatures> features, std::unique_ptr<RelevanceModel> model, const QString &order)
    : m_features(std::move(features))
    , m_orderName(order)
    , m_model(std::move(model))
    , m_fixedOrder(OrderingPolicy::library().order(m_features->documentCount(), 0))
    , m_labels(m_features->documentCount())
{
}

Prioritiser::Prioritiser(const Prioritiser &other)
    : m_features(other.m_features)
    , m_orderName(other.m_orderName)
    , m_model(other.m_model ? other.m_model->clone() : nullptr)
    , m_fixedOrder(other.m_fixedOrder)
    , m_labels(other.m_labels)
    , m_learned(other.m_learned)
{
}

Prioritiser &Prioritiser::operator=(const Prioritiser &other)
{
    if (this != &other)
        *this = Prioritiser(other);
    return *this;
}

Prioritiser::~Prioritiser() = default;

void Prioritiser::retrain()
{
    m_learned = m_model && m_model->train(*m_features, m_labels);
}

double Prioritiser::score(qsizetype document) const
{
    return m_learned ? m_model->score(*m_features, document) : 0.0;
}

std::optional<qsizetype> Prioritiser::next() const
{
    if (!m_learned) {
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
    if (m_learned) {
        std::vector<double> scores(static_cast<std::size_t>(m_features->documentCount()));
        for (const qsizetype d : undecided)
            scores[static_cast<std::size_t>(d)] = score(d);
        std::stable_sort(undecided.begin(), undecided.end(), [&scores](qsizetype a, qsizetype b) {
            return scores[static_cast<std::size_t>(a)] > scores[static_cast<std::size_t>(b)];
        });
    }
    return undecided;
}

Explanation Prioritiser::explain(qsizetype document, const ScreeningRecord &record, int terms) const
{
    return m_learned ? m_model->explain(*m_features, document, record, terms) : Explanation{};
}

} // namespace Lectern::Review
