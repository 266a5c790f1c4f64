// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/csljsonwriter.h"

#include "export/bibtexwriter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Lectern::Export {
namespace {

QJsonArray namesOf(const QList<PersonName> &authors)
{
    QJsonArray names;
    for (const PersonName &author : authors) {
        QJsonObject name{ { QStringLiteral("family"), author.family } };
        if (!author.given.isEmpty())
            name.insert(QStringLiteral("given"), author.given);
        names.append(name);
    }
    return names;
}

QJsonArray highlightsOf(const QList<Highlight> &highlights, const QString &abstract)
{
    QJsonArray list;
    for (const Highlight &highlight : highlights) {
        list.append(QJsonObject{ { QStringLiteral("start"), highlight.start },
            { QStringLiteral("end"), highlight.end },
            { QStringLiteral("text"), abstract.sliced(highlight.start, highlight.end - highlight.start) },
            { QStringLiteral("color"), highlightColorName(highlight.color) },
            { QStringLiteral("comment"), highlight.comment } });
    }
    return list;
}

void insertIfAny(QJsonObject &object, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        object.insert(key, value);
}

} // namespace

CslJsonWriter::CslJsonWriter(QIODevice &device) : EntryWriter(device) { }

QString CslJsonWriter::cslType(const Paper &paper)
{
    static const QHash<QString, QString> fromBibTex{
        { QStringLiteral("article"), QStringLiteral("article-journal") },
        { QStringLiteral("inproceedings"), QStringLiteral("paper-conference") },
        { QStringLiteral("conference"), QStringLiteral("paper-conference") },
        { QStringLiteral("book"), QStringLiteral("book") },
        { QStringLiteral("incollection"), QStringLiteral("chapter") },
        { QStringLiteral("inbook"), QStringLiteral("chapter") },
        { QStringLiteral("phdthesis"), QStringLiteral("thesis") },
        { QStringLiteral("mastersthesis"), QStringLiteral("thesis") },
        { QStringLiteral("techreport"), QStringLiteral("report") },
        { QStringLiteral("misc"), QStringLiteral("document") },
    };
    if (paper.reference.sourceFormat == QLatin1StringView("json") && paper.reference.entryType.contains(u'-'))
        return paper.reference.entryType;
    return fromBibTex.value(BibTexWriter::entryType(paper), QStringLiteral("document"));
}

QJsonObject CslJsonWriter::item(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    QJsonObject item{ { QStringLiteral("id"), m_keys.keyFor(paper) }, { QStringLiteral("type"), cslType(paper) } };
    insertIfAny(item, QStringLiteral("title"), paper.title);
    if (!reference.authors.isEmpty())
        item.insert(QStringLiteral("author"), namesOf(reference.authors));
    if (paper.year)
        item.insert(QStringLiteral("issued"),
            QJsonObject{ { QStringLiteral("date-parts"), QJsonArray{ QJsonArray{ paper.year } } } });
    insertIfAny(item, QStringLiteral("container-title"), paper.venue);
    insertIfAny(item, QStringLiteral("DOI"), reference.doi);
    insertIfAny(item, QStringLiteral("PMID"), reference.pmid);
    for (const QUrl &link : paper.links) {
        if (link.host() != QLatin1StringView("doi.org")) {
            item.insert(QStringLiteral("URL"), link.toString());
            break;
        }
    }
    insertIfAny(item, QStringLiteral("keyword"), keywordsAndTags(details).join(QStringLiteral(", ")));
    insertIfAny(item, QStringLiteral("abstract"), paper.abstract);
    insertIfAny(item, QStringLiteral("note"), details.note);

    QJsonObject lectern{
        { QStringLiteral("titleInferred"), paper.titleInferred },
        { QStringLiteral("keywords"), QJsonArray::fromStringList(reference.keywords) },
        { QStringLiteral("tags"), QJsonArray::fromStringList(tagNames(details.tags)) },
        { QStringLiteral("status"), statusName(paper.reading.status) },
        { QStringLiteral("rating"), paper.reading.rating },
        { QStringLiteral("starred"), paper.reading.starred },
        { QStringLiteral("highlights"), highlightsOf(details.highlights, paper.abstract) },
        { QStringLiteral("collection"), paper.collection },
        { QStringLiteral("added"), paper.added.toString(Qt::ISODateWithMs) },
    };
    insertIfAny(lectern, QStringLiteral("arxivId"), reference.arxivId);
    insertIfAny(lectern, QStringLiteral("entryType"), reference.entryType);
    insertIfAny(lectern, QStringLiteral("citationKey"), reference.citationKey);
    insertIfAny(lectern, QStringLiteral("sourceFormat"), reference.sourceFormat);
    QJsonArray links;
    for (const QUrl &link : paper.links)
        links.append(link.toString());
    lectern.insert(QStringLiteral("links"), links);
    QJsonArray fields;
    for (const SourceField &field : reference.fields)
        fields.append(QJsonObject{ { QStringLiteral("name"), field.name }, { QStringLiteral("value"), field.value } });
    lectern.insert(QStringLiteral("fields"), fields);
    item.insert(QStringLiteral("custom"), QJsonObject{ { QStringLiteral("lectern"), lectern } });
    return item;
}

void CslJsonWriter::writeStart()
{
    put(u"[\n");
}

void CslJsonWriter::writeEntry(const PaperDetails &details)
{
    if (!m_first)
        put(u",\n");
    m_first = false;
    flush(); // the item goes out as UTF-8 already
    QByteArray json = QJsonDocument(item(details)).toJson(QJsonDocument::Compact);
    putBytes(json);
}

void CslJsonWriter::writeEnd()
{
    put(u"\n]\n");
}

} // namespace Lectern::Export
