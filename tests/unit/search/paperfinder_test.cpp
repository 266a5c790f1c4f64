// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/importer.h"
#include "search/paperfinder.h"
#include "storage/collectionstore.h"
#include "storage/highlightstore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "storage/tagstore.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDateTime>
#include <QSqlQuery>

#include <algorithm>

using namespace Lectern;
using namespace Lectern::Search;

namespace {

using Ids = QList<PaperId>;

// Three collections; paper ids follow the order of the abstracts below. Titles, tags, notes,
// reading states, a highlight and the dates added are set so that every field has papers on
// both sides of it.
struct Fixture
{
    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();

    Fixture()
    {
        const QString a = workspace.writeFile(QStringLiteral("a.txt"),
            "ICLR 2025 Papers\n\n"
            "Diffusion models denoise images step by step.\n\n" // 1
            "We study multi-agent reinforcement learning with diffusion-based policies.\n\n" // 2
            "Graph networks don't scale; we fix that in C++.\n\n" // 3
            "A survey of diffusions in physics.\n"); // 4
        const QString b = workspace.writeFile(QStringLiteral("b.txt"),
            "ACL 2024 Papers\n\n"
            "Translation of Poincaré's work into code.\n\n" // 5
            "Agents that plan with language models.\n"); // 6
        const QString c = workspace.writeFile(QStringLiteral("c.txt"),
            "NeurIPS 2023 Papers\n\n"
            "We study the Łojasiewicz inequality for transformers.\n\n" // 7
            "我们提出一种新的扩散模型用于图像生成。\n\n" // 8
            "Sampling graph walks: a graph sampler for every graph.\n\n" // 9
            "Benchmarks and code are at https://example.org/bench for everyone.\n"); // 10
        REQUIRE(Import::Importer(*db).importFiles({ a, b, c }).added() == 10);

        Storage::PaperStore papers(*db);
        const char *titles[] = { "Denoising Diffusion Models",
            "Multi-Agent Diffusion Policies",
            "Scaling Graph Networks",
            "A Survey of Diffusions",
            "Poincaré in Code",
            "Planning Agents",
            "Łojasiewicz Inequalities",
            "图像生成",
            "Graph Samplers",
            "Open Benchmarks" };
        for (PaperId id = 1; id <= 10; ++id)
            papers.setTitle(id, QString::fromUtf8(titles[id - 1]));

        Storage::TagStore tags(*db);
        tags.addToPapers(QStringLiteral("method/diffusion"), { 1, 2 });
        tags.addToPapers(QStringLiteral("method"), { 3 });
        tags.addToPapers(QStringLiteral("method/diffusion/latent"), { 4 });
        tags.addToPapers(QStringLiteral("Survey"), { 4 });
        tags.addToPapers(QStringLiteral("To Read"), { 6 });

        Storage::NoteStore notes(*db);
        notes.setNote(2, QStringLiteral("Replicate the policy experiments."));
        notes.setNote(6, QStringLiteral("Great for the reading group."));

        papers.setReadingStates({
            { 1, { ReadingStatus::Read, 5, true } },
            { 2, { ReadingStatus::Reading, 4, false } },
            { 3, { ReadingStatus::Read, 2, true } },
            { 9, { ReadingStatus::Unread, 1, false } },
        });

        Highlight highlight;
        highlight.paper = 5;
        highlight.start = 0;
        highlight.end = 11;
        Storage::HighlightStore(*db).add(highlight);

        // Local times: added: compares local dates.
        const auto at = [](int year, int month, int day, int hour, int minute) {
            return QDateTime(QDate(year, month, day), QTime(hour, minute)).toMSecsSinceEpoch();
        };
        setAdded(1, at(2026, 1, 15, 12, 0));
        setAdded(2, at(2026, 3, 31, 23, 30));
        setAdded(3, at(2026, 4, 1, 0, 30));
        setAdded(4, at(2025, 12, 31, 23, 59));
        for (PaperId id = 5; id <= 10; ++id)
            setAdded(id, at(2025, 6, 1, 12, 0));
    }

    void setAdded(PaperId id, qint64 msecs) const
    {
        QSqlQuery update(db->connection());
        REQUIRE(update.prepare(QStringLiteral("UPDATE papers SET added_at = ? WHERE id = ?")));
        update.addBindValue(msecs);
        update.addBindValue(id);
        REQUIRE(update.exec());
    }

    // The ids in the finder's order.
    Ids ordered(const QString &text, const PaperSort &sort, Query::Typing typing = Query::Typing::Finished) const
    {
        const Query query = Query::parse(text, typing);
        INFO("query: " << text.toStdString() << " error: " << query.errorString().toStdString());
        REQUIRE(query.isValid());
        return PaperFinder(*db).find(query, {}, sort);
    }

    // The ids, sorted.
    Ids find(const QString &text, Query::Typing typing = Query::Typing::Finished, const PaperScope &scope = {}) const
    {
        const Query query = Query::parse(text, typing);
        INFO("query: " << text.toStdString() << " error: " << query.errorString().toStdString());
        REQUIRE(query.isValid());
        Ids ids = PaperFinder(*db).find(query, scope);
        std::sort(ids.begin(), ids.end());
        return ids;
    }
};

struct Row
{
    const char16_t *text;
    Ids ids;
};

void checkRows(const Fixture &f, std::initializer_list<Row> rows, Query::Typing typing = Query::Typing::Finished)
{
    for (const Row &row : rows) {
        const QString text = QString::fromUtf16(row.text);
        INFO("query: " << text.toStdString());
        CHECK(f.find(text, typing) == row.ids);
    }
}

const Ids everyPaper{ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

} // namespace

TEST_CASE("Words match whole words in titles, abstracts and notes, all of them", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"", everyPaper },
            { u"diffusion", { 1, 2 } },
            { u"DIFFUSION models", { 1 } },
            { u"diffusion AND models", { 1 } },
            { u"diffusion -models", { 2 } },
            { u"-diffusion -agents", { 3, 4, 5, 7, 8, 9, 10 } },
            { u"\"step by step\"", { 1 } },
            { u"\"by step step\"", {} },
            { u"replicate", { 2 } }, // in a note
            { u"samplers", { 9 } }, // in a title only
            { u"diffus", {} },
        });
}

TEST_CASE("OR, NOT and parentheses combine conditions", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"diffusion OR graph", { 1, 2, 3, 9 } },
            { u"diffusion models OR graph", { 1, 3, 9 } },
            { u"diffusion (models OR graph)", { 1 } },
            { u"(diffusion OR graph) tag:method", { 1, 2, 3 } },
            { u"NOT diffusion", { 3, 4, 5, 6, 7, 8, 9, 10 } },
            { u"-(diffusion OR graph)", { 4, 5, 6, 7, 8, 10 } },
            { u"NOT NOT diffusion", { 1, 2 } },
            { u"diffusion -\"step by step\"", { 2 } },
            { u"diffusion OR tag:survey", { 1, 2, 4 } },
            { u"starred:yes OR rating:4", { 1, 2, 3 } },
            { u"NOT (tag:method OR has:note)", { 5, 7, 8, 9, 10 } },
            { u"-tag:method/diffusion status:unread", { 5, 6, 7, 8, 9, 10 } },
            { u"graph OR (tag:survey -diffusions)", { 3, 9 } },
            { u"graph OR *", { 3, 9 } },
            { u"graph -*", { 3, 9 } },
        });
}

TEST_CASE("Text fields look in one column", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"title:graph", { 3, 9 } },
            { u"title:\"graph networks\"", { 3 } },
            { u"title:walks", {} },
            { u"abstract:walks", { 9 } },
            { u"abstract:diffusion -title:denoising", { 2 } },
            { u"note:replicate", { 2 } },
            { u"note:\"reading group\"", { 6 } },
            { u"title:replicate", {} },
            { u"-note:replicate", { 1, 3, 4, 5, 6, 7, 8, 9, 10 } },
            { u"title:graph OR note:great", { 3, 6, 9 } },
        });
}

TEST_CASE("Tags match a tag and the tags below it", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"tag:method", { 1, 2, 3, 4 } },
            { u"tag:method/diffusion", { 1, 2, 4 } },
            { u"tag:\"method / diffusion\"", { 1, 2, 4 } },
            { u"tag:method/diffusion/latent", { 4 } },
            { u"tag:meth", {} },
            { u"-tag:method", { 5, 6, 7, 8, 9, 10 } },
            { u"tag:survey", { 4 } },
            { u"tag:\"to read\"", { 6 } },
            { u"tag:nothing", {} },
        });
}

TEST_CASE("Reading state fields: status, rating, starred", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"status:read", { 1, 3 } },
            { u"status:reading", { 2 } },
            { u"status:unread", { 4, 5, 6, 7, 8, 9, 10 } },
            { u"-status:unread", { 1, 2, 3 } },
            { u"rating:4", { 2 } },
            { u"rating:=4", { 2 } },
            { u"rating:>=4", { 1, 2 } },
            { u"rating:>4", { 1 } },
            { u"rating:<2", { 4, 5, 6, 7, 8, 9, 10 } },
            { u"rating:<=2", { 3, 4, 5, 6, 7, 8, 9, 10 } },
            { u"rating:1..2", { 3, 9 } },
            { u"rating:0", { 4, 5, 6, 7, 8, 10 } },
            { u"starred:yes", { 1, 3 } },
            { u"starred:true", { 1, 3 } },
            { u"starred:no", { 2, 4, 5, 6, 7, 8, 9, 10 } },
        });
}

TEST_CASE("Year, venue and collection come from the collection", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"year:2025", { 1, 2, 3, 4 } },
            { u"year:2023..2024", { 5, 6, 7, 8, 9, 10 } },
            { u"year:>=2024", { 1, 2, 3, 4, 5, 6 } },
            { u"year:>2024", { 1, 2, 3, 4 } },
            { u"year:<2024", { 7, 8, 9, 10 } },
            { u"year:<=2024", { 5, 6, 7, 8, 9, 10 } },
            { u"year:<2000", {} },
            { u"-year:2025", { 5, 6, 7, 8, 9, 10 } },
            { u"venue:ICLR", { 1, 2, 3, 4 } },
            { u"venue:neurips", { 7, 8, 9, 10 } },
            { u"venue:ICL", {} },
            { u"collection:\"ACL 2024\"", { 5, 6 } },
            { u"collection:\"acl 2024\"", { 5, 6 } },
            { u"-collection:\"ACL 2024\"", { 1, 2, 3, 4, 7, 8, 9, 10 } },
            { u"collection:ACL", {} },
        });
}

TEST_CASE("has: finds papers with notes, highlights, links or tags", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"has:note", { 2, 6 } },
            { u"has:highlight", { 5 } },
            { u"has:link", { 10 } },
            { u"has:tag", { 1, 2, 3, 4, 6 } },
            { u"-has:tag", { 5, 7, 8, 9, 10 } },
            { u"has:note has:tag", { 2, 6 } },
        });
}

TEST_CASE("added: compares local dates", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"added:2026-01-15", { 1 } },
            { u"added:>=2026-01-01", { 1, 2, 3 } },
            { u"added:2026-01-01..2026-03-31", { 1, 2 } },
            { u"added:<2026-01-01", { 4, 5, 6, 7, 8, 9, 10 } },
            { u"added:<=2025-12-31", { 4, 5, 6, 7, 8, 9, 10 } },
            { u"added:>2026-03-31", { 3 } },
            { u"added:2026-03", { 2 } },
            { u"added:2026", { 1, 2, 3 } },
            { u"added:2025-12-31", { 4 } },
            { u"-added:2025", { 1, 2, 3 } },
        });
}

TEST_CASE("Field names and values ignore case", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"TITLE:GRAPH", { 3, 9 } },
            { u"Status:READ", { 1, 3 } },
            { u"VENUE:iclr", { 1, 2, 3, 4 } },
            { u"Tag:METHOD/Diffusion", { 1, 2, 4 } },
            { u"COLLECTION:\"iclr 2025\"", { 1, 2, 3, 4 } },
            { u"HAS:Note", { 2, 6 } },
            { u"Starred:YES", { 1, 3 } },
        });
}

TEST_CASE("The word being typed matches longer words", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"diffus", { 1, 2, 4 } },
            { u"graph samp", { 9 } },
            { u"graph samp ", {} },
            { u"graph sam", {} }, // three letters: a word of its own
            { u"title:grap", { 3, 9 } },
            { u"diffusion -mod", { 1, 2 } }, // a negated word being typed stays whole: "-m" hides nothing yet
            { u"tag:", everyPaper },
            { u"graph tag:", { 3, 9 } },
            { u"graph OR", { 3, 9 } },
            { u"status:re", { 1, 2, 3 } },
        },
        Query::Typing::InProgress);
    CHECK(f.find(QStringLiteral("diffus")).isEmpty());
}

TEST_CASE("A word being typed is matched as the library's words it begins", "[search][finder][sqlite-only]")
{
    Fixture f;
    const auto typed = [&f](const QString &text,
                           Storage::FullTextIndex::Field field = Storage::FullTextIndex::Field::Any) {
        return Storage::Sqlite::SqliteFullTextIndex(*f.db).expression({ text, field, true });
    };
    // Words whose lists are short together: FTS5's prefix query merges them at once (long lists
    // are the next test's), from what they share; a word it begins alone is that word; none
    // matches nothing.
    CHECK(typed(QStringLiteral("Diffus")) == QStringLiteral(R"("diffusion" *)"));
    CHECK(typed(QStringLiteral("graph samp")) == QStringLiteral(R"("graph sampl" *)"));
    CHECK(typed(QStringLiteral("Poinc"), Storage::FullTextIndex::Field::Title) ==
        QStringLiteral(R"({title} : "poincare")"));
    CHECK(typed(QStringLiteral("Łoja")) == QStringLiteral(R"("lojasiewicz")"));
    CHECK(typed(QStringLiteral("zebr")).isEmpty()); // begins no word: matches nothing
    checkRows(f,
        {
            { u"zebr", {} },
            { u"diffusion zebr", {} },
            { u"graph OR zebr", { 3, 9 } },
            { u"Poinc", { 5 } },
            { u"note:replic", { 2 } },
            { u"title:diffus", { 1, 2, 4 } }, // the field applies to every word it begins
            { u"title:replic", {} }, // a word of notes alone
        },
        Query::Typing::InProgress);
}

namespace {

// A library of papers that each have a word of their own beginning with "quaz".
struct QuazLibrary
{
    explicit QuazLibrary(int papers)
    {
        QByteArray text("Many Words\n\n");
        for (int i = 0; i < papers; ++i)
            text += "A study of quaz" + QByteArray::number(i) + " samples.\n\n";
        REQUIRE(Import::Importer(*db).importFiles({ workspace.writeFile(QStringLiteral("many.txt"), text) }).added() ==
            papers);
    }
    // As if the words were in that many papers of a large library.
    void count(const QString &glob, qint64 papers)
    {
        QSqlQuery query(db->connection());
        query.prepare(QStringLiteral("UPDATE index_words SET papers = ? WHERE word GLOB ?"));
        query.addBindValue(papers);
        query.addBindValue(glob);
        REQUIRE(query.exec());
    }
    QString phrase(const QString &typed) const
    {
        return Storage::Sqlite::SqliteFullTextIndex(*db).expression(
            { typed, Storage::FullTextIndex::Field::Any, true });
    }
    qsizetype found(const QString &typed) const
    {
        return PaperFinder(*db).find(Query::parse(typed, Query::Typing::InProgress)).size();
    }

    Test::Workspace workspace;
    std::unique_ptr<Storage::Database> db = workspace.openLibrary();
};

} // namespace

TEST_CASE(
    "A word being typed keeps the long lists of frequent words out of FTS5's merge", "[search][finder][sqlite-only]")
{
    QuazLibrary library(300);
    // Short lists: FTS5 merges them.
    CHECK(library.phrase(QStringLiteral("quaz")) == QStringLiteral(R"("quaz" *)"));
    CHECK(library.found(QStringLiteral("quaz")) == 300);

    // quaz1 and quaz2 are in most papers of a large library: they stand alone, the rest are
    // beginnings whose lists are short.
    library.count(QStringLiteral("quaz[12]"), 500000);
    const QString phrase = library.phrase(QStringLiteral("quaz"));
    CHECK(phrase.startsWith(u'('));
    CHECK(phrase.contains(QStringLiteral(R"("quaz1" OR )")));
    CHECK(phrase.contains(QStringLiteral(R"("quaz2" OR )")));
    CHECK(phrase.contains(QStringLiteral(R"("quaz10" *)")));
    CHECK_FALSE(phrase.contains(QStringLiteral(R"("quaz1" *)")));
    CHECK_FALSE(phrase.contains(QStringLiteral(R"("quaz" *)")));
    CHECK(library.found(QStringLiteral("quaz")) == 300);
    CHECK(library.found(QStringLiteral("quaz1")) == 111); // quaz1, quaz10-19, quaz100-199
    CHECK(library.found(QStringLiteral("a quaz2")) == 111);

    // When every word is frequent, the OR is as long as can be set up in time.
    library.count(QStringLiteral("quaz*"), 500000);
    CHECK(library.phrase(QStringLiteral("quaz")).count(QStringLiteral(" OR ")) == 199);
    CHECK(library.found(QStringLiteral("quaz")) == 300);
    CHECK(library.phrase(QStringLiteral("quaz29")).count(QStringLiteral(" OR ")) == 10); // quaz29, quaz290-299
    CHECK(library.found(QStringLiteral("quaz29")) == 11);
}

TEST_CASE("Words FTS5 or SQL would misread are searched as text", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"multi-agent", { 2 } },
            { u"don't", { 3 } },
            { u"C++", { 3 } },
            { u"\"AND\"", { 10 } }, // the word "and", in "Benchmarks and code"
            { u"\"and\" OR -and", everyPaper },
            { u"\"OR\" \"NOT\"", {} },
            { u"NEAR", {} },
            { u"NEAR/2", {} },
            { u"*", {} },
            { u"diffus*", {} },
            { u"a\"b", {} },
            { u"^graph", { 3, 9 } },
            { u"{title}:graph", {} },
            { u"x'); DROP TABLE papers;--", {} },
            { u"tag:\"x'); DROP TABLE papers;--\"", {} },
            { u"venue:\"x' OR '1'='1\"", {} },
            { u"collection:\"x'); DELETE FROM papers;--\"", {} },
            { u"title:\"x\\\" OR 1=1 --", {} },
            { u"\"; DELETE FROM papers; SELECT \"", {} },
        });
    CHECK(Storage::PaperStore(*f.db).paperCount() == 10);
    CHECK(f.find(QStringLiteral("diffusion")) == Ids{ 1, 2 });
}

TEST_CASE("A query that is not valid finds nothing", "[search][finder]")
{
    Fixture f;
    const Query query = Query::parse(QStringLiteral("graph \"neural"));
    REQUIRE_FALSE(query.isValid());
    CHECK(PaperFinder(*f.db).find(query).isEmpty());
}

TEST_CASE("Diacritics and letters with strokes are folded", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"Poincare's", { 5 } },
            { u"POINCARÉ", { 5 } },
            { u"Lojasiewicz", { 7 } },
            { u"ŁOJASIEWICZ", { 7 } },
            { u"title:lojasiewicz", { 7 } },
        });
}

TEST_CASE("A Chinese word is found inside an abstract", "[search][finder]")
{
    Fixture f;
    checkRows(f,
        {
            { u"扩散模型", { 8 } },
            { u"扩散", { 8 } },
            { u"\"图像生成\"", { 8 } },
            { u"模型扩散", {} }, // the characters in another order
            { u"title:图像", { 8 } },
        });
    CHECK(f.find(QStringLiteral("扩"), Query::Typing::InProgress) == Ids{ 8 });
}

TEST_CASE("Relevance ranks papers by how well they match the words", "[search][finder]")
{
    Fixture f;
    const PaperSort relevance{ SortKey::Relevance, Qt::AscendingOrder };
    // Paper 9 has "graph" three times in its abstract, paper 3 once.
    CHECK(f.ordered(QStringLiteral("graph"), relevance) == Ids{ 9, 3 });
    CHECK(f.ordered(QStringLiteral("graph -walks"), relevance) == Ids{ 3 });
    CHECK(f.ordered(QStringLiteral("graph starred:yes"), relevance) == Ids{ 3 });
    Ids either = f.ordered(QStringLiteral("graph OR networks"), relevance);
    std::sort(either.begin(), either.end());
    CHECK(either == Ids{ 3, 9 });
    // Papers matched by other conditions than words come after those matching words.
    const Ids mixed = f.ordered(QStringLiteral("graph OR tag:survey"), relevance);
    CHECK(mixed == Ids{ 9, 3, 4 });
    // Without words: newest first, in the order papers were added, which ids follow (the
    // dates this fixture sets by hand do not).
    CHECK(f.ordered(QStringLiteral("tag:method"), relevance) == Ids{ 4, 3, 2, 1 });
    CHECK(f.ordered(QStringLiteral("tag:method -graph"), relevance) == Ids{ 4, 2, 1 });
    CHECK(f.ordered(QStringLiteral("*"), relevance).isEmpty());
    CHECK(f.ordered(QStringLiteral("grap"), relevance, Query::Typing::InProgress) == Ids{ 9, 3 });
}

TEST_CASE("A scope narrows the search to a collection or the unread papers", "[search][finder]")
{
    Fixture f;
    const auto collections = Storage::CollectionStore(*f.db).collections();
    REQUIRE(collections.size() == 3);
    CHECK(collections[0].name == QStringLiteral("ACL 2024"));
    const PaperScope acl = PaperScope::inCollection(collections[0].id);
    CHECK(f.find(QString(), Query::Typing::Finished, acl) == Ids{ 5, 6 });
    CHECK(f.find(QStringLiteral("agents"), Query::Typing::Finished, acl) == Ids{ 6 });
    CHECK(f.find(QStringLiteral("agents OR diffusion"), Query::Typing::Finished, acl) == Ids{ 6 });
    CHECK(f.find(QString(), Query::Typing::Finished, PaperScope::of(PaperScope::Kind::Unread)) ==
        Ids{ 4, 5, 6, 7, 8, 9, 10 });
    CHECK(
        f.find(QStringLiteral("rating:>=1"), Query::Typing::Finished, PaperScope::withTag(QStringLiteral("method"))) ==
        Ids{ 1, 2, 3 });
    const PaperFinder finder(*f.db);
    CHECK(finder.count(PaperScope::of(PaperScope::Kind::Starred)) == 2);
    CHECK(finder.count(PaperScope::of(PaperScope::Kind::WithNote)) == 2);
}

TEST_CASE("Results are sorted in SQL by the chosen column", "[search][finder]")
{
    Fixture f;
    const PaperFinder finder(*f.db);
    const auto byCollection = finder.find({}, {}, { SortKey::Collection, Qt::AscendingOrder });
    CHECK(byCollection == Ids{ 5, 6, 1, 2, 3, 4, 7, 8, 9, 10 });
    const auto byTitle = finder.find({}, {}, { SortKey::Title, Qt::AscendingOrder });
    const auto rows = Storage::PaperStore(*f.db).summaries(byTitle);
    // Letters beyond ASCII sort as the engine's collation puts them (after "Z" on SQLite, with
    // their base letter on PostgreSQL); ASCII titles in case-insensitive order on both.
    QStringList ascii;
    for (const auto &row : rows) {
        if (std::all_of(row.title.cbegin(), row.title.cend(), [](QChar c) { return c.unicode() < 0x80; }))
            ascii.append(row.title);
    }
    REQUIRE(ascii.size() >= 5);
    for (qsizetype i = 1; i < ascii.size(); ++i)
        CHECK(ascii[i - 1].compare(ascii[i], Qt::CaseInsensitive) <= 0);
    CHECK(rows.size() == 10);
    const auto byYear = finder.find({}, {}, { SortKey::Year, Qt::DescendingOrder });
    CHECK(Storage::PaperStore(*f.db).summaries(byYear).first().year == 2025);
    CHECK(finder.find({}, {}, { SortKey::Rating, Qt::DescendingOrder }).first() == 1);
    CHECK(finder.find({}, {}, { SortKey::Added, Qt::DescendingOrder }).first() == 3);
    CHECK(finder.find(Query::parse(QStringLiteral("starred:yes")), {}, { SortKey::Added, Qt::AscendingOrder }) ==
        Ids{ 1, 3 });
}

TEST_CASE("A saved search is a scope, and counts can follow a query", "[search][finder]")
{
    Test::Workspace workspace;
    const auto db = workspace.openSampleLibrary();
    const PaperFinder finder(*db);
    const SavedSearch diffusion{ 7, QStringLiteral("Diffusion"), QStringLiteral("diffusion OR graphs") };
    QList<PaperId> ids = finder.find(Query::parse({}), PaperScope::saved(diffusion));
    std::sort(ids.begin(), ids.end());
    CHECK(ids == QList<PaperId>{ 1, 2 });
    CHECK(finder.find(Query::parse(QStringLiteral("robot")), PaperScope::saved(diffusion)) == QList<PaperId>{ 2 });
    CHECK(finder.count(PaperScope::saved(diffusion)) == 2);
    CHECK(finder.count(PaperScope::saved({ 8, QStringLiteral("Broken"), QStringLiteral("(unclosed") })) == 0);

    CHECK(finder.count(Query::parse(QStringLiteral("diffusion")), PaperScope::of(PaperScope::Kind::All)) == 1);
    CHECK(finder.count(Query::parse(QStringLiteral("-diffusion")), PaperScope::of(PaperScope::Kind::Unread)) == 2);
    CHECK(finder.count(Query::parse(QStringLiteral("\"unclosed")), {}) == 0);
}

TEST_CASE("by: finds what a member did, by login or by name, and no blind decision", "[search][finder]")
{
    Fixture f;
    // Rows as a team library's members leave them (a file copied from one keeps them too).
    for (const char *statement : {
             "INSERT INTO members (login, display_name, added_at) VALUES ('ann', 'Ann Example', 0)",
             "INSERT INTO paper_history (paper_id, at, member, action, subject) VALUES (3, 0, 'ann', 'tagged', 'x')",
             "INSERT INTO paper_history (paper_id, at, member, action, subject) VALUES (5, 0, 'ann', 'noted', '')",
             "INSERT INTO paper_history (paper_id, at, member, action, subject) VALUES (6, 0, 'tom', 'listed', 'y')",
             "INSERT INTO reviews (id, name, key, created_at, blind) VALUES (1, 'Open', 'open', 0, 0)",
             "INSERT INTO reviews (id, name, key, created_at, blind) VALUES (2, 'Blind', 'blind', 0, 1)",
             "INSERT INTO review_decisions (review_id, paper_id, reviewer, verdict, decided_at)"
             " VALUES (1, 7, 'ann', 1, 0)",
             "INSERT INTO review_decisions (review_id, paper_id, reviewer, verdict, decided_at)"
             " VALUES (2, 8, 'ann', 1, 0)",
         })
        Storage::execOrThrow(f.db->connection(), QString::fromUtf8(statement));
    checkRows(f,
        {
            { u"by:ann", { 3, 5, 7 } },
            { u"by:ANN", { 3, 5, 7 } },
            { u"by:\"ann example\"", { 3, 5, 7 } },
            { u"by:tom", { 6 } },
            { u"by:nobody", {} },
            { u"by:ann OR by:tom", { 3, 5, 6, 7 } },
            { u"by:ann has:tag", { 3 } },
        });
    // The sidebar's entry of a member finds what by: finds for their login.
    const PaperFinder finder(*f.db);
    CHECK(finder.count(PaperScope::byMember(QStringLiteral("ann"))) == 3);
    CHECK(finder.count(Query::parse(QStringLiteral("has:tag")), PaperScope::byMember(QStringLiteral("ann"))) == 1);
    CHECK(finder.count(PaperScope::byMember(QStringLiteral("Ann Example"))) == 0);
}
