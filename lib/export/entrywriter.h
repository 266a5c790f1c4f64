// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "export/exportformat.h"

#include <memory>

class QIODevice;

namespace Lectern::Export {

// Writes papers in one format to a device, one entry at a time, so that an export of any size
// streams. Text goes out as UTF-8 in large blocks.
class EntryWriter
{
public:
    explicit EntryWriter(QIODevice &device);
    virtual ~EntryWriter();
    EntryWriter(const EntryWriter &) = delete;
    EntryWriter &operator=(const EntryWriter &) = delete;

    virtual void writeStart() { }
    virtual void writeEntry(const PaperDetails &details) = 0;
    virtual void writeEnd() { }
    // Sends what is buffered to the device; false when the device refused it.
    bool flush();
    void setMarkInferredTitles(bool mark) { m_markInferredTitles = mark; }

protected:
    void put(QStringView text) { m_text += text; }
    void put(QLatin1StringView text) { m_text += text; }
    void put(QChar c) { m_text += c; }
    void putBytes(QByteArrayView bytes);
    // Sends the buffer on once it is large: an entry never waits for the next.
    void entryDone();
    // Whether the paper's title is to be marked as inferred (InferredTitleMark).
    bool marksTitle(const Paper &paper) const
    {
        return m_markInferredTitles && paper.titleInferred && !paper.title.isEmpty();
    }

private:
    QIODevice &m_device;
    QString m_text;
    bool m_failed = false;
    bool m_markInferredTitles = false;
};

std::unique_ptr<EntryWriter> createWriter(ExportFormat format, QIODevice &device, const ExportOptions &options);

// Shared by the writers: the year, or nothing when it is unknown.
QString yearText(int year);
// Text on one line, its runs of white space made one space (QString::simplified()): most text
// has nothing to change, and is returned as it is without being copied.
QString oneLine(const QString &text);
// The source's keywords and then the user's tags, each once (letter case aside).
QStringList keywordsAndTags(const PaperDetails &details);

} // namespace Lectern::Export
