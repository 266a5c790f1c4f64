// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/readingorder.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/idselect.h"

namespace Lectern::Search {

std::optional<QString> readingColumn(SortKey key)
{
    switch (key) {
    case SortKey::Status:
        return QStringLiteral("status");
    case SortKey::Rating:
        return QStringLiteral("rating");
    case SortKey::Starred:
        return QStringLiteral("starred");
    default:
        return std::nullopt;
    }
}

SqlCondition readingBetween(
    const QString &column, std::optional<qint64> low, std::optional<qint64> high, const Storage::Dialect &dialect)
{
    const SqlCondition range = between(column, low, high);
    if (range.constant != SqlCondition::Constant::None)
        return range;
    const bool holdsNew = low.value_or(0) <= 0 && high.value_or(0) >= 0;
    return SqlCondition::of(QStringLiteral("p.id %1 (SELECT paper_id FROM reading_states WHERE member = %2 AND %3)")
                                .arg(holdsNew ? QStringLiteral("NOT IN") : QStringLiteral("IN"),
                                    dialect.member(),
                                    holdsNew ? QStringLiteral("NOT (%1)").arg(range.text) : range.text),
        range.values);
}

QString readingValue(const QString &column, const Storage::Dialect &dialect)
{
    return QStringLiteral("coalesce((SELECT r.%1 FROM reading_states r WHERE r.paper_id = p.id AND r.member = %2), 0)")
        .arg(column, dialect.member());
}

QList<PaperId> firstReadingPage(const Storage::Database &database,
    const SqlCondition &conditions,
    const QString &column,
    Qt::SortOrder order,
    int limit)
{
    const QString member = database.dialect().member();
    const bool always = conditions.constant == SqlCondition::Constant::True;
    const QString matching = always ? QString() : QStringLiteral(" AND ") + conditions.text;
    const QVariantList values = always ? QVariantList() : conditions.values;
    // Values are never below 0: ascending, the papers at 0 come first, descending last. The
    // member's rows lead (CROSS JOIN keeps SQLite from reading papers first), so their index
    // gives them in order.
    const auto marked = [&](int upTo) {
        return Storage::selectIds(database,
            QStringLiteral("SELECT r.paper_id FROM reading_states r CROSS JOIN papers p"
                           " WHERE p.id = r.paper_id AND r.member = %1 AND r.%2 > 0%3"
                           " ORDER BY r.%2 %4, r.paper_id DESC LIMIT ?")
                .arg(member,
                    column,
                    matching,
                    order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC")),
            values + QVariantList{ upTo });
    };
    // Newest first, each paper asked about alone: a page asks about a page of papers.
    const auto unmarked = [&](int upTo) {
        return Storage::selectIds(database,
            QStringLiteral("SELECT p.id FROM papers p WHERE NOT EXISTS (SELECT 1 FROM reading_states r"
                           " WHERE r.paper_id = p.id AND r.member = %1 AND r.%2 > 0)%3"
                           " ORDER BY p.id DESC LIMIT ?")
                .arg(member, column, matching),
            values + QVariantList{ upTo });
    };
    QList<PaperId> ids = order == Qt::AscendingOrder ? unmarked(limit) : marked(limit);
    if (ids.size() < limit)
        ids += order == Qt::AscendingOrder ? marked(limit - int(ids.size())) : unmarked(limit - int(ids.size()));
    return ids;
}

} // namespace Lectern::Search
