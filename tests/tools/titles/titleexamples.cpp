// SPDX-License-Identifier: GPL-3.0-or-later
#include "titleexamples.h"

#include "import/formats.h"
#include "import/recordreader.h"

#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace Lectern::TitleExamples {

QList<Example> examplesIn(const QString &fileName, QTextStream &err, Untitled untitled)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        err << fileName << ": " << file.errorString() << Qt::endl;
        return {};
    }
    const auto reader = Import::createReader(Import::detectFormat(file.peek(Import::SniffSize), fileName));
    const auto parsed = Import::readAll(*reader, file, fileName);
    if (!parsed) {
        err << reader->errorString() << Qt::endl;
        return {};
    }
    const QString list = QFileInfo(fileName).completeBaseName();
    QList<Example> examples;
    for (const PaperRecord &record : parsed->records) {
        const bool titled = !record.titleInferred || untitled == Untitled::Kept;
        if (titled && !record.abstract.trimmed().isEmpty())
            examples.append({ record.titleInferred ? QString() : record.title, record.abstract, list });
    }
    return examples;
}

QString venueOf(const QString &list)
{
    qsizetype end = list.size();
    while (end > 0 && list[end - 1].isDigit())
        --end;
    return end > 0 ? list.first(end) : list;
}

} // namespace Lectern::TitleExamples
