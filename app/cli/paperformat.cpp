// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/paperformat.h"

#include <QJsonArray>

namespace Lectern::Cli {
namespace {

QString oneLine(QString text)
{
    text.replace(u'\t', u' ');
    text.replace(u'\n', u' ');
    return text;
}

QJsonValue yearValue(int year)
{
    return year ? QJsonValue(year) : QJsonValue();
}

PaperSummary summaryOf(const Paper &paper)
{
    return { paper.id, paper.title, paper.titleInferred, paper.collection, paper.year, paper.added, paper.reading };
}

} // namespace

QJsonObject toJson(const PaperSummary &paper, const QStringList &tags)
{
    return {
        { QStringLiteral("id"), paper.id },
        { QStringLiteral("title"), paper.title },
        { QStringLiteral("titleInferred"), paper.titleInferred },
        { QStringLiteral("collection"), paper.collection },
        { QStringLiteral("year"), yearValue(paper.year) },
        { QStringLiteral("status"), statusName(paper.reading.status) },
        { QStringLiteral("rating"), paper.reading.rating },
        { QStringLiteral("starred"), paper.reading.starred },
        { QStringLiteral("tags"), QJsonArray::fromStringList(tags) },
        { QStringLiteral("added"), paper.added.toString(Qt::ISODateWithMs) },
    };
}

QJsonObject toJson(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    QJsonArray links;
    for (const QUrl &url : paper.links)
        links.append(url.toString());
    QJsonObject json = toJson(summaryOf(paper), tagNames(details.tags));
    json.insert(QStringLiteral("venue"), paper.venue);
    QJsonArray authors;
    for (const PersonName &author : paper.reference.authors)
        authors.append(
            QJsonObject{ { QStringLiteral("family"), author.family }, { QStringLiteral("given"), author.given } });
    json.insert(QStringLiteral("authors"), authors);
    json.insert(QStringLiteral("doi"), paper.reference.doi);
    json.insert(QStringLiteral("arxivId"), paper.reference.arxivId);
    json.insert(QStringLiteral("pmid"), paper.reference.pmid);
    json.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(paper.reference.keywords));
    json.insert(QStringLiteral("entryType"), paper.reference.entryType);
    json.insert(QStringLiteral("citationKey"), paper.reference.citationKey);
    json.insert(QStringLiteral("sourceFormat"), paper.reference.sourceFormat);
    QJsonArray fields;
    for (const SourceField &field : paper.reference.fields)
        fields.append(QJsonObject{ { QStringLiteral("name"), field.name }, { QStringLiteral("value"), field.value } });
    json.insert(QStringLiteral("fields"), fields);
    json.insert(QStringLiteral("links"), links);
    json.insert(QStringLiteral("sourceFile"), paper.sourceFile);
    json.insert(QStringLiteral("sourcePosition"), paper.sourcePosition);
    json.insert(QStringLiteral("abstract"), paper.abstract);
    json.insert(QStringLiteral("note"), details.note);
    json.insert(QStringLiteral("highlights"), details.highlights.size());
    return json;
}

QString toTsvLine(const PaperSummary &paper)
{
    return QString::number(paper.id) + u'\t' + (paper.year ? QString::number(paper.year) : QString()) + u'\t' +
        oneLine(paper.collection) + u'\t' + oneLine(paper.title);
}

QString toText(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    QString text = paper.title + (paper.titleInferred ? QStringLiteral("  (title inferred)") : QString()) + u'\n';
    const auto field = [&text](const char *name, const QString &value) {
        if (!value.isEmpty())
            text += QString::fromLatin1(name).leftJustified(12) + value + u'\n';
    };
    field("Id:", QString::number(paper.id));
    field("Collection:", paper.collection);
    field("Venue:", paper.venue);
    field("Year:", paper.year ? QString::number(paper.year) : QString());
    field("Status:", statusName(paper.reading.status));
    field("Rating:",
        paper.reading.rating ? QString::number(paper.reading.rating) + u'/' + QString::number(MaxRating) : QString());
    field("Starred:", paper.reading.starred ? QStringLiteral("yes") : QString());
    field("Tags:", tagNames(details.tags).join(QStringLiteral(", ")));
    field("Note:", details.note.isEmpty() ? QString() : QStringLiteral("yes (lectern-cli note show %1)").arg(paper.id));
    field("Highlights:", details.highlights.isEmpty() ? QString() : QString::number(details.highlights.size()));
    field("Added:", paper.added.toLocalTime().toString(Qt::ISODate));
    field("Source:",
        paper.sourceFile.isEmpty() ? QString() : paper.sourceFile + u'#' + QString::number(paper.sourcePosition));
    for (const QUrl &url : paper.links)
        field("Link:", url.toString());
    return text + u'\n' + paper.abstract + u'\n';
}

} // namespace Lectern::Cli
