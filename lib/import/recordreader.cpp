// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/recordreader.h"

#include "text/inlinehtml.h"
#include "text/links.h"
#include "text/titleinference.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Lectern::Import {

bool RecordReader::completeTitle(PaperRecord &record)
{
    if (!record.title.isEmpty()) {
        record.title = Text::markupFromInlineTags(record.title);
        return true;
    }
    if (!record.abstract.isEmpty()) {
        record.title = Text::inferTitle(record.abstract);
        record.titleInferred = true;
        return true;
    }
    const Reference &reference = record.reference;
    QString identity = reference.doi.isEmpty() ? reference.arxivId : reference.doi;
    if (identity.isEmpty())
        identity = reference.pmid.isEmpty() ? reference.citationKey : reference.pmid;
    if (identity.isEmpty() && !record.links.isEmpty())
        identity = record.links.first().toString();
    if (identity.isEmpty())
        return false;
    record.title = QCoreApplication::translate("Lectern::Import::RecordReader", "Untitled (%1)").arg(identity);
    record.titleInferred = true;
    return true;
}

void RecordReader::completeLinks(PaperRecord &record)
{
    if (!record.reference.doi.isEmpty()) {
        QUrl link(QStringLiteral("https://doi.org/"));
        link.setPath(u'/' + record.reference.doi, QUrl::DecodedMode);
        record.links.removeAll(link);
        record.links.prepend(link);
    }
    for (const QUrl &link : Text::extractLinks(record.abstract)) {
        if (!record.links.contains(link))
            record.links.append(link);
    }
}

void RecordReader::addWebLink(PaperRecord &record, const QString &url)
{
    const QUrl link(url.trimmed(), QUrl::StrictMode);
    if (link.isValid() && (link.scheme() == u"http" || link.scheme() == u"https") && !record.links.contains(link))
        record.links.append(link);
}

int RecordReader::yearIn(const QString &date)
{
    static const QRegularExpression year(QStringLiteral("(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])"));
    const QRegularExpressionMatch match = year.match(date);
    return match.hasMatch() ? match.captured().toInt() : 0;
}

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

QString RecordReader::readError(const QString &fileName, const QString &why)
{
    return QCoreApplication::translate("Lectern::Import::RecordReader", "%1: cannot be read (%2)").arg(fileName, why);
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
