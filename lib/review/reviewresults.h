// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/consensus.h"
#include "review/prismaflow.h"
#include "review/screeningcounts.h"

#include <QStringList>

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Review {

// Where a review stands across its reviewers, read from the library at once: each reviewer's
// decisions and counts, each pair's agreement, the resolved conflicts, the review's verdicts
// and its PRISMA flow.
struct ReviewResults
{
    struct PairAgreement
    {
        QString first;
        QString second;
        Agreement agreement;
    };

    ReviewInfo review;
    // A blind review read by one of its reviewers: only their own decisions are to be shown.
    // (In a team library the server gives them no others; its owners read every decision.)
    bool blindToReader = false;
    QList<PaperId> papers;
    QStringList reviewers;
    QList<QHash<PaperId, Decision>> decisions; // per reviewer
    QList<ScreeningCounts> counts; // per reviewer
    QList<PairAgreement> agreements;
    std::optional<GroupAgreement> groupAgreement; // of every reviewer, when there are three or more
    QHash<PaperId, Decision> resolutions;
    Consensus consensus;
    PrismaFlow flow;

    // Throws Storage::StorageError.
    static ReviewResults read(const Storage::Database &database, ReviewId review);
    QList<PaperId> included() const;
};

// Whether a reader of this library sees only their own decisions in the review: it is blind and
// they are not an owner of a team library (whose server shows owners every decision).
bool isBlindTo(const Storage::Database &reader, const ReviewInfo &review);

// reviewer,other_reviewer,papers_both_decided,agreed,kappa,conflicts: one row per pair.
QString agreementCsv(const ReviewResults &results);

} // namespace Lectern::Review
