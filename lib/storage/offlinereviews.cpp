// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/offlinereviews.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {
namespace {

const QString Columns =
    QStringLiteral("SELECT review_id, origin, reviewer, taken_at, team_seen_through FROM offline_reviews");

OfflineReview toOfflineReview(const QSqlQuery &query)
{
    return { query.value(0).toLongLong(),
        query.value(1).toString(),
        query.value(2).toString(),
        query.value(3).toLongLong(),
        query.value(4).toLongLong() };
}

} // namespace

OfflineReviews::OfflineReviews(const Database &database) : m_database(database) { }

void OfflineReviews::add(const OfflineReview &review)
{
    LoggedTransaction transaction(m_database, Change::Kind::Reviews);
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO offline_reviews (review_id, origin, reviewer, taken_at, team_seen_through)"
                       " VALUES (?, ?, ?, ?, ?)"),
        { review.review, review.origin, review.reviewer, review.takenAt, review.teamSeenThrough });
    transaction.commit();
}

std::optional<OfflineReview> OfflineReviews::find(ReviewId review) const
{
    QSqlQuery query = runOrThrow(m_database.connection(), Columns + QStringLiteral(" WHERE review_id = ?"), { review });
    return query.next() ? std::optional(toOfflineReview(query)) : std::nullopt;
}

QList<OfflineReview> OfflineReviews::all() const
{
    QSqlQuery query = runOrThrow(m_database.connection(), Columns + QStringLiteral(" ORDER BY review_id"));
    QList<OfflineReview> found;
    while (query.next())
        found.append(toOfflineReview(query));
    return found;
}

} // namespace Lectern::Storage
