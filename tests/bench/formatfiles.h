// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/formats.h"

#include <QString>

namespace Lectern::Bench {

class Corpus;

// Whether the records of a file carry titles.
enum class Titles {
    Left, // every reader infers them as the paragraph list's does: the readers do the same work
    Given, // the titles inference gives, so that an import does all but the inference
};

// Writes the corpus's first n abstracts as records of another format into one file in dir, and
// returns its path.
QString writeAs(
    const Corpus &corpus, qint64 n, const QString &dir, Import::Format format, Titles titles = Titles::Left);

} // namespace Lectern::Bench
