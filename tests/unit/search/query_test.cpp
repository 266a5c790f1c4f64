// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern::Search;

TEST_CASE("Words, phrases and negations are parsed", "[search][query]")
{
    const Query query = Query::parse(QStringLiteral(R"(  graph "neural network" -survey  )"));
    REQUIRE(query.isValid());
    REQUIRE(query.terms().size() == 3);
    CHECK(query.terms()[0].text == QStringLiteral("graph"));
    CHECK_FALSE(query.terms()[0].phrase);
    CHECK(query.terms()[1].text == QStringLiteral("neural network"));
    CHECK(query.terms()[1].phrase);
    CHECK(query.terms()[2].text == QStringLiteral("survey"));
    CHECK(query.terms()[2].negated);
    CHECK_FALSE(query.terms()[2].prefix);
}

TEST_CASE("Only the word being typed is a prefix", "[search][query]")
{
    CHECK(Query::parse(QStringLiteral("graph neu"), Query::Typing::InProgress).terms().last().prefix);
    CHECK_FALSE(Query::parse(QStringLiteral("graph neu "), Query::Typing::InProgress).terms().last().prefix);
    CHECK_FALSE(Query::parse(QStringLiteral("graph neu"), Query::Typing::Finished).terms().last().prefix);
    CHECK_FALSE(Query::parse(QStringLiteral(R"("graph neu")"), Query::Typing::InProgress).terms().last().prefix);
}

TEST_CASE("An unclosed quote is an error with its column", "[search][query]")
{
    const Query query = Query::parse(QStringLiteral(R"(graph "neural net)"));
    CHECK_FALSE(query.isValid());
    CHECK(query.errorColumn() == 7);
    CHECK(query.errorString() == QStringLiteral("unclosed quote at column 7"));
    CHECK(query.terms().isEmpty());
}

TEST_CASE("Empty queries and lone dashes match everything", "[search][query]")
{
    CHECK(Query::parse(QString()).isEmpty());
    CHECK(Query::parse(QStringLiteral("   ")).isEmpty());
    CHECK(Query::parse(QStringLiteral(R"("")")).isEmpty());
}

TEST_CASE("User words reach FTS5 only as quoted strings", "[search][fts]")
{
    const auto terms = Query::parse(QStringLiteral(R"(multi-agent don't C++ AND NEAR *)")).terms();
    CHECK(ftsExpression(terms, false) == QStringLiteral(R"("multi-agent" AND "don't" AND "C++" AND "AND" AND "NEAR")"));
    CHECK(ftsExpression({ Term{ QStringLiteral(R"(a"b)"), false, false, true } }, false) ==
        QStringLiteral(R"("a""b" *)"));
    CHECK(ftsExpression({ Term{ QStringLiteral("a") }, Term{ QStringLiteral("b") } }, true) ==
        QStringLiteral(R"("a" OR "b")"));
}
