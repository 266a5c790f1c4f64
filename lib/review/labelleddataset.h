// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/prioritiser.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Lectern::Review {

// The records of a file whose every record carries a label field (a review exported with its
// decisions, as ASReview's and the SYNERGY datasets are), in file order, duplicates included.
struct LabelledDataset
{
    QList<ScreeningRecord> records;
    std::vector<bool> relevant;
    QStringList problems; // records the reader skipped, with their lines
};

// Reads any importable file. Labels are 1/0, yes/no, true/false, include/exclude (any case);
// a record without one, or with another value, is an error that names its position.
std::optional<LabelledDataset> readLabelledDataset(const QString &path, const QString &labelField, QString *error);

} // namespace Lectern::Review
