// SPDX-License-Identifier: GPL-3.0-or-later
// Export then import gives the same papers: each writer against the reader of its format.
#include "export/entrywriter.h"
#include "import/formats.h"
#include "import/recordreader.h"

#include <QBuffer>

#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>

#include "support/testsupport.h"
#include "unit/export/exportsupport.h"

using namespace Lectern;

namespace {

QList<PaperRecord> exportAndRead(Export::ExportFormat exportFormat,
    Import::Format importFormat,
    const QList<PaperDetails> &papers,
    const Export::ExportOptions &options = {})
{
    QByteArray bytes = Test::writeAll(exportFormat, papers, options);
    REQUIRE(Import::detectFormat(bytes.first(std::min<qsizetype>(bytes.size(), Import::SniffSize)), QString()) ==
        importFormat);
    QBuffer in(&bytes);
    in.open(QIODevice::ReadOnly);
    const auto reader = Import::createReader(importFormat);
    const std::optional<Import::ParsedFile> parsed = Import::readAll(*reader, in, QStringLiteral("export"));
    INFO(bytes.toStdString());
    INFO(reader->errorString().toStdString());
    REQUIRE(parsed.has_value());
    CHECK(reader->problems().isEmpty());
    return parsed->records;
}

} // namespace

TEST_CASE("An export read back gives the same papers with equal fields")
{
    const auto [exportFormat, importFormat, name] =
        GENERATE(std::tuple{ Export::ExportFormat::BibTex, Import::Format::BibTex, "BibTeX" },
            std::tuple{ Export::ExportFormat::Ris, Import::Format::Ris, "RIS" },
            std::tuple{ Export::ExportFormat::CslJson, Import::Format::Json, "CSL-JSON" },
            std::tuple{ Export::ExportFormat::Csv, Import::Format::Csv, "CSV" });
    INFO(name);
    const QList<PaperDetails> papers = Test::trickyPapers();
    const QList<PaperRecord> records = exportAndRead(exportFormat, importFormat, papers);
    REQUIRE(records.size() == papers.size());
    for (qsizetype i = 0; i < papers.size(); ++i) {
        const Paper &paper = papers[i].paper;
        const PaperRecord &record = records[i];
        INFO("paper " << paper.id);
        CHECK(record.title == paper.title);
        CHECK(record.abstract == paper.abstract);
        CHECK(record.reference.authors == paper.reference.authors);
        CHECK(record.year == paper.year);
        CHECK(record.venue == paper.venue);
        CHECK(record.reference.doi == paper.reference.doi);
        CHECK(record.reference.arxivId == paper.reference.arxivId);
        if (importFormat != Import::Format::Ris) // RIS has no tag for a PubMed id
            CHECK(record.reference.pmid == paper.reference.pmid);
        CHECK(record.reference.keywords == paper.reference.keywords);
    }
}

TEST_CASE("A paper of hostile text exports to every format as one record that reads back the same")
{
    // Its text holds a RIS record end, a BibTeX entry, quotes and line breaks for CSV, and TeX that
    // would read files: none may end the record, start another, or be written as TeX to run.
    const auto [exportFormat, importFormat, name] =
        GENERATE(std::tuple{ Export::ExportFormat::BibTex, Import::Format::BibTex, "BibTeX" },
            std::tuple{ Export::ExportFormat::Ris, Import::Format::Ris, "RIS" },
            std::tuple{ Export::ExportFormat::CslJson, Import::Format::Json, "CSL-JSON" },
            std::tuple{ Export::ExportFormat::Csv, Import::Format::Csv, "CSV" });
    INFO(name);
    const PaperDetails hostile = Test::hostilePaper();
    const QList<PaperRecord> records = exportAndRead(exportFormat, importFormat, { hostile });
    REQUIRE(records.size() == 1);
    CHECK(records[0].title == hostile.paper.title);
    // RIS writes every value on one line (a line break in it could start a tag); the text is the same.
    CHECK(records[0].abstract.simplified() == hostile.paper.abstract.simplified());
    CHECK(records[0].venue == hostile.paper.venue);
    CHECK(records[0].reference.authors == hostile.paper.reference.authors);
}

TEST_CASE("The BibTeX export writes no TeX command from a file but letters, accents, styles and maths")
{
    const QString bibtex = QString::fromUtf8(Test::writeAll(Export::ExportFormat::BibTex, { Test::hostilePaper() }));
    INFO(bibtex.toStdString());
    for (const char *command : { "\\input", "\\write", "\\immediate", "^^5c" })
        CHECK_FALSE(bibtex.contains(QLatin1StringView(command)));
    CHECK(bibtex.contains(QStringLiteral("\\$\\textbackslash{}input\\{/etc/passwd\\}\\$")));
    CHECK(bibtex.contains(QStringLiteral("$n<10$")));
}

TEST_CASE("BibTeX written in LaTeX encoding is ASCII and reads back as the same text")
{
    Export::ExportOptions options;
    options.texEncoding = Text::TexEncoding::Ascii;
    QList<PaperDetails> papers = Test::trickyPapers();
    papers.removeAt(0); // Chinese has no TeX letter commands
    Reference accented;
    accented.authors = { { QStringLiteral("Gödel"), QStringLiteral("Kurt") },
        { QStringLiteral("Łukasiewicz"), QStringLiteral("Jan") },
        { QStringLiteral("Čech"), QStringLiteral("Eduard") } };
    papers.append(Test::paperDetails(
        4, QStringLiteral("Über Straße, façade and naïve í"), QStringLiteral("Déjà vu."), accented, {}, 1931));

    for (const char c : Test::writeAll(Export::ExportFormat::BibTex, papers, options))
        REQUIRE(static_cast<unsigned char>(c) < 0x80);

    const QList<PaperRecord> records =
        exportAndRead(Export::ExportFormat::BibTex, Import::Format::BibTex, papers, options);
    REQUIRE(records.size() == papers.size());
    CHECK(records.last().title == papers.last().paper.title);
    CHECK(records.last().reference.authors == papers.last().paper.reference.authors);
    CHECK(records.last().abstract == QStringLiteral("Déjà vu."));
}

TEST_CASE("A title Lectern inferred is marked in every export, and read back as inferred")
{
    const auto [exportFormat, importFormat, name] =
        GENERATE(std::tuple{ Export::ExportFormat::BibTex, Import::Format::BibTex, "BibTeX" },
            std::tuple{ Export::ExportFormat::Ris, Import::Format::Ris, "RIS" },
            std::tuple{ Export::ExportFormat::CslJson, Import::Format::Json, "CSL-JSON" },
            std::tuple{ Export::ExportFormat::Csv, Import::Format::Csv, "CSV" });
    INFO(name);
    QList<PaperDetails> papers = Test::trickyPapers();
    papers[0].paper.titleInferred = true;
    const QList<PaperRecord> records = exportAndRead(exportFormat, importFormat, papers);
    REQUIRE(records.size() == papers.size());
    CHECK(records[0].title == papers[0].paper.title);
    CHECK(records[0].titleInferred);
    CHECK_FALSE(records[1].titleInferred);
    for (const PaperRecord &record : records) {
        for (const SourceField &field : record.reference.fields)
            CHECK_FALSE(field.value.contains(InferredTitleMark)); // taken as the mark, not kept as a field
    }

    // Written out where a reader of the file sees it: BibLaTeX prints titleaddon, RIS shows N1.
    // CSV says "yes" in its column, and CSL-JSON's custom data says so.
    const bool spelledOut = exportFormat == Export::ExportFormat::BibTex || exportFormat == Export::ExportFormat::Ris;
    CHECK(Test::writeAll(exportFormat, papers).count(InferredTitleMark.toString().toUtf8()) == (spelledOut ? 1 : 0));

    // Switched off, the title reads back as given (CSL-JSON's custom data still tells Lectern).
    Export::ExportOptions unmarked;
    unmarked.markInferredTitles = false;
    const QList<PaperRecord> plain = exportAndRead(exportFormat, importFormat, papers, unmarked);
    REQUIRE_FALSE(plain.isEmpty());
    CHECK(plain[0].titleInferred == (exportFormat == Export::ExportFormat::CslJson));
}

TEST_CASE("A reading list marks a title Lectern inferred under its heading")
{
    QList<PaperDetails> papers = Test::trickyPapers();
    papers[1].paper.titleInferred = true;
    const QString markdown = QString::fromUtf8(Test::writeAll(Export::ExportFormat::Markdown, papers));
    const QString mark = QStringLiteral("title inferred from the abstract");
    CHECK(markdown.count(mark) == 1);
    const qsizetype heading = markdown.indexOf(QStringLiteral("\n## ")); // the second paper's
    const qsizetype marked = markdown.indexOf(mark);
    CHECK(heading < marked);
    CHECK(markdown.indexOf(QStringLiteral("\n## "), heading + 1) > marked);
    const QString html = QString::fromUtf8(Test::writeAll(Export::ExportFormat::Html, papers));
    CHECK(html.count(QStringLiteral("<p class=\"inferred\">[title inferred from the abstract]</p>")) == 1);
}

TEST_CASE(
    "A title's italics, bold and scripts are written in each format's own markup and read back", "[export][titles]")
{
    const QString title = QStringLiteral("Effects of *in vivo* H$_2$O on **resistant** cells");
    const QList<PaperDetails> papers{ Test::paperDetails(1, title, QStringLiteral("We study water."), {}, {}, 2020) };

    const QString bibtex = QString::fromUtf8(Test::writeAll(Export::ExportFormat::BibTex, papers));
    CHECK(
        bibtex.contains(QStringLiteral("title = {{Effects of \\emph{in vivo} H$_2$O on \\textbf{resistant} cells}}")));
    const QString csl = QString::fromUtf8(Test::writeAll(Export::ExportFormat::CslJson, papers));
    CHECK(csl.contains(QStringLiteral("\"title\":\"Effects of <i>in vivo</i> H$_2$O on <b>resistant</b> cells\"")));
    const QString markdown = QString::fromUtf8(Test::writeAll(Export::ExportFormat::Markdown, papers));
    CHECK(markdown.contains(QStringLiteral("## Effects of *in vivo* H$_2$O on **resistant** cells\n")));

    for (const auto &[exportFormat, importFormat] : { std::pair{ Export::ExportFormat::BibTex, Import::Format::BibTex },
             std::pair{ Export::ExportFormat::CslJson, Import::Format::Json } }) {
        const QList<PaperRecord> read = exportAndRead(exportFormat, importFormat, papers);
        REQUIRE(read.size() == 1);
        CHECK(read.front().title == title);
    }
}
