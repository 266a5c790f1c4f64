// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QJsonObject>
#include <QString>

namespace Lectern::Bench {

// Exports every paper of the library in each format into a device that only counts bytes:
// seconds, papers per second and megabytes per format, and the phase's peak memory.
QJsonObject runExportPhase(const Storage::Location &library);

// Imports a BibTeX file repeated copies times (citation keys renamed, so every copy's entries
// are new to BibTeX) into a fresh library in dir, search index included, and exports the
// library as BibTeX again. With distinct set, DOIs and titles are renamed too, so that no
// record merges with another.
QJsonObject runBibTexCopiesPhase(const QString &bibFile, int copies, bool distinct, const QString &dir);

} // namespace Lectern::Bench
