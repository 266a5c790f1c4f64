// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tagname.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::TagName;

TEST_CASE("Tag names are trimmed and tidied around levels", "[core][tags]")
{
    CHECK(TagName::check(QStringLiteral("  to read ")).name == QStringLiteral("to read"));
    CHECK(TagName::check(QStringLiteral("method / diffusion")).name == QStringLiteral("method/diffusion"));
    CHECK(TagName::check(QStringLiteral("方法/扩散")).name == QStringLiteral("方法/扩散"));
    CHECK(TagName::check(QStringLiteral("C++")).isValid());
    CHECK(TagName::check(QStringLiteral("to\tread")).name == QStringLiteral("to read"));
    // Markup and joiners are text like any other: the name stays as typed.
    CHECK(TagName::check(QStringLiteral("<img src=/dev/zero>")).name == QStringLiteral("<img src=/dev/zero>"));
    CHECK(TagName::check(QStringLiteral("R&D")).name == QStringLiteral("R&D"));
    CHECK(TagName::check(QStringLiteral("scientist 👩\u200D🔬")).isValid());
}

TEST_CASE("Bad tag names are refused with a reason", "[core][tags]")
{
    for (const QString &bad : { QString(),
             QStringLiteral("   "),
             QStringLiteral("method//diffusion"),
             QStringLiteral("/method"),
             QStringLiteral("method/"),
             QStringLiteral("a,b"),
             QStringLiteral("say \"hi\""),
             QStringLiteral("-negative"),
             QStringLiteral("bell\u0007"),
             QStringLiteral("\u202Egnp.exe"),
             QStringLiteral("left\u2066isolated\u2069"),
             QStringLiteral("embedded\u202Atext\u202C"),
             QString(101, u'x') }) {
        const TagName checked = TagName::check(bad);
        INFO(bad.toStdString());
        CHECK_FALSE(checked.isValid());
        CHECK_FALSE(checked.error.isEmpty());
        CHECK(checked.name.isEmpty());
    }
}

TEST_CASE("Tag hierarchy helpers", "[core][tags]")
{
    CHECK(TagName::parent(QStringLiteral("method/diffusion/score")) == QStringLiteral("method/diffusion"));
    CHECK(TagName::parent(QStringLiteral("method")).isEmpty());
    CHECK(TagName::isWithin(QStringLiteral("Method/Diffusion"), QStringLiteral("method")));
    CHECK(TagName::isWithin(QStringLiteral("method"), QStringLiteral("METHOD")));
    CHECK_FALSE(TagName::isWithin(QStringLiteral("methods"), QStringLiteral("method")));
    CHECK(TagName::key(QStringLiteral("ÜBER")) == TagName::key(QStringLiteral("über")));
}
