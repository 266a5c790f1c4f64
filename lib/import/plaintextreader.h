// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "import/paragraphreader.h"

#include <memory>
#include <optional>

class QIODevice;

namespace Lectern::Import {

// What a reader found in one file.
struct ParsedFile
{
    CollectionInfo collection;
    QList<PaperRecord> records;
};

// A file checked from end to end without keeping its text: what an import needs to know
// before it writes anything.
struct FileSurvey
{
    CollectionInfo collection;
    qint64 abstracts = 0;
};

// Reads the plain-text abstract list users paste together: an optional header line naming
// the collection, then one abstract per blank-line-separated paragraph. UTF-8 with or without
// a byte-order mark, LF or CRLF line ends. Titles are inferred from the abstracts.
//
// Files are read as a stream, one abstract at a time (start(), then next() until it returns
// nothing), so memory does not grow with the file; read() gives the whole file at once.
class PlainTextReader
{
public:
    PlainTextReader();
    ~PlainTextReader();

    // fileName names the file in errors and, without a header line, the collection.
    std::optional<ParsedFile> read(QIODevice &device, const QString &fileName);

    // Checks the whole file and counts its abstracts.
    std::optional<FileSurvey> survey(QIODevice &device, const QString &fileName);

    // Reads up to the first abstract; false when the file cannot be read (see errorString()).
    bool start(QIODevice &device, const QString &fileName);
    // The collection of the file being read, from its header line or its name.
    CollectionInfo collection() const { return m_collection; }
    // The next abstract with its inferred title and its links; nothing at the end of the file
    // or when the rest of it cannot be read (then errorString() says why).
    std::optional<PaperRecord> next();

    // Names the file, the byte offset and what was wrong: "x.txt: invalid UTF-8 at byte 45".
    QString errorString() const { return m_error; }

private:
    bool failed(const ParagraphReader &reader);

    std::unique_ptr<ParagraphReader> m_paragraphs;
    QString m_fileName;
    CollectionInfo m_collection;
    std::optional<QString> m_pending; // the first abstract, read while looking for a header
    int m_position = 0;
    QString m_error;
};

} // namespace Lectern::Import
