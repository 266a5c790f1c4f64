// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/indextokenizer.h"
#include "storage/indexwords.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;

namespace {

// Texts whose words FTS5 folds: case, diacritics, strokes, scripts without spaces, digits.
constexpr const char *Abstracts = "Mixed Papers\n\n"
                                  "Łojasiewicz's inequality for Poincaré maps, naïvely in ÉCOLE style.\n\n"
                                  "我们提出一种新的扩散模型用于图像生成。\n\n"
                                  "Σίσυφος and the 3D-scan of C++ code at https://example.org/x_y?z=1.\n";

QStringList column(const Storage::Database &db, const QString &sql)
{
    QSqlQuery query(db.connection());
    REQUIRE(query.exec(sql));
    QStringList values;
    while (query.next())
        values.append(query.value(0).toString());
    return values;
}

// The words FTS5 holds for the library's papers now.
QStringList indexedWords(const Storage::Database &db)
{
    QSqlQuery create(db.connection());
    REQUIRE(create.exec(
        QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary USING fts5vocab(main, paper_index, row)")));
    return column(db, QStringLiteral("SELECT term FROM temp.vocabulary WHERE doc > 0 ORDER BY term"));
}

QStringList listedWords(const Storage::Database &db)
{
    return column(db, QStringLiteral("SELECT word FROM index_words ORDER BY word"));
}

} // namespace

TEST_CASE("The list of the index's words holds every word imports, edits and notes index", "[storage][search]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(
        Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), Abstracts) }).added() == 3);
    CHECK(listedWords(*db) == indexedWords(*db));
    CHECK(listedWords(*db).contains(QStringLiteral("lojasiewicz")));

    Storage::PaperStore(*db).setTitle(1, QStringLiteral("Ångström-scale Zygotes"));
    Storage::NoteStore(*db).setNote(2, QStringLiteral("Read with Ü-Bahn notes on **quokkas**."));
    const QStringList words = indexedWords(*db);
    CHECK(words.contains(QStringLiteral("zygotes")));
    CHECK(words.contains(QStringLiteral("quokkas")));
    CHECK(listedWords(*db) == words);

    // Words no paper has any more stay listed: the list may hold more, never fewer.
    Storage::NoteStore(*db).setNote(2, QString());
    CHECK_FALSE(indexedWords(*db).contains(QStringLiteral("quokkas")));
    CHECK(listedWords(*db).contains(QStringLiteral("quokkas")));
}

TEST_CASE("Upgrading to version 8 lists the words the index has", "[storage][database][search]")
{
    Test::Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    QStringList before;
    {
        const auto db = workspace.openLibrary();
        REQUIRE(
            Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), Abstracts) }).added() ==
            3);
        before = indexedWords(*db);
        QSqlQuery query(db->connection());
        REQUIRE(query.exec(QStringLiteral("DROP TABLE index_words")));
        REQUIRE(query.exec(QStringLiteral("PRAGMA user_version = 7")));
    }
    Storage::Database db(path);
    REQUIRE(db.open());
    CHECK_FALSE(before.isEmpty());
    CHECK(listedWords(db) == before);
}

TEST_CASE("The words a word being typed begins come from the list, and only when few", "[storage][search]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db)
                .importFiles({ workspace.writeFile(QStringLiteral("a.txt"),
                    "Words\n\nModels model modern modes of modelling.\n\nThe mode of a moderate model.\n") })
                .added() == 2);
    using Storage::IndexWords;
    const QStringList mod{ QStringLiteral("mode"),
        QStringLiteral("model"),
        QStringLiteral("modelling"),
        QStringLiteral("models"),
        QStringLiteral("moderate"),
        QStringLiteral("modern"),
        QStringLiteral("modes") };
    CHECK(IndexWords::beginning(*db, u"mod", 10) == mod);
    CHECK(IndexWords::beginning(*db, u"MÖD", 10) == mod); // folded as the index folds
    CHECK(IndexWords::beginning(*db, u"model", 10) == QStringList{ mod[1], mod[2], mod[3] });
    CHECK(IndexWords::beginning(*db, u"mod", 7) == mod);
    CHECK_FALSE(IndexWords::beginning(*db, u"mod", 6).has_value()); // more than asked for
    CHECK(IndexWords::beginning(*db, u"modz", 10) == QStringList());
    CHECK_FALSE(IndexWords::beginning(*db, u"mo-d", 10).has_value()); // two words to the index
}

TEST_CASE("The index tokenizer splits and folds as the index does", "[storage][search]")
{
    const Storage::IndexTokenizer &tokenizer = Storage::IndexTokenizer::forThisThread();
    CHECK(tokenizer.words(u"Ça va, C++ 3D-scan naïve") == QList<QByteArray>{ "ca", "va", "c", "3d", "scan", "naive" });
    QSet<QByteArray> distinct;
    tokenizer.addWords(u"The the THÉ, then", distinct);
    CHECK(distinct == QSet<QByteArray>{ "the", "then" });
    CHECK(tokenizer.words(u"").isEmpty());
    CHECK(tokenizer.words(u" -- ").isEmpty());
}
