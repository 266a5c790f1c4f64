// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/csvwriter.h"

namespace Lectern::Export {
namespace {

bool needsQuotes(const QString &cell)
{
    for (const QChar c : cell) {
        if (c == u',' || c == u'"' || c == u'\n' || c == u'\r')
            return true;
    }
    // Leading or trailing spaces would be trimmed by some readers.
    return !cell.isEmpty() && (cell.front().isSpace() || cell.back().isSpace());
}

} // namespace

CsvWriter::CsvWriter(QIODevice &device, const ExportOptions &options)
    : EntryWriter(device), m_byteOrderMark(options.byteOrderMark)
{
}

void CsvWriter::row(const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i)
            put(u',');
        const QString &cell = cells[i];
        if (needsQuotes(cell)) {
            put(u'"');
            put(QString(cell).replace(u'"', QStringLiteral("\"\"")));
            put(u'"');
        } else {
            put(cell);
        }
    }
    put(u"\r\n");
}

void CsvWriter::writeStart()
{
    if (m_byteOrderMark)
        put(QChar(0xFEFF));
    row({ QStringLiteral("title"),
        QStringLiteral("title inferred"),
        QStringLiteral("abstract"),
        QStringLiteral("authors"),
        QStringLiteral("year"),
        QStringLiteral("journal"),
        QStringLiteral("doi"),
        QStringLiteral("arxiv id"),
        QStringLiteral("pmid"),
        QStringLiteral("url"),
        QStringLiteral("keywords"),
        QStringLiteral("tags"),
        QStringLiteral("note"),
        QStringLiteral("status") });
}

void CsvWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    QStringList authors;
    for (const PersonName &author : reference.authors)
        authors.append(author.toString());
    QString url;
    for (const QUrl &link : paper.links) {
        if (link.host() != QLatin1StringView("doi.org") && link.host() != QLatin1StringView("arxiv.org")) {
            url = link.toString();
            break;
        }
    }
    row({ paper.title,
        marksTitle(paper) ? QStringLiteral("yes") : QString(),
        paper.abstract,
        authors.join(QStringLiteral("; ")),
        yearText(paper.year),
        paper.venue,
        reference.doi,
        reference.arxivId,
        reference.pmid,
        url,
        reference.keywords.join(QStringLiteral("; ")),
        tagNames(details.tags).join(QStringLiteral("; ")),
        details.note,
        statusName(paper.reading.status) });
    entryDone();
}

} // namespace Lectern::Export
