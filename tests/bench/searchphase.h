// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Lectern::Bench {

class Corpus;

// Tags the benchmark's queries filter on, given to some papers of the library before the
// search phase: every TagEvery-th paper gets Tag.
struct BenchTags
{
    static QString tag() { return QStringLiteral("method/diffusion"); }
    static QString filterQuery() { return QStringLiteral("tag:method"); }
    static constexpr int TagEvery = 50;
};

// Latencies in milliseconds, summarised.
struct Latencies
{
    QList<double> samples;
    double percentile(double p) const;
    double max() const;
    QJsonObject toJson() const;
};

// The search phase, run in a process of its own (lectern-bench --phase search) so that its
// peak memory is the GUI's, not the import's: opens the library the way the main window does
// and replays typing through the GUI's path (Query::parse → PaperFinder::find →
// PaperTableModel::setIds → data() of the first page of rows). Needs a QGuiApplication.
QJsonObject runSearchPhase(const Storage::Location &library, const Corpus &corpus);

// Peak resident memory of this process (VmHWM), MiB; -1 when /proc does not say.
double peakMemoryMiB();

} // namespace Lectern::Bench
