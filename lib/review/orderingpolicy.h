// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Lectern::Review {

// An order of screening that learns nothing, to compare a relevance model with: the papers in
// the order the review holds them, or shuffled.
class OrderingPolicy
{
public:
    static QStringList names();
    // Matched regardless of case; nothing when no policy has the name.
    static std::optional<OrderingPolicy> named(const QString &name);
    static OrderingPolicy library() { return OrderingPolicy(Kind::Library); }

    QString name() const;
    // Every document once; the seed fixes a random order.
    std::vector<qsizetype> order(qsizetype documents, quint32 seed) const;

private:
    enum class Kind { Library, Random };
    explicit OrderingPolicy(Kind kind) : m_kind(kind) { }
    Kind m_kind;
};

} // namespace Lectern::Review
