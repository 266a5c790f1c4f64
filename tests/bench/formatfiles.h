// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/formats.h"

#include <QString>

namespace Lectern::Bench {

class Corpus;

// Writes the corpus's first n abstracts as records of another format into one file in dir, and
// returns its path. The records carry no title, so every reader infers it as the paragraph
// list's does: the readers are compared on the same work.
QString writeAs(const Corpus &corpus, qint64 n, const QString &dir, Import::Format format);

} // namespace Lectern::Bench
