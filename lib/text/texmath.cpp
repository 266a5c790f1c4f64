// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/texmath.h"

#include <QHash>
#include <QStringView>

#include <algorithm>
#include <string_view>
#include <utility>

namespace Lectern::Text {
namespace {

// How a symbol is spaced in the output; TeX's atom classes, coarsened for plain text.
enum class Spacing {
    Ordinary, // letters, digits and binary operators: "x+1", "a×b", as compact as the source
    Relation, // "x ≤ y": a space each side, the one spacing that helps reading
    LargeOperator, // "∑ᵢ xᵢ": a space before the operand
};

struct Symbol
{
    std::u16string_view name;
    std::u16string_view text;
    Spacing spacing = Spacing::Ordinary;
};

constexpr auto Rel = Spacing::Relation;
constexpr auto Op = Spacing::LargeOperator;

constexpr Symbol symbols[] = {
    // Greek, as TeX draws them: \epsilon and \phi are the lunate and the stroked forms.
    { u"alpha", u"α" },
    { u"beta", u"β" },
    { u"gamma", u"γ" },
    { u"delta", u"δ" },
    { u"epsilon", u"ϵ" },
    { u"varepsilon", u"ε" },
    { u"zeta", u"ζ" },
    { u"eta", u"η" },
    { u"theta", u"θ" },
    { u"vartheta", u"ϑ" },
    { u"iota", u"ι" },
    { u"kappa", u"κ" },
    { u"varkappa", u"ϰ" },
    { u"lambda", u"λ" },
    { u"mu", u"μ" },
    { u"nu", u"ν" },
    { u"xi", u"ξ" },
    { u"omicron", u"ο" },
    { u"pi", u"π" },
    { u"varpi", u"ϖ" },
    { u"rho", u"ρ" },
    { u"varrho", u"ϱ" },
    { u"sigma", u"σ" },
    { u"varsigma", u"ς" },
    { u"tau", u"τ" },
    { u"upsilon", u"υ" },
    { u"phi", u"ϕ" },
    { u"varphi", u"φ" },
    { u"chi", u"χ" },
    { u"psi", u"ψ" },
    { u"omega", u"ω" },
    { u"digamma", u"ϝ" },
    { u"Alpha", u"Α" },
    { u"Beta", u"Β" },
    { u"Gamma", u"Γ" },
    { u"Delta", u"Δ" },
    { u"Epsilon", u"Ε" },
    { u"Zeta", u"Ζ" },
    { u"Eta", u"Η" },
    { u"Theta", u"Θ" },
    { u"Iota", u"Ι" },
    { u"Kappa", u"Κ" },
    { u"Lambda", u"Λ" },
    { u"Mu", u"Μ" },
    { u"Nu", u"Ν" },
    { u"Xi", u"Ξ" },
    { u"Omicron", u"Ο" },
    { u"Pi", u"Π" },
    { u"Rho", u"Ρ" },
    { u"Sigma", u"Σ" },
    { u"Tau", u"Τ" },
    { u"Upsilon", u"Υ" },
    { u"Phi", u"Φ" },
    { u"Chi", u"Χ" },
    { u"Psi", u"Ψ" },
    { u"Omega", u"Ω" },
    { u"varGamma", u"Γ" },
    { u"varDelta", u"Δ" },
    { u"varTheta", u"Θ" },
    { u"varLambda", u"Λ" },
    { u"varPi", u"Π" },
    { u"varSigma", u"Σ" },
    { u"varPhi", u"Φ" },
    { u"varPsi", u"Ψ" },
    { u"varOmega", u"Ω" },

    // Relations and arrows.
    { u"leq", u"≤", Rel },
    { u"le", u"≤", Rel },
    { u"geq", u"≥", Rel },
    { u"ge", u"≥", Rel },
    { u"leqslant", u"⩽", Rel },
    { u"geqslant", u"⩾", Rel },
    { u"neq", u"≠", Rel },
    { u"ne", u"≠", Rel },
    { u"nleq", u"≰", Rel },
    { u"ngeq", u"≱", Rel },
    { u"approx", u"≈", Rel },
    { u"sim", u"∼", Rel },
    { u"nsim", u"≁", Rel },
    { u"simeq", u"≃", Rel },
    { u"cong", u"≅", Rel },
    { u"equiv", u"≡", Rel },
    { u"propto", u"∝", Rel },
    { u"asymp", u"≍", Rel },
    { u"doteq", u"≐", Rel },
    { u"triangleq", u"≜", Rel },
    { u"coloneqq", u"≔", Rel },
    { u"coloneq", u"≔", Rel },
    { u"eqqcolon", u"≕", Rel },
    { u"ll", u"≪", Rel },
    { u"gg", u"≫", Rel },
    { u"lesssim", u"≲", Rel },
    { u"gtrsim", u"≳", Rel },
    { u"prec", u"≺", Rel },
    { u"succ", u"≻", Rel },
    { u"preceq", u"⪯", Rel },
    { u"succeq", u"⪰", Rel },
    { u"in", u"∈", Rel },
    { u"notin", u"∉", Rel },
    { u"ni", u"∋", Rel },
    { u"subset", u"⊂", Rel },
    { u"subseteq", u"⊆", Rel },
    { u"subsetneq", u"⊊", Rel },
    { u"supset", u"⊃", Rel },
    { u"supseteq", u"⊇", Rel },
    { u"sqsubseteq", u"⊑", Rel },
    { u"mid", u"∣", Rel },
    { u"nmid", u"∤", Rel },
    { u"parallel", u"∥", Rel },
    { u"perp", u"⊥", Rel },
    { u"vdash", u"⊢", Rel },
    { u"models", u"⊨", Rel },
    { u"vDash", u"⊨", Rel },
    { u"to", u"→", Rel },
    { u"rightarrow", u"→", Rel },
    { u"leftarrow", u"←", Rel },
    { u"gets", u"←", Rel },
    { u"leftrightarrow", u"↔", Rel },
    { u"Rightarrow", u"⇒", Rel },
    { u"Leftarrow", u"⇐", Rel },
    { u"Leftrightarrow", u"⇔", Rel },
    { u"longrightarrow", u"⟶", Rel },
    { u"longleftarrow", u"⟵", Rel },
    { u"Longrightarrow", u"⟹", Rel },
    { u"Longleftarrow", u"⟸", Rel },
    { u"implies", u"⟹", Rel },
    { u"impliedby", u"⟸", Rel },
    { u"iff", u"⟺", Rel },
    { u"mapsto", u"↦", Rel },
    { u"longmapsto", u"⟼", Rel },
    { u"hookrightarrow", u"↪", Rel },
    { u"rightharpoonup", u"⇀", Rel },
    { u"uparrow", u"↑", Rel },
    { u"downarrow", u"↓", Rel },
    { u"nearrow", u"↗", Rel },
    { u"searrow", u"↘", Rel },

    // Binary operators; spaced like ordinary symbols, as compact as the source.
    { u"times", u"×" },
    { u"cdot", u"⋅" },
    { u"cdotp", u"⋅" },
    { u"div", u"÷" },
    { u"pm", u"±" },
    { u"mp", u"∓" },
    { u"ast", u"∗" },
    { u"star", u"⋆" },
    { u"circ", u"∘" },
    { u"bullet", u"∙" },
    { u"oplus", u"⊕" },
    { u"ominus", u"⊖" },
    { u"otimes", u"⊗" },
    { u"odot", u"⊙" },
    { u"oslash", u"⊘" },
    { u"cup", u"∪" },
    { u"cap", u"∩" },
    { u"sqcup", u"⊔" },
    { u"sqcap", u"⊓" },
    { u"uplus", u"⊎" },
    { u"setminus", u"∖" },
    { u"wedge", u"∧" },
    { u"land", u"∧" },
    { u"vee", u"∨" },
    { u"lor", u"∨" },
    { u"diamond", u"⋄" },
    { u"dagger", u"†" },
    { u"ddagger", u"‡" },
    { u"dag", u"†" },
    { u"ddag", u"‡" },

    // Large operators.
    { u"sum", u"∑", Op },
    { u"prod", u"∏", Op },
    { u"coprod", u"∐", Op },
    { u"int", u"∫", Op },
    { u"iint", u"∬", Op },
    { u"iiint", u"∭", Op },
    { u"oint", u"∮", Op },
    { u"bigcup", u"⋃", Op },
    { u"bigcap", u"⋂", Op },
    { u"bigoplus", u"⨁", Op },
    { u"bigotimes", u"⨂", Op },
    { u"bigvee", u"⋁", Op },
    { u"bigwedge", u"⋀", Op },
    { u"bigsqcup", u"⨆", Op },

    // Everything else that is a single symbol.
    { u"infty", u"∞" },
    { u"partial", u"∂" },
    { u"nabla", u"∇" },
    { u"ell", u"ℓ" },
    { u"hbar", u"ℏ" },
    { u"hslash", u"ℏ" },
    { u"imath", u"ı" },
    { u"jmath", u"ȷ" },
    { u"Re", u"ℜ" },
    { u"Im", u"ℑ" },
    { u"aleph", u"ℵ" },
    { u"wp", u"℘" },
    { u"emptyset", u"∅" },
    { u"varnothing", u"∅" },
    { u"forall", u"∀" },
    { u"exists", u"∃" },
    { u"nexists", u"∄" },
    { u"neg", u"¬" },
    { u"lnot", u"¬" },
    { u"top", u"⊤" },
    { u"bot", u"⊥" },
    { u"angle", u"∠" },
    { u"triangle", u"△" },
    { u"square", u"□" },
    { u"Box", u"□" },
    { u"blacksquare", u"■" },
    { u"checkmark", u"✓" },
    { u"prime", u"′" },
    { u"backslash", u"\\" },
    { u"ldots", u"…" },
    { u"cdots", u"…" },
    { u"dots", u"…" },
    { u"dotsc", u"…" },
    { u"dotsb", u"…" },
    { u"vdots", u"⋮" },
    { u"ddots", u"⋱" },
    { u"colon", u":" },
    { u"lbrace", u"{" },
    { u"rbrace", u"}" },
    { u"langle", u"⟨" },
    { u"rangle", u"⟩" },
    { u"lceil", u"⌈" },
    { u"rceil", u"⌉" },
    { u"lfloor", u"⌊" },
    { u"rfloor", u"⌋" },
    { u"vert", u"|" },
    { u"lvert", u"|" },
    { u"rvert", u"|" },
    { u"Vert", u"‖" },
    { u"lVert", u"‖" },
    { u"rVert", u"‖" },
    { u"sharp", u"♯" },
    { u"flat", u"♭" },
    { u"natural", u"♮" },
    { u"degree", u"°" },
    { u"S", u"§" },
    { u"P", u"¶" },
    { u"textbackslash", u"\\" },
    { u"textasciitilde", u"~" },
    { u"textendash", u"–" },
    { u"textemdash", u"—" },
    { u"quad", u" " },
    { u"qquad", u" " },
    { u"enspace", u" " },
    { u"thinspace", u" " },
    { u"medspace", u" " },
    { u"thickspace", u" " },
    { u"space", u" " },
    { u"nobreakspace", u" " },
};

const Symbol *findSymbol(QStringView name)
{
    static const QHash<QStringView, const Symbol *> index = [] {
        QHash<QStringView, const Symbol *> hash;
        for (const Symbol &symbol : symbols)
            hash.insert(QStringView(symbol.name.data(), qsizetype(symbol.name.size())), &symbol);
        return hash;
    }();
    return index.value(name, nullptr);
}

QStringView view(std::u16string_view text)
{
    return QStringView(text.data(), qsizetype(text.size()));
}

void appendCodePoint(QString &text, char32_t codePoint)
{
    if (QChar::requiresSurrogates(codePoint)) {
        text += QChar(QChar::highSurrogate(codePoint));
        text += QChar(QChar::lowSurrogate(codePoint));
    } else {
        text += QChar(char16_t(codePoint));
    }
}

// The code point at index, and how many UTF-16 units it takes; a lone surrogate stands for itself.
char32_t codePointAt(QStringView text, qsizetype index, qsizetype *units)
{
    const QChar c = text[index];
    if (c.isHighSurrogate() && index + 1 < text.size() && text[index + 1].isLowSurrogate()) {
        *units = 2;
        return QChar::surrogateToUcs4(c, text[index + 1]);
    }
    *units = 1;
    return c.unicode();
}

bool isMark(char32_t codePoint)
{
    const auto category = QChar::category(codePoint);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining ||
        category == QChar::Mark_Enclosing;
}

// The converter's output marks each script with noncharacters around its content, so that the
// pieces can be told apart at the end; the input's own noncharacters are replaced first.
constexpr char16_t raiseMark = 0xFDD0;
constexpr char16_t lowerMark = 0xFDD1;
constexpr char16_t scriptEndMark = 0xFDD2;

bool isScriptOpening(QChar c)
{
    return c == raiseMark || c == lowerMark;
}

bool isScriptMark(QChar c)
{
    return isScriptOpening(c) || c == scriptEndMark;
}

// The index just past the end of the script that opens at open, or the text's size.
qsizetype afterScript(QStringView text, qsizetype open)
{
    int level = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (isScriptOpening(text[i]))
            ++level;
        else if (text[i] == scriptEndMark && --level == 0)
            return i + 1;
    }
    return text.size();
}

// A script belongs to the symbol before it, so it counts as part of a word: "n² log n".
bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark() || c.isSurrogate() || c == scriptEndMark;
}

struct CharPair
{
    char32_t from;
    char32_t to;
};

// Unicode has raised and lowered forms for only some characters, gathered from several blocks.
constexpr CharPair superscripts[] = {
    { U'0', U'⁰' },
    { U'1', U'¹' },
    { U'2', U'²' },
    { U'3', U'³' },
    { U'4', U'⁴' },
    { U'5', U'⁵' },
    { U'6', U'⁶' },
    { U'7', U'⁷' },
    { U'8', U'⁸' },
    { U'9', U'⁹' },
    { U'+', U'⁺' },
    { U'−', U'⁻' },
    { U'=', U'⁼' },
    { U'(', U'⁽' },
    { U')', U'⁾' },
    { U'a', U'ᵃ' },
    { U'b', U'ᵇ' },
    { U'c', U'ᶜ' },
    { U'd', U'ᵈ' },
    { U'e', U'ᵉ' },
    { U'f', U'ᶠ' },
    { U'g', U'ᵍ' },
    { U'h', U'ʰ' },
    { U'i', U'ⁱ' },
    { U'j', U'ʲ' },
    { U'k', U'ᵏ' },
    { U'l', U'ˡ' },
    { U'm', U'ᵐ' },
    { U'n', U'ⁿ' },
    { U'o', U'ᵒ' },
    { U'p', U'ᵖ' },
    { U'r', U'ʳ' },
    { U's', U'ˢ' },
    { U't', U'ᵗ' },
    { U'u', U'ᵘ' },
    { U'v', U'ᵛ' },
    { U'w', U'ʷ' },
    { U'x', U'ˣ' },
    { U'y', U'ʸ' },
    { U'z', U'ᶻ' },
    { U'A', U'ᴬ' },
    { U'B', U'ᴮ' },
    { U'D', U'ᴰ' },
    { U'E', U'ᴱ' },
    { U'G', U'ᴳ' },
    { U'H', U'ᴴ' },
    { U'I', U'ᴵ' },
    { U'J', U'ᴶ' },
    { U'K', U'ᴷ' },
    { U'L', U'ᴸ' },
    { U'M', U'ᴹ' },
    { U'N', U'ᴺ' },
    { U'O', U'ᴼ' },
    { U'P', U'ᴾ' },
    { U'R', U'ᴿ' },
    { U'T', U'ᵀ' },
    { U'U', U'ᵁ' },
    { U'V', U'ⱽ' },
    { U'W', U'ᵂ' },
    { U'α', U'ᵅ' },
    { U'β', U'ᵝ' },
    { U'γ', U'ᵞ' },
    { U'δ', U'ᵟ' },
    { U'ε', U'ᵋ' },
    { U'θ', U'ᶿ' },
    { U'φ', U'ᵠ' },
    { U'χ', U'ᵡ' },
    // Already raised, or conventionally written on the line: x′, x*, x†, Aᵀ.
    { U'′', U'′' },
    { U'″', U'″' },
    { U'*', U'*' },
    { U'∗', U'*' },
    { U'†', U'†' },
    { U'⊤', U'ᵀ' },
};

constexpr CharPair subscripts[] = {
    { U'0', U'₀' },
    { U'1', U'₁' },
    { U'2', U'₂' },
    { U'3', U'₃' },
    { U'4', U'₄' },
    { U'5', U'₅' },
    { U'6', U'₆' },
    { U'7', U'₇' },
    { U'8', U'₈' },
    { U'9', U'₉' },
    { U'+', U'₊' },
    { U'−', U'₋' },
    { U'=', U'₌' },
    { U'(', U'₍' },
    { U')', U'₎' },
    { U'a', U'ₐ' },
    { U'e', U'ₑ' },
    { U'h', U'ₕ' },
    { U'i', U'ᵢ' },
    { U'j', U'ⱼ' },
    { U'k', U'ₖ' },
    { U'l', U'ₗ' },
    { U'm', U'ₘ' },
    { U'n', U'ₙ' },
    { U'o', U'ₒ' },
    { U'p', U'ₚ' },
    { U'r', U'ᵣ' },
    { U's', U'ₛ' },
    { U't', U'ₜ' },
    { U'u', U'ᵤ' },
    { U'v', U'ᵥ' },
    { U'x', U'ₓ' },
    { U'β', U'ᵦ' },
    { U'γ', U'ᵧ' },
    { U'ρ', U'ᵨ' },
    { U'φ', U'ᵩ' },
    { U'χ', U'ᵪ' },
};

template<std::size_t N>
char32_t lookup(const CharPair (&table)[N], char32_t codePoint)
{
    for (const CharPair &pair : table) {
        if (pair.from == codePoint)
            return pair.to;
    }
    return 0;
}

template<std::size_t N>
bool isTarget(const CharPair (&table)[N], char32_t codePoint)
{
    for (const CharPair &pair : table) {
        if (pair.to == codePoint)
            return true;
    }
    return false;
}

bool isScriptChar(char32_t codePoint)
{
    return isTarget(superscripts, codePoint) || isTarget(subscripts, codePoint);
}

enum class Font { Bold, Italic, Script, Fraktur, DoubleStruck, SansSerif, Monospace };

struct Alphabet
{
    char32_t upper;
    char32_t lower;
    char32_t digits; // 0 when the alphabet has no digits
};

// Starts of the runs in Mathematical Alphanumeric Symbols, indexed by Font.
constexpr Alphabet alphabets[] = {
    { 0x1D400, 0x1D41A, 0x1D7CE },
    { 0x1D434, 0x1D44E, 0 },
    { 0x1D49C, 0x1D4B6, 0 },
    { 0x1D504, 0x1D51E, 0 },
    { 0x1D538, 0x1D552, 0x1D7D8 },
    { 0x1D5A0, 0x1D5BA, 0x1D7E2 },
    { 0x1D670, 0x1D68A, 0x1D7F6 },
};

struct Hole
{
    Font font;
    char16_t letter;
    char32_t codePoint;
};

// Letters encoded in Letterlike Symbols before the math block existed; their slots in the math
// block are unassigned, so mapping there would show tofu.
constexpr Hole holes[] = {
    { Font::Italic, u'h', U'ℎ' },
    { Font::Script, u'B', U'ℬ' },
    { Font::Script, u'E', U'ℰ' },
    { Font::Script, u'F', U'ℱ' },
    { Font::Script, u'H', U'ℋ' },
    { Font::Script, u'I', U'ℐ' },
    { Font::Script, u'L', U'ℒ' },
    { Font::Script, u'M', U'ℳ' },
    { Font::Script, u'R', U'ℛ' },
    { Font::Script, u'e', U'ℯ' },
    { Font::Script, u'g', U'ℊ' },
    { Font::Script, u'o', U'ℴ' },
    { Font::Fraktur, u'C', U'ℭ' },
    { Font::Fraktur, u'H', U'ℌ' },
    { Font::Fraktur, u'I', U'ℑ' },
    { Font::Fraktur, u'R', U'ℜ' },
    { Font::Fraktur, u'Z', U'ℨ' },
    { Font::DoubleStruck, u'C', U'ℂ' },
    { Font::DoubleStruck, u'H', U'ℍ' },
    { Font::DoubleStruck, u'N', U'ℕ' },
    { Font::DoubleStruck, u'P', U'ℙ' },
    { Font::DoubleStruck, u'Q', U'ℚ' },
    { Font::DoubleStruck, u'R', U'ℝ' },
    { Font::DoubleStruck, u'Z', U'ℤ' },
};

char32_t styledLetter(Font font, char32_t c)
{
    for (const Hole &hole : holes) {
        if (hole.font == font && hole.letter == c)
            return hole.codePoint;
    }
    const Alphabet &alphabet = alphabets[static_cast<int>(font)];
    if (c >= U'A' && c <= U'Z')
        return alphabet.upper + (c - U'A');
    if (c >= U'a' && c <= U'z')
        return alphabet.lower + (c - U'a');
    if (c >= U'0' && c <= U'9' && alphabet.digits != 0)
        return alphabet.digits + (c - U'0');
    return c;
}

QString applyFont(QStringView text, Font font)
{
    QString result;
    for (qsizetype i = 0; i < text.size();) {
        qsizetype units = 0;
        appendCodePoint(result, styledLetter(font, codePointAt(text, i, &units)));
        i += units;
    }
    return result;
}

// Puts the mark on every base character, after any marks it already has: \bar{AB} is A̅B̅.
QString applyAccent(QStringView text, char32_t mark)
{
    QString result;
    for (qsizetype i = 0; i < text.size();) {
        qsizetype units = 0;
        const char32_t c = codePointAt(text, i, &units);
        appendCodePoint(result, c);
        i += units;
        qsizetype nextUnits = 0;
        const bool markFollows = i < text.size() && isMark(codePointAt(text, i, &nextUnits));
        if (!markFollows && !QChar::isSpace(c))
            appendCodePoint(result, mark);
    }
    return result;
}

bool isSingleGrapheme(QStringView text)
{
    if (text.isEmpty())
        return false;
    qsizetype units = 0;
    codePointAt(text, 0, &units);
    for (qsizetype i = units; i < text.size(); i += units) {
        if (!isMark(codePointAt(text, i, &units)))
            return false;
    }
    return true;
}

// Whether one pair of parentheses encloses the whole text: "(a+b)", not "(a)+(b)".
bool isParenthesised(QStringView text)
{
    if (!text.startsWith(u'(') || !text.endsWith(u')'))
        return false;
    int level = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'(')
            ++level;
        else if (text[i] == u')' && --level == 0)
            return i == text.size() - 1;
    }
    return false;
}

// Whether text reads as one operand after / or √ without parentheses: a number, a parenthesised
// group, or one symbol with its accents, scripts and primes ("n²", "𝒪̃", "xᵢ′").
bool isAtomic(QStringView text)
{
    if (text.isEmpty())
        return true;
    // √x, and ∂x and ∇f as in ∂L/∂θ.
    if (text.size() > 1 && QStringView(u"√∂∇").contains(text.front()))
        return isAtomic(text.sliced(1));
    const QStringView unsigned_ = text.startsWith(u'−') ? text.sliced(1) : text;
    if (!unsigned_.isEmpty() &&
        std::all_of(unsigned_.begin(), unsigned_.end(), [](QChar c) { return c.isDigit() || c == u'.'; }))
        return true;
    if (text.startsWith(u'(') && text.endsWith(u')'))
        return isParenthesised(text);
    qsizetype units = 0;
    codePointAt(text, 0, &units);
    for (qsizetype i = units; i < text.size(); i += units) {
        if (isScriptOpening(text[i])) {
            i = afterScript(text, i);
            units = 0;
            continue;
        }
        const char32_t c = codePointAt(text, i, &units);
        if (!isMark(c) && !isScriptChar(c))
            return false;
    }
    return true;
}

QString operand(const QString &text)
{
    return isAtomic(text) ? text : QString(u'(' + text + u')');
}

// A script, marked for texToPieces(); empty when it has no content.
QString makeScript(const QString &content, bool superscript)
{
    if (content.isEmpty())
        return {};
    return QChar(superscript ? raiseMark : lowerMark) + content + QChar(scriptEndMark);
}

// Marked text with every script, innermost first, in its plain form.
QString resolveScripts(QStringView marked)
{
    // The text gathered at each open script, with the text around them at the bottom.
    QList<QString> levels(1);
    QList<ScriptPosition> positions;
    const auto closeScript = [&] {
        const QString content = levels.takeLast();
        levels.back() += plainScript(content, positions.takeLast());
    };
    for (const QChar c : marked) {
        if (isScriptOpening(c)) {
            levels.append(QString());
            positions.append(c == raiseMark ? ScriptPosition::Superscript : ScriptPosition::Subscript);
        } else if (c == scriptEndMark) {
            if (!positions.isEmpty())
                closeScript();
        } else {
            levels.back() += c;
        }
    }
    while (!positions.isEmpty())
        closeScript();
    return levels.front();
}

enum class Mode {
    Math,
    Script, // math inside ^{…} or _{…}: no spaces, which have no raised form
    Text, // \text{…}: spaces and hyphens are kept
};

// The converted material of one group, with the spacing rules of its mode.
class Output
{
public:
    explicit Output(Mode mode) : m_mode(mode) { }

    Mode mode() const { return m_mode; }

    void atom(QStringView text)
    {
        if (text.isEmpty())
            return;
        if (m_pending == Pending::BeforeWord && isWordChar(text.front()) && m_mode != Mode::Script)
            m_text += u' ';
        else if (m_pending == Pending::AfterComma)
            m_text += u' ';
        m_pending = Pending::None;
        m_text += text;
    }

    // Scripts and primes attach to what precedes without disturbing its spacing: "sin² x".
    void attach(QStringView text) { m_text += text; }

    void relation(QStringView text)
    {
        m_pending = Pending::None;
        if (m_mode == Mode::Math) {
            m_text += u' ';
            m_text += text;
            m_text += u' ';
        } else {
            m_text += text;
        }
    }

    // Operator names, unknown commands and \text{} words: kept apart from letters around them.
    void word(QStringView text, bool spaceBefore = false, bool spaceAfter = false)
    {
        if (text.isEmpty())
            return;
        if (m_mode != Mode::Math) {
            atom(text);
            return;
        }
        if (spaceBefore || (!m_text.isEmpty() && isWordChar(m_text.back()) && isWordChar(text.front())))
            m_text += u' ';
        else if (m_pending != Pending::None && isWordChar(text.front()))
            m_text += u' ';
        m_text += text;
        if (spaceAfter)
            m_text += u' ';
        m_pending = isWordChar(text.back()) ? Pending::BeforeWord : Pending::None;
    }

    void largeOperator(QStringView text)
    {
        atom(text);
        m_pending = Pending::BeforeWord;
    }

    void comma(QChar c)
    {
        m_text += c;
        if (m_mode == Mode::Math)
            m_pending = Pending::AfterComma;
    }

    void space()
    {
        if (m_mode != Mode::Script)
            m_text += u' ';
        m_pending = Pending::None;
    }

    // One space for each run of spaces, none at the ends or inside brackets: "(x ∣ y)".
    QString finish() const
    {
        QString result;
        result.reserve(m_text.size());
        bool spaced = false;
        for (const QChar c : m_text) {
            if (c.isSpace()) {
                spaced = true;
                continue;
            }
            if (spaced && !result.isEmpty() && !QStringView(u"([{⟨").contains(result.back()) &&
                !QStringView(u")]}⟩,;").contains(c))
                result += u' ';
            spaced = false;
            result += c;
        }
        return result;
    }

private:
    enum class Pending { None, BeforeWord, AfterComma };

    Mode m_mode;
    QString m_text;
    Pending m_pending = Pending::None;
};

struct NamedChar
{
    std::u16string_view name;
    char32_t codePoint;
};

constexpr NamedChar accents[] = {
    { u"tilde", 0x0303 },
    { u"widetilde", 0x0303 },
    { u"hat", 0x0302 },
    { u"widehat", 0x0302 },
    { u"bar", 0x0304 },
    { u"overline", 0x0304 },
    { u"vec", 0x20D7 },
    { u"overrightarrow", 0x20D7 },
    { u"overleftarrow", 0x20D6 },
    { u"dot", 0x0307 },
    { u"ddot", 0x0308 },
    { u"dddot", 0x20DB },
    { u"check", 0x030C },
    { u"breve", 0x0306 },
    { u"acute", 0x0301 },
    { u"grave", 0x0300 },
    { u"mathring", 0x030A },
    { u"underline", 0x0332 },
};

struct FontCommand
{
    std::u16string_view name;
    Font font;
};

constexpr FontCommand fonts[] = {
    { u"mathcal", Font::Script },
    { u"mathscr", Font::Script },
    { u"mathbb", Font::DoubleStruck },
    { u"Bbb", Font::DoubleStruck },
    { u"mathbf", Font::Bold },
    { u"boldsymbol", Font::Bold },
    { u"bm", Font::Bold },
    { u"mathit", Font::Italic },
    { u"mathfrak", Font::Fraktur },
    { u"mathsf", Font::SansSerif },
    { u"mathtt", Font::Monospace },
};

// Old-style switches that set the font for the rest of their group: {\cal O}.
constexpr FontCommand fontSwitches[] = {
    { u"cal", Font::Script },
    { u"bf", Font::Bold },
    { u"it", Font::Italic },
    { u"sf", Font::SansSerif },
    { u"tt", Font::Monospace },
};

template<typename Entry, std::size_t N>
const Entry *findNamed(const Entry (&table)[N], QStringView name)
{
    for (const Entry &entry : table) {
        if (view(entry.name) == name)
            return &entry;
    }
    return nullptr;
}

// The commands the converter reads beyond the tables above, by what it does with them.
constexpr std::u16string_view fractions[] = { u"frac", u"dfrac", u"tfrac", u"cfrac" };
constexpr std::u16string_view binomials[] = { u"binom", u"dbinom", u"tbinom" };
constexpr std::u16string_view textCommands[] = { u"text",
    u"textrm",
    u"textup",
    u"textnormal",
    u"textsf",
    u"texttt",
    u"textit",
    u"textbf",
    u"textsl",
    u"textsc",
    u"emph",
    u"mbox",
    u"hbox",
    u"mathrm",
    u"mathup",
    u"mathnormal",
    u"operatorname",
    u"operatornamewithlimits",
    u"mathop" };
constexpr std::u16string_view styleOnly[] = { u"mathstrut", u"displaystyle" };
constexpr std::u16string_view wrappers[] = { u"boxed", u"underbrace", u"overbrace" };
constexpr std::u16string_view annotated[] = { u"overset", u"underset", u"stackrel" };
constexpr std::u16string_view delimiterSizes[] = { u"left",
    u"right",
    u"middle",
    u"big",
    u"Big",
    u"bigg",
    u"Bigg",
    u"bigl",
    u"bigr",
    u"Bigl",
    u"Bigr",
    u"biggl",
    u"biggr",
    u"Biggl",
    u"Biggr",
    u"bigm",
    u"Bigm" };
constexpr std::u16string_view layoutOnly[] = { u"limits",
    u"nolimits",
    u"textstyle",
    u"scriptstyle",
    u"scriptscriptstyle",
    u"nonumber",
    u"notag",
    u"strut",
    u"rm",
    u"normalfont",
    u"boldmath",
    u"small",
    u"large",
    u"Large" };
constexpr std::u16string_view argumentDropped[] = {
    u"label", u"color", u"phantom", u"hphantom", u"vphantom", u"vspace", u"tag"
};
constexpr std::u16string_view spacing[] = { u"hspace", u"kern", u"mkern" };
constexpr std::u16string_view secondArgument[] = { u"textcolor", u"href" };
constexpr std::u16string_view environments[] = { u"begin", u"end" };
constexpr std::u16string_view modulo[] = { u"bmod", u"mod" };
constexpr std::u16string_view others[] = { u"sqrt", u"not", u"pmod" };
// Operator names LaTeX defines, written upright as words (the converter writes any unknown
// command so).
constexpr std::u16string_view operatorNames[] = { u"arccos",
    u"arcsin",
    u"arctan",
    u"arg",
    u"cos",
    u"cosh",
    u"cot",
    u"coth",
    u"csc",
    u"deg",
    u"det",
    u"dim",
    u"exp",
    u"gcd",
    u"hom",
    u"inf",
    u"ker",
    u"lg",
    u"lim",
    u"liminf",
    u"limsup",
    u"ln",
    u"log",
    u"max",
    u"min",
    u"Pr",
    u"sec",
    u"sin",
    u"sinh",
    u"sup",
    u"tan",
    u"tanh" };
// The environments of maths.
constexpr std::u16string_view mathEnvironments[] = { u"array",
    u"matrix",
    u"pmatrix",
    u"bmatrix",
    u"Bmatrix",
    u"vmatrix",
    u"Vmatrix",
    u"smallmatrix",
    u"cases",
    u"dcases",
    u"aligned",
    u"alignedat",
    u"gathered",
    u"split",
    u"subarray" };

template<std::size_t N>
bool isOneOf(QStringView name, const std::u16string_view (&names)[N])
{
    return std::any_of(std::begin(names), std::end(names), [name](std::u16string_view n) { return view(n) == name; });
}

bool isRelationText(QStringView text)
{
    if (text == u"=" || text == u"<" || text == u">" || text == u":")
        return true;
    return std::any_of(std::begin(symbols), std::end(symbols), [text](const Symbol &s) {
        return s.spacing == Spacing::Relation && view(s.text) == text;
    });
}

// Pathological nesting ({{{{…, \sqrt\sqrt…) is read flat beyond this depth instead of overflowing
// the stack; no real formula comes near it.
constexpr int maxDepth = 64;

class Converter
{
public:
    explicit Converter(QStringView tex, int depth = 0) : m_tex(tex), m_depth(depth) { }

    QString convert()
    {
        Output out(Mode::Math);
        parseList(out, false);
        return out.finish();
    }

private:
    bool atEnd() const { return m_pos >= m_tex.size(); }

    void skipSpaces()
    {
        while (!atEnd() && m_tex[m_pos].isSpace())
            ++m_pos;
    }

    // Reads up to the end, or through the '}' that closes the current group when inGroup.
    void parseList(Output &out, bool inGroup)
    {
        const Mode mode = out.mode();
        while (!atEnd()) {
            const QChar c = m_tex[m_pos];
            if (c == u'}') {
                ++m_pos;
                if (inGroup)
                    return;
                continue; // a stray closing brace
            }
            if (c == u'{') {
                ++m_pos;
                out.atom(parseGroup(mode));
                continue;
            }
            if (c == u'\\') {
                ++m_pos;
                if (parseCommand(out, inGroup))
                    return;
                continue;
            }
            if (c.isSpace()) {
                ++m_pos;
                if (mode == Mode::Text)
                    out.space();
                continue;
            }
            if (mode == Mode::Text) {
                parseTextChar(out);
                continue;
            }
            parseMathChar(out);
        }
    }

    void parseTextChar(Output &out)
    {
        const QChar c = m_tex[m_pos];
        if (c == u'~') {
            ++m_pos;
            out.space();
        } else if (c == u'$') {
            ++m_pos; // math inside \text{}: its content is shown as is
        } else {
            out.atom(takeCodePoint());
        }
    }

    void parseMathChar(Output &out)
    {
        const QChar c = m_tex[m_pos];
        if (c == u'^' || c == u'_') {
            ++m_pos;
            out.attach(makeScript(parseArgument(Mode::Script), c == u'^'));
        } else if (c == u'\'') {
            QString primes;
            while (!atEnd() && m_tex[m_pos] == u'\'') {
                primes += u'′';
                ++m_pos;
            }
            primes.replace(QStringLiteral("′′′"), QStringLiteral("‴"))
                .replace(QStringLiteral("′′"), QStringLiteral("″"));
            out.attach(primes);
        } else if (c == u'-') {
            ++m_pos;
            out.atom(u"−");
        } else if (c == u'=' || c == u'<' || c == u'>' || c == u':') {
            ++m_pos;
            out.relation(QStringView(&c, 1));
        } else if (c == u',' || c == u';') {
            ++m_pos;
            out.comma(c);
        } else if (c == u'~' || c == u'&') {
            ++m_pos;
            out.space();
        } else {
            out.atom(takeCodePoint());
        }
    }

    QString takeCodePoint()
    {
        qsizetype units = 0;
        codePointAt(m_tex, m_pos, &units);
        const QString text = m_tex.sliced(m_pos, units).toString();
        m_pos += units;
        return text;
    }

    // The content of a group whose '{' has been read, converted and trimmed.
    QString parseGroup(Mode mode)
    {
        if (m_depth >= maxDepth)
            return skipGroupRaw();
        ++m_depth;
        Output inner(mode);
        parseList(inner, true);
        --m_depth;
        return inner.finish();
    }

    QString skipGroupRaw()
    {
        const qsizetype start = m_pos;
        int level = 1;
        while (!atEnd() && level > 0) {
            if (m_tex[m_pos] == u'{')
                ++level;
            else if (m_tex[m_pos] == u'}')
                --level;
            ++m_pos;
        }
        return m_tex.sliced(start, m_pos - start - (level == 0 ? 1 : 0)).toString();
    }

    // One argument of a command or script: a group, a command, or a single character.
    QString parseArgument(Mode mode)
    {
        skipSpaces();
        if (atEnd() || m_tex[m_pos] == u'}')
            return {}; // missing; the caller's list will see the brace
        if (m_tex[m_pos] == u'{') {
            ++m_pos;
            return parseGroup(mode);
        }
        if (m_tex[m_pos] == u'\\' && m_depth < maxDepth) {
            ++m_pos;
            ++m_depth;
            Output inner(mode);
            parseCommand(inner, false);
            --m_depth;
            return inner.finish();
        }
        const QString c = takeCodePoint();
        if (mode != Mode::Text && c == u"-")
            return QStringLiteral("−");
        return c;
    }

    // Like parseArgument, but also says whether the source had spaces inside its braces.
    QString parseTextArgument(bool *spaceBefore, bool *spaceAfter)
    {
        skipSpaces();
        const qsizetype start = m_pos;
        const QString text = parseArgument(Mode::Text);
        const qsizetype end = m_pos;
        *spaceBefore = end - start > 2 && m_tex[start] == u'{' && m_tex[start + 1].isSpace();
        *spaceAfter = end - start > 2 && m_tex[end - 1] == u'}' && m_tex[end - 2].isSpace();
        return text;
    }

    // Content of an optional [ … ] argument, converted, or empty.
    QString parseOptionalArgument()
    {
        skipSpaces();
        if (atEnd() || m_tex[m_pos] != u'[')
            return {};
        const qsizetype close = m_tex.indexOf(u']', m_pos);
        if (close < 0)
            return {};
        const QStringView inner = m_tex.sliced(m_pos + 1, close - m_pos - 1);
        m_pos = close + 1;
        if (m_depth >= maxDepth)
            return inner.toString();
        return Converter(inner, m_depth + 1).convert();
    }

    Mode argumentMode(const Output &out) const { return out.mode() == Mode::Text ? Mode::Math : out.mode(); }

    // After a backslash. Returns true when a font switch consumed the rest of the group.
    bool parseCommand(Output &out, bool inGroup)
    {
        if (atEnd())
            return false;
        if (!isAsciiLetter(m_tex[m_pos])) {
            parseControlSymbol(out);
            return false;
        }
        const qsizetype start = m_pos;
        while (!atEnd() && isAsciiLetter(m_tex[m_pos]))
            ++m_pos;
        const QStringView name = m_tex.sliced(start, m_pos - start);
        const Mode mode = argumentMode(out);

        if (const FontCommand *font = findNamed(fonts, name)) {
            out.atom(applyFont(parseArgument(mode), font->font));
        } else if (const NamedChar *accent = findNamed(accents, name)) {
            out.atom(applyAccent(parseArgument(mode), accent->codePoint));
        } else if (const FontCommand *fontSwitch = findNamed(fontSwitches, name)) {
            Output rest(out.mode());
            parseList(rest, inGroup);
            out.atom(applyFont(rest.finish(), fontSwitch->font));
            return inGroup;
        } else if (isOneOf(name, fractions)) {
            const QString numerator = parseArgument(mode);
            const QString denominator = parseArgument(mode);
            out.atom(QString(operand(numerator) + u'/' + operand(denominator)));
        } else if (isOneOf(name, binomials)) {
            const QString n = parseArgument(mode);
            const QString k = parseArgument(mode);
            out.atom(QString(QStringLiteral("C(") + n + u',' + k + u')'));
        } else if (name == u"sqrt") {
            const QString index = parseOptionalArgument();
            const QString radicand = parseArgument(mode);
            QString root = QStringLiteral("√");
            if (index == u"3")
                root = QStringLiteral("∛");
            else if (index == u"4")
                root = QStringLiteral("∜");
            else if (!index.isEmpty())
                root = makeScript(index, true) + root;
            out.atom(QString(root + (isAtomic(radicand) ? radicand : QString(u'(' + radicand + u')'))));
        } else if (isOneOf(name, textCommands)) {
            if (name == u"operatorname" && !atEnd() && m_tex[m_pos] == u'*')
                ++m_pos;
            bool spaceBefore = false;
            bool spaceAfter = false;
            const QString text = parseTextArgument(&spaceBefore, &spaceAfter);
            // \mathrm{d}x is one symbol, not a word standing apart.
            if (name.startsWith(u"math") && name != u"mathop" && text.size() <= 1)
                out.atom(text);
            else
                out.word(text, spaceBefore, spaceAfter);
        } else if (isOneOf(name, wrappers) || isOneOf(name, styleOnly)) {
            if (!isOneOf(name, styleOnly))
                out.atom(parseArgument(mode));
        } else if (isOneOf(name, annotated)) {
            parseArgument(mode); // the annotation over or under the symbol
            const QString base = parseArgument(mode);
            if (isRelationText(base))
                out.relation(base);
            else
                out.atom(base);
        } else if (name == u"not") {
            const QString negated =
                QString(parseArgument(mode) + QChar(0x0338)).normalized(QString::NormalizationForm_C);
            if (isRelationText(negated) || negated.size() == 1)
                out.relation(negated);
            else
                out.atom(negated);
        } else if (isOneOf(name, delimiterSizes)) {
            skipSpaces();
            if (!atEnd() && m_tex[m_pos] == u'.')
                ++m_pos; // the invisible delimiter
        } else if (isOneOf(name, layoutOnly)) {
            // Layout only.
        } else if (isOneOf(name, argumentDropped)) {
            parseArgument(mode);
        } else if (isOneOf(name, spacing)) {
            parseArgument(mode);
            out.space();
        } else if (isOneOf(name, secondArgument)) {
            parseArgument(mode);
            out.atom(parseArgument(mode));
        } else if (isOneOf(name, environments)) {
            const QString environment = parseArgument(Mode::Text);
            if (name == u"begin" && (environment == u"array" || environment == u"tabular"))
                parseArgument(Mode::Text); // the column specification
            out.space();
        } else if (isOneOf(name, modulo)) {
            out.word(u"mod");
        } else if (name == u"pmod") {
            out.word(QString(QStringLiteral("(mod ") + parseArgument(mode) + u')'));
        } else if (const Symbol *symbol = findSymbol(name)) {
            if (symbol->text == u" ")
                out.space();
            else if (symbol->spacing == Spacing::Relation)
                out.relation(view(symbol->text));
            else if (symbol->spacing == Spacing::LargeOperator)
                out.largeOperator(view(symbol->text));
            else
                out.atom(view(symbol->text));
        } else {
            // \log, \max, \argmax, \KL, and commands from the author's own macros alike.
            out.word(name);
        }
        return false;
    }

    void parseControlSymbol(Output &out)
    {
        const QString c = takeCodePoint();
        if (QStringView(u",:;> \t\n\\").contains(c.front()))
            out.space();
        else if (c == u"!" || c == u"/")
            return; // negative thin space, italic correction
        else if (c == u"|")
            out.atom(u"‖");
        else
            out.atom(c); // \{ \} \% \$ \# \& \_
    }

    static bool isAsciiLetter(QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }

    QStringView m_tex;
    qsizetype m_pos = 0;
    int m_depth = 0;
};

} // namespace

QString plainScript(QStringView content, ScriptPosition position)
{
    if (position == ScriptPosition::Baseline || content.isEmpty())
        return content.toString();
    const bool superscript = position == ScriptPosition::Superscript;
    QString raised;
    bool complete = true;
    for (qsizetype i = 0; i < content.size() && complete;) {
        qsizetype units = 0;
        const char32_t c = codePointAt(content, i, &units);
        i += units;
        if (c == U' ')
            continue;
        char32_t mapped = superscript ? lookup(superscripts, c) : lookup(subscripts, c);
        // Already raised or lowered: a script of a script, as in 2^{2^n}.
        if (mapped == 0 && (superscript ? isTarget(superscripts, c) : isTarget(subscripts, c)))
            mapped = c;
        complete = mapped != 0;
        appendCodePoint(raised, mapped);
    }
    if (complete && !raised.isEmpty())
        return raised;
    const QChar marker = superscript ? u'^' : u'_';
    if (isSingleGrapheme(content) || isParenthesised(content))
        return marker + content.toString();
    return marker + u'(' + content.toString() + u')';
}

QList<MathPiece> texToPieces(const QString &tex)
{
    QString input = tex;
    for (QChar &c : input) {
        if (isScriptMark(c))
            c = QChar::ReplacementCharacter;
    }
    const QString marked = Converter(input).convert();
    QList<MathPiece> pieces;
    QString baseline;
    for (qsizetype i = 0; i < marked.size();) {
        if (!isScriptOpening(marked[i])) {
            if (marked[i] != scriptEndMark)
                baseline += marked[i];
            ++i;
            continue;
        }
        if (!baseline.isEmpty())
            pieces.append({ std::exchange(baseline, QString()), ScriptPosition::Baseline });
        const qsizetype end = afterScript(marked, i);
        const qsizetype contentEnd = marked[end - 1] == scriptEndMark ? end - 1 : end;
        const auto position = marked[i] == raiseMark ? ScriptPosition::Superscript : ScriptPosition::Subscript;
        pieces.append({ resolveScripts(QStringView(marked).sliced(i + 1, contentEnd - i - 1)), position });
        i = end;
    }
    if (!baseline.isEmpty())
        pieces.append({ baseline, ScriptPosition::Baseline });
    return pieces;
}

bool isMathCommand(QStringView name)
{
    return findSymbol(name) || findNamed(fonts, name) || findNamed(accents, name) || findNamed(fontSwitches, name) ||
        isOneOf(name, fractions) || isOneOf(name, binomials) || isOneOf(name, textCommands) ||
        isOneOf(name, styleOnly) || isOneOf(name, wrappers) || isOneOf(name, annotated) ||
        isOneOf(name, delimiterSizes) || isOneOf(name, layoutOnly) || isOneOf(name, argumentDropped) ||
        isOneOf(name, spacing) || isOneOf(name, secondArgument) || isOneOf(name, environments) ||
        isOneOf(name, modulo) || isOneOf(name, others) || isOneOf(name, operatorNames);
}

bool isMathEnvironment(QStringView name)
{
    return isOneOf(name, mathEnvironments);
}

QString texToUnicode(const QString &tex)
{
    QString text;
    for (const MathPiece &piece : texToPieces(tex))
        text += plainScript(piece.text, piece.position);
    return text;
}

} // namespace Lectern::Text
