// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QList>
#include <QMap>

namespace Lectern::Review {

struct Consensus;

// A review's title-and-abstract screening in PRISMA 2020's terms: the records identified, per
// source; the duplicates removed before screening (records that were a paper the library had
// already); the records screened and excluded, with reasons; those included; and those still
// waiting (marked maybe, or in conflict between reviewers), from the review's verdicts.
struct PrismaFlow
{
    QList<RecordSource> sources;
    qsizetype identified = 0;
    qsizetype duplicates = 0;
    qsizetype papers = 0; // left after duplicates were removed
    qsizetype screened = 0; // decided by at least one reviewer
    qsizetype excluded = 0;
    QMap<QString, qsizetype> excludedByReason; // "" for exclusions without a reason
    qsizetype included = 0;
    qsizetype maybe = 0;
    qsizetype conflicts = 0;

    qsizetype notScreened() const { return papers - screened; }
    qsizetype awaiting() const { return maybe + conflicts; }

    static PrismaFlow of(const QList<RecordSource> &sources, const QList<PaperId> &papers, const Consensus &consensus);
};

// "pubmed.nbib (pubmed)", or what a paper that was not imported counts as.
QString sourceName(const RecordSource &source);
// What an exclusion without a reason is listed as.
QString reasonName(const QString &reason);

// The flow as a Markdown outline under the review's name, and as CSV (stage, box, count).
QString prismaMarkdown(const PrismaFlow &flow, const QString &reviewName);
QString prismaCsv(const PrismaFlow &flow);

} // namespace Lectern::Review
