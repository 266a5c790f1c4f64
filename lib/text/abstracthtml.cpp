// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/abstracthtml.h"

#include "text/links.h"

namespace Lectern::Text {
namespace {

QString lineToHtml(const QString &line)
{
    QString html;
    qsizetype done = 0;
    for (const LinkSpan &link : findLinks(line)) {
        html += line.mid(done, link.start - done).toHtmlEscaped();
        const QString href = link.url.toString(QUrl::FullyEncoded).toHtmlEscaped();
        html += QStringLiteral("<a href=\"") + href + QStringLiteral("\">") +
            line.mid(link.start, link.length).toHtmlEscaped() + QStringLiteral("</a>");
        done = link.start + link.length;
    }
    html += line.mid(done).toHtmlEscaped();
    return html;
}

} // namespace

QString abstractToHtml(const QString &abstract)
{
    QString html;
    const auto lines = abstract.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (!line.trimmed().isEmpty())
            html += QStringLiteral("<p>") + lineToHtml(line.trimmed()) + QStringLiteral("</p>");
    }
    return html;
}

} // namespace Lectern::Text
