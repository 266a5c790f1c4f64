// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"
#include "search/query.h"

#include <catch2/catch_test_macros.hpp>

using namespace Lectern::Search;

namespace {

struct Good
{
    const char16_t *text;
    const char16_t *tree;
};

struct Bad
{
    const char16_t *text;
    const char16_t *error;
    int column;
};

void checkTrees(std::initializer_list<Good> table, Query::Typing typing)
{
    for (const Good &row : table) {
        const QString text = QString::fromUtf16(row.text);
        INFO("query: " << text.toStdString());
        const Query query = Query::parse(text, typing);
        CHECK(query.debugString().toStdString() == QString::fromUtf16(row.tree).toStdString());
    }
}

void checkErrors(std::initializer_list<Bad> table, Query::Typing typing)
{
    for (const Bad &row : table) {
        const QString text = QString::fromUtf16(row.text);
        INFO("query: " << text.toStdString());
        const Query query = Query::parse(text, typing);
        CHECK_FALSE(query.isValid());
        CHECK(query.errorString().toStdString() == QString::fromUtf16(row.error).toStdString());
        CHECK(query.errorColumn() == row.column);
        CHECK(query.root().kind == QueryNode::Kind::All);
        CHECK(query.highlightTerms().isEmpty());
    }
}

} // namespace

TEST_CASE("Words, phrases, operators and parentheses make a tree", "[search][query]")
{
    checkTrees(
        {
            { u"", u"ALL" },
            { u"   ", u"ALL" },
            { u"\"\"", u"ALL" },
            { u"-\"\"", u"ALL" },
            { u"graph", u"word(graph)" },
            { u"  graph \"neural network\" -survey  ", u"AND(word(graph) phrase(neural network) NOT(word(survey)))" },
            { u"a b OR c", u"OR(AND(word(a) word(b)) word(c))" },
            { u"a OR b c", u"OR(word(a) AND(word(b) word(c)))" },
            { u"a AND b", u"AND(word(a) word(b))" },
            { u"a AND b OR c AND d", u"OR(AND(word(a) word(b)) AND(word(c) word(d)))" },
            { u"(a OR b) c", u"AND(OR(word(a) word(b)) word(c))" },
            { u"a (b c) d", u"AND(word(a) word(b) word(c) word(d))" },
            { u"a OR (b OR c)", u"OR(word(a) word(b) word(c))" },
            { u"((a))", u"word(a)" },
            { u"NOT a b", u"AND(NOT(word(a)) word(b))" },
            { u"NOT (a OR b)", u"NOT(OR(word(a) word(b)))" },
            { u"-(a b)", u"NOT(AND(word(a) word(b)))" },
            { u"NOT NOT a", u"word(a)" },
            { u"-\"neural net\"", u"NOT(phrase(neural net))" },
            { u"a OR \"\"", u"word(a)" },
            // Operators are capitals; in lower case, in quotes or after "-" they are words.
            { u"or and not", u"AND(word(or) word(and) word(not))" },
            { u"\"AND\" \"OR\" \"NOT\"", u"AND(phrase(AND) phrase(OR) phrase(NOT))" },
            { u"-OR", u"NOT(word(OR))" },
            { u"(a)(b)", u"AND(word(a) word(b))" },
        },
        Query::Typing::Finished);
}

TEST_CASE("Words FTS5 or SQL would misread are plain words", "[search][query]")
{
    checkTrees(
        {
            { u"multi-agent don't C++ NEAR *", u"AND(word(multi-agent) word(don't) word(C++) word(NEAR) word(*))" },
            { u"x'); DROP TABLE papers;--", u"AND(word(x');) word(DROP) word(TABLE) word(papers;--))" },
            { u"a\"b 5\"", u"AND(word(a\"b) word(5\"))" },
            { u"NEAR(a b)", u"AND(word(NEAR) word(a) word(b))" },
            { u"f(x) GPT-4(o)", u"AND(word(f) word(x) word(GPT-4) word(o))" },
            { u"(a OR x'); y", u"AND(OR(word(a) word(x')) word(;) word(y))" }, // in a group, ")" closes it
            { u"(a b)c", u"AND(word(a) word(b) word(c))" },
            { u"title:AND", u"title(AND)" },
            { u"https://example.org/x?a=b", u"word(https://example.org/x?a=b)" },
            { u"^start 10:30 :x", u"AND(word(^start) word(10:30) word(:x))" },
        },
        Query::Typing::Finished);
}

TEST_CASE("Fields take values, comparisons and ranges, in any case", "[search][query]")
{
    checkTrees(
        {
            { u"title:graph", u"title(graph)" },
            { u"TITLE:\"Neural Net\"", u"title(\"Neural Net\")" },
            { u"abstract:diffusion note:replicate", u"AND(abstract(diffusion) note(replicate))" },
            { u"tag:method/diffusion", u"tag(method/diffusion)" },
            { u"Tag:\"method / diffusion\"", u"tag(method/diffusion)" },
            { u"-tag:x", u"NOT(tag(x))" },
            { u"tag:\"x'); DROP TABLE papers;--\"", u"tag(x'); DROP TABLE papers;--)" },
            { u"status:unread", u"status(unread)" },
            { u"Status:READING", u"status(reading)" },
            { u"status:read", u"status(read)" },
            { u"rating:4", u"rating(4)" },
            { u"rating:=3", u"rating(3)" },
            { u"rating:>=4", u"rating(4..)" },
            { u"rating:>4", u"rating(5..)" },
            { u"rating:<2", u"rating(..1)" },
            { u"rating:<=2", u"rating(..2)" },
            { u"rating:1..3", u"rating(1..3)" },
            { u"rating:\"0\"", u"rating(0)" },
            { u"starred:yes", u"starred(yes)" },
            { u"starred:No", u"starred(no)" },
            { u"starred:TRUE", u"starred(yes)" },
            { u"starred:false", u"starred(no)" },
            { u"year:2025", u"year(2025)" },
            { u"year:2020..2024", u"year(2020..2024)" },
            { u"year:>=2020", u"year(2020..)" },
            { u"year:<2020", u"year(..2019)" },
            { u"venue:ICLR", u"venue(ICLR)" },
            { u"collection:\"ICLR 2025\"", u"collection(ICLR 2025)" },
            { u"has:note", u"has(note)" },
            { u"has:HIGHLIGHT", u"has(highlight)" },
            { u"has:link", u"has(link)" },
            { u"has:tags", u"has(tag)" },
            { u"added:>=2026-01-01", u"added(2026-01-01..)" },
            { u"added:>2026-01-31", u"added(2026-02-01..)" },
            { u"added:<2026-01-01", u"added(..2025-12-31)" },
            { u"added:<=2026-01", u"added(..2026-01-31)" },
            { u"added:2026-01-01..2026-03-31", u"added(2026-01-01..2026-03-31)" },
            { u"added:2026-1-5", u"added(2026-01-05)" },
            { u"added:2024-02", u"added(2024-02-01..2024-02-29)" },
            { u"added:2026", u"added(2026-01-01..2026-12-31)" },
            { u"graph tag:method -status:read year:2020..2024 OR starred:yes",
                u"OR(AND(word(graph) tag(method) NOT(status(read)) year(2020..2024)) starred(yes))" },
            { u"(tag:a OR tag:b) -has:note", u"AND(OR(tag(a) tag(b)) NOT(has(note)))" },
        },
        Query::Typing::Finished);
}

TEST_CASE("Reference fields: author, DOI, journal, PMID, keyword and type", "[search][query]")
{
    checkTrees(
        {
            { u"author:Müller", u"author(Müller)" },
            { u"Author:\"Ada Lovelace\"", u"author(\"Ada Lovelace\")" },
            { u"author:\"Lovelace, Ada\" graph", u"AND(author(\"Lovelace, Ada\") word(graph))" },
            { u"doi:10.1038/Nature14539", u"doi(10.1038/nature14539)" },
            { u"doi:https://doi.org/10.1038/nature14539.", u"doi(10.1038/nature14539)" },
            { u"doi:nonsense", u"doi(nonsense)" },
            { u"journal:\"Nature Medicine\"", u"venue(Nature Medicine)" },
            { u"pmid:31978945", u"pmid(31978945)" },
            { u"keyword:\"deep learning\"", u"keyword(deep learning)" },
            { u"type:conference", u"type(conference)" },
            // A DOI among the words is the paper it names, in any of the forms it is pasted.
            { u"10.1038/NATURE14539", u"doi(10.1038/nature14539)" },
            { u"https://doi.org/10.1016/s0020-0255(03)00185-3 graph",
                u"AND(doi(10.1016/s0020-0255(03)00185-3) word(graph))" },
            { u"10.5", u"word(10.5)" },
        },
        Query::Typing::Finished);
    checkTrees({ { u"10.1038/nature1453", u"doi(10.1038/nature1453*)" } }, Query::Typing::InProgress);
}

TEST_CASE("While typing, the last word is a prefix and unfinished ends are no error", "[search][query]")
{
    checkTrees(
        {
            { u"graph neu", u"AND(word(graph) word(neu*))" },
            { u"graph neu ", u"AND(word(graph) word(neu))" },
            { u"\"graph neu\"", u"phrase(graph neu)" },
            { u"title:neu", u"title(neu*)" },
            { u"title:\"neu\"", u"title(\"neu\")" },
            { u"-neu", u"NOT(word(neu))" }, // a negated word being typed is not a prefix
            { u"(a neu)", u"AND(word(a) word(neu))" },
            { u"tag:", u"ALL" },
            { u"graph tag:", u"word(graph)" },
            { u"graph -tag:", u"word(graph)" },
            { u"a OR", u"word(a)" },
            { u"a OR ", u"word(a)" },
            { u"a AND", u"word(a)" },
            { u"a NOT", u"word(a)" },
            { u"a -", u"word(a)" },
            { u"a OR NOT", u"word(a)" },
            { u"status:re", u"OR(status(reading) status(read))" },
            { u"status:U", u"status(unread)" },
            { u"status:read", u"status(read)" },
            { u"has:h", u"has(highlight)" },
            { u"starred:y", u"starred(yes)" },
            { u"rating:>", u"ALL" },
            { u"rating:4", u"rating(4)" },
            { u"year:2020..", u"ALL" },
            { u"year:2020..202", u"ALL" },
            { u"added:2026-0", u"ALL" },
            { u"added:>=2026-01-", u"ALL" },
            { u"added:2026-01-01..2026-0", u"ALL" },
        },
        Query::Typing::InProgress);
    // Once finished, the same texts are whole words, or errors.
    CHECK(Query::parse(QStringLiteral("graph neu")).debugString() == QStringLiteral("AND(word(graph) word(neu))"));
    CHECK(Query::parse(QStringLiteral("tag:")).errorString() == QStringLiteral("empty field value at column 1"));
    CHECK_FALSE(Query::parse(QStringLiteral("status:re")).isValid());
    CHECK_FALSE(Query::parse(QStringLiteral("a OR")).isValid());
}

TEST_CASE("Malformed queries say where and why", "[search][query]")
{
    checkErrors(
        {
            { u"graph neural \"net", u"unclosed quote at column 14", 14 },
            { u"\"", u"unclosed quote at column 1", 1 },
            { u"tag:\"method/d", u"unclosed quote at column 5", 5 },
            { u"a (b c", u"unclosed parenthesis at column 3", 3 },
            { u"((a) b", u"unclosed parenthesis at column 1", 1 },
            { u"graph ab)", u"unexpected ) at column 9", 9 },
            { u")", u"unexpected ) at column 1", 1 },
            { u"()", u"empty parentheses at column 1", 1 },
            { u"foo:bar",
                u"unknown field 'foo' at column 1 (fields: title, abstract, note, author, tag, status, rating, "
                u"starred, "
                u"year, venue, journal, doi, pmid, keyword, type, collection, has, added, list, review, by)",
                1 },
            { u"a:b:c",
                u"unknown field 'a' at column 1 (fields: title, abstract, note, author, tag, status, rating, starred, "
                u"year, venue, journal, doi, pmid, keyword, type, collection, has, added, list, review, by)",
                1 },
            { u"rating:9", u"rating must be 0 to 5 at column 8", 8 },
            { u"rating:>=6", u"rating must be 0 to 5 at column 8", 8 },
            { u"rating:-1", u"rating must be 0 to 5 at column 8", 8 },
            { u"x rating:high", u"rating must be 0 to 5 at column 10", 10 },
            { u"added:2026-13-01", u"expected a date like 2026-01-31 at column 7", 7 },
            { u"added:2026-02-30", u"expected a date like 2026-01-31 at column 7", 7 },
            { u"added:yesterday", u"expected a date like 2026-01-31 at column 7", 7 },
            { u"added:>=2026-01-01..2026-02-01", u"expected a date like 2026-01-31 at column 7", 7 },
            { u"year:twenty", u"expected a year like 2025 or a range like 2020..2024 at column 6", 6 },
            { u"year:2024..2020", u"the range ends before it starts at column 6", 6 },
            { u"status:done", u"status must be unread, reading or read at column 8", 8 },
            { u"starred:maybe", u"starred must be yes or no at column 9", 9 },
            { u"has:pdf", u"has must be note, highlight, link or tag at column 5", 5 },
            { u"tag:", u"empty field value at column 1", 1 },
            { u"a tag: b", u"empty field value at column 3", 3 },
            { u"title:\"\"", u"empty field value at column 1", 1 },
            { u"a OR", u"OR needs something on both sides at column 3", 3 },
            { u"OR a", u"OR needs something on both sides at column 1", 1 },
            { u"a OR OR b", u"OR needs something on both sides at column 3", 3 },
            { u"(a OR) b", u"OR needs something on both sides at column 4", 4 },
            { u"a AND", u"AND needs something on both sides at column 3", 3 },
            { u"AND a", u"AND needs something on both sides at column 1", 1 },
            { u"AND", u"AND needs something on both sides at column 1", 1 },
            { u"a NOT", u"NOT needs something after it at column 3", 3 },
            { u"(NOT) a", u"NOT needs something after it at column 2", 2 },
        },
        Query::Typing::Finished);
    // Typing does not excuse what more typing cannot fix.
    checkErrors(
        {
            { u"a (b", u"unclosed parenthesis at column 3", 3 },
            { u"graph \"neural", u"unclosed quote at column 7", 7 },
            { u"status:x", u"status must be unread, reading or read at column 8", 8 },
            { u"status:re x", u"status must be unread, reading or read at column 8", 8 },
            { u"rating:9", u"rating must be 0 to 5 at column 8", 8 },
            { u"tag: x", u"empty field value at column 1", 1 },
        },
        Query::Typing::InProgress);
}

TEST_CASE("Deep nesting is an error, not a crash", "[search][query]")
{
    CHECK(Query::parse(QString(100, u'(') + u'a' + QString(100, u')')).debugString() == QStringLiteral("word(a)"));
    const Query parentheses = Query::parse(QString(100000, u'(') + u'a');
    CHECK(parentheses.errorString() == QStringLiteral("too many nested parentheses or NOTs at column 101"));
    const Query negations = Query::parse(QString(100000, u'-') + u'a');
    CHECK(negations.errorColumn() == 101);
    QString nots;
    for (int i = 0; i < 1000; ++i)
        nots += QStringLiteral("NOT ");
    CHECK(Query::parse(nots + u'a').errorColumn() == 401);
    // Long flat queries are fine.
    QString words;
    for (int i = 0; i < 10000; ++i)
        words += QStringLiteral("w%1 OR ").arg(i);
    CHECK(Query::parse(words + u'x').root().children.size() == 10001);
}

TEST_CASE("Highlight terms are the wanted words and phrases", "[search][query]")
{
    const Query query =
        Query::parse(QStringLiteral(R"(graph "neural net" -survey title:Diffusion NOT abstract:x (a OR -b) tag:t neu)"),
            Query::Typing::InProgress);
    REQUIRE(query.isValid());
    const QList<Term> terms = query.highlightTerms();
    REQUIRE(terms.size() == 5);
    CHECK(terms[0].text == QStringLiteral("graph"));
    CHECK(terms[1].text == QStringLiteral("neural net"));
    CHECK(terms[1].phrase);
    CHECK(terms[2].text == QStringLiteral("Diffusion"));
    CHECK(terms[3].text == QStringLiteral("a"));
    CHECK(terms[4].text == QStringLiteral("neu"));
    CHECK(terms[4].prefix);
    for (const Term &term : terms)
        CHECK_FALSE(term.negated);
    CHECK(query.hasWords());
    CHECK_FALSE(Query::parse(QStringLiteral("tag:x -graph")).hasWords());
    CHECK(Query::parse(QStringLiteral("tag:x -graph")).highlightTerms().isEmpty());
    // An author's name is not looked for in the abstract shown.
    const Query byAuthor = Query::parse(QStringLiteral("author:Wong graph"));
    CHECK(byAuthor.hasWords());
    REQUIRE(byAuthor.highlightTerms().size() == 1);
    CHECK(byAuthor.highlightTerms().front().text == QStringLiteral("graph"));
}

TEST_CASE("Completion knows what is being typed at the cursor", "[search][query]")
{
    using Kind = Query::CompletionContext::Kind;
    struct Row
    {
        const char16_t *text;
        qsizetype cursor; // -1: the end
        Kind kind;
        const char16_t *field;
        const char16_t *prefix;
        qsizetype start;
    };
    const Row rows[] = {
        { u"", -1, Kind::Word, u"", u"", 0 },
        { u"sta", -1, Kind::FieldName, u"", u"sta", 0 },
        { u"graph sta", -1, Kind::FieldName, u"", u"sta", 6 },
        { u"-ta", -1, Kind::FieldName, u"", u"ta", 1 },
        { u"(ye", -1, Kind::FieldName, u"", u"ye", 1 },
        { u"graph", -1, Kind::Word, u"", u"graph", 0 },
        { u"graph ", -1, Kind::Word, u"", u"", 6 },
        { u"graph (", -1, Kind::Word, u"", u"", 7 },
        { u"\"neural ne", -1, Kind::Word, u"", u"neural ne", 1 },
        { u"status:re", -1, Kind::FieldValue, u"status", u"re", 7 },
        { u"Status:re xyz", 9, Kind::FieldValue, u"status", u"re", 7 },
        { u"tag:", -1, Kind::FieldValue, u"tag", u"", 4 },
        { u"tag:\"method/d", -1, Kind::FieldValue, u"tag", u"method/d", 5 },
        { u"a -tag:\"method/d\" b", 16, Kind::FieldValue, u"tag", u"method/d", 8 },
        { u"a -tag:\"method/d\" b", 15, Kind::FieldValue, u"tag", u"method/", 8 },
        { u"venue:IC OR x", 8, Kind::FieldValue, u"venue", u"IC", 6 },
        { u"rating:>=4", -1, Kind::FieldValue, u"rating", u">=4", 7 },
        { u"graph sta", 3, Kind::Word, u"", u"gra", 0 },
    };
    for (const Row &row : rows) {
        const QString text = QString::fromUtf16(row.text);
        INFO("text: " << text.toStdString() << " cursor: " << row.cursor);
        const auto context = Query::completionAt(text, row.cursor < 0 ? text.size() : row.cursor);
        CHECK(context.kind == row.kind);
        CHECK(context.field == QString::fromUtf16(row.field));
        CHECK(context.prefix == QString::fromUtf16(row.prefix));
        CHECK(context.start == row.start);
    }
}

TEST_CASE("Every field has help with an example that parses", "[search][query]")
{
    const QStringList names = Query::fieldNames();
    CHECK(names ==
        QStringList{ QStringLiteral("title"),
            QStringLiteral("abstract"),
            QStringLiteral("note"),
            QStringLiteral("author"),
            QStringLiteral("tag"),
            QStringLiteral("status"),
            QStringLiteral("rating"),
            QStringLiteral("starred"),
            QStringLiteral("year"),
            QStringLiteral("venue"),
            QStringLiteral("journal"),
            QStringLiteral("doi"),
            QStringLiteral("pmid"),
            QStringLiteral("keyword"),
            QStringLiteral("type"),
            QStringLiteral("collection"),
            QStringLiteral("has"),
            QStringLiteral("added"),
            QStringLiteral("list"),
            QStringLiteral("review"),
            QStringLiteral("by") });
    const QList<Query::FieldHelp> help = Query::fieldHelp();
    REQUIRE(help.size() == names.size());
    for (qsizetype i = 0; i < help.size(); ++i) {
        INFO(help[i].example.toStdString());
        CHECK(help[i].name == names[i]);
        CHECK_FALSE(help[i].description.isEmpty());
        CHECK(help[i].example.startsWith(help[i].name + u':'));
        const Query example = Query::parse(help[i].example);
        CHECK(example.isValid());
        CHECK_FALSE(example.isEmpty());
    }
}
