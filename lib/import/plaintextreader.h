// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <optional>

class QIODevice;

namespace Lectern::Import {

// What a reader found in one file.
struct ParsedFile
{
    CollectionInfo collection;
    QList<PaperRecord> records;
};

// Reads the plain-text abstract list users paste together: an optional header line naming
// the collection, then one abstract per blank-line-separated paragraph. UTF-8 with or without
// a byte-order mark, LF or CRLF line ends. Titles are inferred from the abstracts.
class PlainTextReader
{
public:
    // fileName names the file in errors and, without a header line, the collection.
    std::optional<ParsedFile> read(QIODevice &device, const QString &fileName);
    // Names the file, the byte offset and what was wrong: "x.txt: invalid UTF-8 at byte 45".
    QString errorString() const { return m_error; }

private:
    QString m_error;
};

} // namespace Lectern::Import
