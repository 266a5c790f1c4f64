// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/nearduplicates.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;

TEST_CASE("A title's key ignores letter case, accents and punctuation; short titles have none", "[text]")
{
    CHECK(Text::titleKey(u"Deep Learning: A Review.") == Text::titleKey(u"deep learning - a review"));
    CHECK(Text::titleKey(u"Élan vital in cells") == QStringLiteral("elan vital in cells"));
    CHECK(Text::titleKey(u"Deep learning: a review") != Text::titleKey(u"Deep learning: a survey"));
    CHECK(Text::titleKey(u"Editorial").isEmpty());
}

TEST_CASE("DOIs of one work have one stem; an arXiv DOI is its arXiv id", "[text]")
{
    CHECK(Text::doiStem(QStringLiteral("10.1002/ABC.123/abstract")) == QStringLiteral("10.1002/abc.123"));
    CHECK(Text::doiStem(QStringLiteral("10.1002/abc.123.")) == QStringLiteral("10.1002/abc.123"));
    CHECK(Text::doiStem(QStringLiteral("10.48550/arXiv.2101.00001")) == QStringLiteral("arxiv:2101.00001"));
    CHECK(Text::doiStem(QString()).isEmpty());
}

TEST_CASE("Shared phrases measure how alike two texts are, and alike texts share a band key", "[text]")
{
    const QString text =
        QStringLiteral("We propose a method that learns sparse representations of dense data and show that it improves "
                       "retrieval on three benchmarks while using less memory than the methods before it.");
    QString edited = text;
    edited.replace(QStringLiteral("three"), QStringLiteral("four"));
    const QString other = QStringLiteral(
        "Soil moisture varies across the seasons; we measure it with cheap sensors in forty fields and map how "
        "drought spreads through a region over a decade of records.");
    const QList<quint32> a = Text::phraseHashes(text);
    CHECK(Text::sharedPhrases(a, a) == 1.0);
    const double alike = Text::sharedPhrases(a, Text::phraseHashes(edited));
    CHECK(alike > 0.7);
    CHECK(alike < 1.0);
    CHECK(Text::sharedPhrases(a, Text::phraseHashes(other)) == 0.0);

    const auto keys = Text::phraseBandKeys(a);
    const auto editedKeys = Text::phraseBandKeys(Text::phraseHashes(edited));
    const auto otherKeys = Text::phraseBandKeys(Text::phraseHashes(other));
    REQUIRE(keys);
    REQUIRE(editedKeys);
    REQUIRE(otherKeys);
    int shared = 0;
    int sharedWithOther = 0;
    for (int band = 0; band < Text::PhraseBands; ++band) {
        shared += (*keys)[band] == (*editedKeys)[band];
        sharedWithOther += (*keys)[band] == (*otherKeys)[band];
    }
    CHECK(shared > 0);
    CHECK(sharedWithOther == 0);
    CHECK_FALSE(Text::phraseBandKeys(Text::phraseHashes(u"Too short to compare.")));
}
