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

// Every run shows its source: verbatim runs exactly, and runs lie in order without overlapping.
void checkRunsMatchSource(const RenderedText &rendered, const QString &source)
{
    qsizetype previousEnd = 0;
    for (const TextRun &run : rendered.runs()) {
        INFO(run.text.toStdString());
        CHECK(run.source.start >= previousEnd);
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
        { u"Rate $x^2$ here", u"Rate $$x^2$$ here", u"Rate \\(x^2\\) here", u"Rate \\[x^2\\] here" }) {
        const QString source = str(text);
        const auto rendered = RenderedText::fromAbstract(source);
        INFO(describe(rendered).toStdString());
        REQUIRE(rendered.runs().size() == 3);
        const TextRun &math = rendered.runs()[1];
        CHECK(math.text == str(u"x²"));
        CHECK(math.style == TextRun::Styles(TextRun::Math));
        CHECK_FALSE(math.verbatim);
        CHECK(math.source == TextRange{ 5, source.size() - 5 });
        CHECK(rendered.text() == str(u"Rate x² here"));
    }
    const auto seed = RenderedText::fromAbstract(str(u"PMPD achieves 1.4$-$12.2$\\times$ speedup, $19.3$\\% more"));
    INFO(describe(seed).toStdString());
    CHECK(seed.text() == str(u"PMPD achieves 1.4−12.2× speedup, 19.3% more"));
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

TEST_CASE("Web addresses and Markdown links become links; other schemes stay text", "[text][richtext]")
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

TEST_CASE("A link without a label shows its address; \\href shows its label", "[text][richtext]")
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
