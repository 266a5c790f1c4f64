// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "storage/location.h"

#include <QList>
#include <QMap>
#include <QStringList>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Review {

// Screening where there is no server: a reviewer takes a review of a team library into a file
// library of their own, screens it there as in any library, and sends the decisions back as the
// same reviewer, with the times they were made. Each decision is sent once, however often the
// reviewer sends: a decision the team library has already (the same paper, verdict, reason, note
// and time, by the same reviewer) is not written again, and two sends at once take turns.
class OfflineScreening
{
public:
    struct Taken
    {
        qint64 papers = 0;
        qsizetype decisions = 0; // the reviewer's own, taken along
    };
    // Copies the review's papers and the reviewer's own decisions (the member connected to the
    // team library) into the library at offline, which is made; one that exists must be empty.
    // Throws Storage::StorageError, and then offline holds nothing.
    static Taken takeOffline(const Storage::Database &team, ReviewId review, const Storage::Location &offline);

    struct Sent
    {
        qsizetype sent = 0;
        // Papers the reviewer decided again on the team library after deciding them offline: the
        // later decision stands, and the offline one is not sent.
        QList<PaperId> newerOnTeam;
        // Papers the team library no longer screens in the review (removed meanwhile).
        QList<PaperId> gone;
        // Of the papers whose decisions were sent, those other reviewers decided on the team
        // library since the review was taken offline, with their names; none while the review is
        // blind to the reviewer.
        QMap<PaperId, QStringList> decidedByOthers;
    };
    // Sends the reviewer's decisions in offline that team does not have, connected to team as the
    // reviewer who took the review. offline is only read. Throws Storage::StorageError, and then
    // nothing was sent.
    static Sent sendDecisions(const Storage::Database &offline, ReviewId review, const Storage::Database &team);
};

// Whose decisions screening in this library records: the member connected to a team library,
// the reviewer who took a review offline, else the user's login name.
QString reviewerIn(const Storage::Database &library, ReviewId review);

} // namespace Lectern::Review
