// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/plaintextreader.h"

#include "text/collectionheader.h"
#include "text/links.h"
#include "text/titleinference.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>

namespace Lectern::Import {
namespace {

// A paragraph's lines, each trimmed; single line breaks inside an abstract are kept.
QString tidyParagraph(const QString &paragraph)
{
    QStringList lines = paragraph.split(u'\n');
    for (QString &line : lines)
        line = line.trimmed();
    lines.removeAll(QString());
    return lines.join(u'\n');
}

} // namespace

std::optional<ParsedFile> PlainTextReader::read(QIODevice &device, const QString &fileName)
{
    m_error.clear();
    const QByteArray bytes = device.readAll();
    const Text::DecodedText decoded = Text::decodeUtf8(bytes);
    switch (decoded.error) {
    case Text::DecodedText::Error::None:
        break;
    case Text::DecodedText::Error::Binary:
        m_error = QCoreApplication::translate("PlainTextReader", "%1: not a text file (binary data at byte %2)")
                      .arg(fileName)
                      .arg(decoded.errorOffset);
        return std::nullopt;
    case Text::DecodedText::Error::InvalidUtf8:
        m_error = QCoreApplication::translate(
            "PlainTextReader", "%1: invalid UTF-8 at byte %2; save the file as UTF-8 and import it again")
                      .arg(fileName)
                      .arg(decoded.errorOffset);
        return std::nullopt;
    }

    QString text = decoded.text;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(u'\r', u'\n');
    static const QRegularExpression blankLine(QStringLiteral(R"(\n[ \t\f\x{00A0}\x{3000}]*\n)"));
    QStringList paragraphs;
    for (const QString &paragraph : text.split(blankLine)) {
        if (const QString tidy = tidyParagraph(paragraph); !tidy.isEmpty())
            paragraphs.append(tidy);
    }

    ParsedFile parsed;
    if (!paragraphs.isEmpty() && Text::isCollectionHeader(paragraphs.first())) {
        parsed.collection = Text::parseCollectionHeader(paragraphs.takeFirst());
    } else {
        parsed.collection.name = QFileInfo(fileName).completeBaseName();
    }
    parsed.records.reserve(paragraphs.size());
    int position = 0;
    for (const QString &abstract : std::as_const(paragraphs)) {
        PaperRecord record;
        record.abstract = abstract;
        record.title = Text::inferTitle(abstract);
        record.titleInferred = true;
        record.links = Text::extractLinks(abstract);
        record.sourcePosition = ++position;
        parsed.records.append(std::move(record));
    }
    return parsed;
}

} // namespace Lectern::Import
