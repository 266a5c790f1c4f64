// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/links.h"

#include <QRegularExpression>

namespace Lectern::Text {
namespace {

// Drops trailing characters that belong to the sentence rather than the address: final
// punctuation, and a closing bracket without its opening one inside the address.
qsizetype trimmedLength(QStringView candidate)
{
    qsizetype length = candidate.size();
    while (length > 0) {
        const QChar last = candidate[length - 1];
        if (QStringView(u".,;:!?'\"*_>").contains(last)) {
            --length;
            continue;
        }
        const auto view = candidate.first(length);
        if (last == u')' && view.count(u'(') < view.count(u')')) {
            --length;
            continue;
        }
        if (last == u']' && view.count(u'[') < view.count(u']')) {
            --length;
            continue;
        }
        break;
    }
    return length;
}

} // namespace

QList<LinkSpan> findLinks(const QString &text)
{
    // "]" ends an address: in "[https://a.org/x](https://a.org/x)", Markdown's link to itself,
    // the label and the target are two addresses, not one that runs through "](".
    static const QRegularExpression address(
        QStringLiteral(R"(\bhttps?://[^\s<>"`{}|\\^\]]+)"), QRegularExpression::CaseInsensitiveOption);
    QList<LinkSpan> links;
    for (const auto &match : address.globalMatch(text)) {
        const qsizetype length = trimmedLength(match.capturedView());
        const QUrl url(match.capturedView().first(length).toString(), QUrl::StrictMode);
        if (url.isValid() && !url.host().isEmpty())
            links.append({ match.capturedStart(), length, url });
    }
    return links;
}

QList<QUrl> extractLinks(const QString &text)
{
    QList<QUrl> urls;
    for (const auto &link : findLinks(text)) {
        if (!urls.contains(link.url))
            urls.append(link.url);
    }
    return urls;
}

} // namespace Lectern::Text
