// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/citationkeys.h"
#include "export/entrywriter.h"
#include "export/exporter.h"
#include "import/importer.h"
#include "storage/highlightstore.h"
#include "storage/notestore.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>

#include <catch2/catch_test_macros.hpp>

#include "support/testsupport.h"
#include "unit/export/exportsupport.h"

using namespace Lectern;

namespace {

PaperDetails titled(const QString &title, const QString &family = {}, int year = 0)
{
    PaperDetails details;
    details.paper.title = title;
    details.paper.year = year;
    if (!family.isEmpty())
        details.paper.reference.authors = { { family, QStringLiteral("A.") } };
    return details;
}

QString written(
    Export::ExportFormat format, const QList<PaperDetails> &papers, const Export::ExportOptions &options = {})
{
    return QString::fromUtf8(Test::writeAll(format, papers, options));
}

} // namespace

TEST_CASE("Citation keys are kept from import, else made from author, year and title, and never repeat")
{
    Export::CitationKeys keys;
    PaperDetails imported = titled(QStringLiteral("Anything"));
    imported.paper.reference.citationKey = QStringLiteral("knuth:1984");
    CHECK(keys.keyFor(imported.paper) == QStringLiteral("knuth:1984"));
    CHECK(keys.keyFor(imported.paper) == QStringLiteral("knuth:1984a"));

    const PaperDetails made = titled(QStringLiteral("The Attention Is All You Need"), QStringLiteral("Vaswani"), 2017);
    CHECK(keys.keyFor(made.paper) == QStringLiteral("vaswani2017attention"));
    CHECK(keys.keyFor(made.paper) == QStringLiteral("vaswani2017attentiona"));
    CHECK(keys.keyFor(made.paper) == QStringLiteral("vaswani2017attentionb"));
    // Accents folded; no author is "anon"; a key with a space is not kept.
    PaperDetails spaced = titled(QStringLiteral("Über Graphen"), QStringLiteral("Erdős"), 1959);
    spaced.paper.reference.citationKey = QStringLiteral("bad key");
    CHECK(keys.keyFor(spaced.paper) == QStringLiteral("erdos1959uber"));
    CHECK(keys.keyFor(titled(QStringLiteral("On Things")).paper) == QStringLiteral("anonthings"));
    // Keys compare without case, as BibTeX does.
    PaperDetails upper = imported;
    upper.paper.reference.citationKey = QStringLiteral("KNUTH:1984");
    CHECK(keys.keyFor(upper.paper) == QStringLiteral("KNUTH:1984b"));
}

TEST_CASE("BibTeX values are brace-balanced whatever the text holds")
{
    PaperDetails details = titled(QStringLiteral("Unbalanced } brace { and $x^{2$ maths"), QStringLiteral("Doe"), 2020);
    details.paper.abstract = QStringLiteral("50% & more } { \\ $a}$ $");
    details.note = QStringLiteral("note with } and %");
    details.paper.reference.sourceFormat = QStringLiteral("bibtex");
    details.paper.reference.fields = { { QStringLiteral("pages"), QStringLiteral("1--2") },
        { QStringLiteral("broken"), QStringLiteral("a}b{") } };
    const QString bib = written(Export::ExportFormat::BibTex, { details });
    int depth = 0;
    for (qsizetype i = 0; i < bib.size(); ++i) {
        if (bib[i] == u'\\') {
            ++i;
            continue;
        }
        depth += bib[i] == u'{' ? 1 : bib[i] == u'}' ? -1 : 0;
        REQUIRE(depth >= 0);
    }
    CHECK(depth == 0);
    CHECK(bib.contains(QStringLiteral("pages = {1--2}"))); // a BibTeX source's own field, as it was
    CHECK(bib.contains(QStringLiteral("broken = {a\\}b\\{}")));
    CHECK(bib.contains(QStringLiteral("annote = {note with \\} and \\%}")));
}

TEST_CASE("CSV follows RFC 4180 and can start with a byte order mark")
{
    PaperDetails details = titled(QStringLiteral("Comma, \"quote\""), QStringLiteral("Doe"), 2020);
    details.paper.abstract = QStringLiteral("line one\nline two");
    const QString csv = written(Export::ExportFormat::Csv, { details });
    CHECK(csv.startsWith(QStringLiteral("title,title inferred,abstract,authors,year,")));
    CHECK(csv.contains(QStringLiteral("\r\n\"Comma, \"\"quote\"\"\",,\"line one\nline two\",\"Doe, A.\",2020,")));
    Export::ExportOptions options;
    options.byteOrderMark = true;
    CHECK(Test::writeAll(Export::ExportFormat::Csv, {}, options).startsWith("\xEF\xBB\xBFtitle,"));
}

TEST_CASE("CSL-JSON escapes what JSON must, and every other character reads back as it was")
{
    PaperDetails details =
        titled(QStringLiteral("Say \"hi\" to C:\\path\\ and </script>"), QStringLiteral("Ünal"), 2024);
    details.paper.abstract = QStringLiteral("Line one\nline\ttwo\r\n\u0001bell \u00e9\u4e2d\U0001F600 $\\alpha$.");
    details.note = QStringLiteral("\u001f\u007f\u2028\b\f");
    // Half of a pair, as a highlight's slice may leave it: kept, as JSON can write it.
    details.paper.reference.citationKey = QString(QChar(0xd83d)) + u"x" + QChar(0xde00);
    details.paper.reference.fields = { { QStringLiteral("x\"y"), QStringLiteral("\\") } };
    details.paper.reading.rating = 4;
    const QByteArray json = Test::writeAll(Export::ExportFormat::CslJson, { details });
    QJsonParseError error;
    const QJsonArray items = QJsonDocument::fromJson(json, &error).array();
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(items.size() == 1);
    const QJsonObject item = items[0].toObject();
    CHECK(item[QStringLiteral("title")].toString() == details.paper.title);
    CHECK(item[QStringLiteral("abstract")].toString() == details.paper.abstract);
    CHECK(item[QStringLiteral("note")].toString() == details.note);
    CHECK(item[QStringLiteral("author")].toArray().at(0).toObject()[QStringLiteral("family")].toString() ==
        QStringLiteral("Ünal"));
    CHECK(item[QStringLiteral("issued")].toObject()[QStringLiteral("date-parts")].toArray() ==
        QJsonArray{ QJsonArray{ 2024 } });
    const QJsonObject lectern = item[QStringLiteral("custom")].toObject()[QStringLiteral("lectern")].toObject();
    CHECK(lectern[QStringLiteral("rating")].toInt() == 4);
    CHECK(lectern[QStringLiteral("citationKey")].toString() == details.paper.reference.citationKey);
    CHECK(json.contains(R"(\ud83dx\ude00)"));
    CHECK(json.contains(R"(\b\f)"));
    CHECK(lectern[QStringLiteral("starred")] == QJsonValue(false));
    CHECK(lectern[QStringLiteral("fields")].toArray().at(0).toObject()[QStringLiteral("name")].toString() ==
        QStringLiteral("x\"y"));
    CHECK(lectern[QStringLiteral("fields")].toArray().at(0).toObject()[QStringLiteral("value")].toString() ==
        QStringLiteral("\\"));
    CHECK_FALSE(json.contains("\nline")); // a line break in text is escaped
}

TEST_CASE("HTML escapes every text and loads nothing")
{
    PaperDetails details = titled(QStringLiteral("<script>alert(1)</script>"), QStringLiteral("<b>Doe</b>"), 2020);
    details.paper.abstract = QStringLiteral(
        "<img src=\"file:///etc/passwd\"> $x^2$ with **bold** <style>body{}</style> and https://example.org");
    details.paper.id = 1;
    details.note = QStringLiteral("<iframe src=x>");
    details.tags = { Tag{ 1, QStringLiteral("<i>tag</i>"), {}, 1 } };
    details.highlights = { Highlight{ 1, 1, 0, 4, HighlightColor::Green, QStringLiteral("<b>c</b>") } };
    const QString html = written(Export::ExportFormat::Html, { details });
    for (const char *forbidden :
        { "<script", "<img", "<iframe", "<style>body{}", "<b>", "<i>", "src=\"", "<link", "@import", "url(" }) {
        INFO(forbidden);
        CHECK_FALSE(html.contains(QLatin1StringView(forbidden), Qt::CaseInsensitive));
    }
    CHECK(html.contains(QStringLiteral("&lt;script&gt;")));
    CHECK(html.contains(QStringLiteral("<strong>bold</strong>")));
    CHECK(html.contains(QStringLiteral("<span class=\"math\">x<sup>2</sup></span>")));
    CHECK(html.contains(QStringLiteral("<mark class=\"green\" title=\"&lt;b&gt;c&lt;/b&gt;\">&lt;img</mark>")));
    CHECK(html.contains(QStringLiteral("<a href=\"https://example.org\">")));
}

TEST_CASE("HTML raises and lowers the scripts of maths, escaped, in titles and abstracts")
{
    PaperDetails details = titled(QStringLiteral("Rates of $\\mathcal{O}(n^{-1/2})$"), QStringLiteral("Doe"), 2020);
    details.paper.abstract =
        QStringLiteral("We reach $\\mathcal{O}(n^{-1/2})$ for $r_1$ and $x_i^2$, with $a^{<b>}$ and pages 10--20.");
    details.paper.id = 1;
    details.highlights = { Highlight{ 1, 1, 9, 31, HighlightColor::Yellow, {} } };
    const QString html = written(Export::ExportFormat::Html, { details });
    CHECK(html.contains(QStringLiteral("<h2>Rates of <span class=\"math\">𝒪(n<sup>−1/2</sup>)</span></h2>")));
    // The highlight covers the whole formula, inside each of its tags.
    CHECK(html.contains(QStringLiteral("<span class=\"math\"><mark class=\"yellow\">𝒪(n</mark><sup><mark "
                                       "class=\"yellow\">−1/2</mark></sup><mark class=\"yellow\">)</mark></span>")));
    CHECK(html.contains(QStringLiteral("<span class=\"math\">r<sub>1</sub></span>")));
    CHECK(html.contains(QStringLiteral("<span class=\"math\">x<sub>i</sub><sup>2</sup></span>")));
    CHECK(html.contains(QStringLiteral("<span class=\"math\">a<sup>&lt;b&gt;</sup></span>")));
    CHECK(html.contains(QStringLiteral("pages 10–20.")));
    CHECK_FALSE(html.contains(QStringLiteral("^{")));
}

TEST_CASE("A Markdown reading list has titles, bylines, links, tags, highlights, notes and abstracts")
{
    PaperDetails details = titled(QStringLiteral("Fast *rates* for $\\mathcal{O}(n)$"), QStringLiteral("Doe"), 2020);
    details.paper.venue = QStringLiteral("ICML");
    details.paper.reference.doi = QStringLiteral("10.1/x");
    details.paper.abstract = QStringLiteral("We bound $a_1$ tightly.");
    details.tags = { Tag{ 1, QStringLiteral("to-read"), {}, 1 } };
    details.highlights = { Highlight{ 1, 1, 3, 16, HighlightColor::Yellow, QStringLiteral("key") } };
    details.note = QStringLiteral("My **note**.");
    Export::ExportOptions options;
    options.title = QStringLiteral("Week 3");
    const QString markdown = written(Export::ExportFormat::Markdown, { details }, options);
    // The title's emphasis and maths work, as the abstract's do.
    CHECK(markdown.startsWith(QStringLiteral("# Week 3\n\n## Fast *rates* for $\\mathcal{O}(n)$\n\n")));
    CHECK(markdown.contains(QStringLiteral("A. Doe · ICML · 2020")));
    CHECK(markdown.contains(QStringLiteral("<https://doi.org/10.1/x>")));
    CHECK(markdown.contains(QStringLiteral("Tags: `to-read`")));
    CHECK(markdown.contains(QStringLiteral("> bound $a_1$ t\n>\n> — key\n")));
    CHECK(markdown.contains(QStringLiteral("My **note**.")));
    CHECK(markdown.contains(QStringLiteral("We bound $a_1$ tightly.")));
    options.abstracts = false;
    CHECK_FALSE(written(Export::ExportFormat::Markdown, { details }, options).contains(QStringLiteral("tightly")));
}

TEST_CASE("A Markdown export makes no HTML, link, image or attribute of a file's or a user's text")
{
    const QString markdown = written(Export::ExportFormat::Markdown, { Test::hostilePaper() });
    // HTML that would run or load is left out, from every field: escaping would not stop a reader
    // that follows Markdown.pl, where "\\<" is a backslash and a tag.
    for (const char *active : { "<script", "<img", "<iframe", "<svg", "onerror", "onload" }) {
        INFO(active);
        CHECK_FALSE(markdown.contains(QLatin1StringView(active), Qt::CaseInsensitive));
    }
    // Other markup is escaped: links and images, attributes, a tag that only formats.
    CHECK(markdown.contains(QStringLiteral("We find  and  and , \\[a link\\](javascript:alert(8)), "
                                           "!\\[image\\](file:///etc/passwd), ")));
    // Code stays code unless it holds what would be escaped; then it is text, with nothing after it
    // taken for attributes.
    CHECK(markdown.contains(QStringLiteral("`code`\\{onclick=alert(9)\\} and \\`\\<b\\>raw\\</b\\>\\`\\{=html\\}")));
    // Emphasis and maths work; in maths a space TeX ignores keeps "<b" from being a tag.
    CHECK(markdown.contains(QStringLiteral("It is *really* fast: $n<10$, $a< b>c$ and $x] (javascript:alert(10)$")));
    // A "<" the text escaped itself stays so: another backslash would escape the backslash.
    CHECK(markdown.contains(QStringLiteral("a\\<b\\>escaped\\</b\\>")));
    // As for pandoc, "$5 … $10" is not maths; the heading's braces would be attributes.
    CHECK(markdown.contains(QStringLiteral("## Costs $5 and $10 \\{#t onclick=alert(5)\\} $\\input{/etc/passwd}$\n")));
    CHECK(markdown.contains(QStringLiteral("<https://doi.org/10.1/x%3E%3Cscript%3Ealert(2)%3C/script%3E>")));
    // A note keeps the user's links, not images or attributes.
    CHECK(markdown.contains(
        QStringLiteral("My **note**  with [a link](https://example.org) and !\\[x](file:///etc/passwd).")));
    CHECK(markdown.contains(QStringLiteral("```\\{=html\\}\n")));
    CHECK(markdown.contains(QStringLiteral("[span]\\{onclick=alert(15)\\}")));
}

TEST_CASE("A Markdown export escapes text that only looks like markup, and shows it as written")
{
    PaperDetails details = titled(QStringLiteral("Bounds for n<m and m>k & <b>bold</b> claims"));
    details.paper.abstract = QStringLiteral("When n<m and m>k, R&D costs <i>fall</i>: see <https://x.org>.");
    const QString markdown = written(Export::ExportFormat::Markdown, { details });
    CHECK(markdown.contains(QStringLiteral("## Bounds for n\\<m and m\\>k \\& \\<b\\>bold\\</b\\> claims\n")));
    CHECK(markdown.contains(
        QStringLiteral("When n\\<m and m\\>k, R\\&D costs \\<i\\>fall\\</i\\>: see \\<https://x.org\\>.")));
}

TEST_CASE("The exporter writes a library's papers with their tags, notes and highlights")
{
    Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    Storage::TagStore(*database).addToPapers(QStringLiteral("method/diffusion"), { 2 });
    Storage::NoteStore(*database).setNote(2, QStringLiteral("Read again."));
    Storage::HighlightStore(*database).add(Highlight{ 0, 2, 0, 5, HighlightColor::Pink, QStringLiteral("why") });

    QByteArray bytes;
    QBuffer out(&bytes);
    out.open(QIODevice::WriteOnly);
    Export::Exporter exporter(*database, Export::ExportFormat::CslJson);
    REQUIRE(exporter.write({ 2, 1, 99 }, out));
    CHECK(exporter.written() == 2);
    const QJsonArray items = QJsonDocument::fromJson(bytes).array();
    REQUIRE(items.size() == 2);
    const QJsonObject lectern =
        items[0].toObject()[QStringLiteral("custom")].toObject()[QStringLiteral("lectern")].toObject();
    CHECK(lectern[QStringLiteral("tags")].toArray() == QJsonArray{ QStringLiteral("method/diffusion") });
    CHECK(items[0].toObject()[QStringLiteral("note")].toString() == QStringLiteral("Read again."));
    CHECK(lectern[QStringLiteral("highlights")].toArray().at(0).toObject()[QStringLiteral("comment")].toString() ==
        QStringLiteral("why"));
    CHECK_FALSE(items[0].toObject()[QStringLiteral("abstract")].toString().isEmpty());
}

TEST_CASE("A cancelled or failed export leaves the file that was there")
{
    Test::Workspace workspace;
    auto database = workspace.openSampleLibrary();
    const QString path = workspace.writeFile(QStringLiteral("list.md"), "earlier list\n");
    Export::Exporter exporter(*database, Export::ExportFormat::Markdown);
    exporter.setProgress([](qsizetype, qsizetype) { return false; });
    CHECK_FALSE(exporter.writeFile({ 1, 2, 3 }, path));
    CHECK(exporter.wasCancelled());
    CHECK(Test::fileBytes(path) == "earlier list\n");

    Export::Exporter failing(*database, Export::ExportFormat::Markdown);
    CHECK_FALSE(failing.writeFile({ 1 }, workspace.path(QStringLiteral("missing/folder/list.md"))));
    CHECK(failing.errorString().contains(QStringLiteral("missing/folder")));

    Export::Exporter working(*database, Export::ExportFormat::Markdown);
    REQUIRE(working.writeFile({ 1, 2, 3 }, path));
    CHECK(Test::fileBytes(path).count("\n## ") + Test::fileBytes(path).startsWith("## ") == 3);
}

TEST_CASE("A value on one line is the text simplified, and text with nothing to change is not copied", "[export]")
{
    for (const QString &text : { QString(),
             QStringLiteral("plain words, one space apart"),
             QStringLiteral(" leading"),
             QStringLiteral("trailing "),
             QStringLiteral("two  spaces"),
             QStringLiteral("a\nline\r\nbreak\tand tab"),
             QStringLiteral("no-break\u00a0space and\u2003em space"),
             QStringLiteral("control\u0001kept"),
             QStringLiteral("   ") }) {
        INFO(text.toStdString());
        CHECK(Export::oneLine(text) == text.simplified());
    }
    const QString plain = QStringLiteral("We propose $x^2$ models (Łódź).");
    CHECK(Export::oneLine(plain).constData() == plain.constData());
}

TEST_CASE("An export of many pages writes every paper in the order asked, and a damaged one fails it", "[export]")
{
    // More pages than are read ahead: pages are read on a second connection while the writer
    // works, and must arrive in order, whole, and with their failures.
    Test::Workspace workspace;
    const auto database = workspace.openLibrary();
    QByteArray list = "Many 2026\n\n";
    constexpr int Papers = 2300;
    for (int i = 0; i < Papers; ++i)
        list += "Abstract number " + QByteArray::number(i) + " about quokkas.\n\n";
    REQUIRE(Import::Importer(*database)
                .importFiles({ workspace.writeFile(QStringLiteral("many.txt"), list) })
                .files[0]
                .added == Papers);
    QList<PaperId> ids;
    for (PaperId id = Papers; id >= 1; --id)
        ids.append(id);
    ids.insert(700, 99999); // gone from the library: left out

    QByteArray bytes;
    QBuffer out(&bytes);
    out.open(QIODevice::WriteOnly);
    Export::Exporter exporter(*database, Export::ExportFormat::Csv);
    qsizetype pages = 0;
    exporter.setProgress([&pages](qsizetype, qsizetype) { return ++pages > 0; });
    REQUIRE(exporter.write(ids, out));
    CHECK(exporter.written() == Papers);
    CHECK(pages == 5);
    qsizetype previous = -1;
    int found = 0;
    for (int i = Papers - 1; i >= 0; --i) {
        const qsizetype at = bytes.indexOf(QByteArray("Abstract number " + QByteArray::number(i) + " about"));
        found += at > previous ? 1 : 0;
        previous = at;
    }
    CHECK(found == Papers);

    // Inside a transaction the pages are read on its connection, which sees what it changed.
    {
        Storage::Transaction transaction(database->connectionName());
        Storage::PaperStore(*database).setTitle(1, QStringLiteral("Changed in a transaction"), false);
        QBuffer inside;
        inside.open(QIODevice::WriteOnly);
        Export::Exporter during(*database, Export::ExportFormat::Csv);
        REQUIRE(during.write(ids, inside));
        CHECK(during.written() == Papers);
        CHECK(inside.data().contains("Changed in a transaction"));
    }

    // Cancelled after the first page: the pages read ahead are dropped, and the call returns.
    QBuffer cancelledOut;
    cancelledOut.open(QIODevice::WriteOnly);
    Export::Exporter cancelled(*database, Export::ExportFormat::Csv);
    cancelled.setProgress([](qsizetype, qsizetype) { return false; });
    CHECK_FALSE(cancelled.write(ids, cancelledOut));
    CHECK(cancelled.written() == 500);

    // A paper on the third page whose text no longer matches its checksum.
    QSqlQuery query(database->connection());
    REQUIRE(query.exec(QStringLiteral("UPDATE papers SET abstract = abstract || ' changed' WHERE id = 1000")));
    QBuffer damagedOut;
    damagedOut.open(QIODevice::WriteOnly);
    Export::Exporter damaged(*database, Export::ExportFormat::Csv);
    qsizetype written = 0;
    damaged.setProgress([&written](qsizetype count, qsizetype) {
        written = count;
        return true;
    });
    CHECK_THROWS_AS(damaged.write(ids, damagedOut), Storage::StorageError);
    CHECK(written == 999); // the two pages before it went out, less the paper gone
}
