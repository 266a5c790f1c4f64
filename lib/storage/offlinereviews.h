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
    // The last row of the review's decision log in the team library when it was taken: the rows
    // after it were decided meanwhile.
    qint64 teamSeenThrough = 0;
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

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
