// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: what is done to papers (tags, notes, marks, lists, deletion, similar
// papers, duplicates, history).
#include "cli/clirunner.h"

#include <catch2/catch_test_macros.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

using namespace CliTest;

TEST_CASE("cli: tags are added, listed, removed, renamed, merged and deleted", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });

    CHECK(library.ok({ u"tag"_s, u"add"_s, u"method/diffusion"_s, u"1"_s, u"2"_s }) ==
        u"Tagged 2 papers with method/diffusion.\n"_s);
    // Comma-separated ids; the name is found whatever its letter case and spacing.
    CHECK(library.ok({ u"tag"_s, u"add"_s, u"Method / Diffusion"_s, u"2,3"_s }) ==
        u"Tagged 1 paper with method/diffusion (1 already had it).\n"_s);
    library.ok({ u"tag"_s, u"add"_s, u"method"_s, u"1"_s });
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"method"_s, 1 }, { u"method/diffusion"_s, 3 } });

    // One paper's tags; tsv is name and count.
    CHECK(
        library.ok({ u"tag"_s, u"list"_s, u"1"_s, u"--format"_s, u"tsv"_s }) == u"method\t1\nmethod/diffusion\t3\n"_s);
    CHECK(library.ok({ u"tag"_s, u"list"_s, u"2"_s, u"--format"_s, u"tsv"_s }) == u"method/diffusion\t3\n"_s);
    CHECK(library.ok({ u"tag"_s, u"list"_s }).contains(u"      3  method/diffusion\n"_s));
    CHECK(library.paper(1).value(u"tags"_s).toArray() == QJsonArray{ u"method"_s, u"method/diffusion"_s });
    const QJsonArray listed = library.papers();
    REQUIRE(listed.size() == 3);
    CHECK(listed[0][u"tags"_s].toArray() == QJsonArray{ u"method"_s, u"method/diffusion"_s });
    CHECK(listed[2][u"tags"_s].toArray() == QJsonArray{ u"method/diffusion"_s });

    CHECK(library.ok({ u"tag"_s, u"remove"_s, u"method/diffusion"_s, u"3"_s, u"1"_s }) ==
        u"Removed method/diffusion from 2 papers.\n"_s);
    CHECK(library.ok({ u"tag"_s, u"remove"_s, u"method/diffusion"_s, u"3"_s }) ==
        u"Removed method/diffusion from 0 papers (1 did not have it).\n"_s);
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"method"_s, 1 }, { u"method/diffusion"_s, 1 } });
    CHECK(library.paper(3).value(u"tags"_s).toArray().isEmpty());

    // Renaming a tag moves the tags below it.
    const QString renamed = library.ok({ u"tag"_s, u"rename"_s, u"method"_s, u"approach"_s });
    CHECK(renamed.contains(u"Renamed method to approach"_s));
    CHECK_FALSE(renamed.contains(u"merged"_s));
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"approach"_s, 1 }, { u"approach/diffusion"_s, 1 } });
    CHECK(library.paper(2).value(u"tags"_s).toArray() == QJsonArray{ u"approach/diffusion"_s });

    // Renaming onto an existing tag merges the two: papers 2 and 3 end up with "generative".
    library.ok({ u"tag"_s, u"add"_s, u"generative"_s, u"3"_s, u"2"_s });
    const QString merged = library.ok({ u"tag"_s, u"rename"_s, u"approach/diffusion"_s, u"generative"_s });
    CHECK(merged.contains(u"merged"_s));
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"approach"_s, 1 }, { u"generative"_s, 2 } });
    CHECK(library.paper(2).value(u"tags"_s).toArray() == QJsonArray{ u"generative"_s });

    // Deleting a tag deletes the tags below it, without asking, and says how much went.
    library.ok({ u"tag"_s, u"add"_s, u"approach/sampling"_s, u"1,2,3"_s });
    CHECK(library.ok({ u"tag"_s, u"delete"_s, u"approach"_s }) ==
        u"Deleted 2 tags (approach, approach/sampling); tag assignments removed: 4.\n"_s);
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"generative"_s, 2 } });
    CHECK(library.paper(1).value(u"tags"_s).toArray().isEmpty());
    CHECK(library.ok({ u"stats"_s }).contains(u"Tags:        1\n"_s));

    struct Case
    {
        QStringList arguments;
        QString message;
    };
    const Case cases[] = {
        { { u"tag"_s, u"remove"_s, u"approach"_s, u"1"_s }, u"no tag named 'approach'"_s },
        { { u"tag"_s, u"rename"_s, u"approach"_s, u"other"_s }, u"no tag named 'approach'"_s },
        { { u"tag"_s, u"delete"_s, u"approach"_s }, u"no tag named 'approach'"_s },
        { { u"tag"_s, u"rename"_s, u"generative"_s, u"generative/new"_s }, u"cannot be moved below itself"_s },
        { { u"tag"_s, u"rename"_s, u"generative"_s, u"a,b"_s }, u"cannot contain a comma"_s },
        { { u"tag"_s, u"list"_s, u"9"_s }, u"no paper with id 9"_s },
    };
    const QByteArray before = library.ok({ u"list"_s, u"--format"_s, u"json"_s }).toUtf8();
    for (const auto &c : cases) {
        INFO(c.arguments.join(u' ').toStdString());
        const Result result = library.run(c.arguments);
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(c.message));
        CHECK(result.err.count(u'\n') == 1);
    }
    CHECK(library.tagCounts() == QMap<QString, int>{ { u"generative"_s, 2 } });
    CHECK(library.ok({ u"list"_s, u"--format"_s, u"json"_s }).toUtf8() == before);
}

TEST_CASE("cli: a bad tag name or an unknown paper is a user error and changes nothing", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"tag"_s, u"add"_s, u"kept"_s, u"1"_s });
    const QString tagsBefore = library.ok({ u"tag"_s, u"list"_s, u"--format"_s, u"json"_s });
    const QString papersBefore = library.ok({ u"list"_s, u"--format"_s, u"json"_s });

    struct Case
    {
        QStringList arguments;
        QString message;
    };
    const Case cases[] = {
        { { u"tag"_s, u"add"_s, u"a,b"_s, u"1"_s }, u"A tag name cannot contain a comma or a double quote."_s },
        { { u"tag"_s, u"add"_s, u"say \"hi\""_s, u"1"_s }, u"cannot contain a comma or a double quote"_s },
        { { u"tag"_s, u"add"_s, u"  "_s, u"1"_s }, u"A tag needs a name."_s },
        { { u"tag"_s, u"add"_s, u"method//diffusion"_s, u"1"_s }, u"has an empty level"_s },
        { { u"tag"_s, u"add"_s, QString(101, u'x'), u"1"_s }, u"at most 100 characters"_s },
        { { u"tag"_s, u"add"_s, u"--"_s, u"-minus"_s, u"1"_s }, u"cannot start with \"-\""_s },
        { { u"tag"_s, u"add"_s, u"new"_s, u"1"_s, u"99"_s }, u"no paper with id 99"_s },
        { { u"tag"_s, u"add"_s, u"new"_s, u"98,2,99"_s }, u"no papers with ids 98, 99"_s },
        { { u"tag"_s, u"add"_s, u"new"_s, u"1,x"_s }, u"'x' is not a paper id"_s },
        { { u"tag"_s, u"add"_s, u"new"_s }, u"give a tag name and the paper ids"_s },
        { { u"tag"_s, u"remove"_s, u"kept"_s, u"1"_s, u"99"_s }, u"no paper with id 99"_s },
        { { u"tag"_s, u"remove"_s, u"a,b"_s, u"1"_s }, u"cannot contain a comma"_s },
        { { u"mark"_s, u"1"_s, u"99"_s, u"--star"_s }, u"no paper with id 99"_s },
        { { u"mark"_s, u"1"_s, u"--rating"_s, u"7"_s }, u"from 0 to 5, not '7'"_s },
        { { u"mark"_s, u"1"_s, u"--rating"_s, u"x"_s }, u"from 0 to 5, not 'x'"_s },
        { { u"mark"_s, u"1"_s, u"--rating"_s, u"2.5"_s }, u"from 0 to 5, not '2.5'"_s },
        { { u"mark"_s, u"1"_s, u"--status"_s, u"done"_s }, u"unknown status 'done'"_s },
        { { u"mark"_s, u"1"_s }, u"give --status, --rating, --star or --unstar"_s },
        { { u"mark"_s, u"1"_s, u"--star"_s, u"--unstar"_s }, u"not both"_s },
        { { u"mark"_s, u"--star"_s }, u"give the paper ids"_s },
        { { u"note"_s, u"show"_s, u"99"_s }, u"no paper with id 99"_s },
        { { u"note"_s, u"set"_s, u"99"_s }, u"no paper with id 99"_s },
    };
    for (const auto &c : cases) {
        INFO(c.arguments.join(u' ').toStdString());
        const Result result = library.run(c.arguments, "a note\n");
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(c.message));
        CHECK(result.err.count(u'\n') == 1);
        CHECK(result.out.isEmpty());
    }
    CHECK(library.ok({ u"tag"_s, u"list"_s, u"--format"_s, u"json"_s }) == tagsBefore);
    CHECK(library.ok({ u"list"_s, u"--format"_s, u"json"_s }) == papersBefore);
}

TEST_CASE("cli: notes are set from stdin and shown, and found by search", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });
    CHECK(library.ok({ u"note"_s, u"show"_s, u"2"_s }).isEmpty());
    CHECK(library.papers({ u"--query"_s, u"serendipity"_s }).isEmpty());

    const QString note = u"# Łojasiewicz, ça marche\n\nSerendipity — 検索 works *well*.\n"_s;
    CHECK(library.ok({ u"note"_s, u"set"_s, u"2"_s }, note.toUtf8()) == u"Saved the note of paper 2.\n"_s);
    CHECK(library.ok({ u"note"_s, u"show"_s, u"2"_s }) == note);
    CHECK(library.paper(2).value(u"note"_s).toString() == note);
    CHECK(library.paper(1).value(u"note"_s).toString().isEmpty());
    CHECK(library.ok({ u"show"_s, u"2"_s }).contains(u"Note:       yes"_s));
    CHECK(library.ok({ u"stats"_s }).contains(u"With notes:  1\n"_s));

    // Notes are in the full-text index.
    const QJsonArray found = library.papers({ u"--query"_s, u"serendipity"_s });
    REQUIRE(found.size() == 1);
    CHECK(found[0][u"id"_s].toInteger() == 2);

    // A byte-order mark is dropped; a note without a final newline is shown with one.
    library.ok({ u"note"_s, u"set"_s, u"3"_s }, "\xEF\xBB\xBFshort note");
    CHECK(library.paper(3).value(u"note"_s).toString() == u"short note"_s);
    CHECK(library.ok({ u"note"_s, u"show"_s, u"3"_s }) == u"short note\n"_s);

    // Invalid UTF-8 and binary input are refused; the note stays.
    for (const QByteArray &bad : { QByteArray("caf\xE9 au lait\n"), QByteArray("ok\0zero", 7) }) {
        const Result result = library.run({ u"note"_s, u"set"_s, u"2"_s }, bad);
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(u"nothing changed"_s));
        CHECK(result.err.count(u'\n') == 1);
    }
    CHECK(library.ok({ u"note"_s, u"show"_s, u"2"_s }) == note);

    // Empty input deletes the note, and the index forgets its words.
    CHECK(library.ok({ u"note"_s, u"set"_s, u"2"_s }) == u"Deleted the note of paper 2.\n"_s);
    CHECK(library.ok({ u"note"_s, u"show"_s, u"2"_s }).isEmpty());
    CHECK(library.paper(2).value(u"note"_s).toString().isEmpty());
    CHECK(library.papers({ u"--query"_s, u"serendipity"_s }).isEmpty());
    // Empty input where there is no note says so.
    CHECK(library.ok({ u"note"_s, u"set"_s, u"2"_s }) == u"Paper 2 has no note; nothing changed.\n"_s);
}

TEST_CASE("cli: in a team library, note show --member prints another member's note", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const QString ann = Lectern::Test::newLogin(u"ann"_s);
    const QString bob = Lectern::Test::newLogin(u"bob"_s);
    library.ok({ u"members"_s, u"add"_s, ann, u"--role"_s, u"member"_s });
    library.ok({ u"members"_s, u"add"_s, bob, u"--role"_s, u"reader"_s });
    REQUIRE(library.runAs(ann, { u"note"_s, u"set"_s, u"1"_s }, "Ann's <b>view</b>").exitCode == 0);
    library.ok({ u"note"_s, u"set"_s, u"1"_s }, "the owner's own");

    const auto noteOf = [&library](const QString &reader, const QString &writer) {
        const Result shown = library.runAs(reader, { u"note"_s, u"show"_s, u"1"_s, u"--member"_s, writer });
        INFO(shown.err.toStdString());
        REQUIRE(shown.exitCode == 0);
        return shown.out;
    };
    CHECK(noteOf(bob, ann) == u"Ann's <b>view</b>\n"_s);
    CHECK(noteOf(ann, ann) == u"Ann's <b>view</b>\n"_s); // one's own login: one's own note
    CHECK(noteOf(ann, bob).isEmpty()); // a member without a note
    CHECK(noteOf(ann, u"nobody_here"_s).isEmpty());
    CHECK(library.ok({ u"note"_s, u"show"_s, u"1"_s, u"--member"_s, ann }) == u"Ann's <b>view</b>\n"_s);
    CHECK(library.ok({ u"note"_s, u"show"_s, u"1"_s }) == u"the owner's own\n"_s);
}

TEST_CASE("cli: a library file's note has no --member", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const Result result = library.run({ u"note"_s, u"show"_s, u"1"_s, u"--member"_s, u"ann"_s });
    CHECK(result.exitCode == 1);
    CHECK(result.err.contains(u"--member is for a team library"_s));
}

TEST_CASE("cli: mark sets the status, rating and star of papers", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });
    const QJsonObject fresh = library.paper(1);
    CHECK(fresh.value(u"status"_s).toString() == u"unread"_s);
    CHECK(fresh.value(u"rating"_s).toInt() == 0);
    CHECK(fresh.value(u"starred"_s).toBool() == false);

    CHECK(library.ok({ u"mark"_s, u"1,3"_s, u"--status"_s, u"read"_s, u"--rating"_s, u"4"_s, u"--star"_s }) ==
        u"Marked 2 papers: status read, rating 4, starred.\n"_s);
    for (const int id : { 1, 3 }) {
        const QJsonObject paper = library.paper(id);
        CHECK(paper.value(u"status"_s).toString() == u"read"_s);
        CHECK(paper.value(u"rating"_s).toInt() == 4);
        CHECK(paper.value(u"starred"_s).toBool());
    }
    CHECK(library.paper(2).value(u"status"_s).toString() == u"unread"_s);
    CHECK(library.paper(2).value(u"starred"_s).toBool() == false);

    // Only what is asked changes.
    library.ok({ u"mark"_s, u"1"_s, u"--unstar"_s });
    const QJsonObject unstarred = library.paper(1);
    CHECK(unstarred.value(u"starred"_s).toBool() == false);
    CHECK(unstarred.value(u"rating"_s).toInt() == 4);
    CHECK(unstarred.value(u"status"_s).toString() == u"read"_s);
    library.ok({ u"mark"_s, u"3"_s, u"--status"_s, u"Reading"_s, u"--rating"_s, u"0"_s });
    const QJsonObject reading = library.paper(3);
    CHECK(reading.value(u"status"_s).toString() == u"reading"_s);
    CHECK(reading.value(u"rating"_s).toInt() == 0);
    CHECK(reading.value(u"starred"_s).toBool());

    const QJsonArray listed = library.papers();
    REQUIRE(listed.size() == 3);
    CHECK(listed[2][u"status"_s].toString() == u"reading"_s);
    CHECK(listed[0][u"rating"_s].toInt() == 4);
    CHECK(listed[2][u"starred"_s].toBool());
    const QString stats = library.ok({ u"stats"_s });
    CHECK(stats.contains(u"Starred:     1\n"_s));
    CHECK(stats.contains(u"Unread:      1\n"_s));
    CHECK(library.ok({ u"show"_s, u"1"_s }).contains(u"Rating:     4/5\n"_s));
}

TEST_CASE("cli: delete lists what it would delete, and deletes with --yes", "[cli]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const Result asked = library.run({ QStringLiteral("delete"), QStringLiteral("1,3") });
    CHECK(asked.exitCode == 1);
    CHECK(asked.out.contains(QStringLiteral("Would delete 2 papers:")));
    CHECK(asked.out.contains(QStringLiteral("--yes")));
    CHECK(library.papers().size() == 3);

    CHECK(library.ok({ QStringLiteral("delete"), QStringLiteral("1,3"), QStringLiteral("--yes") })
            .contains(QStringLiteral("Deleted 2 papers.")));
    const QJsonArray left = library.papers();
    REQUIRE(left.size() == 1);
    CHECK(left[0].toObject()[QStringLiteral("id")].toInteger() == 2);

    const Result unknown = library.run({ QStringLiteral("delete"), QStringLiteral("1"), QStringLiteral("--yes") });
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.err.contains(QStringLiteral("no paper with id 1")));

    const QString name = left[0].toObject()[QStringLiteral("collection")].toString();
    CHECK(library.ok({ QStringLiteral("delete"), QStringLiteral("--collection"), name, QStringLiteral("--yes") })
            .contains(QStringLiteral("and its 1 paper.")));
    CHECK(library.papers().isEmpty());
    CHECK_FALSE(library.ok({ QStringLiteral("stats") }).contains(name));
}

TEST_CASE("cli: reading lists are made, filled, shown in order, exported and deleted", "[cli][lists]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    CHECK(library
            .ok({ QStringLiteral("lists"),
                QStringLiteral("create"),
                QStringLiteral("Reading group"),
                QStringLiteral("--description"),
                QStringLiteral("Week 3") })
            .contains(QStringLiteral("Made the reading list Reading group.")));
    const Result twice =
        library.run({ QStringLiteral("lists"), QStringLiteral("create"), QStringLiteral("reading GROUP") });
    CHECK(twice.exitCode == 1);
    CHECK(twice.err.contains(QStringLiteral("already")));

    CHECK(library
            .ok({ QStringLiteral("lists"),
                QStringLiteral("add"),
                QStringLiteral("reading group"),
                QStringLiteral("3,1") })
            .contains(QStringLiteral("Added 2 papers to Reading group.")));
    const QStringList shown =
        library.ok({ QStringLiteral("lists"), QStringLiteral("show"), QStringLiteral("Reading group") }).split(u'\n');
    REQUIRE(shown.size() >= 4);
    CHECK(shown[1] == QStringLiteral("Week 3"));
    CHECK(shown[2].trimmed().startsWith(u'3'));
    CHECK(shown[3].trimmed().startsWith(u'1'));
    CHECK(library.ok({ QStringLiteral("lists"), QStringLiteral("show") })
            .contains(QStringLiteral("2  Reading group — Week 3")));
    CHECK(library.papers({ QStringLiteral("--query"), QStringLiteral("list:\"reading group\"") }).size() == 2);

    const QString ris = library.ok({ QStringLiteral("export"),
        QStringLiteral("--format"),
        QStringLiteral("ris"),
        QStringLiteral("--list"),
        QStringLiteral("Reading group") });
    CHECK(ris.count(QStringLiteral("TY  - ")) == 2);

    library.ok(
        { QStringLiteral("lists"), QStringLiteral("remove"), QStringLiteral("Reading group"), QStringLiteral("3") });
    CHECK(library.papers({ QStringLiteral("--query"), QStringLiteral("list:\"Reading group\"") }).size() == 1);
    library.ok({ QStringLiteral("lists"),
        QStringLiteral("rename"),
        QStringLiteral("Reading group"),
        QStringLiteral("Journal club") });
    library.ok({ QStringLiteral("lists"), QStringLiteral("delete"), QStringLiteral("Journal club") });
    CHECK(library.ok({ QStringLiteral("lists"), QStringLiteral("show") }).isEmpty());
    CHECK(library.papers().size() == 3);
    const Result missing = library.run({ QStringLiteral("lists"), QStringLiteral("show"), QStringLiteral("Nope") });
    CHECK(missing.exitCode == 1);
    CHECK(missing.err.contains(QStringLiteral("no reading list named 'Nope'")));
}

TEST_CASE("cli: similar lists the papers closest to those given, best first, with the words they share", "[cli]")
{
    Library library;
    library.ok({ QStringLiteral("import"),
        library.workspace.writeFile(QStringLiteral("similar.txt"), Lectern::Test::drugList()) });
    const QJsonObject similar = library.json(
        { QStringLiteral("similar"), QStringLiteral("3"), QStringLiteral("--limit"), QStringLiteral("3") });
    const QJsonArray papers = similar.value(QStringLiteral("papers")).toArray();
    REQUIRE(papers.size() == 3);
    for (const QJsonValue &paper : papers) {
        // The other omeprazole papers, never the one asked about.
        CHECK(paper[QStringLiteral("id")].toInt() % 3 == 0);
        CHECK(paper[QStringLiteral("id")].toInt() != 3);
        const QJsonArray shared = paper[QStringLiteral("shared_words")].toArray();
        CHECK(shared.contains(QStringLiteral("reflux")));
        CHECK_FALSE(shared.contains(QStringLiteral("in")));
    }
    CHECK(papers[0][QStringLiteral("score")].toDouble() >= papers[2][QStringLiteral("score")].toDouble());
    const QString text = library.ok({ QStringLiteral("similar"), QStringLiteral("3") });
    CHECK(text.contains(QStringLiteral("shares: ")));

    CHECK(
        library.run({ QStringLiteral("similar"), QStringLiteral("3"), QStringLiteral("--limit"), QStringLiteral("0") })
            .exitCode == 1);
    CHECK(library.run({ QStringLiteral("similar"), QStringLiteral("999") }).exitCode == 1);
    CHECK(library.run({ QStringLiteral("similar") }).exitCode == 1);
}

TEST_CASE("cli: show names the authors, DOI and where the paper appeared", "[cli]")
{
    Library library;
    const QString file = library.workspace.writeFile(QStringLiteral("refs.ris"),
        "TY  - JOUR\r\nTI  - Sparse models\r\nAU  - Doe, Jane\r\nAU  - Roe, Rich\r\nPY  - 2021\r\nT2  - Journal of "
        "Models\r\nVL  - 12\r\nIS  - 3\r\nSP  - 45\r\nEP  - 67\r\nPB  - Springer\r\nDO  - 10.1000/xyz\r\nAB  - We "
        "model.\r\nER  - \r\n");
    library.ok({ QStringLiteral("import"), file });
    const QString show = library.ok({ QStringLiteral("show"), QStringLiteral("1") });
    CHECK(show.contains(QStringLiteral("Authors:    Jane Doe, Rich Roe\n")));
    CHECK(show.contains(QStringLiteral("Volume:     12\n")));
    CHECK(show.contains(QStringLiteral("Pages:      45–67\n")));
    CHECK(show.contains(QStringLiteral("Publisher:  Springer\n")));
    CHECK(show.contains(QStringLiteral("DOI:        10.1000/xyz\n")));
}

TEST_CASE("cli: duplicates lists possible duplicates, and distinct takes a pair out", "[cli]")
{
    Library library;
    const QString file = library.workspace.writeFile(QStringLiteral("twice.csv"),
        "title,abstract,year\n"
        "\"Active learning for screening\",\"We rank records for review.\",2020\n"
        "\"Active Learning for Screening.\",\"A shorter version of it.\",\n"
        "\"Something else\",\"About soil.\",2019\n");
    library.ok({ QStringLiteral("import"), file });
    const Result found = library.run({ QStringLiteral("duplicates") });
    CHECK(found.exitCode == 0);
    CHECK(found.out.contains(QStringLiteral("1 and 2: the same title")));
    CHECK(found.err.contains(QStringLiteral("1 pair of papers may be duplicates.")));
    const QJsonArray json = QJsonDocument::fromJson(
        library.ok({ QStringLiteral("duplicates"), QStringLiteral("--format"), QStringLiteral("json") }).toUtf8())
                                .array();
    REQUIRE(json.size() == 1);
    CHECK(json[0][QStringLiteral("reason")].toString() == QStringLiteral("same-title"));

    CHECK(library.run({ QStringLiteral("duplicates"), QStringLiteral("distinct"), QStringLiteral("1") }).exitCode == 1);
    CHECK(
        library
            .run({ QStringLiteral("duplicates"), QStringLiteral("distinct"), QStringLiteral("1"), QStringLiteral("9") })
            .exitCode == 1);
    library.ok({ QStringLiteral("duplicates"), QStringLiteral("distinct"), QStringLiteral("2"), QStringLiteral("1") });
    const Result after = library.run({ QStringLiteral("duplicates") });
    CHECK(after.out.isEmpty());
    CHECK(after.err.contains(QStringLiteral("0 pairs of papers may be duplicates.")));
}

TEST_CASE("cli: history shows what was done to a paper, newest first", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"tag"_s, u"add"_s, u"method/diffusion"_s, u"2"_s });
    library.ok({ u"note"_s, u"set"_s, u"2"_s }, "A line\tand a tab\n");
    library.ok({ u"tag"_s, u"remove"_s, u"method/diffusion"_s, u"2"_s });

    const QJsonArray history =
        QJsonDocument::fromJson(library.ok({ u"history"_s, u"2"_s, u"--format"_s, u"json"_s }).toUtf8())
            .object()
            .value(u"history"_s)
            .toArray();
    QStringList actions;
    for (const QJsonValue &event : history)
        actions.append(event[u"action"_s].toString());
    CHECK(actions == QStringList{ u"untagged"_s, u"noted"_s, u"tagged"_s, u"imported"_s });
    CHECK(history[2][u"subject"_s].toString() == u"method/diffusion"_s);
    // One row an event, four fields a row, whatever the texts hold.
    const QStringList rows =
        library.ok({ u"history"_s, u"2"_s, u"--format"_s, u"tsv"_s }).split(u'\n', Qt::SkipEmptyParts);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].split(u'\t').size() == 4);
    CHECK(rows[0].endsWith(u"\tuntagged\tmethod/diffusion"_s));
    CHECK(library.ok({ u"history"_s, u"2"_s }).contains(u"tagged"_s));

    const Result missing = library.run({ u"history"_s, u"99"_s });
    CHECK(missing.exitCode == 1);
    CHECK_FALSE(missing.err.isEmpty());
    // A paper deleted has a history still: who deleted it, when, and its title.
    library.ok({ u"delete"_s, u"2"_s, u"--yes"_s });
    const QStringList removed =
        library.ok({ u"history"_s, u"2"_s, u"--format"_s, u"tsv"_s }).split(u'\n', Qt::SkipEmptyParts);
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].split(u'\t')[2] == u"removed"_s);
    CHECK_FALSE(removed[0].split(u'\t')[3].isEmpty());
}
