// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/sqlite/indextokenizer.h"
#include "storage/sqlite/indexwords.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

#include <algorithm>

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

TEST_CASE(
    "The list of the index's words holds every word imports, edits and notes index", "[storage][search][sqlite-only]")
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

TEST_CASE("Upgrading to version 8 lists the words the index has", "[storage][database][search][sqlite-only]")
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
        Test::rewindLibrary(db->connection(), 7);
    }
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK_FALSE(before.isEmpty());
    CHECK(listedWords(db) == before);
}

TEST_CASE("The words a word being typed begins are grouped by the character after it", "[storage][search][sqlite-only]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    REQUIRE(Import::Importer(*db)
                .importFiles({ workspace.writeFile(QStringLiteral("a.txt"),
                    "Words\n\nModels model modern modes of modelling.\n\nThe mode of a moderate model.\n") })
                .added() == 2);
    Storage::Sqlite::WordGroups groups(*db);
    const auto after = [&groups](const char *beginning) {
        QList<Storage::Sqlite::WordGroup> found = groups.after(QString::fromUtf8(beginning));
        std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        return found;
    };
    using Group = Storage::Sqlite::WordGroup;
    const auto group = [](const char *first, const char *last, qint64 words) {
        return Group{ QString::fromUtf8(first), QString::fromUtf8(last), words, 0 };
    };
    CHECK(after("mod") == QList<Group>{ group("mode", "modes", 7) });
    CHECK(after("mode") ==
        QList<Group>{ group("mode", "mode", 1),
            group("model", "models", 3),
            group("moderate", "modern", 2),
            group("modes", "modes", 1) });
    CHECK(after("modz").isEmpty());

    // Characters of several bytes and of two UTF-16 units count as one, as SQLite's substr()
    // counts them.
    REQUIRE(Import::Importer(*db)
                .importFiles({ workspace.writeFile(QStringLiteral("b.txt"),
                    QString::fromUcs4(U"Greek\n\nΣισυφος and σισυφειος labours in σιωπη, \U000F0001ab and "
                                      U"\U000F0001ac.\n")
                        .toUtf8()) })
                .added() == 1);
    // (FTS5 writes a final sigma as σ.)
    CHECK(after("σι") == QList<Group>{ group("σισυφειοσ", "σισυφοσ", 2), group("σιωπη", "σιωπη", 1) });
    const QString privateUse = QString::fromUcs4(U"\U000F0001");
    const Group both{ privateUse + u"ab", privateUse + u"ac", 2, 0 };
    CHECK(groups.after(privateUse) == QList<Group>{ both });
    QList<Group> each = groups.after(privateUse + u'a');
    std::sort(each.begin(), each.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    CHECK(each == QList<Group>{ { both.first, both.first, 1, 0 }, { both.last, both.last, 1, 0 } });

    CHECK(Storage::Sqlite::WordGroups::indexForm(u"MÖD") == QStringLiteral("mod")); // folded as the index folds
    CHECK(Storage::Sqlite::WordGroups::indexForm(u"Éco") == QStringLiteral("eco"));
    CHECK_FALSE(Storage::Sqlite::WordGroups::indexForm(u"mo-d").has_value()); // two words to the index
    CHECK_FALSE(Storage::Sqlite::WordGroups::indexForm(u"--").has_value());
}

TEST_CASE("Every 64th paper's words are counted, as 64 papers each", "[storage][search][sqlite-only]")
{
    Test::Workspace workspace;
    const auto db = workspace.openLibrary();
    QByteArray text("Counted\n\n");
    for (int i = 1; i <= 200; ++i) // ids 1 to 200: 64, 128 and 192 are counted
        text += "Common words of paper " + QByteArray::number(i) + (i % 2 ? " odd" : " even") + ".\n\n";
    REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("a.txt"), text) }).added() == 200);
    const auto counted = [&db](const char *word) {
        QSqlQuery query(db->connection());
        query.prepare(QStringLiteral("SELECT papers FROM index_words WHERE word = ?"));
        query.addBindValue(QString::fromUtf8(word));
        REQUIRE(query.exec());
        REQUIRE(query.next());
        return query.value(0).toLongLong();
    };
    CHECK(counted("common") == 3 * 64);
    CHECK(counted("even") == 3 * 64);
    CHECK(counted("odd") == 0);
    CHECK(counted("128") == 64);
    CHECK(counted("127") == 0); // listed all the same

    // Editing a paper lists its new words, and does not count it again.
    Storage::PaperStore(*db).setTitle(64, QStringLiteral("Common zygotes"));
    CHECK(counted("zygotes") == 0);
    CHECK(counted("common") == 3 * 64);
}

TEST_CASE("Upgrading to version 9 counts each word's papers in the index", "[storage][database][search][sqlite-only]")
{
    Test::Workspace workspace;
    const QString path = workspace.path(QStringLiteral("library.sqlite"));
    {
        const auto db = workspace.openLibrary();
        REQUIRE(Import::Importer(*db)
                    .importFiles({ workspace.writeFile(QStringLiteral("a.txt"),
                        "Words\n\nThe model of the mode.\n\nThe models.\n\nAnother model here.\n") })
                    .added() == 3);
        QSqlQuery query(db->connection());
        REQUIRE(query.exec(QStringLiteral("DROP TABLE index_words")));
        REQUIRE(query.exec(QStringLiteral("CREATE TABLE index_words (word TEXT PRIMARY KEY) WITHOUT ROWID")));
        REQUIRE(query.exec(QStringLiteral("INSERT INTO index_words VALUES ('gone'), ('model'), ('the')")));
        Test::rewindLibrary(db->connection(), 8);
    }
    Storage::Database db(Storage::Location::file(path));
    REQUIRE(db.open());
    CHECK(listedWords(db) == indexedWords(db)); // every word of the index, and only those
    CHECK(
        column(db,
            QStringLiteral("SELECT papers FROM index_words WHERE word IN ('model', 'models', 'the') ORDER BY word")) ==
        QStringList{ QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("2") });
}

TEST_CASE("The index tokenizer splits and folds as the index does", "[storage][search][sqlite-only]")
{
    const Storage::Sqlite::IndexTokenizer &tokenizer = Storage::Sqlite::IndexTokenizer::forThisThread();
    CHECK(tokenizer.words(u"Ça va, C++ 3D-scan naïve") == QList<QByteArray>{ "ca", "va", "c", "3d", "scan", "naive" });
    QSet<QByteArray> distinct;
    tokenizer.addWords(u"The the THÉ, then", distinct);
    CHECK(distinct == QSet<QByteArray>{ "the", "then" });
    CHECK(tokenizer.words(u"").isEmpty());
    CHECK(tokenizer.words(u" -- ").isEmpty());
}
