// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/orderingpolicy.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace Lectern::Review {

QStringList OrderingPolicy::names()
{
    return { QStringLiteral("random"), QStringLiteral("library") };
}

std::optional<OrderingPolicy> OrderingPolicy::named(const QString &name)
{
    if (name.compare(QLatin1StringView("random"), Qt::CaseInsensitive) == 0)
        return OrderingPolicy(Kind::Random);
    if (name.compare(QLatin1StringView("library"), Qt::CaseInsensitive) == 0)
        return OrderingPolicy(Kind::Library);
    return std::nullopt;
}

QString OrderingPolicy::name() const
{
    return m_kind == Kind::Random ? QStringLiteral("random") : QStringLiteral("library");
}

std::vector<qsizetype> OrderingPolicy::order(qsizetype documents, quint32 seed) const
{
    std::vector<qsizetype> order(static_cast<std::size_t>(documents));
    std::iota(order.begin(), order.end(), 0);
    if (m_kind == Kind::Random) {
        std::mt19937 random(seed);
        std::shuffle(order.begin(), order.end(), random);
    }
    return order;
}

} // namespace Lectern::Review
