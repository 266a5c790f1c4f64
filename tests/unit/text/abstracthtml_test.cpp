// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/abstracthtml.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::abstractToHtml;

TEST_CASE("Abstract text is escaped; only its web addresses become links", "[text][html]")
{
    const QString html =
        abstractToHtml(QStringLiteral("A <img src=\"/etc/hostname\"> & <script>alert(1)</script> test.\n"
                                      "See https://example.org/a?b=1&c=2."));
    CHECK_FALSE(html.contains(QStringLiteral("<img")));
    CHECK_FALSE(html.contains(QStringLiteral("<script")));
    CHECK(html.contains(QStringLiteral("&lt;img src=&quot;/etc/hostname&quot;&gt; &amp; &lt;script&gt;")));
    CHECK(html.contains(
        QStringLiteral("<a href=\"https://example.org/a?b=1&amp;c=2\">https://example.org/a?b=1&amp;c=2</a>.")));
    CHECK(html.count(QStringLiteral("<p>")) == 2);
}

TEST_CASE("A link that tries to close the attribute stays inside it", "[text][html]")
{
    const QString html = abstractToHtml(QStringLiteral("https://x.org/\"onmouseover=alert(1)"));
    CHECK_FALSE(html.contains(QStringLiteral("\" onmouseover")));
    CHECK_FALSE(html.contains(QStringLiteral("\"onmouseover")));
}
