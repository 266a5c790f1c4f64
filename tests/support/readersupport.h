// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/recordreader.h"

#include <QBuffer>

#include <algorithm>

namespace Lectern::Test {

// What a reader made of some bytes: its records (nothing when it refused them), the records it
// skipped, its warnings and its error.
struct ReaderRun
{
    std::optional<Import::ParsedFile> parsed;
    QList<Import::RecordProblem> skipped;
    QStringList warnings;
    QString error;
};

// Input as a pipe gives it: sequential, a few bytes per read, and, as QIODevice says of a pipe
// whose writer has not written everything yet, atEnd() whenever the bytes that came are read.
class PipeDevice : public QIODevice
{
public:
    explicit PipeDevice(QByteArray bytes, qsizetype piece = 1000) : m_bytes(std::move(bytes)), m_piece(piece)
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 size = std::min<qint64>({ maxSize, m_piece, m_bytes.size() - m_read });
        std::copy_n(m_bytes.constData() + m_read, size, data);
        m_read += size;
        return size;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_bytes;
    qsizetype m_piece;
    qsizetype m_read = 0;
};

template<typename Reader>
ReaderRun readFrom(QIODevice &device, const QString &fileName)
{
    Reader reader;
    ReaderRun run;
    run.parsed = Import::readAll(reader, device, fileName);
    run.skipped = reader.problems();
    run.warnings = reader.warnings();
    run.error = reader.errorString();
    return run;
}

template<typename Reader>
ReaderRun readWith(QByteArray bytes, const QString &fileName)
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    return readFrom<Reader>(buffer, fileName);
}

// The same through a pipe.
template<typename Reader>
ReaderRun readThroughPipe(QByteArray bytes, const QString &fileName)
{
    PipeDevice pipe(std::move(bytes));
    return readFrom<Reader>(pipe, fileName);
}

// A source field the record kept, by name; empty when it has none.
inline QString sourceField(const PaperRecord &record, const QString &name)
{
    for (const SourceField &field : record.reference.fields) {
        if (field.name == name)
            return field.value;
    }
    return {};
}

} // namespace Lectern::Test
