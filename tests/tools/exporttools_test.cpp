// SPDX-License-Identifier: GPL-3.0-or-later
// Real tools read Lectern's exports: bibtool and biber the BibTeX, pandoc the BibTeX and the
// CSL-JSON (its citeproc formats them). The tools are in the build environment's packages; a
// host without them skips these tests.
#include "export/entrywriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <catch2/catch_test_macros.hpp>

#include "support/testsupport.h"
#include "unit/export/exportsupport.h"

using namespace Lectern;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

QString tool(const QString &name)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        SKIP(name.toStdString() << " is not installed (packaging/buildenv has it)");
    return path;
}

Run run(const QString &program, const QStringList &arguments, const QString &folder)
{
    QProcess process;
    process.setWorkingDirectory(folder);
    process.start(program, arguments);
    REQUIRE(process.waitForStarted(30000));
    process.closeWriteChannel();
    REQUIRE(process.waitForFinished(120000));
    return { process.exitCode(), process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError()) };
}

// The tricky papers, and as many plain ones again, so that keys and entries are many.
QList<PaperDetails> papers()
{
    QList<PaperDetails> all = Test::trickyPapers();
    for (PaperId id = 10; id < 20; ++id) {
        Reference reference;
        reference.authors = { { QStringLiteral("Doe"), QStringLiteral("Jane") } };
        reference.keywords = { QStringLiteral("graphs") };
        PaperDetails details = Test::paperDetails(id,
            QStringLiteral("Graphs and more graphs"),
            QStringLiteral("An abstract with $x_%1$.").arg(id),
            reference,
            QStringLiteral("Graph Journal"),
            2020);
        details.note = QStringLiteral("A note with # and %.");
        details.tags = { Tag{ 1, QStringLiteral("to-read"), {}, 1 } };
        all.append(details);
    }
    return all;
}

QString writeExport(const Test::Workspace &workspace, Export::ExportFormat format, const QString &name)
{
    return workspace.writeFile(name, Test::writeAll(format, papers()));
}

qsizetype entriesIn(const QByteArray &bibtex)
{
    return bibtex.count("\n@") + (bibtex.startsWith('@') ? 1 : 0);
}

} // namespace

TEST_CASE("bibtool parses the BibTeX export without an error and finds every entry", "[tools]")
{
    const QString bibtool = tool(QStringLiteral("bibtool"));
    Test::Workspace workspace;
    const QString bib = writeExport(workspace, Export::ExportFormat::BibTex, QStringLiteral("export.bib"));
    const Run parsed = run(bibtool, { QStringLiteral("-i"), bib }, workspace.path({}));
    INFO(parsed.err.toStdString());
    CHECK(parsed.exitCode == 0);
    CHECK_FALSE(parsed.err.contains(QStringLiteral("ERROR")));
    CHECK_FALSE(parsed.err.contains(QStringLiteral("WARNING")));
    CHECK(entriesIn(parsed.out) == papers().size());
}

TEST_CASE("biber validates the BibTeX export against its data model", "[tools]")
{
    const QString biber = tool(QStringLiteral("biber"));
    Test::Workspace workspace;
    const QString bib = writeExport(workspace, Export::ExportFormat::BibTex, QStringLiteral("export.bib"));
    const Run validated = run(biber,
        { QStringLiteral("--tool"), QStringLiteral("--validate-datamodel"), QStringLiteral("--nolog"), bib },
        workspace.path({}));
    const QString log = QString::fromUtf8(validated.out) + validated.err;
    INFO(log.toStdString());
    CHECK(validated.exitCode == 0);
    CHECK_FALSE(log.contains(QStringLiteral("ERROR")));
    // Warnings may name what the data lacks (a paper without a year), never what Lectern wrote wrong.
    CHECK_FALSE(log.contains(QStringLiteral("invalid")));
    CHECK(entriesIn(Test::fileBytes(workspace.path(QStringLiteral("export_bibertool.bib")))) == papers().size());
}

TEST_CASE("pandoc reads the BibTeX and CSL-JSON exports, and its citeproc formats them", "[tools]")
{
    const QString pandoc = tool(QStringLiteral("pandoc"));
    Test::Workspace workspace;
    const QList<PaperDetails> expected = papers();
    const QString bib = writeExport(workspace, Export::ExportFormat::BibTex, QStringLiteral("export.bib"));
    const QString json = writeExport(workspace, Export::ExportFormat::CslJson, QStringLiteral("export.json"));
    for (const auto &[input, format] :
        { std::pair{ bib, QStringLiteral("bibtex") }, std::pair{ json, QStringLiteral("csljson") } }) {
        INFO(format.toStdString());
        const Run read = run(pandoc,
            { QStringLiteral("-f"), format, QStringLiteral("-t"), QStringLiteral("csljson"), input },
            workspace.path({}));
        INFO(read.err.toStdString());
        CHECK(read.exitCode == 0);
        CHECK(read.err.isEmpty());
        const QJsonArray items = QJsonDocument::fromJson(read.out).array();
        REQUIRE(items.size() == expected.size());
        CHECK(items.at(1).toObject().value(QStringLiteral("title")).toString() == expected.at(1).paper.title);

        const QString document = workspace.writeFile(QStringLiteral("doc.md"), "---\nnocite: '@*'\n---\n");
        const Run cited = run(pandoc,
            { QStringLiteral("--citeproc"),
                QStringLiteral("--bibliography=") + input,
                QStringLiteral("-t"),
                QStringLiteral("plain"),
                document },
            workspace.path({}));
        INFO(cited.err.toStdString());
        CHECK(cited.exitCode == 0);
        CHECK(cited.err.isEmpty());
        CHECK(QString::fromUtf8(cited.out).contains(QStringLiteral("Graph Journal")));
    }
}

TEST_CASE("pandoc renders the Markdown export of hostile text with nothing live, emphasis and maths kept", "[tools]")
{
    const QString pandoc = tool(QStringLiteral("pandoc"));
    Test::Workspace workspace;
    const QString markdown = workspace.writeFile(
        QStringLiteral("hostile.md"), Test::writeAll(Export::ExportFormat::Markdown, { Test::hostilePaper() }));
    // A tag that runs or loads, or any tag with an event handler, a script link or a local file.
    const QRegularExpression live(QStringLiteral("<(script|img|iframe|svg)\\b|<[^>]*(\\son\\w+=|javascript:|file:)"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QString &reader : { QStringLiteral("markdown"),
             QStringLiteral("commonmark"),
             QStringLiteral("commonmark_x"),
             QStringLiteral("gfm") }) {
        INFO(reader.toStdString());
        const Run rendered = run(pandoc,
            { QStringLiteral("--wrap=none"),
                QStringLiteral("-f"),
                reader,
                QStringLiteral("-t"),
                QStringLiteral("html"),
                markdown },
            {});
        INFO(rendered.err.toStdString());
        REQUIRE(rendered.exitCode == 0);
        const QString html = QString::fromUtf8(rendered.out);
        const QRegularExpressionMatch found = live.match(html);
        INFO(found.captured().toStdString());
        CHECK_FALSE(found.hasMatch());
        // Not even as text: what would run is left out.
        CHECK_FALSE(html.contains(QStringLiteral("onerror="), Qt::CaseInsensitive));
        CHECK(html.contains(QStringLiteral("&lt;b&gt;raw&lt;/b&gt;")));
        CHECK(html.contains(QStringLiteral("<em>really</em>")));
        CHECK(html.contains(QStringLiteral("<strong>note</strong>")));
        CHECK(html.contains(QStringLiteral("<a href=\"https://example.org\">a link</a>")));
    }
    // pandoc renders the maths (spacing relations with U+2004), the space before "b" making no difference.
    const Run withMaths = run(pandoc,
        { QStringLiteral("--wrap=none"),
            QStringLiteral("-f"),
            QStringLiteral("markdown"),
            QStringLiteral("-t"),
            QStringLiteral("html"),
            markdown },
        {});
    const QString maths = QString::fromUtf8(withMaths.out).remove(QChar(0x2004));
    CHECK(maths.contains(QStringLiteral("<span class=\"math inline\"><em>n</em>&lt;10</span>")));
    CHECK(maths.contains(QStringLiteral("<span class=\"math inline\"><em>a</em>&lt;<em>b</em>&gt;<em>c</em></span>")));
}
