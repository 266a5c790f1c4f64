// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"

#include <QHash>
#include <QList>
#include <QStringList>

class QIODevice;

namespace Lectern::Storage {
class Database;
}

namespace Lectern::Review {

// Two reviewers without a server: each exports their decisions to a file, and imports the
// other's. The file is CSV (title, year, doi, pmid, decision, reason, note, reviewer,
// decided_at), so that a reviewer whose library was built from the same search export, in
// another order, finds the same papers again: by DOI, else PMID, else title and year.

// One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break.
QString csvField(const QString &text);

QString verdictName(Verdict verdict);
std::optional<Verdict> verdictNamed(const QString &name);

// Writes the reviewer's decisions on these papers (papers without a decision are left out).
void writeDecisions(QIODevice &device, const QList<PaperDetails> &papers, const QHash<PaperId, Decision> &decisions);

struct ImportedDecisions
{
    qsizetype imported = 0;
    QStringList reviewers; // whose decisions the file held
    QStringList unmatched; // "line 4: Title": rows that name no paper of the review
};

// Reads another reviewer's file into the review's log, under that reviewer's name and with
// the time of each decision. A file without the columns, or with a decision that is not one,
// is refused whole (error says why) and nothing is recorded.
std::optional<ImportedDecisions> importDecisions(
    const Storage::Database &database, ReviewId review, const QString &path, QString *error);

} // namespace Lectern::Review
