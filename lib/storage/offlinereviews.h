// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QList>
#include <QString>

#include <optional>

namespace Lectern::Storage {

class Database;

// A review taken offline into a library of its own: where it came from, whose decisions it holds,
// and how far its log has been sent back.
struct OfflineReview
{
    ReviewId review = 0;
    QString origin; // the team library, as Location::toString() writes it: never a password
    QString reviewer;
    qint64 takenAt = 0; // milliseconds since the Unix epoch, UTC
    // The last row of the review's decision log that the team library has; the rows after it
    // are the reviewer's decisions made offline and not sent yet.
    qint64 sentThrough = 0;
};

// The reviews of a library that were taken offline from a team library. A team library's own
// table stays empty.
class OfflineReviews
{
public:
    explicit OfflineReviews(const Database &database);

    void add(const OfflineReview &review);
    std::optional<OfflineReview> find(ReviewId review) const;
    QList<OfflineReview> all() const;
    void markSent(ReviewId review, qint64 through);

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
