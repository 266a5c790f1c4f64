// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/riswriter.h"

#include "core/publicationdetails.h"

#include <QHash>

namespace Lectern::Export {
namespace {

QString typeFromOtherFormat(const QString &type)
{
    static const QHash<QString, QString> types{
        { QStringLiteral("article"), QStringLiteral("JOUR") },
        { QStringLiteral("article-journal"), QStringLiteral("JOUR") },
        { QStringLiteral("journal-article"), QStringLiteral("JOUR") },
        { QStringLiteral("inproceedings"), QStringLiteral("CONF") },
        { QStringLiteral("conference"), QStringLiteral("CONF") },
        { QStringLiteral("paper-conference"), QStringLiteral("CONF") },
        { QStringLiteral("proceedings-article"), QStringLiteral("CONF") },
        { QStringLiteral("book"), QStringLiteral("BOOK") },
        { QStringLiteral("incollection"), QStringLiteral("CHAP") },
        { QStringLiteral("inbook"), QStringLiteral("CHAP") },
        { QStringLiteral("chapter"), QStringLiteral("CHAP") },
        { QStringLiteral("phdthesis"), QStringLiteral("THES") },
        { QStringLiteral("mastersthesis"), QStringLiteral("THES") },
        { QStringLiteral("thesis"), QStringLiteral("THES") },
        { QStringLiteral("techreport"), QStringLiteral("RPRT") },
        { QStringLiteral("report"), QStringLiteral("RPRT") },
    };
    return types.value(type.toLower());
}

} // namespace

RisWriter::RisWriter(QIODevice &device) : EntryWriter(device) { }

QString RisWriter::risType(const Paper &paper)
{
    const Reference &reference = paper.reference;
    if (reference.sourceFormat == QLatin1StringView("ris") && !reference.entryType.isEmpty())
        return reference.entryType.toUpper();
    if (const QString type = typeFromOtherFormat(reference.entryType); !type.isEmpty())
        return type;
    return paper.venue.isEmpty() ? QStringLiteral("GEN") : QStringLiteral("JOUR");
}

void RisWriter::tag(QStringView name, const QString &value)
{
    // One line per value: RIS readers take a line without a tag as the previous value's
    // continuation, but not all of them.
    const QString line = oneLine(value);
    if (line.isEmpty())
        return;
    put(name);
    put(u"  - ");
    put(line);
    put(u"\r\n");
}

void RisWriter::writeDetails(const PublicationDetails &details)
{
    tag(u"VL", details.volume);
    tag(u"IS", details.issue);
    tag(u"SP", details.firstPage);
    tag(u"EP", details.lastPage);
    tag(u"PB", details.publisher);
    for (const PersonName &editor : details.editors)
        tag(u"ED", editor.toString());
}

void RisWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    tag(u"TY", risType(paper));
    tag(u"TI", paper.title);
    if (marksTitle(paper))
        tag(u"N1", InferredTitleMark.toString());
    for (const PersonName &author : reference.authors)
        tag(u"AU", author.toString());
    tag(u"PY", yearText(paper.year));
    tag(u"T2", paper.venue);
    const bool fromRis = reference.sourceFormat == QLatin1StringView("ris");
    if (!fromRis) // a RIS source's own tags follow as they were
        writeDetails(publicationDetails(reference));
    tag(u"DO", reference.doi);
    // The DOI has its own tag; an arXiv link is how RIS carries the arXiv id.
    bool arxivLinked = false;
    for (const QUrl &link : paper.links) {
        arxivLinked = arxivLinked || link.host() == QLatin1StringView("arxiv.org");
        if (link.host() != QLatin1StringView("doi.org"))
            tag(u"UR", link.toString());
    }
    if (!reference.arxivId.isEmpty() && !arxivLinked)
        tag(u"UR", QStringLiteral("https://arxiv.org/abs/") + reference.arxivId);
    for (const QString &keyword : keywordsAndTags(details))
        tag(u"KW", keyword);
    tag(u"ID", reference.citationKey);
    tag(u"AB", paper.abstract);
    tag(u"N1", details.note);
    if (fromRis) {
        for (const SourceField &field : reference.fields)
            tag(field.name, field.value);
    }
    put(u"ER  - \r\n\r\n");
    entryDone();
}

} // namespace Lectern::Export
