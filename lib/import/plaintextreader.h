// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/paragraphreader.h"
#include "import/recordreader.h"

#include <memory>

namespace Lectern::Import {

// Reads the plain-text abstract list users paste together: an optional header line naming
// the collection, then one abstract per blank-line-separated paragraph. UTF-8 with or without
// a byte-order mark, LF or CRLF line ends. Titles are inferred from the abstracts.
class PlainTextReader : public RecordReader
{
public:
    PlainTextReader();
    ~PlainTextReader() override;

    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override;
    // Names the file, the byte offset and what was wrong: "x.txt: invalid UTF-8 at byte 45".
    QString errorString() const override { return m_error; }

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
