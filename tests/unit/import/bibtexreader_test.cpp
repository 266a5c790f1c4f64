// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/bibtexreader.h"
#include "import/formats.h"
#include "support/readersupport.h"
#include "support/testsupport.h"
#include "text/texcodec.h"

#include <catch2/catch_test_macros.hpp>

#include <QRegularExpression>

using namespace Lectern;
using Lectern::Import::BibTexReader;

namespace {

Test::ReaderRun readBib(const QByteArray &bytes, const QString &name = QStringLiteral("refs.bib"))
{
    return Test::readWith<Import::BibTexReader>(bytes, name);
}

} // namespace

TEST_CASE("TeX in BibTeX values becomes Unicode, maths stays", "[text][tex]")
{
    CHECK(Text::decodeTexText(u"G{\\\"o}del, \\'{E}cole, \\v{C}ech, Erd\\H{o}s") ==
        QStringLiteral("Gödel, École, Čech, Erdős"));
    CHECK(Text::decodeTexText(u"Stra\\ss e, {\\L}{\\'o}d\\'z, \\o{}re, na\\\"{\\i}ve") ==
        QStringLiteral("Straße, Łódź, øre, naïve"));
    CHECK(Text::decodeTexText(u"pages 3--6 --- R\\&D at 50\\% cost") == QStringLiteral("pages 3–6 — R&D at 50% cost"));
    CHECK(Text::decodeTexText(u"{Deep} {L}earning  for\n  $\\mathcal{O}(n^{-1/2})$ rates") ==
        QStringLiteral("Deep Learning for $\\mathcal{O}(n^{-1/2})$ rates"));
    CHECK(Text::decodeTexText(u"Fig.~1 and \\emph{this}") == QStringLiteral("Fig.\u00A01 and this"));
    CHECK(Text::texAccentMark(u"v") == 0x030C);
    CHECK(Text::texLetter(u"ss") == u"ß");
}

TEST_CASE("A BibTeX title keeps its emphasis as Lectern shows it", "[text][tex]")
{
    CHECK(Text::decodeTexTitle(u"Effects of \\emph{in vivo} and {\\em in vitro} on \\textit{{E}. coli}") ==
        QStringLiteral("Effects of *in vivo* and *in vitro* on *E. coli*"));
    CHECK(Text::decodeTexTitle(u"\\textbf{Bold} {\\bf claims} on H$_2$O") ==
        QStringLiteral("**Bold** **claims** on H$_2$O"));
    CHECK(Text::decodeTexTitle(u"No \\emph{closing") == Text::decodeTexText(u"No \\emph{closing"));
    const Test::ReaderRun run = readBib("@article{a, title = {The \\emph{Drosophila} wing}, year = {2020}}\n");
    REQUIRE(run.parsed);
    REQUIRE(run.parsed->records.size() == 1);
    CHECK(run.parsed->records.front().title == QStringLiteral("The *Drosophila* wing"));
}

TEST_CASE("BibTeX entries become records: fields, names, macros, concatenation", "[import][bibtex]")
{
    const Test::ReaderRun read =
        readBib("% A comment line\n"
                "@string{ jml = \"Journal of Machine Learning\" }\n"
                "@preamble{ \"\\newcommand{\\noop}[1]{}\" }\n"
                "@Article{ Doe2020,\n"
                "  AUTHOR = {Doe, Jane and van der Berg, Jan and {World Health Organization} and Ada Lovelace},\n"
                "  title = {{Sparse} Attention for $\\mathcal{O}(n)$ Graphs},\n"
                "  journal = jml # \", Part \" # {B},\n"
                "  year = 2020, month = mar,\n"
                "  doi = {https://doi.org/10.1000/XYZ},\n"
                "  eprint = {2101.00001v2}, archivePrefix = {arXiv},\n"
                "  keywords = {graphs; attention, sparsity},\n"
                "  abstract = {We propose {\\'E}clair, a \"sparse\" model. It costs 5\\% less.},\n"
                "  note = {Kept as it is},\n"
                "  Usage-Count-(Last-180-days) = {{3}}, funding_text 1 = {A grant},\n"
                "}\n"
                "\n"
                "Free text between entries, with an e-mail: someone@example.org\n"
                "@comment{jabref-meta: groups}\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 1);
    CHECK(read.skipped.isEmpty());
    const PaperRecord &record = read.parsed->records[0];
    CHECK(record.title == QStringLiteral("Sparse Attention for $\\mathcal{O}(n)$ Graphs"));
    CHECK_FALSE(record.titleInferred);
    CHECK(record.abstract == QStringLiteral("We propose Éclair, a \"sparse\" model. It costs 5% less."));
    CHECK(record.venue == QStringLiteral("Journal of Machine Learning, Part B"));
    CHECK(record.year == 2020);
    CHECK(record.reference.authors ==
        QList<PersonName>{ { QStringLiteral("Doe"), QStringLiteral("Jane") },
            { QStringLiteral("van der Berg"), QStringLiteral("Jan") },
            { QStringLiteral("World Health Organization"), {} },
            { QStringLiteral("Lovelace"), QStringLiteral("Ada") } });
    CHECK(record.reference.doi == QStringLiteral("10.1000/xyz"));
    CHECK(record.reference.arxivId == QStringLiteral("2101.00001"));
    CHECK(record.reference.keywords ==
        QStringList{ QStringLiteral("graphs"), QStringLiteral("attention"), QStringLiteral("sparsity") });
    CHECK(record.reference.entryType == QStringLiteral("article"));
    CHECK(record.reference.citationKey == QStringLiteral("Doe2020"));
    CHECK(record.reference.sourceFormat == QStringLiteral("bibtex"));
    CHECK(Test::sourceField(record, QStringLiteral("note")) == QStringLiteral("Kept as it is"));
    CHECK(Test::sourceField(record, QStringLiteral("month")) == QStringLiteral("March"));
    CHECK(Test::sourceField(record, QStringLiteral("usage-count-(last-180-days)")) == QStringLiteral("{3}"));
    CHECK(Test::sourceField(record, QStringLiteral("funding_text 1")) == QStringLiteral("A grant"));
    CHECK(record.links.contains(QUrl(QStringLiteral("https://doi.org/10.1000/xyz"))));
}

TEST_CASE("A crossref fills what an entry lacks, whichever comes first", "[import][bibtex]")
{
    const Test::ReaderRun read = readBib("@inproceedings{child, title = {A Paper}, crossref = {proc}, pages = {1--2}}\n"
                                         "@proceedings{proc, title = {Proceedings of the Workshop}, year = {2019},"
                                         " publisher = {ACM}}\n");
    REQUIRE(read.parsed);
    REQUIRE(read.parsed->records.size() == 2);
    // The proceedings come first (the child waits for the end of the file).
    const PaperRecord &child = read.parsed->records[1];
    CHECK(child.title == QStringLiteral("A Paper"));
    CHECK(child.venue == QStringLiteral("Proceedings of the Workshop"));
    CHECK(child.year == 2019);
    CHECK(Test::sourceField(child, QStringLiteral("publisher")) == QStringLiteral("ACM"));
}

TEST_CASE("Macros that multiply a small file are refused, naming the entry, its line and the limit", "[import][bibtex]")
{
    // Each macro twice the one before: s22 would be 12 million characters from 700 bytes (s40,
    // 2^40). The file is refused where a value passes 1 MiB, nothing of it read.
    QByteArray laughs = "@article{early, title = {Read before the macros}}\n@string{s0 = \"lol\"}\n";
    for (int k = 1; k <= 22; ++k)
        laughs += "@string{s" + QByteArray::number(k) + " = s" + QByteArray::number(k - 1) + " # s" +
            QByteArray::number(k - 1) + "}\n";
    laughs += "@article{k, title = s22, year = 2020}\n";
    const Test::ReaderRun bomb = readBib(laughs, QStringLiteral("laughs.bib"));
    CHECK_FALSE(bomb.parsed);
    CHECK(bomb.error ==
        QStringLiteral("laughs.bib, line 21: @string{s19} expands to more than 1,048,576 characters (the limit for one "
                       "value)"));

    // Values under the limit, but many of them: the file's expansions are bounded by its size.
    const QByteArray big = "@string{big = \"" + QByteArray(900 * 1024, 'x') + "\"}\n";
    QByteArray many = big;
    for (int i = 1; i <= 100; ++i)
        many += "@article{k" + QByteArray::number(i) + ", title = big}\n";
    const Test::ReaderRun flood = readBib(many);
    CHECK_FALSE(flood.parsed);
    const QRegularExpressionMatch refused =
        QRegularExpression(QStringLiteral("^refs\\.bib, line (\\d+): @article\\{k(\\d+)\\} makes the file's macros and "
                                          "crossrefs expand to more than [0-9,]+ characters \\(the limit for a file of "
                                          "[0-9,]+ bytes\\)$"))
            .match(flood.error);
    REQUIRE(refused.hasMatch());
    CHECK(refused.captured(1).toInt() == refused.captured(2).toInt() + 1);
}

TEST_CASE("Crossrefs that multiply a parent are refused like macros, a parent's own crossref is not followed",
    "[import][bibtex]")
{
    QByteArray children = "@proceedings{p, title = {Big}, note = {" + QByteArray(900 * 1024, 'y') + "}}\n";
    for (int i = 1; i <= 100; ++i)
        children += "@inproceedings{c" + QByteArray::number(i) + ", title = {Child}, crossref = {p}}\n";
    const Test::ReaderRun flood = readBib(children);
    CHECK_FALSE(flood.parsed);
    CHECK(flood.error.contains(QStringLiteral("makes the file's macros and crossrefs expand to more than")));

    // Two proceedings naming each other: each child inherits from its parent alone.
    const Test::ReaderRun cycle = readBib("@proceedings{a, title = {A}, crossref = {b}, publisher = {From A}}\n"
                                          "@proceedings{b, title = {B}, crossref = {a}, address = {From B}}\n");
    REQUIRE(cycle.parsed);
    REQUIRE(cycle.parsed->records.size() == 2);
    CHECK(Test::sourceField(cycle.parsed->records[0], QStringLiteral("address")) == QStringLiteral("From B"));
    CHECK(Test::sourceField(cycle.parsed->records[0], QStringLiteral("publisher")) == QStringLiteral("From A"));
}

TEST_CASE("A malformed BibTeX entry is skipped with its line, the others are read", "[import][bibtex]")
{
    const Test::ReaderRun read = readBib("@article{good1, title = {First}}\n"
                                         "@article{bad, title = {Broken} junk = 3}\n"
                                         "@article{, title = {No key}}\n"
                                         "@article{nothing, pages = {3}}\n"
                                         "@article{good2, title = \"Second {with \"quotes\"} inside\"}\n"
                                         "@article{open, title = {never closed}\n"
                                         "@article{good3, title = {Third}}\n");
    REQUIRE(read.parsed);
    QStringList titles;
    for (const PaperRecord &record : read.parsed->records)
        titles.append(record.title);
    // After an entry whose braces never close, reading goes on at the next "@". An entry with
    // no text keeps its key as its title.
    CHECK(titles ==
        QStringList{ QStringLiteral("First"),
            QStringLiteral("Untitled (nothing)"),
            QStringLiteral("Second with \"quotes\" inside"),
            QStringLiteral("Third") });
    REQUIRE(read.skipped.size() == 3);
    CHECK(read.skipped[0].line == 2);
    CHECK(read.skipped[0].message.contains(QStringLiteral("no comma")));
    CHECK(read.skipped[1].line == 3);
    CHECK(read.skipped[2].line == 6);
    CHECK(read.skipped[2].message.contains(QStringLiteral("do not close")));
}

TEST_CASE("BibTeX is found by content, and invalid UTF-8 names its byte", "[import][bibtex]")
{
    using Import::Format;
    CHECK(Import::detectFormat("% comment\n\n@inproceedings{a,\n", QStringLiteral("refs.txt")) == Format::BibTex);
    CHECK(Import::detectFormat("  @Article( key,\n", QStringLiteral("x")) == Format::BibTex);
    CHECK(Import::detectFormat("Write to me@example.org {soon}\n", QStringLiteral("list.txt")) == Format::Text);
    CHECK(Import::formatNamed(QStringLiteral("bibtex")) == Format::BibTex);

    const Test::ReaderRun broken = readBib("@article{a, title = {Fine}}\n@article{b, title = {Bro\xC3(ken}}\n");
    CHECK_FALSE(broken.parsed);
    CHECK(broken.error.contains(QStringLiteral("invalid UTF-8 at byte 52")));
}
