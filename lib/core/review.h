// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QString>
#include <QStringList>

namespace Lectern {

using ReviewId = qint64;

// A literature review: which papers it screens, by what question and criteria, and the
// keywords shown green (inclusion) and red (exclusion) in the abstracts. Reasons are the
// review's own list, picked with 1–9 while screening.
struct ReviewInfo
{
    ReviewId id = 0;
    QString name;
    QString question;
    QString inclusionCriteria;
    QString exclusionCriteria;
    QStringList inclusionKeywords;
    QStringList exclusionKeywords;
    QStringList reasons;
    // Each reviewer sees only their own decisions until blinding ends.
    bool blind = false;
    // How its papers are ordered for screening: a relevance model or an ordering policy by
    // name (Review::Prioritiser::orderNames()); empty for Lectern's default model.
    QString screeningOrder = {};
};

// Records of one source (an imported file, by name and reader) that became papers of a review;
// a paper that came from no import counts as one record of a source with neither.
struct RecordSource
{
    QString file;
    QString format;
    qsizetype records = 0;
};

// How many times a review's inclusion and exclusion keywords occur in a paper's title and
// abstract.
struct KeywordHits
{
    int inclusion = 0;
    int exclusion = 0;
};

// A reviewer's decision on a paper of a review. Undecided is what an undone decision leaves.
enum class Verdict {
    Undecided = 0,
    Include = 1,
    Exclude = 2,
    Maybe = 3,
};

struct Decision
{
    PaperId paper = 0;
    Verdict verdict = Verdict::Undecided;
    QString reason;
    QString note;
    QString reviewer;
    qint64 decidedAt = 0; // milliseconds since the Unix epoch, UTC
};

} // namespace Lectern
