// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace Lectern::Text {

// A web address found in text, with where it stands (UTF-16 offsets into the text).
struct LinkSpan
{
    qsizetype start = 0;
    qsizetype length = 0;
    QUrl url;
};

// The http(s) addresses in text, bare or inside Markdown links, without the punctuation that
// ends the sentence around them ("see https://x.org/a." finds https://x.org/a).
QList<LinkSpan> findLinks(const QString &text);

// The distinct addresses of findLinks(), in order of appearance.
QList<QUrl> extractLinks(const QString &text);

} // namespace Lectern::Text
