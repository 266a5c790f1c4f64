// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QJsonObject>

namespace Lectern::Cli {

// The JSON forms of papers in `list` and `show` output: stable keys, for scripts.
QJsonObject toJson(const PaperSummary &paper);
QJsonObject toJson(const Paper &paper);
// One line of `list --format tsv`: id, year, collection, title; tabs and newlines become spaces.
QString toTsvLine(const PaperSummary &paper);
// `show` for a person to read.
QString toText(const Paper &paper);

} // namespace Lectern::Cli
