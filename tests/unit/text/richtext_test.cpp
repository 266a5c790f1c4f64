// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/richtext.h"

#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QDir>
#include <QRegularExpression>

using Lectern::Text::RenderedText;
using Lectern::Text::TextRange;
using Lectern::Text::TextRun;

namespace {

QString str(const char16_t *text)
{
    return QString::fromUtf16(text);
}

// The runs as "[text|style]", for messages and compact expectations; "~" marks a run that is
// not verbatim.
QString describe(const RenderedText &rendered)
{
    QString out;
    for (const TextRun &run : rendered.runs()) {
        out += u'[' + run.text + u'|' + QString::number(run.style.toInt()) + (run.verbatim ? u"" : u"~") + u']';
    }
    return out;
}

TextRange find(const QString &text, const QString &part, qsizetype from = 0)
{
    const qsizetype start = text.indexOf(part, from);
    REQUIRE(start >= 0);
    return { start, start + part.size() };
}

// Every run shows its source: verbatim runs exactly, and runs lie in order without overlapping
// (the pieces of one formula all show the formula's source).
void checkRunsMatchSource(const RenderedText &rendered, const QString &source)
{
    qsizetype previousEnd = 0;
    TextRange previousMath{ -1, -1 };
    for (const TextRun &run : rendered.runs()) {
        INFO(run.text.toStdString());
        const bool math = run.style.testFlag(TextRun::Math);
        if (!math || run.source != previousMath)
            CHECK(run.source.start >= previousEnd);
        previousMath = math ? run.source : TextRange{ -1, -1 };
        CHECK(run.source.end <= source.size());
        CHECK_FALSE(run.text.isEmpty());
        if (run.verbatim)
            CHECK(source.sliced(run.source.start, run.source.length()) == run.text);
        previousEnd = run.source.end;
    }
}

} // namespace

TEST_CASE("Markdown emphasis becomes styled runs without its markers", "[text][richtext]")
{
    const QString source = str(u"A **bold** and *italic*, __strong__ and _em_ word.");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"A bold and italic, strong and em word."));
    CHECK(describe(rendered) == str(u"[A |0][bold|1][ and |0][italic|2][, |0][strong|1][ and |0][em|2][ word.|0]"));
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("Emphasis nests, and works inside words for asterisks only", "[text][richtext]")
{
    const auto nested = RenderedText::fromAbstract(str(u"**bold *both* bold** and ***all***"));
    INFO(describe(nested).toStdString());
    CHECK(describe(nested) == str(u"[bold |1][both|3][ bold|1][ and |0][all|3]"));

    const auto intraword = RenderedText::fromAbstract(str(u"we propose **DartC**ontrol, in short **DART**."));
    INFO(describe(intraword).toStdString());
    CHECK(intraword.text() == str(u"we propose DartControl, in short DART."));
    CHECK(describe(intraword) == str(u"[we propose |0][DartC|1][ontrol, in short |0][DART|1][.|0]"));

    const auto alleles = RenderedText::fromAbstract(str(u"CYP2C19*2 in exon 5, CYP2C19*3 in exon 4, and *1/*17"));
    INFO(describe(alleles).toStdString());
    CHECK(alleles.text() == str(u"CYP2C19*2 in exon 5, CYP2C19*3 in exon 4, and *1/*17"));
    CHECK(alleles.runs().size() == 1);

    const auto snake = RenderedText::fromAbstract(str(u"set snake_case_name and __init__ or _x_y_"));
    INFO(describe(snake).toStdString());
    CHECK(snake.text().startsWith(str(u"set snake_case_name and ")));
    CHECK(snake.runs().front().text == str(u"set snake_case_name and "));
}

TEST_CASE("Unmatched emphasis markers stay as they are", "[text][richtext]")
{
    for (const char16_t *text :
        { u"2 * 3 * 4 = 24", u"**unclosed bold", u"a ** b", u"trailing *", u"_", u"**", u"*** ***", u"5*x and y_1" }) {
        const auto rendered = RenderedText::fromAbstract(str(text));
        INFO(describe(rendered).toStdString());
        CHECK(rendered.text() == str(text));
        for (const TextRun &run : rendered.runs())
            CHECK(run.style == TextRun::Styles(TextRun::Plain));
    }
    const auto partial = RenderedText::fromAbstract(str(u"**a*"));
    INFO(describe(partial).toStdString());
    CHECK(describe(partial) == str(u"[*|0][a|2]"));
}

TEST_CASE("Code spans show their content as is", "[text][richtext]")
{
    const QString source = str(u"call `f(**x**, $y$, https://x.org)` now, and `` a`b `` too, not ``this");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    REQUIRE(rendered.runs().size() >= 4);
    CHECK(rendered.runs()[1].text == str(u"f(**x**, $y$, https://x.org)"));
    CHECK(rendered.runs()[1].style == TextRun::Styles(TextRun::Code));
    CHECK(rendered.runs()[3].text == str(u"a`b"));
    CHECK(rendered.runs()[3].style == TextRun::Styles(TextRun::Code));
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("Each math delimiter gives one math run over the whole span", "[text][richtext]")
{
    for (const char16_t *text :
        { u"Rate $\\alpha$ here", u"Rate $$\\alpha$$ here", u"Rate \\(\\alpha\\) here", u"Rate \\[\\alpha\\] here" }) {
        const QString source = str(text);
        const auto rendered = RenderedText::fromAbstract(source);
        INFO(describe(rendered).toStdString());
        REQUIRE(rendered.runs().size() == 3);
        const TextRun &math = rendered.runs()[1];
        CHECK(math.text == str(u"α"));
        CHECK(math.style == TextRun::Styles(TextRun::Math));
        CHECK_FALSE(math.verbatim);
        CHECK(math.source == TextRange{ 5, source.size() - 5 });
        CHECK(rendered.text() == str(u"Rate α here"));
    }
    const auto seed = RenderedText::fromAbstract(str(u"PMPD achieves 1.4$-$12.2$\\times$ speedup, $19.3$\\% more"));
    INFO(describe(seed).toStdString());
    CHECK(seed.text() == str(u"PMPD achieves 1.4−12.2× speedup, 19.3% more"));
}

TEST_CASE("Scripts of maths are runs of their own, raised or lowered, without TeX braces", "[text][richtext]")
{
    const QString source = str(u"Rates of $\\mathcal{O}(n^{-1/2})$ for $r_1$ and $x_i^2$.");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"Rates of 𝒪(n−1/2) for r1 and xi2."));
    CHECK_FALSE(rendered.text().contains(u'{'));
    CHECK_FALSE(rendered.text().contains(u'^'));
    const auto math = TextRun::Styles(TextRun::Math);
    const auto raised = TextRun::Math | TextRun::Superscript;
    const auto lowered = TextRun::Math | TextRun::Subscript;
    QList<std::pair<QString, TextRun::Styles>> runs;
    for (const TextRun &run : rendered.runs())
        runs.append({ run.text, run.style });
    CHECK(runs ==
        QList<std::pair<QString, TextRun::Styles>>{ { str(u"Rates of "), TextRun::Plain },
            { str(u"𝒪(n"), math },
            { str(u"−1/2"), raised },
            { str(u")"), math },
            { str(u" for "), TextRun::Plain },
            { str(u"r"), math },
            { str(u"1"), lowered },
            { str(u" and "), TextRun::Plain },
            { str(u"x"), math },
            { str(u"i"), lowered },
            { str(u"2"), raised },
            { str(u"."), TextRun::Plain } });
    checkRunsMatchSource(rendered, source);

    // Every piece maps to the whole span, and any part of the span to all of its pieces.
    const TextRange span = find(source, str(u"$\\mathcal{O}(n^{-1/2})$"));
    CHECK(rendered.toSource(find(rendered.text(), str(u"−1/2"))) == span);
    CHECK(rendered.toSource(find(rendered.text(), str(u"/2)"))) == span);
    CHECK(rendered.toRendered(find(source, str(u"n^{-1"))) == find(rendered.text(), str(u"𝒪(n−1/2)")));
    CHECK(rendered.toRendered(find(source, str(u"$r_1$"))) == find(rendered.text(), str(u"r1")));

    // Where text cannot be raised: Unicode's raised characters when it has them all, else ^(…).
    CHECK(rendered.plainText() == str(u"Rates of 𝒪(n^(−1/2)) for r₁ and xᵢ²."));
    CHECK(rendered.plainText(find(rendered.text(), str(u"n−1/2"))) == str(u"n^(−1/2)"));
    CHECK(rendered.plainText(find(rendered.text(), str(u"r1 and"))) == str(u"r₁ and"));
}

TEST_CASE("Nested scripts degrade to the plain form inside the outer one", "[text][richtext]")
{
    const auto rendered = RenderedText::fromAbstract(str(u"A $x^{a_b}$ and $e^{x_i}$ and $2^{2^n}$."));
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"A xa_b and exᵢ and 22ⁿ."));
    CHECK(rendered.plainText() == str(u"A x^(a_b) and e^(xᵢ) and 2²ⁿ."));
}

TEST_CASE("A title or abstract as plain text", "[text][richtext]")
{
    CHECK(RenderedText::plainTextOf(str(u"  A plain title ")) == str(u"A plain title"));
    CHECK(RenderedText::plainTextOf(str(u"Rates of $\\mathcal{O}(n^{-1/2})$ for $r_1$")) ==
        str(u"Rates of 𝒪(n^(−1/2)) for r₁"));
    CHECK(RenderedText::plainTextOf(str(u"**Fast** pages 10--20 of $n^2$")) == str(u"Fast pages 10–20 of n²"));
    CHECK(RenderedText::plainTextOf(str(u"first\nsecond")) == str(u"first\nsecond"));
    CHECK(RenderedText::plainTextOf(QString()).isEmpty());
}

TEST_CASE("TeX dashes and ties in running text, never in code, addresses or maths", "[text][richtext]")
{
    const auto tie = RenderedText::fromAbstract(str(u"low precisions (i.e.~2/3-bit) and Fig.~3"));
    INFO(describe(tie).toStdString());
    CHECK(tie.text() == str(u"low precisions (i.e.\u00a02/3-bit) and Fig.\u00a03"));
    CHECK_FALSE(tie.text().contains(u'~'));
    CHECK(tie.toSource(find(tie.text(), str(u"\u00a0"))) == find(str(u"low precisions (i.e.~2/3-bit)"), str(u"~")));

    CHECK(RenderedText::fromAbstract(str(u"pages 10--20")).text() == str(u"pages 10–20"));
    CHECK(RenderedText::fromAbstract(str(u"a---b")).text() == str(u"a—b"));
    CHECK(RenderedText::fromAbstract(str(u"sources -- such as user feedback -- as")).text() ==
        str(u"sources – such as user feedback – as"));
    CHECK(
        RenderedText::fromAbstract(str(u"environments---significantly")).text() == str(u"environments—significantly"));
    CHECK(RenderedText::fromAbstract(str(u"self-supervised, 3-bit")).text() == str(u"self-supervised, 3-bit"));
    CHECK(RenderedText::fromAbstract(str(u"**a--b**")).text() == str(u"a–b"));

    // A tilde with a space or an end beside it is Markdown's "about": ~10%, not a tie.
    for (const char16_t *text : { u"about ~10% faster", u"a ~ b", u"~x", u"x~", u"~~struck~~" }) {
        INFO(QString::fromUtf16(text).toStdString());
        CHECK(RenderedText::fromAbstract(str(text)).text() == str(text));
    }

    // Code, web addresses and maths keep theirs.
    const QString kept = str(u"Run `a--b~c`, see https://example.org/a--b~c, \\url{https://x.org/a--b} and "
                             u"\\texttt{p--q} with $a--b$.");
    const auto rendered = RenderedText::fromAbstract(kept);
    INFO(describe(rendered).toStdString());
    CHECK(
        rendered.text() == str(u"Run a--b~c, see https://example.org/a--b~c, https://x.org/a--b and p--q with a−−b."));
    checkRunsMatchSource(rendered, kept);
    for (const TextRun &run : rendered.runs()) {
        if (run.style.testFlag(TextRun::Link))
            CHECK(run.link.toString().contains(u"a--b"));
    }
}

TEST_CASE("Prices and escaped dollars are not math", "[text][richtext]")
{
    for (const char16_t *text :
        { u"costs $5 and $10 today", u"between $5-$10 per hour", u"a $ sign", u"$ x$", u"$x $", u"unclosed $x" }) {
        const auto rendered = RenderedText::fromAbstract(str(text));
        INFO(describe(rendered).toStdString());
        CHECK(rendered.text() == str(text));
        CHECK(rendered.runs().size() == 1);
    }
    const auto escaped = RenderedText::fromAbstract(str(u"price \\$5 and $x$ or \\$y\\$"));
    INFO(describe(escaped).toStdString());
    CHECK(escaped.text() == str(u"price $5 and x or $y$"));
    CHECK(describe(escaped) == str(u"[price |0][$5 and |0][x|8~][ or |0][$y|0][$|0]"));
}

TEST_CASE("Web addresses and Markdown links become links, other schemes stay text", "[text][richtext]")
{
    const QString source = str(u"See https://example.org/a_b_c, [the **docs**](https://docs.org/x_(y)) and "
                               u"[paper](doi:10.1000/xyz) or [pre](arXiv:2401.00001); "
                               u"[bad](javascript:alert(1)) [file](file:///etc/passwd) ftp://x.org");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() ==
        str(u"See https://example.org/a_b_c, the docs and paper or pre; "
            u"[bad](javascript:alert(1)) [file](file:///etc/passwd) ftp://x.org"));
    QList<TextRun> links;
    for (const TextRun &run : rendered.runs()) {
        if (run.style.testFlag(TextRun::Link))
            links.append(run);
    }
    REQUIRE(links.size() == 5);
    CHECK(links[0].text == str(u"https://example.org/a_b_c"));
    CHECK(links[0].link == QUrl(str(u"https://example.org/a_b_c")));
    CHECK(links[1].text == str(u"the "));
    CHECK(links[2].text == str(u"docs"));
    CHECK(links[2].style == (TextRun::Link | TextRun::Bold));
    CHECK(links[2].link == QUrl(str(u"https://docs.org/x_(y)")));
    CHECK(links[3].link.scheme() == str(u"doi"));
    CHECK(links[4].link.scheme() == str(u"arxiv"));
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("A link without a label shows its address, \\href shows its label", "[text][richtext]")
{
    const QString source =
        str(u"[](https://x.org/a) and \\href{https://y.org/b}{the *site*} and \\href{https://z.org}{}");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"https://x.org/a and the site and https://z.org"));
    CHECK(describe(rendered) == str(u"[https://x.org/a|16][ and |0][the |16][site|18][ and |0][https://z.org|16]"));
    CHECK(rendered.runs()[3].link == QUrl(str(u"https://y.org/b")));
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("The TeX of abstracts outside math reads as text", "[text][richtext]")
{
    const QString source = str(u"the \\emph{residual Q-function} at \\url{https://github.com/LAMDA-RL/Q-Adapter}. "
                               u"Up to 30\\% and ``counteracting force'' by G\\\"odel, Erd\\H{o}s, {\\'e}t\\'e "
                               u"and \\L{}ojasiewicz in \\textbf{bold} \\texttt{a_b}");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() ==
        str(u"the residual Q-function at https://github.com/LAMDA-RL/Q-Adapter. Up to 30% and “counteracting "
            u"force” by Gödel, Erdős, été and Łojasiewicz in bold a_b"));
    const auto &runs = rendered.runs();
    CHECK(runs[1].text == str(u"residual Q-function"));
    CHECK(runs[1].style == TextRun::Styles(TextRun::Italic));
    CHECK(runs[3].style == TextRun::Styles(TextRun::Link));
    CHECK(runs[3].link == QUrl(str(u"https://github.com/LAMDA-RL/Q-Adapter")));
    checkRunsMatchSource(rendered, source);
    // Backslashes that are not TeX this reader knows stay: paths and regular expressions.
    const QString literal = str(u"C:\\Users\\me and \\d+ and \\foo{x}");
    CHECK(RenderedText::fromAbstract(literal).text() == literal);
}

TEST_CASE("Chinese and other scripts pass through with their markup applied", "[text][richtext]")
{
    const QString source = str(u"我们提出了**新方法**，在 $\\mathcal{O}(n)$ 时间内完成。見る_こと_ 🙂 *ε*");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"我们提出了新方法，在 𝒪(n) 时间内完成。見る_こと_ 🙂 ε"));
    CHECK(rendered.runs()[1].text == str(u"新方法"));
    CHECK(rendered.runs()[1].style == TextRun::Styles(TextRun::Bold));
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("HTML in an abstract is plain text, never markup", "[text][richtext]")
{
    const QString source =
        str(u"A <img src=\"/etc/hostname\"> & <script>alert(1)</script> <a href=\"x\">y</a> &amp; test.");
    const auto rendered = RenderedText::fromAbstract(source);
    REQUIRE(rendered.runs().size() == 1);
    CHECK(rendered.runs().front().text == source);
    CHECK(rendered.runs().front().style == TextRun::Styles(TextRun::Plain));
    CHECK(rendered.runs().front().verbatim);
    CHECK(rendered.text() == source);
}

TEST_CASE("Long lines of unclosed or nested markup are read in linear time", "[text][richtext]")
{
    for (const char16_t *unit : { u"[",
             u"[a](",
             u"\\(",
             u"\\[",
             u"$$",
             u"$a",
             u"`",
             u"``a",
             u"a* ",
             u"*a ",
             u"_a ",
             u"**a *",
             u"\\emph{",
             u"{",
             u"\\\"",
             u"\\" }) {
        const QString source = QString::fromUtf16(unit).repeated(40000);
        const auto rendered = RenderedText::fromAbstract(source);
        INFO(QString::fromUtf16(unit).toStdString());
        CHECK_FALSE(rendered.text().isEmpty());
    }
    const auto nested = RenderedText::fromAbstract(
        QStringLiteral("*a ").repeated(30000) + QStringLiteral("b") + QStringLiteral(" c*").repeated(30000));
    CHECK(nested.text() ==
        QStringLiteral("a ").repeated(30000) + QStringLiteral("b") + QStringLiteral(" c").repeated(30000));
    CHECK(std::all_of(nested.runs().cbegin(), nested.runs().cend(), [](const TextRun &run) {
        return run.style == TextRun::Styles(TextRun::Italic);
    }));
}

TEST_CASE("Each non-blank line is a paragraph, without the spaces around it", "[text][richtext]")
{
    const QString source = str(u"  first line  \n\n \t \nsecond **line**\r\nthird\r\n\n");
    const auto rendered = RenderedText::fromAbstract(source);
    INFO(describe(rendered).toStdString());
    CHECK(rendered.text() == str(u"first line\u2029second line\u2029third"));
    qsizetype breaks = 0;
    for (const TextRun &run : rendered.runs()) {
        if (run.isParagraphBreak()) {
            ++breaks;
            CHECK_FALSE(run.verbatim);
        }
    }
    CHECK(breaks == 2);
    CHECK(RenderedText::fromAbstract(str(u" \n\t\n")).runs().isEmpty());
    CHECK(RenderedText::fromAbstract(QString()).text().isEmpty());
    checkRunsMatchSource(rendered, source);
}

TEST_CASE("A formula on lines of its own is one paragraph of maths", "[text][richtext]")
{
    for (const char16_t *text : { u"Energy:\n$$\nE = mc^2\n$$\nDone.", u"Energy:\n\\[\n  E = mc^2\n\\]  \nDone." }) {
        const QString source = str(text);
        const auto rendered = RenderedText::fromAbstract(source);
        INFO(describe(rendered).toStdString());
        CHECK(rendered.plainText() == str(u"Energy:\nE = mc²\nDone."));
        checkRunsMatchSource(rendered, source);
    }
    // Never closed: each line stays a paragraph of its own, as written.
    const auto unclosed = RenderedText::fromAbstract(str(u"$$\nx^2\nmore"));
    CHECK(unclosed.plainText() == str(u"$$\nx^2\nmore"));
    // Nor closed past a blank line, in another paragraph; lines may end in CR LF.
    const auto paragraphs = RenderedText::fromAbstract(str(u"$$\n\nFirst paragraph.\n\nSecond $$ paragraph."));
    CHECK(paragraphs.plainText() == str(u"$$\nFirst paragraph.\nSecond $$ paragraph."));
    const auto crlf = RenderedText::fromAbstract(str(u"$$  \r\nE = mc^2\r\n$$\r\nDone."));
    CHECK(crlf.plainText() == str(u"E = mc²\nDone."));
}

TEST_CASE("Positions map between the shown text and the source", "[text][richtext]")
{
    const QString source = str(u"We study **deep** nets with $\\mathcal{O}(n)$ cost.\n\nSecond *part*.");
    const auto rendered = RenderedText::fromAbstract(source);
    const QString &text = rendered.text();
    REQUIRE(text == str(u"We study deep nets with 𝒪(n) cost.\u2029Second part."));

    SECTION("a range over a verbatim word round-trips exactly")
    {
        for (const char16_t *word : { u"deep", u"nets", u"study", u"cost.", u"Second", u"part" }) {
            const TextRange shown = find(text, str(word));
            const TextRange inSource = rendered.toSource(shown);
            CHECK(source.sliced(inSource.start, inSource.length()) == str(word));
            CHECK(rendered.toRendered(inSource) == shown);
        }
        const TextRange partial = find(text, str(u"ee"));
        CHECK(source.sliced(rendered.toSource(partial).start, 2) == str(u"ee"));
    }

    SECTION("a range touching math covers all of its source")
    {
        const TextRange math = find(source, str(u"$\\mathcal{O}(n)$"));
        const TextRange paren = find(text, str(u"(n"));
        CHECK(rendered.toSource(paren) == math);
        const TextRange withMath = find(text, str(u"with 𝒪"));
        CHECK(rendered.toSource(withMath) == TextRange{ find(source, str(u"with")).start, math.end });
        CHECK(rendered.toRendered(find(source, str(u"mathcal"))) == find(text, str(u"𝒪(n)")));
    }

    SECTION("source ranges map to what they show")
    {
        CHECK(rendered.toRendered(find(source, str(u"study **deep**"))) == find(text, str(u"study deep")));
        const TextRange markers = find(source, str(u"**"));
        CHECK(rendered.toRendered(markers).isEmpty());
        CHECK(rendered.toRendered(markers).start == find(text, str(u"deep")).start);
        const TextRange across = rendered.toRendered(find(source, str(u"cost.\n\nSecond")));
        CHECK(text.sliced(across.start, across.length()) == str(u"cost.\u2029Second"));
        CHECK(rendered.toSource(across) == find(source, str(u"cost.\n\nSecond")));
    }

    SECTION("empty ranges map to positions")
    {
        const qsizetype nets = find(text, str(u"nets")).start;
        CHECK(rendered.toSource({ nets, nets }) == TextRange{ source.indexOf(u"nets"), source.indexOf(u"nets") });
        CHECK(rendered.toSource({ text.size(), text.size() }) == TextRange{ source.size(), source.size() });
        CHECK(rendered.toRendered({ 0, 0 }) == TextRange{ 0, 0 });
        CHECK(rendered.toRendered({ source.size(), source.size() }) == TextRange{ text.size(), text.size() });
    }
}

TEST_CASE("The seed abstracts render without leftover markup", "[text][richtext][seeds]")
{
    const QString folder = qEnvironmentVariable("LECTERN_SEEDS_DIR");
    if (folder.isEmpty())
        SKIP("LECTERN_SEEDS_DIR is not set");
    const QStringList names = QDir(folder).entryList({ QStringLiteral("*.txt") }, QDir::Files, QDir::Name);
    REQUIRE_FALSE(names.isEmpty());
    // An independent, simpler reading of inline math: $, a non-space, anything but $, a non-space, $.
    static const QRegularExpression inlineMath(QStringLiteral(R"(\$[^\s$](?:[^$]*[^\s$])?\$)"));
    qsizetype mathSpans = 0;
    for (const QString &name : names) {
        QString content = QString::fromUtf8(Lectern::Test::fileBytes(QDir(folder).filePath(name)));
        content.remove(QChar(0xFEFF));
        QStringList abstracts =
            content.split(QRegularExpression(QStringLiteral(R"(\r?\n\s*\r?\n)")), Qt::SkipEmptyParts);
        abstracts.removeFirst(); // the collection's header
        for (const QString &abstract : std::as_const(abstracts)) {
            const auto rendered = RenderedText::fromAbstract(abstract);
            INFO(name.toStdString() << ": " << rendered.text().toStdString());
            checkRunsMatchSource(rendered, abstract);
            CHECK_FALSE(rendered.text().contains(u"**"));
            // The seeds hold no prices, so a dollar sign left over is math that was missed.
            CHECK_FALSE(rendered.text().contains(u'$'));
            CHECK_FALSE(rendered.text().contains(u"\\emph"));
            CHECK_FALSE(rendered.text().contains(u"\\url"));
            // No TeX is left, in rich text or in plain.
            static const QRegularExpression texCommand(QStringLiteral(R"(\\[A-Za-z])"));
            for (const QString &shown : { rendered.text(), rendered.plainText() }) {
                CHECK_FALSE(shown.contains(u"^{"));
                CHECK_FALSE(shown.contains(u"_{"));
                CHECK_FALSE(shown.contains(u'~'));
                CHECK_FALSE(shown.contains(u"--"));
                CHECK_FALSE(texCommand.match(shown).hasMatch());
            }
            for (const auto &match : inlineMath.globalMatch(abstract)) {
                ++mathSpans;
                const TextRange span{ match.capturedStart(), match.capturedEnd() };
                const TextRange shown = rendered.toRendered(span);
                const QString mathText = rendered.text().sliced(shown.start, shown.length());
                INFO(match.captured().toStdString() << " → " << mathText.toStdString());
                CHECK(rendered.toSource(shown) == span);
                CHECK_FALSE(mathText.isEmpty());
                CHECK_FALSE(mathText.contains(u'\\'));
            }
        }
    }
    CHECK(mathSpans >= 20);
}

TEST_CASE("A straight quote that TeX's '' closes opens the pair; two straight quotes stay", "[text][richtext]")
{
    CHECK(RenderedText::fromAbstract(str(u"the \"internal states'' of agents")).text() ==
        str(u"the “internal states” of agents"));
    CHECK(RenderedText::fromAbstract(str(u"(\"so-called'' models)")).text() == str(u"(“so-called” models)"));
    CHECK(RenderedText::fromAbstract(str(u"a \"plain\" word and ``TeX''")).text() == str(u"a \"plain\" word and “TeX”"));
    CHECK(RenderedText::fromAbstract(str(u"5\" screens, 2'' wide")).text() == str(u"5\" screens, 2” wide"));
    // The quote's source maps back to the straight quote alone.
    const auto rendered = RenderedText::fromAbstract(str(u"a \"b'' c"));
    CHECK(rendered.toSource({ 2, 3 }) == TextRange{ 2, 3 });
}
