// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Lectern::Bench {

class Corpus;

// What the import spends per abstract on each step of preparing a row, in microseconds,
// measured step by step on one thread: where an import's CPU time goes.
struct StepCosts
{
    int abstracts = 0;
    double read = 0; // Import::ParagraphReader: split, strict UTF-8 check, decoding
    double decode = 0; // Text::decodeUtf8() of the abstract: for comparison, not in total()
    double title = 0; // Text::inferTitle
    double links = 0; // Text::extractLinks
    double contentKey = 0; // Text::contentKey
    double searchable = 0; // Text::searchableText of title and abstract
    double total() const { return read + title + links + contentKey + searchable; }
};

StepCosts profileImportSteps(const Corpus &corpus, int abstracts);
QString describe(const StepCosts &costs);

} // namespace Lectern::Bench
