// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QJsonObject>
#include <QStringList>

namespace Lectern::Cli {

// The JSON forms of papers in `list` and `show` output: stable keys, for scripts. A paper's
// form has every key of its summary's.
QJsonObject toJson(const PaperSummary &paper, const QStringList &tags);
QJsonObject toJson(const PaperDetails &details);
// One line of `list --format tsv`: id, year, collection, title; tabs and newlines become spaces.
QString toTsvLine(const PaperSummary &paper);
// `show` for a person to read.
QString toText(const PaperDetails &details);

} // namespace Lectern::Cli
