// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern;
using Field = Storage::FullTextIndex::Field;

TEST_CASE("User words reach FTS5 only as quoted strings", "[storage][fts][sqlite-only]")
{
    const Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    const QString file = workspace.writeFile(
        QStringLiteral("neural.txt"), "Neural Papers\n\nNeural networks of neurons, graphs and more.\n");
    REQUIRE(Import::Importer(*db).importFiles({ file }).added() == 1);
    Storage::Sqlite::SqliteFullTextIndex index(*db);
    const auto expression = [&index](const QString &text, Field field = Field::Any, bool typed = false) {
        return index.expression({ text, field, typed });
    };
    CHECK(expression(QStringLiteral("multi-agent")) == QStringLiteral(R"("multi-agent")"));
    CHECK(expression(QStringLiteral("don't")) == QStringLiteral(R"("don't")"));
    CHECK(expression(QStringLiteral("C++")) == QStringLiteral(R"("C++")"));
    CHECK(expression(QStringLiteral("AND")) == QStringLiteral(R"("AND")"));
    CHECK(expression(QStringLiteral("NEAR")) == QStringLiteral(R"("NEAR")"));
    CHECK(expression(QStringLiteral(R"(a"b)")) == QStringLiteral(R"("a""b")"));
    CHECK(expression(QStringLiteral("x'); DROP TABLE papers;--")) == QStringLiteral(R"("x'); DROP TABLE papers;--")"));
    // A word being typed from its fourth letter on: the library's words it begins.
    CHECK(expression(QStringLiteral("neur"), Field::Any, true) == QStringLiteral(R"("neur" *)"));
    CHECK(expression(QStringLiteral("neu"), Field::Any, true) == QStringLiteral(R"("neu")"));
    // A prefix applies to a word's last token: "C++" being typed is not every word starting with c.
    CHECK(expression(QStringLiteral("C++"), Field::Any, true) == QStringLiteral(R"("C++")"));
    CHECK(expression(QStringLiteral("graph"), Field::Title) == QStringLiteral(R"({title} : "graph")"));
    CHECK(expression(QStringLiteral("graph"), Field::Abstract) == QStringLiteral(R"({abstract} : "graph")"));
    CHECK(expression(QStringLiteral("graph"), Field::Note) == QStringLiteral(R"({note} : "graph")"));
    // No token, no match.
    CHECK(expression(QStringLiteral("*")).isEmpty());
    CHECK(expression(QStringLiteral("\"")).isEmpty());
    CHECK(expression(QStringLiteral("--")).isEmpty());
    // As the index stores text: strokes folded, and a Chinese word as the phrase of its characters.
    CHECK(expression(QStringLiteral("Łojasiewicz")).toLower() == QStringLiteral(R"("lojasiewicz")"));
    CHECK(expression(QStringLiteral("扩散模型")) == QStringLiteral(R"("扩 散 模 型")"));
}
