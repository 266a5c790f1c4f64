// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/recordreader.h"

#include <QBuffer>

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

template<typename Reader>
ReaderRun readWith(QByteArray bytes, const QString &fileName)
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    Reader reader;
    ReaderRun run;
    run.parsed = Import::readAll(reader, buffer, fileName);
    run.skipped = reader.problems();
    run.warnings = reader.warnings();
    run.error = reader.errorString();
    return run;
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
