// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-cli end to end: the built program, its output and its exit codes.
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>

using Lectern::Test::Workspace;

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(LECTERN_CLI), arguments);
    REQUIRE(process.waitForFinished(30000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    return { process.exitCode(),
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

struct Library
{
    Workspace workspace;
    QString db = workspace.path(QStringLiteral("library.sqlite"));
    QString list = workspace.writeFile(QStringLiteral("list.txt"), Lectern::Test::sampleList());

    Result run(QStringList arguments) const
    {
        arguments.prepend(db);
        arguments.prepend(QStringLiteral("--db"));
        return cli(arguments);
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

TEST_CASE("cli: list filters by query in every format", "[cli]")
{
    Library library;
    REQUIRE(library.run({ QStringLiteral("import"), library.list }).exitCode == 0);

    const QJsonArray all = library.papers();
    REQUIRE(all.size() == 3);
    CHECK(all[0].toObject().value(QStringLiteral("title")).toString() ==
        QStringLiteral("GraphWalker: a random-walk sampler"));
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
            QStringLiteral("GraphWalker: a random-walk sampler") });

    const Result table = library.run({ QStringLiteral("list") });
    CHECK(table.exitCode == 0);
    CHECK(table.out.contains(QStringLiteral("GraphWalker")));
}

TEST_CASE("cli: show prints one paper; stats counts the library", "[cli]")
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

TEST_CASE("cli: a locked library is an internal error and loses nothing", "[cli]")
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
    REQUIRE(lock.exec(QStringLiteral("ROLLBACK")));
    CHECK(library.papers().size() == 3);
}

TEST_CASE("cli: help for the program and each command", "[cli]")
{
    const Result overview = cli({ QStringLiteral("--help") });
    CHECK(overview.exitCode == 0);
    for (const char *command : { "import", "list", "show", "stats" }) {
        CHECK(overview.out.contains(QString::fromLatin1(command)));
        const Result help = cli({ QString::fromLatin1(command), QStringLiteral("--help") });
        CHECK(help.exitCode == 0);
        CHECK(help.out.contains(QStringLiteral("--db")));
    }
}
