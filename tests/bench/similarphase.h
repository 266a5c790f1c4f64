// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QJsonObject>

namespace Lectern::Bench {

// More like this (issue 34): how long Review::SimilarPapers takes to answer for one paper and
// for three, as the window's worker asks it, on a connection opened beforehand. Milliseconds
// over papers spread through the library.
QJsonObject runSimilarPhase(const Storage::Location &library);

} // namespace Lectern::Bench
