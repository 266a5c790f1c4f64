// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

#include <QBuffer>

#include <catch2/catch_test_macros.hpp>

namespace Lectern::Test {

// The bytes a writer of this format writes for these papers, start and end included.
inline QByteArray writeAll(
    Export::ExportFormat format, const QList<PaperDetails> &papers, const Export::ExportOptions &options = {})
{
    QByteArray bytes;
    QBuffer out(&bytes);
    out.open(QIODevice::WriteOnly);
    const auto writer = Export::createWriter(format, out, options);
    writer->writeStart();
    for (const PaperDetails &details : papers)
        writer->writeEntry(details);
    writer->writeEnd();
    REQUIRE(writer->flush());
    return bytes;
}

inline PaperDetails paperDetails(
    PaperId id, const QString &title, const QString &abstract, Reference reference, QString venue, int year)
{
    PaperDetails details;
    details.paper.id = id;
    details.paper.title = title;
    details.paper.abstract = abstract;
    details.paper.reference = std::move(reference);
    details.paper.venue = std::move(venue);
    details.paper.year = year;
    return details;
}

// Papers that try every escape a format has: TeX specials, maths with braces, dashes, quotes,
// separators of CSV and RIS, names beyond ASCII, an organisation as author.
inline QList<PaperDetails> trickyPapers()
{
    Reference first;
    first.authors = { { QStringLiteral("Erdős"), QStringLiteral("Paul") },
        { QStringLiteral("Müller-Lüdenscheidt"), QStringLiteral("Jürgen") },
        { QStringLiteral("王"), QStringLiteral("小明") } };
    first.doi = QStringLiteral("10.1000/abc_def(1)");
    first.keywords = { QStringLiteral("graphs"), QStringLiteral("R&D") };
    Reference second;
    second.authors = { { QStringLiteral("World Health Organization"), QString() },
        { QStringLiteral("O'Neil"), QStringLiteral("Cathy") } };
    second.arxivId = QStringLiteral("2101.00001");
    Reference third;
    third.authors = { { QStringLiteral("Smith"), QStringLiteral("Anna") } };
    third.pmid = QStringLiteral("12345678");
    third.doi = QStringLiteral("10.5555/x.y");
    return {
        paperDetails(1,
            QStringLiteral("Fast $\\mathcal{O}(n^{-1/2})$ rates: 100% of {braces} & #hash_tags"),
            QStringLiteral("We show $\\mathcal{O}(n^{-1/2})$ convergence with 50% less memory; costs $5 and "
                           "C:\\temp\\x, a~b, x^2 outside maths, a_b, --verbose, \"quoted\", commas, and; "
                           "semicolons. Ünïcödé and 中文 text."),
            first,
            QStringLiteral("Journal of Things & Stuff"),
            2021),
        paperDetails(2,
            QStringLiteral("A title, with a comma"),
            QStringLiteral("An abstract with **bold**, *italic* and a link https://example.org/a_b?c=d&e=f."),
            second,
            QString(),
            2019),
        paperDetails(
            3, QStringLiteral("Plain"), QStringLiteral("Short abstract."), third, QStringLiteral("NeurIPS"), 0),
    };
}

// A paper whose every text comes from a hostile file or user: HTML that would run or load, links
// and images to local files and scripts, attributes, raw HTML blocks, a record's end in RIS and
// TeX that reads files, each hidden in the places a format's readers look.
inline PaperDetails hostilePaper()
{
    Reference reference;
    reference.authors = { { QStringLiteral("<img src=x onerror=alert(1)>"), QStringLiteral("Eve") } };
    reference.doi = QStringLiteral("10.1/x><script>alert(2)</script>");
    reference.keywords = { QStringLiteral("<script>alert(3)</script>"), QStringLiteral("x\nER  - ") };
    PaperDetails details = paperDetails(7,
        QStringLiteral("Costs $5 and <script>alert(4)</script> $10 {#t onclick=alert(5)} $\\input{/etc/passwd}$"),
        QStringLiteral("We find <script>alert(6)</script> and <img src=x onerror=alert(7)> and "
                       "<iframe src=\"file:///etc/passwd\"></iframe>, [a link](javascript:alert(8)), "
                       "![image](file:///etc/passwd), `code`{onclick=alert(9)} and `<b>raw</b>`{=html}.\n"
                       "It is *really* fast: $n<10$, $a<b>c$ and $x](javascript:alert(10)$; a\\<b>escaped</b>.\n"
                       "ER  - \nTY  - JOUR\n@misc{injected, title = {x}}\n"
                       "$\\immediate\\write18{touch /tmp/lectern-pwned}$ and ^^5cinput and \\input{/etc/passwd}"),
        reference,
        QStringLiteral("<svg onload=alert(11)>"),
        2024);
    details.note = QStringLiteral("My **note** <script>alert(12)</script> with [a link](https://example.org) and "
                                  "![x](file:///etc/passwd).\n\n~~~\n<script>alert(13)</script>\n~~~\n\n"
                                  "```{=html}\n<script>alert(14)</script>\n```\n\n[span]{onclick=alert(15)}\n\n"
                                  "ER  - \n}\n@misc{fromnote,");
    details.tags = { Tag{ 1, QStringLiteral("<script>alert(16)</script>"), {}, 1 } };
    details.highlights = { Highlight{
        1, 7, 8, 33, HighlightColor::Yellow, QStringLiteral("<img src=x onerror=alert(17)>") } };
    return details;
}

} // namespace Lectern::Test
