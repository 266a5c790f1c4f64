// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/texmath.h"

#include <catch2/catch_test_macros.hpp>

using Lectern::Text::MathPiece;
using Lectern::Text::plainScript;
using Lectern::Text::ScriptPosition;
using Lectern::Text::texToPieces;
using Lectern::Text::texToUnicode;

namespace {

struct Case
{
    const char16_t *tex;
    const char16_t *text;
};

void checkCases(std::initializer_list<Case> cases)
{
    for (const Case &c : cases) {
        const QString tex = QString::fromUtf16(c.tex);
        const QString actual = texToUnicode(tex);
        INFO(tex.toStdString() << "  →  " << actual.toStdString());
        CHECK(actual == QString::fromUtf16(c.text));
    }
}

} // namespace

TEST_CASE("Every math span of the seed files reads well", "[text][texmath]")
{
    checkCases({
        { u"-", u"−" },
        { u"1.7 \\sim 2", u"1.7 ∼ 2" },
        { u"19.3", u"19.3" },
        { u"3/4", u"3/4" },
        { u"8", u"8" },
        { u"9.5", u"9.5" },
        { u"K", u"K" },
        { u"N", u"N" },
        { u"T", u"T" },
        { u"d", u"d" },
        { u"n", u"n" },
        { u"\\frac{1}{K}", u"1/K" },
        { u"\\mathcal{O}(1/k)", u"𝒪(1/k)" },
        { u"\\mathcal{O}(n^{-1/2})", u"𝒪(n^(−1/2))" },
        { u"\\mathcal{O}(n^{-3/4})", u"𝒪(n^(−3/4))" },
        { u"\\mathcal{O}({1}/{\\sqrt{T}})", u"𝒪(1/√T)" },
        { u"\\tilde{\\mathcal{O}}(d\\sqrt{T})", u"𝒪\u0303(d√T)" },
        { u"\\times", u"×" },
        { u"\\widetilde{\\mathcal{O}}(\\log N)", u"𝒪\u0303(log N)" },
        { u"\\widetilde{\\mathcal{O}}(\\sqrt{N})", u"𝒪\u0303(√N)" },
        { u"r_1", u"r₁" },
        { u"r_2", u"r₂" },
    });
}

TEST_CASE("Math alphabets use the letters Unicode has, holes included", "[text][texmath]")
{
    checkCases({
        { u"\\mathcal{A}", u"𝒜" },
        { u"\\mathcal{B}\\mathcal{E}\\mathcal{F}\\mathcal{H}", u"ℬℰℱℋ" },
        { u"\\mathcal{I}\\mathcal{L}\\mathcal{M}\\mathcal{R}", u"ℐℒℳℛ" },
        { u"\\mathscr{D}", u"𝒟" },
        { u"{\\cal O}(n)", u"𝒪(n)" },
        { u"\\mathbb{R}^d", u"ℝᵈ" },
        { u"\\mathbb{E}[X]", u"𝔼[X]" },
        { u"\\mathbb{C}\\mathbb{H}\\mathbb{N}\\mathbb{P}\\mathbb{Q}\\mathbb{Z}", u"ℂℍℕℙℚℤ" },
        { u"\\mathbb{1}", u"𝟙" },
        { u"\\mathbf{x}", u"𝐱" },
        { u"\\mathbf{W}_2", u"𝐖₂" },
        { u"\\mathit{h}", u"ℎ" },
        { u"\\mathfrak{g}", u"𝔤" },
        { u"\\mathrm{d}x", u"dx" },
        { u"\\mathrm{KL}(p \\| q)", u"KL(p‖q)" },
        { u"\\text{if } x > 0", u"if x > 0" },
        { u"x \\text{ for all } y", u"x for all y" },
        { u"10\\,\\text{ms}", u"10 ms" },
        { u"\\operatorname{softmax}(z)", u"softmax(z)" },
        { u"\\operatorname*{arg\\,max}_x f", u"arg maxₓ f" },
    });
}

TEST_CASE(
    "Scripts are raised or lowered when Unicode can, else written as ^(…) and _(…) without braces", "[text][texmath]")
{
    checkCases({
        { u"x^2", u"x²" },
        { u"e^x", u"eˣ" },
        { u"x^{-1}", u"x⁻¹" },
        { u"2^{10}", u"2¹⁰" },
        { u"x^{n+1}", u"xⁿ⁺¹" },
        { u"x_{ij}", u"xᵢⱼ" },
        { u"a_{t-1}", u"aₜ₋₁" },
        { u"x_{\\text{max}}", u"xₘₐₓ" },
        { u"\\sum_{i=1}^n x_i", u"∑ᵢ₌₁ⁿ xᵢ" },
        { u"A^\\top", u"Aᵀ" },
        { u"x^*", u"x*" },
        { u"f'(x) + f''(x)", u"f′(x)+f″(x)" },
        { u"x_\\theta", u"x_θ" },
        { u"W_q", u"W_q" },
        { u"x_{\\theta,k}", u"x_(θ,k)" },
        { u"n^{-1/2}", u"n^(−1/2)" },
        { u"\\sin^2 x", u"sin² x" },
        { u"\\lim_{n \\to \\infty} a_n", u"lim_(n→∞) aₙ" },
        { u"\\max_{x} f(x)", u"maxₓ f(x)" },
    });
}

TEST_CASE("A script Unicode cannot raise is written after ^ or _, in parentheses, never in braces", "[text][texmath]")
{
    checkCases({
        { u"x^{(q)}", u"x^(q)" },
        { u"x^{1.5}", u"x^(1.5)" },
        { u"2^{2^n}", u"2²ⁿ" },
        { u"e^{x_i}", u"e^(xᵢ)" },
        { u"x^{a_b}", u"x^(a_b)" },
        { u"\\sqrt[q]{x}", u"^q√x" },
    });
    CHECK(plainScript(u"−1", ScriptPosition::Superscript) == u"⁻¹");
    CHECK(plainScript(u"1", ScriptPosition::Subscript) == u"₁");
    CHECK(plainScript(u"−1/2", ScriptPosition::Superscript) == u"^(−1/2)");
    CHECK(plainScript(u"θ", ScriptPosition::Subscript) == u"_θ");
    CHECK(plainScript(u"−1/2", ScriptPosition::Baseline) == u"−1/2");
}

TEST_CASE("Maths as pieces on, above and below the line", "[text][texmath]")
{
    using enum ScriptPosition;
    CHECK(texToPieces(QStringLiteral("\\mathcal{O}(n^{-1/2})")) ==
        QList<MathPiece>{ { QStringLiteral("𝒪(n"), Baseline },
            { QStringLiteral("−1/2"), Superscript },
            { QStringLiteral(")"), Baseline } });
    // Unicode could raise these, but where text can be raised the real thing reads better.
    CHECK(texToPieces(QStringLiteral("r_1")) ==
        QList<MathPiece>{ { QStringLiteral("r"), Baseline }, { QStringLiteral("1"), Subscript } });
    CHECK(texToPieces(QStringLiteral("x_i^2")) ==
        QList<MathPiece>{ { QStringLiteral("x"), Baseline },
            { QStringLiteral("i"), Subscript },
            { QStringLiteral("2"), Superscript } });
    CHECK(texToPieces(QStringLiteral("\\sum_{i=1}^n x_i")) ==
        QList<MathPiece>{ { QStringLiteral("∑"), Baseline },
            { QStringLiteral("i=1"), Subscript },
            { QStringLiteral("n"), Superscript },
            { QStringLiteral(" x"), Baseline },
            { QStringLiteral("i"), Subscript } });
    CHECK(texToPieces(QStringLiteral("\\frac{1}{n^2}")) ==
        QList<MathPiece>{ { QStringLiteral("1/n"), Baseline }, { QStringLiteral("2"), Superscript } });
    // A script inside a script stays inside the outer one, in its plain form.
    CHECK(texToPieces(QStringLiteral("x^{a_i}")) ==
        QList<MathPiece>{ { QStringLiteral("x"), Baseline }, { QStringLiteral("aᵢ"), Superscript } });
    CHECK(texToPieces(QStringLiteral("x^{a_b}")) ==
        QList<MathPiece>{ { QStringLiteral("x"), Baseline }, { QStringLiteral("a_b"), Superscript } });
    CHECK(texToPieces(QString()).isEmpty());
}

TEST_CASE("The noncharacters that mark scripts inside the converter cannot come from the input", "[text][texmath]")
{
    const QString hostile = QStringLiteral("a") + QChar(0xFDD0) + QStringLiteral("b") + QChar(0xFDD2) + QChar(0xFDD1);
    const auto pieces = texToPieces(hostile);
    REQUIRE(pieces.size() == 1);
    CHECK(pieces.front().position == ScriptPosition::Baseline);
    CHECK(texToUnicode(hostile) == QStringLiteral("a\uFFFDb\uFFFD\uFFFD"));
}

TEST_CASE("Greek letters, relations and operators", "[text][texmath]")
{
    checkCases({
        { u"\\alpha + \\beta = \\gamma", u"α+β = γ" },
        { u"\\Gamma, \\Delta, \\Theta, \\Lambda, \\Sigma, \\Phi, \\Psi, \\Omega", u"Γ, Δ, Θ, Λ, Σ, Φ, Ψ, Ω" },
        { u"\\epsilon \\varepsilon \\theta \\vartheta \\phi \\varphi", u"ϵεθϑϕφ" },
        { u"\\mu \\sigma \\tau \\omega \\pi \\rho \\lambda \\eta \\xi \\zeta \\chi \\psi \\kappa \\iota \\nu",
            u"μστωπρληξζχψκιν" },
        { u"a \\leq b", u"a ≤ b" },
        { u"a\\le b\\ge c", u"a ≤ b ≥ c" },
        { u"x \\geq 0", u"x ≥ 0" },
        { u"x \\neq y", u"x ≠ y" },
        { u"x \\not= y", u"x ≠ y" },
        { u"x \\not\\in A", u"x ∉ A" },
        { u"x \\approx y", u"x ≈ y" },
        { u"\\theta \\in \\Theta", u"θ ∈ Θ" },
        { u"x \\notin A", u"x ∉ A" },
        { u"A \\subset B \\subseteq C", u"A ⊂ B ⊆ C" },
        { u"A \\cup B \\cap C", u"A∪B∩C" },
        { u"f: X \\to Y", u"f : X → Y" },
        { u"x \\rightarrow y \\leftarrow z", u"x → y ← z" },
        { u"p \\Rightarrow q", u"p ⇒ q" },
        { u"x \\mapsto x^2", u"x ↦ x²" },
        { u"P(A \\mid B)", u"P(A ∣ B)" },
        { u"x \\propto y", u"x ∝ y" },
        { u"\\forall x \\exists y", u"∀x∃y" },
        { u"a \\ll b \\gg c", u"a ≪ b ≫ c" },
        { u"a \\equiv b", u"a ≡ b" },
        { u"x \\perp y, \\top", u"x ⊥ y, ⊤" },
        { u"a \\times b \\cdot c \\pm d", u"a×b⋅c±d" },
        { u"\\partial f / \\partial x", u"∂f/∂x" },
        { u"\\nabla f", u"∇f" },
        { u"\\int_0^1 f(x)\\,dx", u"∫₀¹ f(x) dx" },
        { u"\\prod_i p_i", u"∏ᵢ pᵢ" },
        { u"\\infty", u"∞" },
        { u"\\ell_2", u"ℓ₂" },
        { u"x_1, \\ldots, x_n", u"x₁, …, xₙ" },
        { u"1 + \\cdots + n", u"1+…+n" },
        { u"\\dots", u"…" },
        { u"\\|x\\|_2", u"‖x‖₂" },
        { u"\\{1, 2\\}", u"{1, 2}" },
        { u"a\\,b\\;c\\quad d", u"a b c d" },
        { u"\\left( \\frac{a}{b} \\right)", u"(a/b)" },
        { u"\\left\\{ x \\right.", u"{x" },
        { u"\\log n", u"log n" },
        { u"n \\log n", u"n log n" },
        { u"\\exp(-x)", u"exp(−x)" },
        { u"\\sin x", u"sin x" },
        { u"\\min(a, b)", u"min(a, b)" },
        { u"\\arg\\min_\\theta L", u"arg min_θ L" },
    });
}

TEST_CASE("Fractions, roots and accents", "[text][texmath]")
{
    checkCases({
        { u"\\frac{1}{2}", u"1/2" },
        { u"\\frac12", u"1/2" },
        { u"\\dfrac{x}{y}", u"x/y" },
        { u"\\frac{a+b}{c}", u"(a+b)/c" },
        { u"\\frac{1}{n+1}", u"1/(n+1)" },
        { u"\\frac{1}{n^2}", u"1/n²" },
        { u"\\frac{\\partial L}{\\partial \\theta}", u"∂L/∂θ" },
        { u"\\frac{1}{\\sqrt{T}}", u"1/√T" },
        { u"\\sqrt{T}", u"√T" },
        { u"\\sqrt{x+1}", u"√(x+1)" },
        { u"\\sqrt{2}", u"√2" },
        { u"\\sqrt[3]{x}", u"∛x" },
        { u"\\sqrt[n]{x}", u"ⁿ√x" },
        { u"\\tilde{X}", u"X\u0303" },
        { u"\\widetilde{X}", u"X\u0303" },
        { u"\\hat{y}", u"y\u0302" },
        { u"\\bar{x}", u"x\u0304" },
        { u"\\overline{AB}", u"A\u0304B\u0304" },
        { u"\\vec{v}", u"v\u20D7" },
        { u"\\dot{x}", u"x\u0307" },
        { u"\\hat{\\tilde{x}}", u"x\u0303\u0302" },
    });
}

TEST_CASE("Unknown commands keep their names and broken input still gives text", "[text][texmath]")
{
    checkCases({
        { u"", u"" },
        { u"   ", u"" },
        { u"\\foo", u"foo" },
        { u"\\foo x", u"foo x" },
        { u"\\KL(p \\| q)", u"KL(p‖q)" },
        { u"a  +  b", u"a+b" },
        { u"\\$5", u"$5" },
        { u"\\frac{1}{", u"1/" },
        { u"\\frac", u"/" },
        { u"}}x{{", u"x" },
        { u"\\sqrt{", u"√" },
        { u"x^", u"x" },
        { u"x^{", u"x" },
        { u"x_}", u"x" },
        { u"\\", u"" },
        { u"\\left", u"" },
        { u"\\mathcal{", u"" },
        { u"\\sqrt[3", u"√[3" },
    });
}

TEST_CASE("Deep or long nonsense ends quickly without exhausting the stack", "[text][texmath]")
{
    const QString nested = QString(20000, u'{') + u'x' + QString(20000, u'}');
    CHECK(texToUnicode(nested).contains(u'x'));
    CHECK(texToUnicode(QString(20000, u'{') + u'y').contains(u'y'));
    QString roots;
    for (int i = 0; i < 5000; ++i)
        roots += QStringLiteral("\\sqrt");
    CHECK_FALSE(texToUnicode(roots + u'x').isEmpty());
    CHECK_FALSE(texToUnicode(QString(10000, u'^') + u'x').isEmpty());
    QString brackets;
    for (int i = 0; i < 5000; ++i)
        brackets += QStringLiteral("\\sqrt[");
    CHECK_FALSE(texToUnicode(brackets + u']').isEmpty());
    QString scripts;
    for (int i = 0; i < 5000; ++i)
        scripts += QStringLiteral("x^{");
    CHECK(texToUnicode(scripts).startsWith(u'x'));
    CHECK_FALSE(texToPieces(scripts).isEmpty());
}
