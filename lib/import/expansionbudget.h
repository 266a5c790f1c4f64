// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Lectern::Import {

// How much a reader may make of a file beyond its own text, where a format lets a few bytes stand
// for many characters: BibTeX's @string macros and crossref inheritance, OpenAlex's abstracts kept
// as inverted indexes. Unbounded, forty 25-byte @string lines that each join the one before to
// itself expand to 2^40 characters, and a small file takes all memory.
//
// The rule: one value may be made at most MaxValue characters long by expansion, and all of a
// file's expansions together may add at most FileFactor characters per byte of the file read so
// far, plus FileAllowance. Real files stay far below both: macros stand for journal names, and a
// crossref'd entry inherits a few short fields. A file past either limit is refused whole.
class ExpansionBudget
{
public:
    static constexpr qsizetype MaxValue = 1 << 20;
    static constexpr qint64 FileFactor = 4;
    static constexpr qint64 FileAllowance = 16 << 20;

    void reset() { m_spent = 0; }
    // Whether a value may be this many characters long once expanded.
    static bool valueFits(qint64 characters) { return characters <= MaxValue; }
    // Charges characters made by expansion to the file, of which bytesRead bytes have been read;
    // false, charging nothing, when they would pass fileLimit(bytesRead).
    bool spend(qint64 characters, qint64 bytesRead)
    {
        if (m_spent + characters > fileLimit(bytesRead))
            return false;
        m_spent += characters;
        return true;
    }
    // The characters a file of this many bytes may add by expansion.
    static qint64 fileLimit(qint64 bytes) { return FileFactor * bytes + FileAllowance; }

private:
    qint64 m_spent = 0;
};

} // namespace Lectern::Import
