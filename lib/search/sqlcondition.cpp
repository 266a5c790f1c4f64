// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/sqlcondition.h"

namespace Lectern::Search {

SqlCondition SqlCondition::of(QString text, QVariantList values)
{
    SqlCondition condition;
    condition.text = std::move(text);
    condition.values = std::move(values);
    return condition;
}

SqlCondition SqlCondition::always(bool value)
{
    SqlCondition condition;
    condition.constant = value ? Constant::True : Constant::False;
    return condition;
}

SqlCondition combine(const QList<SqlCondition> &parts, bool any)
{
    using Constant = SqlCondition::Constant;
    const Constant absorbing = any ? Constant::True : Constant::False;
    QStringList texts;
    QVariantList values;
    for (const SqlCondition &part : parts) {
        if (part.constant == absorbing)
            return part;
        if (part.constant != Constant::None)
            continue;
        texts.append(part.text);
        values.append(part.values);
    }
    if (texts.isEmpty())
        return SqlCondition::always(!any);
    if (texts.size() == 1)
        return SqlCondition::of(texts.front(), values);
    return SqlCondition::of(u'(' + texts.join(any ? QStringLiteral(" OR ") : QStringLiteral(" AND ")) + u')', values);
}

SqlCondition negate(const SqlCondition &condition)
{
    if (condition.constant != SqlCondition::Constant::None)
        return SqlCondition::always(condition.constant == SqlCondition::Constant::False);
    return SqlCondition::of(QStringLiteral("NOT (") + condition.text + u')', condition.values);
}

SqlCondition between(const QString &column, std::optional<qint64> low, std::optional<qint64> high)
{
    if (low && high && *low == *high)
        return SqlCondition::of(column + QStringLiteral(" = ?"), { *low });
    QList<SqlCondition> parts;
    if (low)
        parts.append(SqlCondition::of(column + QStringLiteral(" >= ?"), { *low }));
    if (high)
        parts.append(SqlCondition::of(column + QStringLiteral(" <= ?"), { *high }));
    return combine(parts, false);
}

} // namespace Lectern::Search
