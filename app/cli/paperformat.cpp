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

} // namespace

QJsonObject toJson(const PaperSummary &paper)
{
    return {
        { QStringLiteral("id"), paper.id },
        { QStringLiteral("title"), paper.title },
        { QStringLiteral("titleInferred"), paper.titleInferred },
        { QStringLiteral("collection"), paper.collection },
        { QStringLiteral("year"), yearValue(paper.year) },
        { QStringLiteral("status"), statusName(paper.status) },
        { QStringLiteral("added"), paper.added.toString(Qt::ISODateWithMs) },
    };
}

QJsonObject toJson(const Paper &paper)
{
    QJsonArray links;
    for (const QUrl &url : paper.links)
        links.append(url.toString());
    return {
        { QStringLiteral("id"), paper.id },
        { QStringLiteral("title"), paper.title },
        { QStringLiteral("titleInferred"), paper.titleInferred },
        { QStringLiteral("collection"), paper.collection },
        { QStringLiteral("venue"), paper.venue },
        { QStringLiteral("year"), yearValue(paper.year) },
        { QStringLiteral("status"), statusName(paper.status) },
        { QStringLiteral("added"), paper.added.toString(Qt::ISODateWithMs) },
        { QStringLiteral("links"), links },
        { QStringLiteral("sourceFile"), paper.sourceFile },
        { QStringLiteral("sourcePosition"), paper.sourcePosition },
        { QStringLiteral("abstract"), paper.abstract },
    };
}

QString toTsvLine(const PaperSummary &paper)
{
    return QString::number(paper.id) + u'\t' + (paper.year ? QString::number(paper.year) : QString()) + u'\t' +
        oneLine(paper.collection) + u'\t' + oneLine(paper.title);
}

QString toText(const Paper &paper)
{
    QString text = paper.title + (paper.titleInferred ? QStringLiteral("  (title inferred)") : QString()) + u'\n';
    const auto field = [&text](const char *name, const QString &value) {
        if (!value.isEmpty())
            text += QString::fromLatin1(name).leftJustified(12) + value + u'\n';
    };
    field("Id:", QString::number(paper.id));
    field("Collection:", paper.collection);
    field("Venue:", paper.venue);
    field("Year:", paper.year ? QString::number(paper.year) : QString());
    field("Status:", statusName(paper.status));
    field("Added:", paper.added.toLocalTime().toString(Qt::ISODate));
    field("Source:",
        paper.sourceFile.isEmpty() ? QString() : paper.sourceFile + u'#' + QString::number(paper.sourcePosition));
    for (const QUrl &url : paper.links)
        field("Link:", url.toString());
    return text + u'\n' + paper.abstract + u'\n';
}

} // namespace Lectern::Cli
