// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/texcodec.h"

#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>

#include "support/testsupport.h"

using namespace Lectern;
using namespace Qt::StringLiterals;

TEST_CASE("encodeTexText escapes what TeX would read as markup and keeps maths")
{
    CHECK(Text::encodeTexText(u"50% & #1 a_b {x}") == QStringLiteral("50\\% \\& \\#1 a\\_b \\{x\\}"));
    CHECK(Text::encodeTexText(u"rate $\\mathcal{O}(n^{-1/2})$ here") ==
        QStringLiteral("rate $\\mathcal{O}(n^{-1/2})$ here"));
    CHECK(Text::encodeTexText(u"costs $5") == QStringLiteral("costs \\$5"));
    CHECK(Text::encodeTexText(u"$x^{2$ open") == QStringLiteral("\\$x\\textasciicircum{}\\{2\\$ open"));
    CHECK(Text::encodeTexText(u"--help a~b C:\\x") ==
        QStringLiteral("-{}-help a\\textasciitilde{}b C:\\textbackslash{}x"));
    CHECK(Text::encodeTexText(u"Gödel", Text::TexEncoding::Utf8) == QStringLiteral("Gödel"));
    CHECK(Text::encodeTexText(u"Gödel Straße Łódź í", Text::TexEncoding::Ascii) ==
        QStringLiteral("G{\\\"o}del Stra{\\ss}e {\\L}{\\'o}d{\\'z} {\\'\\i}"));
    CHECK(Text::encodeTexText(u"Čech", Text::TexEncoding::Ascii) == QStringLiteral("{\\v C}ech"));
    // White space of any kind and length is one space; a no-break space is a tie.
    CHECK(Text::encodeTexText(u"  two\n\nlines\tand  spaces \u00a0 tie\u2003end ") ==
        QStringLiteral(" two lines and spaces ~ tie end "));
}

TEST_CASE("Maths is kept for TeX only when TeX would do no more than typeset it")
{
    for (const QString &typeset : { u"$\\mathcal{O}(n^{-1/2})$"_s,
             u"$\\log n \\le \\frac{a}{b}$"_s,
             u"$\\left(\\begin{pmatrix}a & b\\end{pmatrix}\\right)$"_s,
             u"$\\text{if } x \\in \\mathbb{R}, \\% \\{x\\}$"_s,
             u"G\\\"odel, \\ss, \\url{https://x.org}"_s }) {
        INFO(typeset.toStdString());
        CHECK(Text::isTypesetOnly(typeset));
        if (typeset.startsWith(u'$'))
            CHECK(Text::encodeTexText(typeset) == typeset);
    }
    // Reading files, writing them, running programs, defining macros, an author's own macro, TeX's
    // ^^5c for a backslash, a comment that would swallow the end of the value.
    for (const QString &hostile : { u"$\\input{/etc/passwd}$"_s,
             u"$\\immediate\\write18{touch /tmp/x}$"_s,
             u"$\\def\\x{y}$"_s,
             u"$\\KL(p, q)$"_s,
             u"$^^5cinput{/etc/passwd}$"_s,
             u"$x % y$"_s,
             u"$\\begin{filecontents}{a.tex}x\\end{filecontents}$"_s }) {
        INFO(hostile.toStdString());
        CHECK_FALSE(Text::isTypesetOnly(hostile));
        const QString encoded = Text::encodeTexText(hostile);
        CHECK(encoded.startsWith(u"\\$"_s));
        CHECK(Text::decodeTexText(encoded) == hostile);
    }
}

TEST_CASE("decodeTexText reads back what encodeTexText wrote")
{
    const QString text = GENERATE(QStringLiteral("50% & #1 a_b {x} ~ ^ \\ $ $$"),
        QStringLiteral("rate $\\mathcal{O}(n^{-1/2})$ and $$\\sum_i x_i$$ here"),
        QStringLiteral("--verbose --- and – — dashes"),
        QStringLiteral("Gödel, Straße, Łódź, naïve, Čech, Erdős, façade, Åsa, Ørsted"),
        QStringLiteral("no\u00a0break and 中文"),
        QStringLiteral("$x^{2$ unbalanced } and { braces"));
    for (const Text::TexEncoding encoding : { Text::TexEncoding::Utf8, Text::TexEncoding::Ascii }) {
        INFO(text.toStdString() << (encoding == Text::TexEncoding::Ascii ? " (ascii)" : " (utf-8)"));
        CHECK(Text::decodeTexText(Text::encodeTexText(text, encoding)) == text);
    }
}

TEST_CASE("decodeTexText joins white space into one space and keeps every other character")
{
    CHECK(Text::decodeTexText(u"Two  spaces,\ta tab\nand a line") == QStringLiteral("Two spaces, a tab and a line"));
    CHECK(Text::decodeTexText(u"  around  ") == QStringLiteral("around"));
    CHECK(Text::decodeTexText(u"na\u00efve caf\u00e9\u00a0\u00a0au lait \u4e2d\u6587 x - y") ==
        QStringLiteral("na\u00efve caf\u00e9 au lait \u4e2d\u6587 x - y"));
    CHECK(Text::decodeTexText(u"a {B}c}d $x  y$ e") == QStringLiteral("a Bcd $x  y$ e"));
}

TEST_CASE("TeX's dashes and tie are read in one place, for BibTeX and for rendering")
{
    CHECK(Text::texLigature(u"---x").character == QChar(u'—'));
    CHECK(Text::texLigature(u"---x").length == 3);
    CHECK(Text::texLigature(u"--x").character == QChar(u'–'));
    CHECK(Text::texLigature(u"--x").length == 2);
    CHECK(Text::texLigature(u"~x").character == QChar(QChar::Nbsp));
    CHECK(Text::texLigature(u"-x").length == 0);
    CHECK(Text::texLigature(u"").length == 0);
    CHECK(Text::decodeTexText(u"pages 10--20, a---b, Fig.~3") == QStringLiteral("pages 10–20, a—b, Fig.\u00a03"));
}
