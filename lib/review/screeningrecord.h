// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Lectern::Review {

// The parts of a paper a relevance model reads.
struct ScreeningRecord
{
    QString title; // empty when the title was inferred: it only repeats the abstract's first words
    QString abstract;
    QStringList keywords;
};

} // namespace Lectern::Review
