// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/recordreader.h"

#include <QCoreApplication>

namespace Lectern::Import {

QString RecordReader::encodingError(const QString &fileName, Text::DecodedText::Error error, qint64 offset)
{
    if (error == Text::DecodedText::Error::Binary)
        return QCoreApplication::translate(
            "Lectern::Import::RecordReader", "%1: not a text file (binary data at byte %2)")
            .arg(fileName)
            .arg(offset);
    return QCoreApplication::translate(
        "Lectern::Import::RecordReader", "%1: invalid UTF-8 at byte %2; save the file as UTF-8 and import it again")
        .arg(fileName)
        .arg(offset);
}

std::optional<ParsedFile> readAll(RecordReader &reader, QIODevice &device, const QString &fileName)
{
    if (!reader.start(device, fileName))
        return std::nullopt;
    ParsedFile parsed;
    parsed.collection = reader.collection();
    while (auto record = reader.next())
        parsed.records.append(std::move(*record));
    if (!reader.errorString().isEmpty())
        return std::nullopt;
    return parsed;
}

} // namespace Lectern::Import
