// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/links.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::extractLinks;

TEST_CASE("Web addresses are found without the punctuation around them", "[text][links]")
{
    const QString text = QStringLiteral(
        "Code is at https://github.com/org/repo. Project page (https://site.org/p_(x)/), "
        "and [docs](https://docs.org/a?b=1&c=2); see http://x.org/y, again https://github.com/org/repo.");
    const QList<QUrl> links = extractLinks(text);
    REQUIRE(links.size() == 4);
    CHECK(links[0] == QUrl(QStringLiteral("https://github.com/org/repo")));
    CHECK(links[1] == QUrl(QStringLiteral("https://site.org/p_(x)/")));
    CHECK(links[2] == QUrl(QStringLiteral("https://docs.org/a?b=1&c=2")));
    CHECK(links[3] == QUrl(QStringLiteral("http://x.org/y")));
}

TEST_CASE("Text without addresses has no links", "[text][links]")
{
    CHECK(extractLinks(QStringLiteral("No link here: http:// nor ftp://x.org, nor www.example")).isEmpty());
    CHECK(extractLinks(QString()).isEmpty());
}

TEST_CASE("A Markdown link to its own address gives that address once, not one address through both", "[text][links]")
{
    // As in a seed abstract: "[https://github.com/xmu-rl-3dv/DoF](https://github.com/xmu-rl-3dv/DoF)".
    const QString text = QStringLiteral("Code: [https://github.com/org/DoF](https://github.com/org/DoF). "
                                        "Page: [site.io/page](https://site.io/page)");
    CHECK(extractLinks(text) ==
        QList<QUrl>{
            QUrl(QStringLiteral("https://github.com/org/DoF")), QUrl(QStringLiteral("https://site.io/page")) });
    CHECK(Lectern::Text::findLinks(text).size() == 3);
}
