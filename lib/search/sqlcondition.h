// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

#include <optional>

namespace Lectern::Search {

// An SQL condition on papers p with the values of its "?" in order, or a constant: what
// PaperFinder builds a search's WHERE clause of.
struct SqlCondition
{
    enum class Constant { None, True, False };

    QString text;
    QVariantList values;
    Constant constant = Constant::None;

    static SqlCondition of(QString text, QVariantList values = {});
    static SqlCondition always(bool value);
};

// Every part, or any part: constants fold away, so a condition that cannot match ("*") costs nothing.
SqlCondition combine(const QList<SqlCondition> &parts, bool any);
SqlCondition negate(const SqlCondition &condition);
// column within [low, high], either bound open.
SqlCondition between(const QString &column, std::optional<qint64> low, std::optional<qint64> high);

} // namespace Lectern::Search
