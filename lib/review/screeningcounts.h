// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QHash>
#include <QList>
#include <QMap>

#include <optional>

namespace Lectern::Review {

// Where a reviewer's screening stands: the counts a progress bar and a PRISMA diagram show.
struct ScreeningCounts
{
    qsizetype papers = 0;
    qsizetype included = 0;
    qsizetype excluded = 0;
    qsizetype maybe = 0;
    QMap<QString, qsizetype> excludedByReason; // "" for exclusions without a reason

    qsizetype decided() const { return included + excluded + maybe; }
    qsizetype undecided() const { return papers - decided(); }

    static ScreeningCounts of(const QList<PaperId> &papers, const QHash<PaperId, Decision> &decisions);
};

// Two reviewers' agreement beyond chance over the papers both decided (include, exclude and
// maybe as three categories); nothing when they decided no paper in common, or when chance
// alone explains every agreement (kappa is undefined there).
struct Agreement
{
    qsizetype papers = 0; // decided by both
    qsizetype agreed = 0;
    std::optional<double> kappa;
    QList<PaperId> conflicts; // decided differently, in paper order

    static Agreement between(const QHash<PaperId, Decision> &first, const QHash<PaperId, Decision> &second);
};

// Three or more reviewers' agreement beyond chance (Fleiss' kappa) over the papers every one of
// them decided; no kappa when they decided no paper in common, or chance explains every vote.
struct GroupAgreement
{
    qsizetype reviewers = 0;
    qsizetype papers = 0; // decided by every reviewer
    std::optional<double> kappa;

    static GroupAgreement among(const QList<QHash<PaperId, Decision>> &decisions);
};

} // namespace Lectern::Review
