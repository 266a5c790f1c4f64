// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/paperformat.h"

#include "cli/commandsupport.h"
#include "core/publicationdetails.h"
#include "text/richtext.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

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
    QStringList firstAuthors;
    for (const PersonName &author :
        paper.reference.authors.first(std::min<qsizetype>(2, paper.reference.authors.size())))
        firstAuthors.append(author.family);
    return { paper.id,
        paper.title,
        paper.titleInferred,
        paper.collection,
        paper.year,
        paper.added,
        paper.reading,
        firstAuthors,
        static_cast<int>(paper.reference.authors.size()),
        paper.venue,
        paper.reference.doi };
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
    // For reading in a terminal: maths rendered and Markdown markers gone, as in the window;
    // --format json keeps the text as imported.
    QList<std::pair<QString, QString>> fields;
    const auto field = [&fields](const QString &name, const QString &value) {
        if (!value.isEmpty())
            fields.append({ name, value });
    };
    const Reference &reference = paper.reference;
    const PublicationDetails publication = publicationDetails(reference);
    QStringList authors;
    for (const PersonName &author : reference.authors)
        authors.append(author.displayName());
    field(Tr::tr("Id:"), QString::number(paper.id));
    field(Tr::tr("Authors:"), authors.join(QStringLiteral(", ")));
    field(Tr::tr("Collection:"), paper.collection);
    field(Tr::tr("Venue:"), paper.venue);
    field(Tr::tr("Year:"), paper.year ? QString::number(paper.year) : QString());
    field(Tr::tr("Volume:"), publication.volume);
    field(Tr::tr("Issue:"), publication.issue);
    field(Tr::tr("Pages:"), publication.pages(u"–"));
    field(Tr::tr("Publisher:"), publication.publisher);
    field(Tr::tr("DOI:"), reference.doi);
    field(Tr::tr("arXiv:"), reference.arxivId);
    field(Tr::tr("PMID:"), reference.pmid);
    field(Tr::tr("Keywords:"), reference.keywords.join(QStringLiteral(", ")));
    field(Tr::tr("Status:"), statusName(paper.reading.status));
    field(Tr::tr("Rating:"),
        paper.reading.rating ? QString::number(paper.reading.rating) + u'/' + QString::number(MaxRating) : QString());
    field(Tr::tr("Starred:"), paper.reading.starred ? Tr::tr("yes") : QString());
    field(Tr::tr("Tags:"), tagNames(details.tags).join(QStringLiteral(", ")));
    field(Tr::tr("Note:"), details.note.isEmpty() ? QString() : Tr::tr("yes (lectern-cli note show %1)").arg(paper.id));
    field(Tr::tr("Highlights:"), details.highlights.isEmpty() ? QString() : QString::number(details.highlights.size()));
    field(Tr::tr("Added:"), paper.added.toLocalTime().toString(Qt::ISODate));
    field(Tr::tr("Source:"),
        paper.sourceFile.isEmpty() ? QString() : paper.sourceFile + u'#' + QString::number(paper.sourcePosition));
    for (const QUrl &url : paper.links)
        field(Tr::tr("Link:"), url.toString());

    // The values start in one column, whatever the length of the labels in this language.
    qsizetype width = 0;
    for (const auto &[name, value] : std::as_const(fields))
        width = std::max(width, terminalWidth(name) + 1);
    QString text = Text::RenderedText::plainTextOf(paper.title) +
        (paper.titleInferred ? Tr::tr("  (title inferred)") : QString()) + u'\n';
    for (const auto &[name, value] : std::as_const(fields))
        text += paddedTo(name, width) + value + u'\n';
    return text + u'\n' + Text::RenderedText::plainTextOf(paper.abstract) + u'\n';
}

} // namespace Lectern::Cli
