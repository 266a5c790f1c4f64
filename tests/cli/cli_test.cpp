// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: the built program, its output and its exit codes.
#include "storage/database.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_approx.hpp>
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

#include <unistd.h>

using Lectern::Test::Workspace;
using namespace Qt::StringLiterals;

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a program with input on its stdin (closed at once when there is none), in English
// unless another language is asked for.
Result run(const QString &program, const QStringList &arguments, const QByteArray &input, const QString &language)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"LANGUAGE"_s, language);
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    REQUIRE(process.waitForStarted(30000));
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    REQUIRE(process.waitForFinished(30000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    return { process.exitCode(),
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

Result cli(const QStringList &arguments, const QByteArray &input = {}, const QString &language = u"en"_s)
{
    return run(QStringLiteral(LECTERN_CLI), arguments, input, language);
}

// Runs lectern-cli as a user whom file permissions bind: root may write anywhere, so as root it
// runs as "nobody" (util-linux's setpriv). The test is skipped where that is not possible, or
// where nobody cannot reach the program or the library (a build in a private folder).
Result cliAsUnprivilegedUser(const QStringList &arguments, const QString &library)
{
    if (geteuid() != 0)
        return cli(arguments);
    const QString setpriv = QStandardPaths::findExecutable(u"setpriv"_s);
    const QString test = QStandardPaths::findExecutable(u"test"_s);
    if (setpriv.isEmpty() || test.isEmpty())
        SKIP("running as root without setpriv: file permissions cannot be tried");
    const QStringList asNobody{ u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s };
    const QStringList reachable{ test, u"-x"_s, QStringLiteral(LECTERN_CLI), u"-a"_s, u"-r"_s, library };
    if (run(setpriv, asNobody + reachable, {}, u"en"_s).exitCode != 0)
        SKIP("nobody cannot reach the program or the library here: file permissions cannot be tried");
    return run(setpriv, asNobody + QStringList{ QStringLiteral(LECTERN_CLI) } + arguments, {}, u"en"_s);
}

struct Library
{
    Workspace workspace;
    // The library of the engine the tests run against: a file, or a database on the tests' server.
    QString db = workspace.location().toString();
    QString list = workspace.writeFile(QStringLiteral("list.txt"), Lectern::Test::sampleList());

    Result run(QStringList arguments, const QByteArray &input = {}, const QString &language = u"en"_s) const
    {
        arguments.prepend(db);
        arguments.prepend(QStringLiteral("--db"));
        return cli(arguments, input, language);
    }

    // Runs a command that must succeed.
    QString ok(const QStringList &arguments, const QByteArray &input = {}) const
    {
        const Result result = run(arguments, input);
        INFO(arguments.join(u' ').toStdString() << ": " << result.err.toStdString());
        REQUIRE(result.exitCode == 0);
        return result.out;
    }

    QJsonObject json(const QStringList &arguments) const
    {
        return QJsonDocument::fromJson(
            ok(arguments + QStringList{ QStringLiteral("--format"), QStringLiteral("json") }).toUtf8())
            .object();
    }

    QJsonObject paper(int id) const { return json({ QStringLiteral("show"), QString::number(id) }); }

    // Tag name → number of papers carrying exactly it.
    QMap<QString, int> tagCounts() const
    {
        QMap<QString, int> counts;
        const QJsonArray tags =
            json({ QStringLiteral("tag"), QStringLiteral("list") }).value(QStringLiteral("tags")).toArray();
        for (const QJsonValue &tag : tags)
            counts.insert(tag[QStringLiteral("name")].toString(), tag[QStringLiteral("papers")].toInt());
        return counts;
    }

    QJsonArray papers(const QStringList &extra = {}) const
    {
        const Result result =
            run(QStringList{ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json") } + extra);
        REQUIRE(result.exitCode == 0);
        return QJsonDocument::fromJson(result.out.toUtf8()).object().value(QStringLiteral("papers")).toArray();
    }
};

} // namespace

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

TEST_CASE(
    "cli: a library in a folder that cannot be written is reported so, not as a damaged file", "[cli][sqlite-only]")
{
    Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const QString folder = QFileInfo(library.db).absolutePath();
    const QByteArray before = Lectern::Test::fileBytes(library.db);
    const auto readable = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    const auto enterable = QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
    REQUIRE(QFile::setPermissions(library.db, readable | QFileDevice::WriteOwner));
    REQUIRE(QFile::setPermissions(folder, readable | enterable));
    for (const QString &command : { QStringLiteral("stats"), QStringLiteral("list") }) {
        const Result result = cliAsUnprivilegedUser({ QStringLiteral("--db"), library.db, command }, library.db);
        INFO(result.err.toStdString());
        CHECK(result.exitCode == 1);
        CHECK(result.err.contains(QStringLiteral("its folder %1 cannot be written").arg(folder)));
        CHECK_FALSE(result.err.contains(QStringLiteral("not a Lectern library")));
    }
    // A check reads the file as it is, and finds it whole.
    const Result check =
        cliAsUnprivilegedUser({ QStringLiteral("--db"), library.db, QStringLiteral("check") }, library.db);
    INFO(check.err.toStdString());
    CHECK(check.exitCode == 0);
    CHECK(check.out.contains(QStringLiteral("is intact")));
    CHECK_FALSE(check.err.contains(QStringLiteral("damaged")));
    const Result create = cliAsUnprivilegedUser(
        { QStringLiteral("--db"), folder + QStringLiteral("/new.sqlite"), QStringLiteral("import"), library.list },
        library.db);
    CHECK(create.exitCode == 1);
    CHECK(create.err.contains(QStringLiteral("the folder %1 cannot be written").arg(folder)));

    // A read-only library file in a folder that can be written.
    REQUIRE(QFile::setPermissions(folder, readable | enterable | QFileDevice::WriteOther | QFileDevice::WriteOwner));
    REQUIRE(QFile::setPermissions(library.db, readable));
    const Result readOnly = cliAsUnprivilegedUser(
        { QStringLiteral("--db"), library.db, QStringLiteral("mark"), QStringLiteral("1"), QStringLiteral("--star") },
        library.db);
    CHECK(readOnly.exitCode == 1);
    CHECK(readOnly.err.contains(library.db + QStringLiteral(" is read-only")));
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
        CHECK(locked.err.contains(QStringLiteral("Process %1 (").arg(QCoreApplication::applicationPid())));
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

TEST_CASE("review simulate replays a labelled file and prints WSS@95, RRF@10 and each seed's recall curve", "[cli]")
{
    const Workspace workspace;
    QByteArray csv = "title,abstract,label_included\n";
    for (int i = 0; i < 40; ++i)
        csv += "Statin trial " + QByteArray::number(i) + ",Cholesterol fell in " + QByteArray::number(100 + i) +
            " patients.,0\n";
    for (int i = 0; i < 4; ++i)
        csv += "Omeprazole trial " + QByteArray::number(i) + ",Proton pump inhibitor against reflux.,1\n";
    const QString file = workspace.writeFile(QStringLiteral("review.csv"), csv);

    const Result result = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--seeds"),
        QStringLiteral("2"),
        QStringLiteral("--format"),
        QStringLiteral("json") });
    INFO(result.err.toStdString());
    REQUIRE(result.exitCode == 0);
    const QJsonObject figures = QJsonDocument::fromJson(result.out.toUtf8()).object();
    CHECK(figures[QStringLiteral("model")].toString() == QStringLiteral("lectern"));
    CHECK(figures[QStringLiteral("records")].toInt() == 42);
    CHECK(figures[QStringLiteral("relevant")].toInt() == 3);
    CHECK(figures[QStringLiteral("rrf10")].toDouble() == 100.0);
    const QJsonArray runs = figures[QStringLiteral("runs")].toArray();
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].toObject()[QStringLiteral("screened_at_each_relevant")].toArray() == QJsonArray{ 1, 2, 3 });

    const Result table = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--seeds"),
        QStringLiteral("1"),
        QStringLiteral("--model"),
        QStringLiteral("random") });
    CHECK(table.exitCode == 0);
    CHECK(table.out.contains(QStringLiteral("model random")));
    CHECK(table.out.contains(QStringLiteral("mean")));

    const Result wrongColumn = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("included") });
    CHECK(wrongColumn.exitCode == 1);
    CHECK(wrongColumn.err.contains(QStringLiteral("record 1 has no field 'included'")));
    const Result wrongModel = cli({ QStringLiteral("review"),
        QStringLiteral("simulate"),
        file,
        QStringLiteral("--label-column"),
        QStringLiteral("label_included"),
        QStringLiteral("--model"),
        QStringLiteral("magic") });
    CHECK(wrongModel.exitCode == 1);
    CHECK(wrongModel.err.contains(QStringLiteral("unknown model 'magic'")));
}

TEST_CASE("review create, decide, status and export: a screening from the command line", "[cli]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    CHECK(library
            .ok({ QStringLiteral("review"),
                QStringLiteral("create"),
                QStringLiteral("Screening"),
                QStringLiteral("--question"),
                QStringLiteral("What works?"),
                QStringLiteral("--reasons"),
                QStringLiteral("wrong population; wrong design") })
            .contains(QStringLiteral("made with 3 papers")));
    const auto decide = [&library](const QStringList &arguments) {
        return library.run(
            QStringList{ QStringLiteral("review"), QStringLiteral("decide"), QStringLiteral("Screening") } + arguments);
    };
    CHECK(decide({ QStringLiteral("1"),
                     QStringLiteral("2"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("exclude"),
                     QStringLiteral("--reason"),
                     QStringLiteral("wrong design"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("ann") })
              .exitCode == 0);
    CHECK(decide({ QStringLiteral("3"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("include"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("ann") })
              .exitCode == 0);
    CHECK(decide({ QStringLiteral("1"),
                     QStringLiteral("3"),
                     QStringLiteral("--verdict"),
                     QStringLiteral("include"),
                     QStringLiteral("--reviewer"),
                     QStringLiteral("bob") })
              .exitCode == 0);
    const Result unknown = decide({ QStringLiteral("9"), QStringLiteral("--verdict"), QStringLiteral("include") });
    CHECK(unknown.exitCode == 1);
    const Result noVerdict = decide({ QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("perhaps") });
    CHECK(noVerdict.exitCode == 1);
    CHECK(noVerdict.err.contains(QStringLiteral("--verdict include|exclude|maybe|undecided")));

    const QJsonObject status = QJsonDocument::fromJson(library
                                                           .ok({ QStringLiteral("review"),
                                                               QStringLiteral("status"),
                                                               QStringLiteral("Screening"),
                                                               QStringLiteral("--format"),
                                                               QStringLiteral("json") })
                                                           .toUtf8())
                                   .object();
    const QJsonObject ann = status[QStringLiteral("reviewers")].toObject()[QStringLiteral("ann")].toObject();
    CHECK(ann[QStringLiteral("excluded")].toInt() == 2);
    CHECK(ann[QStringLiteral("included")].toInt() == 1);
    CHECK(ann[QStringLiteral("excluded_by_reason")].toObject()[QStringLiteral("wrong design")].toInt() == 2);
    const QJsonObject agreement = status[QStringLiteral("agreements")].toArray().first().toObject();
    CHECK(agreement[QStringLiteral("papers")].toInt() == 2);
    CHECK(agreement[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });

    const QString log = library.ok({ QStringLiteral("review"), QStringLiteral("export"), QStringLiteral("Screening") });
    CHECK(log.startsWith(QStringLiteral("time,reviewer,paper,title,decision,reason,note\r\n")));
    CHECK(log.count(QStringLiteral("\r\n")) == 6);
    CHECK(log.contains(QStringLiteral(",ann,1,")));
    CHECK(log.contains(QStringLiteral(",exclude,wrong design,")));

    const QString included = library.ok({ QStringLiteral("review"),
        QStringLiteral("export"),
        QStringLiteral("Screening"),
        QStringLiteral("--what"),
        QStringLiteral("included"),
        QStringLiteral("--format"),
        QStringLiteral("ris"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    CHECK(included.count(QStringLiteral("ER  -")) == 2);

    // The review's verdicts: ann and bob agree on 3, ann alone excluded 2, they disagree on 1
    // until it is resolved.
    const auto exported = [&library](const QStringList &arguments) {
        return library.ok(
            QStringList{ QStringLiteral("review"), QStringLiteral("export"), QStringLiteral("Screening") } + arguments);
    };
    const QStringList risOfIncluded{
        QStringLiteral("--what"), QStringLiteral("included"), QStringLiteral("--format"), QStringLiteral("ris")
    };
    CHECK(exported(risOfIncluded).count(QStringLiteral("ER  -")) == 1);
    const QJsonObject flow = status[QStringLiteral("prisma")].toObject();
    CHECK(flow[QStringLiteral("identified")].toInt() == 3);
    CHECK(flow[QStringLiteral("duplicates_removed")].toInt() == 0);
    CHECK(flow[QStringLiteral("screened")].toInt() == 3);
    CHECK(flow[QStringLiteral("excluded")].toInt() == 1);
    CHECK(flow[QStringLiteral("included")].toInt() == 1);
    CHECK(flow[QStringLiteral("conflicts")].toInt() == 1);
    CHECK(status[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });
    CHECK(exported({ QStringLiteral("--what"), QStringLiteral("agreement") })
            .contains(QStringLiteral("\r\nann,bob,2,1,")));

    library.ok({ QStringLiteral("review"),
        QStringLiteral("resolve"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include") });
    CHECK(exported(risOfIncluded).count(QStringLiteral("ER  -")) == 2);
    const QString csv = exported(
        { QStringLiteral("--what"), QStringLiteral("prisma"), QStringLiteral("--format"), QStringLiteral("csv") });
    CHECK(csv.startsWith(QStringLiteral("stage,box,part_of,count\r\n")));
    CHECK(csv.contains(QStringLiteral("Included,Records included,,2\r\n")));
    CHECK(csv.contains(QStringLiteral("Screening,wrong design,Records excluded,1\r\n")));
    CHECK(csv.contains(QStringLiteral("Screening,Reviewers disagree,Awaiting a decision,0\r\n")));
    const QString markdown = exported({ QStringLiteral("--what"), QStringLiteral("prisma") });
    CHECK(markdown.startsWith(QStringLiteral("# PRISMA flow: Screening\n")));
    CHECK(markdown.contains(QStringLiteral("- Records included: 2\n")));
    CHECK(library.ok({ QStringLiteral("review"), QStringLiteral("status"), QStringLiteral("Screening") })
            .contains(QStringLiteral("Review: 2 included, 1 excluded, 0 maybe, 0 in conflict, 0 not screened")));
    const Result missing = library.run({ QStringLiteral("review"), QStringLiteral("status"), QStringLiteral("Nope") });
    CHECK(missing.exitCode == 1);
    CHECK(missing.err.contains(QStringLiteral("no review named 'Nope'")));
}

TEST_CASE("Two reviewers exchange decisions through files, matched by paper and not by id", "[cli]")
{
    const Library ann;
    ann.ok({ QStringLiteral("import"), ann.list });
    ann.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann") });
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("3"),
        QStringLiteral("--verdict"),
        QStringLiteral("exclude"),
        QStringLiteral("--reason"),
        QStringLiteral("off, topic"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann") });
    const QString file = ann.workspace.path(QStringLiteral("ann.csv"));
    ann.ok({ QStringLiteral("review"),
        QStringLiteral("export"),
        QStringLiteral("Screening"),
        QStringLiteral("--what"),
        QStringLiteral("decisions"),
        QStringLiteral("--reviewer"),
        QStringLiteral("ann"),
        QStringLiteral("-o"),
        file });

    // Bob's library holds the same papers in another order: ann's paper 1 is his paper 3.
    const Library bob;
    const QList<QByteArray> paragraphs = Lectern::Test::sampleList().split('\n');
    const QByteArray reversed = paragraphs[0] + "\n\n" + paragraphs[7] + "\n\n" + paragraphs[5] + "\n\n" +
        paragraphs[2] + "\n" + paragraphs[3] + "\n";
    bob.ok({ QStringLiteral("import"), bob.workspace.writeFile(QStringLiteral("reversed.txt"), reversed) });
    bob.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    bob.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("3"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    bob.ok({ QStringLiteral("review"),
        QStringLiteral("decide"),
        QStringLiteral("Screening"),
        QStringLiteral("1"),
        QStringLiteral("--verdict"),
        QStringLiteral("include"),
        QStringLiteral("--reviewer"),
        QStringLiteral("bob") });
    CHECK(bob.ok({ QStringLiteral("review"), QStringLiteral("import-decisions"), QStringLiteral("Screening"), file })
            .contains(QStringLiteral("2 decisions of ann imported")));
    const QJsonObject status = QJsonDocument::fromJson(bob.ok({ QStringLiteral("review"),
                                                                  QStringLiteral("status"),
                                                                  QStringLiteral("Screening"),
                                                                  QStringLiteral("--format"),
                                                                  QStringLiteral("json") })
                                                           .toUtf8())
                                   .object();
    const QJsonObject agreement = status[QStringLiteral("agreements")].toArray().first().toObject();
    CHECK(agreement[QStringLiteral("papers")].toInt() == 2);
    CHECK(agreement[QStringLiteral("agreed")].toInt() == 1);
    CHECK(agreement[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 }); // ann excluded it, bob included it
    const QJsonObject annCounts = status[QStringLiteral("reviewers")].toObject()[QStringLiteral("ann")].toObject();
    CHECK(annCounts[QStringLiteral("excluded_by_reason")].toObject()[QStringLiteral("off, topic")].toInt() == 1);

    const QString bad = bob.workspace.writeFile(QStringLiteral("bad.csv"), "title,year\nSomething,2020\n");
    const Result refused =
        bob.run({ QStringLiteral("review"), QStringLiteral("import-decisions"), QStringLiteral("Screening"), bad });
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.contains(QStringLiteral("no decision and reviewer")));
}

TEST_CASE("cli: three reviewers' agreement is Fleiss' kappa, beside each pair's Cohen's kappa", "[cli][review]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Screening") });
    // Papers 1 and 2 decided alike by all three; paper 3 two to one.
    const QList<std::pair<QString, QStringList>> votes{ { u"ann"_s, { u"include"_s, u"exclude"_s, u"include"_s } },
        { u"bob"_s, { u"include"_s, u"exclude"_s, u"include"_s } },
        { u"cy"_s, { u"include"_s, u"exclude"_s, u"exclude"_s } } };
    for (const auto &[reviewer, verdicts] : votes) {
        for (qsizetype paper = 0; paper < verdicts.size(); ++paper) {
            library.ok({ u"review"_s,
                u"decide"_s,
                u"Screening"_s,
                QString::number(paper + 1),
                u"--verdict"_s,
                verdicts[paper],
                u"--reviewer"_s,
                reviewer });
        }
    }
    const QJsonObject status = QJsonDocument::fromJson(
        library.ok({ u"review"_s, u"status"_s, u"Screening"_s, u"--format"_s, u"json"_s }).toUtf8())
                                   .object();
    CHECK(status[u"agreements"_s].toArray().size() == 3); // each pair
    const QJsonObject all = status[u"agreement_of_all"_s].toObject();
    CHECK(all[u"reviewers"_s].toInt() == 3);
    CHECK(all[u"papers"_s].toInt() == 3);
    // Observed 7/9, chance (5/9)² + (4/9)² = 41/81: kappa 22/40.
    CHECK(all[u"fleiss_kappa"_s].toDouble() == Catch::Approx(0.55));
    CHECK(library.ok({ u"review"_s, u"status"_s, u"Screening"_s })
            .contains(u"Agreement of all 3 reviewers: 3 papers decided by all; Fleiss' kappa 0.55"_s));
}

TEST_CASE("A blind review shows each reviewer only their own decisions until it is unblinded", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok(
        { QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Blind"), QStringLiteral("--blind") });
    const auto review = [&library](const QString &command, const QStringList &arguments) {
        return library.run(QStringList{ QStringLiteral("review"), command, QStringLiteral("Blind") } + arguments);
    };
    for (const auto &[reviewer, verdict] : { std::pair{ "ann", "include" }, std::pair{ "bob", "exclude" } }) {
        CHECK(review(QStringLiteral("decide"),
                  { QStringLiteral("1"),
                      QStringLiteral("--verdict"),
                      QString::fromLatin1(verdict),
                      QStringLiteral("--reviewer"),
                      QString::fromLatin1(reviewer) })
                  .exitCode == 0);
    }
    const Result annStatus = review(QStringLiteral("status"),
        { QStringLiteral("--reviewer"), QStringLiteral("ann"), QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonObject status = QJsonDocument::fromJson(annStatus.out.toUtf8()).object();
    CHECK(status[QStringLiteral("blind")].toBool());
    CHECK(status[QStringLiteral("reviewers")].toObject().keys() == QStringList{ QStringLiteral("ann") });
    CHECK(!status.contains(QStringLiteral("agreements")));
    CHECK(!status.contains(QStringLiteral("prisma")));
    const Result log = review(QStringLiteral("export"), { QStringLiteral("--reviewer"), QStringLiteral("ann") });
    CHECK(log.out.contains(QStringLiteral(",ann,1,")));
    CHECK(!log.out.contains(QStringLiteral(",bob,")));
    for (const QString &what : { QStringLiteral("agreement"), QStringLiteral("prisma") }) {
        const Result refused = review(QStringLiteral("export"), { QStringLiteral("--what"), what });
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.contains(QStringLiteral("'Blind' is blind")));
    }
    CHECK(review(QStringLiteral("resolve"),
              { QStringLiteral("1"), QStringLiteral("--verdict"), QStringLiteral("include") })
              .exitCode == 1);

    CHECK(review(QStringLiteral("unblind"), {}).out.contains(QStringLiteral("no longer blind")));
    const QJsonObject open = QJsonDocument::fromJson(
        review(QStringLiteral("status"), { QStringLiteral("--format"), QStringLiteral("json") }).out.toUtf8())
                                 .object();
    CHECK(open[QStringLiteral("reviewers")].toObject().size() == 2);
    CHECK(open[QStringLiteral("conflicts")].toArray() == QJsonArray{ 1 });
}

TEST_CASE("cli: in a team library the server keeps a blind review blind; its owner sees all", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"review"_s, u"create"_s, u"Blind"_s, u"--blind"_s });
    const QString ann = Lectern::Test::newLogin(u"ann"_s);
    const QString bob = Lectern::Test::newLogin(u"bob"_s);
    library.ok({ u"members"_s, u"add"_s, ann, u"--role"_s, u"member"_s });
    library.ok({ u"members"_s, u"add"_s, bob, u"--role"_s, u"member"_s });
    const auto as = [&library](const QString &login, const QStringList &arguments) {
        const auto location = Lectern::Storage::Location::parse(library.db, nullptr).value();
        return cli(QStringList{ u"--db"_s, Lectern::Test::asLogin(location, login).toString() } + arguments);
    };
    // Each decides as the member they connect as: no --reviewer.
    CHECK(as(ann, { u"review"_s, u"decide"_s, u"Blind"_s, u"1"_s, u"--verdict"_s, u"include"_s }).exitCode == 0);
    CHECK(as(bob, { u"review"_s, u"decide"_s, u"Blind"_s, u"1"_s, u"--verdict"_s, u"exclude"_s }).exitCode == 0);
    const Result forged =
        as(bob, { u"review"_s, u"decide"_s, u"Blind"_s, u"2"_s, u"--verdict"_s, u"exclude"_s, u"--reviewer"_s, ann });
    INFO(forged.err.toStdString());
    CHECK(forged.exitCode == 1);
    CHECK(forged.err.contains(u"your role in this library does not allow this"_s));

    const auto status = [](const Result &result) {
        INFO(result.err.toStdString());
        REQUIRE(result.exitCode == 0);
        return QJsonDocument::fromJson(result.out.toUtf8()).object();
    };
    const QJsonObject annSees = status(as(ann, { u"review"_s, u"status"_s, u"Blind"_s, u"--format"_s, u"json"_s }));
    CHECK(annSees[u"reviewers"_s].toObject().keys() == QStringList{ ann });
    CHECK(!annSees.contains(u"agreements"_s));
    const Result annLog = as(ann, { u"review"_s, u"export"_s, u"Blind"_s, u"--what"_s, u"log"_s });
    CHECK(annLog.out.contains(ann));
    CHECK(!annLog.out.contains(bob));

    // The library's owner (here the server's superuser) follows both, and the agreement.
    const QJsonObject ownerSees = library.json({ u"review"_s, u"status"_s, u"Blind"_s });
    CHECK(ownerSees[u"reviewers"_s].toObject().keys() == QStringList({ ann, bob }));
    CHECK(ownerSees[u"conflicts"_s].toArray() == QJsonArray{ 1 });
    CHECK(library.ok({ u"review"_s, u"status"_s, u"Blind"_s }).contains(u"as an owner of the library"_s));
    CHECK(library.ok({ u"review"_s, u"export"_s, u"Blind"_s, u"--what"_s, u"agreement"_s }).contains(ann));

    library.ok({ u"review"_s, u"unblind"_s, u"Blind"_s });
    const QJsonObject afterwards = status(as(ann, { u"review"_s, u"status"_s, u"Blind"_s, u"--format"_s, u"json"_s }));
    CHECK(afterwards[u"reviewers"_s].toObject().size() == 2);
}

TEST_CASE("cli: a review taken offline is screened in a file and sent back, each decision once", "[cli][review]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    library.ok({ u"review"_s, u"create"_s, u"Train ride"_s });
    library.ok({ u"review"_s, u"decide"_s, u"Train ride"_s, u"1"_s, u"--verdict"_s, u"include"_s });
    const QString offline = library.workspace.path(u"train.sqlite"_s);
    const QString taken = library.ok({ u"review"_s, u"take-offline"_s, u"Train ride"_s, u"-o"_s, offline });
    CHECK(taken.contains(u"3 papers"_s));
    CHECK(taken.contains(u"1 of your decisions taken along"_s));

    const auto inOffline = [&offline](const QStringList &arguments) {
        return cli(QStringList{ u"--db"_s, offline } + arguments);
    };
    CHECK(inOffline({ u"review"_s, u"decide"_s, u"Train ride"_s, u"2"_s, u"--verdict"_s, u"exclude"_s }).exitCode == 0);
    CHECK(inOffline({ u"review"_s, u"decide"_s, u"Train ride"_s, u"3"_s, u"--verdict"_s, u"maybe"_s }).exitCode == 0);
    const Result sent = inOffline({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    INFO(sent.err.toStdString());
    CHECK(sent.exitCode == 0);
    CHECK(sent.out.contains(u"2 decisions on 'Train ride' sent"_s));
    const Result again = inOffline({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    CHECK(again.exitCode == 0);
    CHECK(again.out.contains(u"Nothing to send"_s));

    const QStringList log = library.ok({ u"review"_s, u"export"_s, u"Train ride"_s, u"--what"_s, u"log"_s })
                                .split(u'\n', Qt::SkipEmptyParts);
    CHECK(log.size() == 1 + 3); // the header and each decision once
    CHECK(log.filter(u",exclude,"_s).size() == 1);
    CHECK(log.filter(u",maybe,"_s).size() == 1);

    // What cannot be done is a user's error, and changes nothing.
    const Result notOffline = library.run({ u"review"_s, u"send-decisions"_s, u"Train ride"_s });
    CHECK(notOffline.exitCode == 1);
    CHECK(notOffline.err.contains(u"was not taken offline"_s));
    CHECK(library.run({ u"review"_s, u"take-offline"_s, u"Train ride"_s }).exitCode == 1);
    const Result intoUsed = library.run({ u"review"_s, u"take-offline"_s, u"Train ride"_s, u"-o"_s, offline });
    CHECK(intoUsed.exitCode == 1);
    CHECK(intoUsed.err.contains(u"is a library with papers"_s));
}

TEST_CASE("PRISMA counts every record read, and the duplicates removed before screening", "[cli]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("import"), library.list }); // three records more, each a paper the library has
    const QString ris = library.workspace.writeFile(QStringLiteral("extra.ris"),
        "TY  - JOUR\nTI  - A paper only the database had\nAB  - Something else entirely.\nER  - \n");
    library.ok({ QStringLiteral("import"), ris });
    library.ok({ QStringLiteral("review"), QStringLiteral("create"), QStringLiteral("Flow") });
    const QJsonObject flow = QJsonDocument::fromJson(library
                                                         .ok({ QStringLiteral("review"),
                                                             QStringLiteral("status"),
                                                             QStringLiteral("Flow"),
                                                             QStringLiteral("--format"),
                                                             QStringLiteral("json") })
                                                         .toUtf8())
                                 .object()[QStringLiteral("prisma")]
                                 .toObject();
    CHECK(flow[QStringLiteral("identified")].toInt() == 7);
    CHECK(flow[QStringLiteral("duplicates_removed")].toInt() == 3);
    CHECK(flow[QStringLiteral("not_screened")].toInt() == 4);
    const QJsonArray sources = flow[QStringLiteral("sources")].toArray();
    REQUIRE(sources.size() == 2);
    CHECK(sources[0].toObject()[QStringLiteral("records")].toInt() == 6);
    CHECK(sources[0].toObject()[QStringLiteral("format")].toString() == QStringLiteral("text"));
    CHECK(sources[1].toObject()[QStringLiteral("file")].toString() == QStringLiteral("extra.ris"));
    CHECK(sources[1].toObject()[QStringLiteral("records")].toInt() == 1);
}

TEST_CASE(
    "A damaged library is found, written to no more, and restored from its newest good backup", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    CHECK(library.ok({ QStringLiteral("backup") }).contains(QStringLiteral("Backed up to")));
    CHECK(library.ok({ QStringLiteral("backup"), QStringLiteral("--list") }).count(u'\n') == 1);
    CHECK(library.ok({ QStringLiteral("check") }).contains(QStringLiteral("is intact")));

    // The papers table's first page is overwritten, as a disk or a copy gone wrong would.
    qint64 offset = 0;
    {
        Lectern::Storage::Database database(Lectern::Storage::Location::file(library.db));
        REQUIRE(database.open());
        QSqlQuery query(database.connection());
        REQUIRE(query.exec(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = 'papers'")));
        REQUIRE(query.next());
        const qint64 page = query.value(0).toLongLong();
        REQUIRE(query.exec(QStringLiteral("PRAGMA page_size")));
        REQUIRE(query.next());
        offset = (page - 1) * query.value(0).toLongLong();
    }
    QFile file(library.db);
    REQUIRE(file.open(QIODevice::ReadWrite));
    REQUIRE(file.seek(offset));
    file.write(QByteArray(512, '\x5a'));
    file.close();

    const Result list = library.run({ QStringLiteral("list") });
    CHECK(list.exitCode == 2);
    CHECK(list.err.contains(QStringLiteral("damaged")));
    CHECK(list.err.contains(QStringLiteral("'lectern-cli restore' puts it back")));
    const Result tag =
        library.run({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("1") });
    CHECK(tag.exitCode == 2);
    CHECK(tag.err.contains(QStringLiteral("found damaged")));
    CHECK(library.run({ QStringLiteral("check") }).exitCode == 2);

    CHECK(library.ok({ QStringLiteral("restore") }).contains(QStringLiteral("Restored")));
    CHECK(library.ok({ QStringLiteral("check") }).contains(QStringLiteral("is intact")));
    CHECK(library.ok({ QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("tsv") }).count(u'\n') == 3);
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("1") });
    const QStringList kept =
        QDir(library.db + QStringLiteral(".backups")).entryList({ QStringLiteral("damaged-*.sqlite") });
    CHECK(kept.size() == 1); // the damaged library, kept
}

TEST_CASE("A large import into a library with papers is preceded by a backup, a small one is not", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    const QString backups = library.db + QStringLiteral(".backups");
    CHECK_FALSE(QFileInfo::exists(backups)); // the library was empty: nothing to lose
    QByteArray large = "A large collection\n";
    for (int i = 0; i < 400; ++i) {
        large += "\nAbstract " + QByteArray::number(i) + " measures something new about topic " +
            QByteArray::number(i) + ". " + QByteArray(700, 'x').replace('x', "word ").left(700) + "\n";
    }
    REQUIRE(large.size() > 256 * 1024);
    library.ok({ QStringLiteral("import"), library.workspace.writeFile(QStringLiteral("large.txt"), large) });
    CHECK(QDir(backups).entryList({ QStringLiteral("*.sqlite") }).size() == 1);
    library.ok({ QStringLiteral("import"),
        library.workspace.writeFile(QStringLiteral("small.txt"), "Small\n\nA small abstract about one thing.\n") });
    CHECK(QDir(backups).entryList({ QStringLiteral("*.sqlite") }).size() == 1);
}

TEST_CASE(
    "Bytes overwritten inside an abstract are found by its checksum, which SQLite cannot see", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("backup") });
    QFile file(library.db);
    REQUIRE(file.open(QIODevice::ReadWrite));
    const QByteArray bytes = file.readAll();
    const qsizetype at = bytes.indexOf("billion-edge graphs that needs no global index");
    REQUIRE(at > 0);
    REQUIRE(file.seek(at));
    file.write("trillion-edge");
    file.close();

    CHECK(library.run({ QStringLiteral("check"), QStringLiteral("--quick") }).exitCode == 0); // SQLite's own check
    const Result check = library.run({ QStringLiteral("check") });
    CHECK(check.exitCode == 2);
    CHECK(check.err.contains(QStringLiteral("the title or abstract of paper 1 no longer matches its checksum")));
    const Result show = library.run({ QStringLiteral("show"), QStringLiteral("1") });
    CHECK(show.exitCode == 2);
    CHECK(show.err.contains(QStringLiteral("damaged")));
    CHECK(library.run({ QStringLiteral("mark"), QStringLiteral("2"), QStringLiteral("--star") }).exitCode == 2);
    library.ok({ QStringLiteral("restore") });
    CHECK(library.ok({ QStringLiteral("show"), QStringLiteral("1") }).contains(QStringLiteral("billion-edge")));
}

TEST_CASE("cli: a library of an older version is upgraded with a word on stderr", "[cli][sqlite-only]")
{
    Library library;
    REQUIRE(QFile::copy(QStringLiteral(LECTERN_TEST_DATA "/library-v2.sqlite"), library.db));
    REQUIRE(QFile::setPermissions(library.db, QFile::ReadOwner | QFile::WriteOwner));
    const Result upgraded = library.run({ QStringLiteral("stats") });
    CHECK(upgraded.exitCode == 0);
    CHECK(upgraded.err.startsWith(QStringLiteral("Upgrading ") + library.db));
    CHECK(upgraded.out.contains(u'4'));
    const Result again = library.run({ QStringLiteral("stats") });
    CHECK(again.exitCode == 0);
    CHECK(again.err.isEmpty());
}

TEST_CASE("cli: copy moves a whole library between engines and back, and refuses what it would overwrite", "[cli]")
{
    Library library; // on the engine of the tests: a file, or a database on the tests' server
    library.ok({ QStringLiteral("import"), library.list });
    library.ok({ QStringLiteral("tag"), QStringLiteral("add"), QStringLiteral("method/graphs"), QStringLiteral("1") });
    library.ok({ QStringLiteral("note"), QStringLiteral("set"), QStringLiteral("2") }, "Read *this* again.");
    const QString file = library.workspace.path(QStringLiteral("home.sqlite"));
    const Result down =
        cli({ QStringLiteral("copy"), QStringLiteral("--from"), library.db, QStringLiteral("--to"), file });
    INFO(down.err.toStdString());
    REQUIRE(down.exitCode == 0);
    CHECK(down.out.contains(QStringLiteral("Copied 3 papers")));
    const auto listed = [](const QString &db, const QString &query) {
        return cli({ QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--query"), query }).out;
    };
    CHECK(listed(file, QStringLiteral("tag:method")) == listed(library.db, QStringLiteral("tag:method")));
    CHECK(listed(file, QStringLiteral("note:again")).contains(QStringLiteral("  2  ")));

    // Up again, into an empty library of the engine of the tests.
    const QString again = library.workspace.location(QStringLiteral("again")).toString();
    REQUIRE(
        cli({ QStringLiteral("copy"), QStringLiteral("--from"), file, QStringLiteral("--to"), again }).exitCode == 0);
    CHECK(listed(again, QStringLiteral("graph")) == listed(library.db, QStringLiteral("graph")));

    // What would be overwritten, or is no library, is refused with exit 1, and nothing is made.
    for (const QStringList &arguments : { QStringList{ library.db, again },
             QStringList{ library.db, library.db },
             QStringList{ library.db, QStringLiteral("postgresq://db.lab/lectern") },
             QStringList{ library.db, QStringLiteral("rk?l://db.lab/lectern") },
             QStringList{ library.db, library.workspace.path(QStringLiteral("libary/new.sqlite")) },
             QStringList{ library.workspace.path(QStringLiteral("none.sqlite")),
                 library.workspace.path(QStringLiteral("new.sqlite")) } }) {
        const Result refused = cli(
            { QStringLiteral("copy"), QStringLiteral("--from"), arguments[0], QStringLiteral("--to"), arguments[1] });
        INFO(arguments.join(u' ').toStdString());
        CHECK(refused.exitCode == 1);
        CHECK(refused.err.count(u'\n') == 1);
    }
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("new.sqlite"))));
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("none.sqlite"))));
    CHECK_FALSE(QFile::exists(QStringLiteral("rk?l:")));
    CHECK_FALSE(QFile::exists(library.workspace.path(QStringLiteral("libary"))));
}

TEST_CASE("cli: similar lists the papers closest to those given, best first, with the words they share", "[cli]")
{
    Library library;
    QByteArray list = "Similar test\n";
    for (int i = 1; i <= 12; ++i) {
        const QByteArray number = QByteArray::number(i);
        if (i % 3 == 0)
            list += "\nOmeprazole, a proton pump inhibitor, healed reflux oesophagitis in trial " + number + ".\n";
        else
            list += "\nStatins lowered cholesterol in cohort " + number + " of older adults.\n";
    }
    library.ok({ QStringLiteral("import"), library.workspace.writeFile(QStringLiteral("similar.txt"), list) });
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

TEST_CASE("cli: a file of another format than --format says, and a missing backup is a user error", "[cli]")
{
    Library library;
    const QString ris = library.workspace.writeFile(
        QStringLiteral("x.ris"), "TY  - JOUR\r\nTI  - A title\r\nAB  - An abstract.\r\nER  - \r\n");
    const Result forced =
        library.run({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("bibtex"), ris });
    CHECK(forced.exitCode == 1);
    CHECK(forced.err.contains(QStringLiteral("no BibTeX entry in it")));

    library.ok({ QStringLiteral("import"), library.list });
    const Result restore =
        library.run({ QStringLiteral("restore"), library.workspace.path(QStringLiteral("no-such-backup.sqlite")) });
    CHECK(restore.exitCode == 1);
    CHECK(restore.err.contains(QStringLiteral("there is no backup file")));
}

TEST_CASE("cli: members are added, listed, given another role and removed", "[cli][postgresql-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const QString login = Lectern::Test::newLogin(u"ann"_s);
    const QString added =
        library.ok({ u"members"_s, u"add"_s, login, u"--role"_s, u"reader"_s, u"--name"_s, u"Ann <b>Example</b>"_s });
    CHECK(added.contains(u"as reader"_s));
    const QJsonDocument listed =
        QJsonDocument::fromJson(library.ok({ u"members"_s, u"list"_s, u"--format"_s, u"json"_s }).toUtf8());
    REQUIRE(listed.array().size() == 1);
    CHECK(listed.array()[0][u"login"_s].toString() == login);
    CHECK(listed.array()[0][u"role"_s].toString() == u"reader"_s);
    CHECK(listed.array()[0][u"name"_s].toString() == u"Ann <b>Example</b>"_s);

    library.ok({ u"members"_s, u"set-role"_s, login, u"--role"_s, u"owner"_s });
    CHECK(library.ok({ u"members"_s, u"list"_s }).contains(u"owner"_s));
    const Result unknownRole = library.run({ u"members"_s, u"set-role"_s, login, u"--role"_s, u"admin"_s });
    CHECK(unknownRole.exitCode == 1);
    CHECK(unknownRole.err.contains(u"unknown role 'admin'"_s));
    library.ok({ u"members"_s, u"remove"_s, login });
    CHECK(library.ok({ u"members"_s, u"list"_s }).trimmed().isEmpty());
    const Result again = library.run({ u"members"_s, u"remove"_s, login });
    CHECK(again.exitCode == 1);
    CHECK(again.err.contains(u"is no member of this library"_s));
}

TEST_CASE("cli: a library file has no members", "[cli][sqlite-only]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    const Result result = library.run({ u"members"_s, u"add"_s, u"ann"_s, u"--role"_s, u"member"_s });
    CHECK(result.exitCode == 1);
    CHECK(result.err.contains(u"a library file has no members"_s));
}

TEST_CASE("cli: the change log's retention is set, shown and pruned to", "[cli]")
{
    const Library library;
    library.ok({ u"import"_s, library.list });
    CHECK(library.ok({ u"log"_s, u"retention"_s }).contains(u"90 days"_s));
    library.ok({ u"tag"_s, u"add"_s, u"method"_s, u"1"_s });
    const QJsonObject before =
        QJsonDocument::fromJson(library.ok({ u"log"_s, u"status"_s, u"--format"_s, u"json"_s }).toUtf8()).object();
    CHECK(before[u"retention_days"_s].toInt() == 90);
    const qint64 latest = before[u"latest"_s].toInteger();
    CHECK(latest >= 2); // the import and the tag
    // Nothing is that old, and nobody has said how far they read.
    CHECK(library.ok({ u"log"_s, u"prune"_s }).contains(u"Pruned 0 changes"_s));

    CHECK(library.ok({ u"log"_s, u"retention"_s, u"0"_s }).contains(u"until every member has read them"_s));
    const Result negative = library.run({ u"log"_s, u"retention"_s, u"a week"_s });
    CHECK(negative.exitCode == 1);
    CHECK(negative.err.contains(u"no number of days"_s));
    CHECK(QJsonDocument::fromJson(library.ok({ u"log"_s, u"status"_s, u"--format"_s, u"json"_s }).toUtf8())
              .object()[u"latest"_s]
              .toInteger() == latest);
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
