// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: importing, listing, showing and exporting; its errors and help.
#include "cli/clirunner.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace CliTest;

TEST_CASE("cli: import reports new and known papers", "[cli]")
{
    Library library;
    const Result first = library.run({ QStringLiteral("import"), library.list });
    CHECK(first.exitCode == 0);
    CHECK(first.out.contains(QStringLiteral("3 new, 0 already in the library")));
    const Result second = library.run({ QStringLiteral("import"), library.list });
    CHECK(second.exitCode == 0);
    CHECK(second.out.contains(QStringLiteral("0 new, 3 already in the library")));
    CHECK(library.papers().size() == 3);
}

TEST_CASE("cli: import reads standard input, detects RIS, and lists skipped records", "[cli]")
{
    Library library;
    const Result piped = library.run({ QStringLiteral("import"), QStringLiteral("-") }, Lectern::Test::sampleList());
    CHECK(piped.exitCode == 0);
    CHECK(piped.out.contains(QStringLiteral("- (text): 3 new, 0 already in the library")));

    const QString ris = library.workspace.writeFile(QStringLiteral("scopus.txt"),
        "TY  - JOUR\nTI  - Graph samplers\nAB  - We sample graphs.\nER  - \n"
        "TY  - JOUR\nPY  - 2020\nER  - \n");
    const Result detected = library.run({ QStringLiteral("import"), ris });
    CHECK(detected.exitCode == 0);
    CHECK(detected.out.contains(QStringLiteral("(ris): 1 new, 0 already in the library, 1 skipped")));
    CHECK(detected.out.contains(
        QStringLiteral("skipped the record at line 5: a record with neither title nor abstract")));

    const Result forced =
        library.run({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("ris"), library.list });
    CHECK(forced.exitCode == 1);
    CHECK(forced.err.contains(QStringLiteral("no RIS record in it")));

    const Result unknown =
        library.run({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("docx"), library.list });
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.err.contains(QStringLiteral("unknown format \"docx\"")));
    CHECK(library.papers().size() == 4);
}

TEST_CASE("cli: a file read through a pipe is imported whole, as from a file", "[cli]")
{
    const QString bash = QStandardPaths::findExecutable(u"bash"_s);
    if (bash.isEmpty())
        SKIP("no bash for process substitution");
    // 2,000 rows, 130 KB: a pipe gives them in pieces, and a reader that took a pause between
    // them for the end read only the first 16 KB.
    QByteArray csv = "title,abstract\n";
    for (int i = 1; i <= 2000; ++i)
        csv +=
            "Paper " + QByteArray::number(i) + ",\"An abstract about graphs, number " + QByteArray::number(i) + ".\"\n";
    Library library;
    const QString file = library.workspace.writeFile(u"review.csv"_s, csv);
    const Result piped = run(bash,
        { u"-c"_s, u"\"$0\" --db \"$1\" import <(cat \"$2\")"_s, QStringLiteral(LECTERN_CLI), library.db, file },
        {},
        u"en"_s);
    INFO(piped.err.toStdString());
    CHECK(piped.exitCode == 0);
    CHECK(piped.out.contains(u"(csv): 2000 new, 0 already in the library"_s));
    CHECK(library.papers().size() == 2000);
}

TEST_CASE("cli: a BibTeX file whose macros multiply it is refused whole with exit 1", "[cli]")
{
    QByteArray laughs = "@article{early, title = {Read before the macros}}\n@string{s0 = \"lol\"}\n";
    for (int k = 1; k <= 40; ++k)
        laughs += "@string{s" + QByteArray::number(k) + " = s" + QByteArray::number(k - 1) + " # s" +
            QByteArray::number(k - 1) + "}\n";
    laughs += "@article{k, title = s40, year = 2020}\n";
    Library library;
    const QString file = library.workspace.writeFile(u"laughs.bib"_s, laughs);
    const Result result = library.run({ u"import"_s, file, library.list });
    CHECK(result.exitCode == 1);
    CHECK(result.err.contains(file +
        u", line 21: @string{s19} expands to more than 1,048,576 characters (the limit for one value); nothing "
        "imported from it"_s));
    // The other file is imported; nothing of the refused one is, not even the entry before the macros.
    CHECK(result.out.contains(u"list.txt (text): 3 new"_s));
    CHECK(library.papers({ u"--query"_s, u"macros"_s }).isEmpty());
}

TEST_CASE("cli: reading commands on a mistyped path create nothing", "[cli]")
{
    Workspace workspace;
    const QString typo = workspace.path(QStringLiteral("nope/typo.sqlite"));
    for (const QStringList &command : { QStringList{ QStringLiteral("stats") },
             QStringList{ QStringLiteral("list") },
             QStringList{ QStringLiteral("show"), QStringLiteral("1") },
             QStringList{ QStringLiteral("tag"), QStringLiteral("list") },
             QStringList{ QStringLiteral("note"), QStringLiteral("show"), QStringLiteral("1") } }) {
        const Result result = cli(QStringList{ QStringLiteral("--db"), typo } + command);
        INFO(command.join(u' ').toStdString());
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(
            u"there is no library at %1; import a file first, or check the path (--db)"_s.arg(typo)));
    }
    CHECK_FALSE(QFileInfo::exists(workspace.path(QStringLiteral("nope"))));
    // In a folder that exists, a reading command reads an empty library, says so, and makes none.
    const QString fresh = workspace.path(QStringLiteral("fresh.sqlite"));
    const Result stats = cli({ QStringLiteral("--db"), fresh, QStringLiteral("stats") });
    CHECK(stats.exitCode == 0);
    CHECK(stats.out.contains(u"Library:     "_s + fresh));
    CHECK(stats.out.contains(QStringLiteral("Papers:      0")));
    CHECK(stats.err.contains(u"there is no library at %1; import a file first, or check the path (--db) (nothing "
                             "was created; it reads as an empty library)"_s.arg(fresh)));
    CHECK(QDir(workspace.path({})).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
}

TEST_CASE("cli: only import creates a library, other changes to a mistyped path are refused", "[cli]")
{
    Workspace workspace;
    const QString typo = workspace.path(QStringLiteral("libary.sqlite"));
    const QString list = workspace.writeFile(QStringLiteral("list.txt"), Lectern::Test::sampleList());
    for (const QStringList &command : { QStringList{ u"tag"_s, u"add"_s, u"x"_s, u"1"_s },
             QStringList{ u"lists"_s, u"create"_s, u"Week 3"_s },
             QStringList{ u"mark"_s, u"1"_s, u"--star"_s },
             QStringList{ u"delete"_s, u"1"_s, u"--yes"_s },
             QStringList{ u"review"_s, u"create"_s, u"PPI"_s },
             QStringList{ u"backup"_s },
             QStringList{ u"restore"_s },
             QStringList{ u"check"_s } }) {
        const Result result = cli(QStringList{ u"--db"_s, typo } + command);
        INFO(command.join(u' ').toStdString());
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(u"there is no library at %1"_s.arg(typo)));
        CHECK_FALSE(QFileInfo::exists(typo));
    }
    const Result imported = cli({ u"--db"_s, typo, u"import"_s, list });
    CHECK(imported.exitCode == 0);
    CHECK(QFileInfo::exists(typo));
}

TEST_CASE("cli: an export of no papers leaves a file with content as it is, unless --force", "[cli]")
{
    Library library;
    library.ok({ u"import"_s, library.list });
    const QString refs = library.workspace.writeFile(u"refs.bib"_s, "@article{keep, title = {Keep}, year = 2020}\n");
    const QByteArray before = Lectern::Test::fileBytes(refs);

    // A query that finds nothing, and a mistyped library in a folder that exists (read as empty).
    const QString folder = library.workspace.path(u"lib"_s);
    REQUIRE(QDir().mkpath(folder));
    for (const QStringList &arguments : { QStringList{ u"--db"_s, library.db, u"export"_s, u"--query"_s, u"nothing"_s },
             QStringList{ u"--db"_s, folder + u"/libary.sqlite"_s, u"export"_s } }) {
        const Result refused = cli(arguments + QStringList{ u"--format"_s, u"bibtex"_s, u"-o"_s, refs });
        INFO(arguments.join(u' ').toStdString());
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.contains(
            u"there are no papers to export, and %1 is not empty: it was left as it is (--force writes it anyway)"_s
                .arg(refs)));
        CHECK(Lectern::Test::fileBytes(refs) == before);
    }
    CHECK(QDir(folder).isEmpty());

    // A new file, or an empty one, is written; --force writes over one with content.
    const QString fresh = library.workspace.path(u"fresh.bib"_s);
    library.ok({ u"export"_s, u"--query"_s, u"nothing"_s, u"--format"_s, u"bibtex"_s, u"-o"_s, fresh });
    CHECK(QFileInfo::exists(fresh));
    library.ok({ u"export"_s, u"--query"_s, u"nothing"_s, u"--format"_s, u"bibtex"_s, u"-o"_s, refs, u"--force"_s });
    CHECK(Lectern::Test::fileBytes(refs).isEmpty());
}

TEST_CASE("cli: a library that cannot be written here is read as it is, and a change is refused saying why",
    "[cli][sqlite-only]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const QString folder = QFileInfo(library.db).absolutePath();
    const QByteArray before = Lectern::Test::fileBytes(library.db);
    const auto readable = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    const auto enterable = QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
    REQUIRE(QFile::setPermissions(library.db, readable | QFileDevice::WriteOwner));
    REQUIRE(QFile::setPermissions(folder, readable | enterable));
    skipUnlessPermissionsBind(library.db);
    const auto listed = [&library] {
        const Result list = cliAsUnprivilegedUser({ QStringLiteral("--db"),
            library.db,
            QStringLiteral("list"),
            QStringLiteral("--format"),
            QStringLiteral("tsv") });
        INFO(list.err.toStdString());
        CHECK(list.exitCode == 0);
        return list.out.count(u'\n');
    };
    CHECK(listed() == 3);
    const Result star = cliAsUnprivilegedUser(
        { QStringLiteral("--db"), library.db, QStringLiteral("mark"), QStringLiteral("1"), QStringLiteral("--star") });
    CHECK(star.exitCode == 1);
    CHECK(star.err.contains(QStringLiteral("its folder %1 cannot be written").arg(folder)));
    CHECK_FALSE(star.err.contains(QStringLiteral("not a Lectern library")));
    // A check reads the file as it is, and finds it whole.
    const Result check = cliAsUnprivilegedUser({ QStringLiteral("--db"), library.db, QStringLiteral("check") });
    INFO(check.err.toStdString());
    CHECK(check.exitCode == 0);
    CHECK(check.out.contains(QStringLiteral("is intact")));
    CHECK_FALSE(check.err.contains(QStringLiteral("damaged")));
    const Result create = cliAsUnprivilegedUser(
        { QStringLiteral("--db"), folder + QStringLiteral("/new.sqlite"), QStringLiteral("import"), library.list });
    CHECK(create.exitCode == 1);
    CHECK(create.err.contains(QStringLiteral("the folder %1 cannot be written").arg(folder)));

    // A read-only library file in a folder that can be written.
    REQUIRE(QFile::setPermissions(folder, readable | enterable | QFileDevice::WriteOther | QFileDevice::WriteOwner));
    REQUIRE(QFile::setPermissions(library.db, readable));
    const Result readOnly = cliAsUnprivilegedUser(
        { QStringLiteral("--db"), library.db, QStringLiteral("mark"), QStringLiteral("1"), QStringLiteral("--star") });
    CHECK(readOnly.exitCode == 1);
    CHECK(readOnly.err.contains(library.db + QStringLiteral(" is read-only")));
    CHECK(listed() == 3);
    REQUIRE(QFile::setPermissions(folder, readable | enterable | QFileDevice::WriteOwner));
    REQUIRE(QFile::setPermissions(library.db, readable | QFileDevice::WriteOwner));
    CHECK(Lectern::Test::fileBytes(library.db) == before);
    CHECK_FALSE(QFileInfo::exists(folder + QStringLiteral("/new.sqlite")));
}

TEST_CASE("cli: list filters by query in every format", "[cli]")
{
    Library library;
    REQUIRE(library.run({ QStringLiteral("import"), library.list }).exitCode == 0);

    const QJsonArray all = library.papers();
    REQUIRE(all.size() == 3);
    CHECK(all[0].toObject().value(QStringLiteral("title")).toString() ==
        QStringLiteral("GraphWalker: random-walk sampler for billion-edge graphs"));
    CHECK(all[0].toObject().value(QStringLiteral("collection")).toString() == QStringLiteral("NeurIPS 2024"));
    CHECK(library.papers({ QStringLiteral("--query"), QStringLiteral("diffusion") }).size() == 1);

    const Result tsv = library.run({ QStringLiteral("list"),
        QStringLiteral("--query"),
        QStringLiteral("graphs"),
        QStringLiteral("--format"),
        QStringLiteral("tsv") });
    CHECK(tsv.exitCode == 0);
    CHECK(tsv.out.count(u'\n') == 1);
    const Result lines = library.run({ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("tsv") });
    const QStringList rows = lines.out.split(u'\n', Qt::SkipEmptyParts);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].split(u'\t') ==
        QStringList{ QStringLiteral("1"),
            QStringLiteral("2024"),
            QStringLiteral("NeurIPS 2024"),
            QStringLiteral("GraphWalker: random-walk sampler for billion-edge graphs") });

    const Result table = library.run({ QStringLiteral("list") });
    CHECK(table.exitCode == 0);
    CHECK(table.out.contains(QStringLiteral("GraphWalker")));
}

TEST_CASE("cli: show prints one paper, stats counts the library", "[cli]")
{
    Library library;
    REQUIRE(library.run({ QStringLiteral("import"), library.list }).exitCode == 0);
    const Result show = library.run({ QStringLiteral("show"), QStringLiteral("2") });
    CHECK(show.exitCode == 0);
    CHECK(show.out.contains(QStringLiteral("FastPolicy")));
    CHECK(show.out.contains(QStringLiteral("(title inferred)")));
    CHECK(show.out.contains(QStringLiteral("Diffusion policies imitate demonstrations")));

    const Result json = library.run(
        { QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonObject paper = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(paper.value(QStringLiteral("links")).toArray().first().toString() ==
        QStringLiteral("https://example.org/graphwalker"));

    const Result stats = library.run({ QStringLiteral("stats") });
    CHECK(stats.exitCode == 0);
    CHECK(stats.out.contains(QStringLiteral("Papers:      3")));
    CHECK(stats.out.contains(QStringLiteral("NeurIPS 2024: 3")));
}

TEST_CASE("cli: list and show render maths and drop Markdown markers, as the window does", "[cli]")
{
    Library library;
    const QString file = library.workspace.writeFile(u"maths.txt"_s,
        QByteArrayLiteral("Maths 2025\n\n**RateNet** converges at $\\mathcal{O}(n^{-1/2})$ for every step size.\n"));
    REQUIRE(library.run({ u"import"_s, file }).exitCode == 0);
    const QString rendered = u"𝒪(n^(−1/2))"_s;
    const QString show = library.ok({ u"show"_s, u"1"_s });
    CHECK(show.contains(u"RateNet converges at "_s + rendered));
    CHECK_FALSE(show.contains(u"\\mathcal"_s));
    CHECK_FALSE(show.contains(u"**"_s));
    // JSON keeps the text as imported, for programs.
    CHECK(library.paper(1).value(u"abstract"_s).toString().contains(u"$\\mathcal{O}(n^{-1/2})$"_s));

    const Result german = library.run({ u"show"_s, u"1"_s }, {}, u"de"_s);
    CHECK(german.out.contains(u"Sammlung:"_s));
    CHECK(german.out.contains(u"(Titel erschlossen)"_s));
    // The values start in one column: "Hinzugefügt:" is the longest German label.
    CHECK(german.out.contains(u"\nID:          1\n"_s));
    // A Chinese character takes two columns of a terminal: "添加时间：" takes ten.
    const Result chinese = library.run({ u"show"_s, u"1"_s }, {}, u"zh_CN"_s);
    CHECK(chinese.out.contains(u"\nID：       1\n"_s));
}

TEST_CASE("cli: user errors exit 1 with one line naming the problem", "[cli]")
{
    Library library;
    REQUIRE(library.run({ QStringLiteral("import"), library.list }).exitCode == 0);
    const QByteArray before =
        library.run({ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json") }).out.toUtf8();

    const QString binary = library.workspace.writeFile(QStringLiteral("random.bin"),
        QByteArray("\x7f"
                   "ELF\x02\x01\x01\0\0\0",
            10));
    const QString bad = library.workspace.writeFile(
        QStringLiteral("bad-utf8.txt"), "Header\n\nAn abstract.\n\nBroken \xff\xfe bytes.\n");
    for (const QString &file : { binary, bad }) {
        const Result result = library.run({ QStringLiteral("import"), file });
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(file));
        CHECK(result.err.count(u'\n') == 1);
    }
    CHECK(library.run({ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json") }).out.toUtf8() ==
        before);

    struct Case
    {
        QStringList arguments;
        QString message;
    };
    const Case cases[] = {
        { { QStringLiteral("show"), QStringLiteral("99") }, QStringLiteral("no paper with id 99") },
        { { QStringLiteral("show"), QStringLiteral("abc") }, QStringLiteral("'abc' is not a paper id") },
        { { QStringLiteral("list"), QStringLiteral("--query"), QStringLiteral("\"open") },
            QStringLiteral("unclosed quote at column 1") },
        { { QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml") },
            QStringLiteral("unknown format 'xml'") },
        { { QStringLiteral("frobnicate") }, QStringLiteral("unknown command 'frobnicate'") },
        { { QStringLiteral("import") }, QStringLiteral("give the files to import") },
        { { QStringLiteral("list"), QStringLiteral("--no-such-option") }, QStringLiteral("no-such-option") },
    };
    for (const auto &c : cases) {
        INFO(c.arguments.join(u' ').toStdString());
        const Result result = library.run(c.arguments);
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(c.message));
    }
}

TEST_CASE("cli: a file that is not a library is refused and not changed", "[cli]")
{
    Workspace workspace;
    const QString notes = workspace.writeFile(QStringLiteral("notes.txt"), "my notes\n");
    const Result result = cli({ QStringLiteral("--db"), notes, QStringLiteral("stats") });
    CHECK(result.exitCode == 1);
    CHECK(result.err.contains(QStringLiteral("not a Lectern library")));
    CHECK(Lectern::Test::fileBytes(notes) == "my notes\n");
}

TEST_CASE("cli: a locked library is an internal error and loses nothing", "[cli][sqlite-only]")
{
    Library library;
    REQUIRE(library.run({ QStringLiteral("import"), library.list }).exitCode == 0);
    const auto db = library.workspace.openLibrary();
    QSqlQuery lock(db->connection());
    REQUIRE(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    const QString more = library.workspace.writeFile(QStringLiteral("more.txt"), "More\n\nA fourth abstract.\n");
    const Result result = library.run({ QStringLiteral("import"), more });
    CHECK(result.exitCode == 2);
    CHECK(result.err.contains(QStringLiteral("locked")));
    for (const QStringList &edit :
        { QStringList{ u"mark"_s, u"1"_s, u"--star"_s }, QStringList{ u"tag"_s, u"add"_s, u"kept"_s, u"1"_s } }) {
        INFO(edit.join(u' ').toStdString());
        const Result locked = library.run(edit);
        CHECK(locked.exitCode == 2);
        CHECK(locked.err.contains(QStringLiteral("locked")));
        // This test's process holds the lock: the message names it.
        CHECK(locked.err.contains(QStringLiteral("locked: process %1 (").arg(QCoreApplication::applicationPid())));
    }
    REQUIRE(lock.exec(QStringLiteral("ROLLBACK")));
    CHECK(library.papers().size() == 3);
    CHECK(library.paper(1).value(u"starred"_s).toBool() == false);
    CHECK(library.tagCounts().isEmpty());
}

TEST_CASE("cli: help for the program and each command", "[cli]")
{
    const Result overview = cli({ QStringLiteral("--help") });
    CHECK(overview.exitCode == 0);
    // help2man reads the program's name and version from this line.
    const Result version = cli({ QStringLiteral("--version") });
    CHECK(version.exitCode == 0);
    CHECK(version.out == QStringLiteral("lectern-cli " LECTERN_VERSION "\n"));
    for (const char *command : { "import",
             "list",
             "show",
             "stats",
             "mark",
             "tag add",
             "tag remove",
             "tag list",
             "tag rename",
             "tag delete",
             "note show",
             "note set" }) {
        const QString name = QString::fromLatin1(command);
        CHECK(overview.out.contains(name));
        const Result help = cli(name.split(u' ') + QStringList{ QStringLiteral("--help") });
        INFO(command);
        CHECK(help.exitCode == 0);
        CHECK(help.out.contains(QStringLiteral("--db")));
        CHECK(help.out.startsWith(QStringLiteral("Usage: lectern-cli ") + name));
    }
    const Result group = cli({ QStringLiteral("tag"), QStringLiteral("--help") });
    CHECK(group.exitCode == 0);
    CHECK(group.out.contains(QStringLiteral("tag rename")));
    CHECK_FALSE(group.out.contains(QStringLiteral("note set")));
    // Every name stands apart from its summary, the longest too.
    const Result reviews = cli({ QStringLiteral("review"), QStringLiteral("--help") });
    CHECK(reviews.out.contains(QStringLiteral("  review import-decisions  Add another reviewer's decisions")));
    CHECK(overview.out.contains(QStringLiteral("  check ")));
    const Result noSubcommand = cli({ QStringLiteral("note") });
    CHECK(noSubcommand.exitCode == 1);
    CHECK(noSubcommand.err.contains(QStringLiteral("note show")));
    const Result unknown = cli({ QStringLiteral("tag"), QStringLiteral("frob") });
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.err.contains(QStringLiteral("unknown command 'tag frob'")));
}

TEST_CASE("cli: export writes a format to stdout or a file, and the file imports again", "[cli]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("keep"), QStringLiteral("2") });

    const QString bib = library.ok({ QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("bibtex") });
    CHECK(bib.count(QStringLiteral("\n@")) + bib.startsWith(u'@') == 3);

    const QString markdown = library.ok({ QStringLiteral("export"),
        QStringLiteral("--format"),
        QStringLiteral("markdown"),
        QStringLiteral("--query"),
        QStringLiteral("tag:keep") });
    CHECK(markdown.count(QStringLiteral("## ")) == 1);
    CHECK(markdown.contains(QStringLiteral("Tags: `keep`")));

    const QString ris = library.ok({ QStringLiteral("export"),
        QStringLiteral("--format"),
        QStringLiteral("ris"),
        QStringLiteral("--ids"),
        QStringLiteral("3,1") });
    CHECK(ris.count(QStringLiteral("TY  - ")) == 2);

    const QString file = library.workspace.path(QStringLiteral("out.json"));
    const Result written = library.run({ QStringLiteral("export"),
        QStringLiteral("--format"),
        QStringLiteral("csljson"),
        QStringLiteral("-o"),
        file });
    CHECK(written.exitCode == 0);
    CHECK(written.out.isEmpty());
    CHECK(written.err.contains(QStringLiteral("Exported 3 papers")));

    const QString other = library.workspace.path(QStringLiteral("other.sqlite"));
    const Result back = cli({ QStringLiteral("--db"), other, QStringLiteral("import"), file });
    CHECK(back.exitCode == 0);
    CHECK(back.out.contains(QStringLiteral("(json): 3 new")));
}

TEST_CASE("cli: export refuses a missing or unknown format, a bad query and unknown ids", "[cli]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const auto refused = [&library](const QStringList &arguments, const QString &message) {
        const Result result = library.run(QStringList{ QStringLiteral("export") } + arguments);
        INFO(result.err.toStdString());
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(message));
        CHECK(result.out.isEmpty());
    };
    refused({}, QStringLiteral("give the format"));
    refused({ QStringLiteral("--format"), QStringLiteral("docx") }, QStringLiteral("unknown format \"docx\""));
    refused({ QStringLiteral("--format"), QStringLiteral("ris"), QStringLiteral("--query"), QStringLiteral("(") },
        QStringLiteral("bad query"));
    refused({ QStringLiteral("--format"), QStringLiteral("ris"), QStringLiteral("--ids"), QStringLiteral("1,42") },
        QStringLiteral("no paper with id 42"));
}

TEST_CASE("cli: import --tags-from-keywords tags each paper with its keywords", "[cli]")
{
    Library library;
    const QString ris = library.workspace.writeFile(QStringLiteral("refs.ris"),
        "TY  - JOUR\nTI  - First\nAB  - One abstract.\nKW  - Graphs\nKW  - method/diffusion\nER  - \n"
        "TY  - JOUR\nTI  - Second\nAB  - Another abstract.\nKW  - graphs\nER  - \n"
        "TY  - JOUR\nTI  - Third\nAB  - A third abstract.\nER  - \n");
    const QString out = library.ok({ QStringLiteral("import"), QStringLiteral("--tags-from-keywords"), ris });
    CHECK(out.contains(QStringLiteral("tagged with 2 tags from the records' keywords")));
    CHECK(library.tagCounts() ==
        QMap<QString, int>{ { QStringLiteral("Graphs"), 2 }, { QStringLiteral("method/diffusion"), 1 } });

    // Without the option keywords stay keywords.
    Library plain;
    plain.ok({ QStringLiteral("import"), ris });
    CHECK(plain.tagCounts().isEmpty());
}

TEST_CASE("lectern --help and --version print without a display", "[cli]")
{
    for (const QString &option : { QStringLiteral("--help"), QStringLiteral("--version") }) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const QString &name :
            { QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM") })
            environment.remove(name);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(LECTERN_GUI), { option });
        REQUIRE(process.waitForFinished(30000));
        INFO(process.readAllStandardError().toStdString());
        CHECK(process.exitStatus() == QProcess::NormalExit);
        CHECK(process.exitCode() == 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        if (option == QStringLiteral("--help"))
            CHECK(out.contains(QStringLiteral("--library, --db <library>")));
        else
            CHECK(out == QStringLiteral("lectern " LECTERN_VERSION "\n"));
    }
}

TEST_CASE("lectern without a display says so, and names the command-line tool", "[cli]")
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name :
        { QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM") })
        environment.remove(name);
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(LECTERN_GUI), {});
    REQUIRE(process.waitForFinished(30000));
    CHECK(process.exitStatus() == QProcess::NormalExit);
    CHECK(process.exitCode() == 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    CHECK(err.contains(QStringLiteral("no display was found")));
    CHECK(err.contains(QStringLiteral("lectern-cli")));
    CHECK_FALSE(err.contains(QStringLiteral("reinstall")));
}
