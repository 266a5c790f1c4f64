// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/contentkey.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::contentKey;

TEST_CASE("The content key ignores whitespace, case, emphasis and normalisation form", "[text][dedup]")
{
    const QString key = contentKey(QStringLiteral("We propose **Café**, a method."));
    CHECK(key.size() == 40);
    CHECK(contentKey(QStringLiteral("we  propose café,\na METHOD.  ")) == key);
    CHECK(contentKey(QStringLiteral("We propose Cafe\u0301, a method.")) == key); // decomposed é
    CHECK(contentKey(QStringLiteral("We propose Café, another method.")) != key);
    CHECK(contentKey(QStringLiteral("We propose *Café*, a method.")) == key);
    CHECK(contentKey(QStringLiteral("We propose _Café_, a __method__.")) == key);
}
