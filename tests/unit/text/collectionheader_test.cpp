// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/collectionheader.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern::Text;

TEST_CASE("A short line that does not end like a sentence is a header", "[text][header]")
{
    CHECK(isCollectionHeader(QStringLiteral("ICLR 2025 Papers")));
    CHECK(isCollectionHeader(QStringLiteral("ICLR 2025 论文列表")));
    CHECK(isCollectionHeader(QStringLiteral("My reading list")));
    CHECK(isCollectionHeader(QStringLiteral("  NeurIPS 2024 — accepted papers  ")));

    CHECK_FALSE(isCollectionHeader(QStringLiteral("We propose a method.")));
    CHECK_FALSE(isCollectionHeader(QStringLiteral("本文提出了一种新方法。")));
    CHECK_FALSE(isCollectionHeader(QStringLiteral("Two lines\nare an abstract")));
    CHECK_FALSE(
        isCollectionHeader(QStringLiteral("Deep learning has changed many fields and this sentence keeps going on "
                                          "without an end but has far too many words")));
    CHECK_FALSE(isCollectionHeader(QString()));
}

TEST_CASE("A header names the collection, its venue and its year", "[text][header]")
{
    struct Case
    {
        QString header;
        QString name;
        QString venue;
        int year;
    };
    const Case cases[] = {
        { QStringLiteral("ICLR 2025 Papers"), QStringLiteral("ICLR 2025"), QStringLiteral("ICLR"), 2025 },
        { QStringLiteral("ICLR 2025 论文列表"), QStringLiteral("ICLR 2025"), QStringLiteral("ICLR"), 2025 },
        { QStringLiteral("NeurIPS 2024 Accepted Papers"),
            QStringLiteral("NeurIPS 2024"),
            QStringLiteral("NeurIPS"),
            2024 },
        { QStringLiteral("ACL 2023: abstracts"), QStringLiteral("ACL 2023"), QStringLiteral("ACL"), 2023 },
        { QStringLiteral("My reading list"), QStringLiteral("My reading list"), QString(), 0 },
        { QStringLiteral("Papers"), QStringLiteral("Papers"), QString(), 0 },
        { QStringLiteral("Survey references 1998"), QStringLiteral("Survey references 1998"), QString(), 1998 },
    };
    for (const auto &c : cases) {
        INFO(c.header.toStdString());
        const auto info = parseCollectionHeader(c.header);
        CHECK(info.name == c.name);
        CHECK(info.venue == c.venue);
        CHECK(info.year == c.year);
    }
}
