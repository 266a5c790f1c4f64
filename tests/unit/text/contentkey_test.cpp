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

TEST_CASE("Content keys stay those libraries already hold", "[text][dedup]")
{
    // Keys made the first way (the whole text normalised, case folded, without emphasis, with
    // its whitespace simplified, then SHA-1). Text is now normalised and folded a part at a time.
    CHECK(contentKey(QStringLiteral("  Deep\tlearning  of _graphs_ *with* ASCII\r\nonly; 3 < 4 & \"quotes\" ~ {braces} "
                                    "[x] `tick` ^ |bar| \\ TeX $O(n^{-1/2})$.  ")) ==
        QStringLiteral("c7bef69e5aefa471301b23b16d3711845885bbc3"));
    CHECK(contentKey(QString::fromUtf16(u"MIXED case\u000b\u000cvertical\u001ftab \u001cfile sep")) ==
        QStringLiteral("f2bf24a4594dbd02a909e824530757afc59fa8b5"));
    CHECK(contentKey(QStringLiteral("a * b _ c")) == QStringLiteral("6b3f339c67bb03d57a7195cf43ed86b12bfdd347"));
    CHECK(contentKey(QString()) == QStringLiteral("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
    // And text beyond ASCII.
    CHECK(contentKey(QStringLiteral("We propose **Café**, a method.")) ==
        QStringLiteral("35c553ffaf456a037699c24004efe5671c050689"));
    CHECK(contentKey(QStringLiteral("Straße ﬁne Ⅳ")) == QStringLiteral("731dd62bf82f77ee2def12d4a0bd8fd3104cd536"));
    // An accent composed with the letter before it, compatibility forms, a Hangul syllable made
    // of its letters and spaces beyond ASCII.
    CHECK(contentKey(QString::fromUtf16(
              u"Cafe\u0301 *ﬁne*\u00a0x\u00bdy STRASSE Stra\u00dfe \u212a\u2163 \u1100\u1161\u11a8 end\u3000")) ==
        QStringLiteral("30ade2dbf4f1c8755b7bb1374d9bf0eec2719c1c"));
}
