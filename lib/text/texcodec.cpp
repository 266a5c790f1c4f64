// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/texcodec.h"

#include "text/texmath.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <string_view>

namespace Lectern::Text {
namespace {

struct Accent
{
    std::u16string_view command;
    char16_t mark;
};

// TeX's accent commands, as BibTeX-born text writes names: Erd\H{o}s, G\"odel, \v{C}ech.
constexpr Accent accents[] = {
    { u"'", 0x0301 },
    { u"`", 0x0300 },
    { u"^", 0x0302 },
    { u"\"", 0x0308 },
    { u"~", 0x0303 },
    { u"=", 0x0304 },
    { u".", 0x0307 },
    { u"u", 0x0306 },
    { u"v", 0x030C },
    { u"H", 0x030B },
    { u"c", 0x0327 },
    { u"k", 0x0328 },
    { u"r", 0x030A },
    { u"d", 0x0323 },
    { u"b", 0x0331 },
};

struct Letter
{
    std::u16string_view command;
    std::u16string_view text;
};

constexpr Letter letters[] = {
    { u"ss", u"ß" },
    { u"o", u"ø" },
    { u"O", u"Ø" },
    { u"l", u"ł" },
    { u"L", u"Ł" },
    { u"ae", u"æ" },
    { u"AE", u"Æ" },
    { u"oe", u"œ" },
    { u"OE", u"Œ" },
    { u"aa", u"å" },
    { u"AA", u"Å" },
    { u"i", u"ı" },
    { u"j", u"ȷ" },
    { u"textendash", u"–" },
    { u"textemdash", u"—" },
    { u"textquoteright", u"’" },
    { u"textquoteleft", u"‘" },
    { u"textregistered", u"®" },
    { u"texttrademark", u"™" },
    { u"copyright", u"©" },
    { u"dag", u"†" },
    { u"S", u"§" },
    { u"P", u"¶" },
    { u"ldots", u"…" },
    { u"dots", u"…" },
    { u"textbackslash", u"\\" },
    { u"textasciitilde", u"~" },
    { u"textasciicircum", u"^" },
};

QStringView view(std::u16string_view text)
{
    return QStringView(text.data(), static_cast<qsizetype>(text.size()));
}

// Which ASCII characters are printable and not one of these: a table for copying runs of
// characters that need no care.
constexpr std::array<bool, 128> printableAsciiBut(std::u16string_view excluded)
{
    std::array<bool, 128> printable{};
    for (char16_t c = 0x21; c < 0x7f; ++c)
        printable[c] = true;
    for (const char16_t c : excluded)
        printable[c] = false;
    return printable;
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// Reads TeX text into plain text, one character or command at a time.
class TexDecoder
{
public:
    explicit TexDecoder(QStringView text) : m_text(text) { m_out.reserve(text.size()); }

    QString decode()
    {
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos];
            if (const qsizetype end = plainRunEnd(); end > m_pos) {
                m_out += m_text.sliced(m_pos, end - m_pos);
                m_pos = end;
            } else if (c == u'$')
                copyMath();
            else if (c == u'\\')
                decodeCommand();
            else if (c == u'{' || c == u'}')
                ++m_pos; // grouping and case protection: nothing to show
            else if (const TexLigature ligature = texLigature(m_text.sliced(m_pos)); ligature.length > 0)
                append(ligature.character, ligature.length);
            else if (c.isSpace())
                appendSpace();
            else
                append(c, 1);
        }
        return m_out.trimmed();
    }

private:
    // Where the characters from m_pos on that read as themselves end: most of a text is such
    // characters, and copying them as one run is much faster than one by one. A space is one of
    // them after a character that is, not after white space, which it joins.
    qsizetype plainRunEnd() const
    {
        static constexpr std::array<bool, 128> plainAscii = printableAsciiBut(u"${}\\-~");
        const char16_t *characters = m_text.utf16();
        qsizetype i = m_pos;
        for (; i < m_text.size(); ++i) {
            const char16_t c = characters[i];
            const bool plain = c == u' ' ? i > m_pos && characters[i - 1] != u' '
                : c < 128                ? plainAscii[c]
                                         : !QChar::isSpace(c);
            if (!plain)
                break;
        }
        return i;
    }

    QChar at(qsizetype offset) const
    {
        const qsizetype i = m_pos + offset;
        return i < m_text.size() ? m_text[i] : QChar();
    }

    void append(const QString &text, qsizetype consumed)
    {
        m_out += text;
        m_pos += consumed;
    }
    void append(QChar c, qsizetype consumed)
    {
        m_out += c;
        m_pos += consumed;
    }

    void appendSpace()
    {
        if (!m_out.isEmpty() && !m_out.back().isSpace())
            m_out += u' ';
        ++m_pos;
    }

    // $…$ or $$…$$ as written: rendering reads the maths.
    void copyMath()
    {
        const qsizetype fence = at(1) == u'$' ? 2 : 1;
        const qsizetype close = m_text.indexOf(fence == 2 ? QStringView(u"$$") : QStringView(u"$"), m_pos + fence);
        if (close < 0) {
            append(u'$', 1);
            return;
        }
        append(m_text.sliced(m_pos, close + fence - m_pos).toString(), close + fence - m_pos);
    }

    void decodeCommand()
    {
        const QChar next = at(1);
        if (next.isNull()) {
            ++m_pos;
            return;
        }
        qsizetype nameEnd = m_pos + 1;
        if (isAsciiLetter(next)) {
            while (nameEnd < m_text.size() && isAsciiLetter(m_text[nameEnd]))
                ++nameEnd;
        } else {
            ++nameEnd;
        }
        const QStringView name = m_text.sliced(m_pos + 1, nameEnd - m_pos - 1);
        if (const char16_t mark = texAccentMark(name)) {
            decodeAccent(mark, nameEnd, isAsciiLetter(next));
            return;
        }
        if (const QStringView letter = texLetter(name); !letter.isEmpty()) {
            m_pos = nameEnd;
            if (at(0) == u'{' && at(1) == u'}')
                m_pos += 2;
            else if (at(0) == u' ')
                ++m_pos; // the space that ends a command word
            m_out += letter;
            return;
        }
        if (!isAsciiLetter(next)) {
            append(next, 2); // \&, \%, \_, \#, \$, \{, \}: the character itself
            return;
        }
        // An unknown command (\emph, \textit): its argument is text.
        m_pos = nameEnd;
        if (at(0) == u' ')
            ++m_pos;
    }

    // \'e, \"{o}, \v c, \'{\i}: the base letter with the mark, composed where Unicode can.
    void decodeAccent(char16_t mark, qsizetype commandEnd, bool word)
    {
        m_pos = commandEnd;
        bool braced = false;
        if (at(0) == u'{') {
            braced = true;
            ++m_pos;
        } else if (word && at(0) == u' ') {
            ++m_pos;
        }
        QChar base;
        if (at(0) == u'\\' && (at(1) == u'i' || at(1) == u'j') && !isAsciiLetter(at(2))) {
            base = at(1);
            m_pos += 2;
        } else if (at(0).isLetter()) {
            base = at(0);
            ++m_pos;
        }
        if (braced && at(0) == u'}')
            ++m_pos;
        if (base.isNull())
            return;
        m_out += QString(QString(base) + QChar(mark)).normalized(QString::NormalizationForm_C);
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    QString m_out;
};

// The length of the maths span that starts at $ where decodeTexText() would see one, or 0. A span
// whose braces do not balance is not kept as written: it would end the BibTeX value early.
qsizetype mathSpanAt(QStringView text, qsizetype at)
{
    const bool display = at + 1 < text.size() && text[at + 1] == u'$';
    const qsizetype fence = display ? 2 : 1;
    const qsizetype close = text.indexOf(display ? QStringView(u"$$") : QStringView(u"$"), at + fence);
    if (close < 0)
        return 0;
    int depth = 0;
    for (qsizetype i = at + fence; i < close; ++i) {
        if (text[i] == u'\\') {
            ++i; // \{ and \} are characters, not groups
            continue;
        }
        depth += text[i] == u'{' ? 1 : text[i] == u'}' ? -1 : 0;
        if (depth < 0)
            return 0;
    }
    return depth == 0 ? close + fence - at : 0;
}

// The TeX for one character beyond ASCII, or nothing where TeX has no command for it.
QString texCommandFor(QChar c)
{
    const auto *letter = std::find_if(std::begin(letters), std::end(letters), [c](const Letter &l) {
        return l.text.size() == 1 && l.text.front() == c.unicode() && isAsciiLetter(QChar(l.command.front()));
    });
    if (letter != std::end(letters))
        return QStringLiteral("{\\") + view(letter->command).toString() + u'}';
    const QString parts = QString(c).normalized(QString::NormalizationForm_D);
    if (parts.size() != 2 || parts[0].unicode() > 0x7f || !parts[0].isLetter())
        return {};
    const auto *accent = std::find_if(
        std::begin(accents), std::end(accents), [&parts](const Accent &a) { return a.mark == parts[1].unicode(); });
    if (accent == std::end(accents))
        return {};
    const QString command = view(accent->command).toString();
    // A word command needs a space before its letter; the dotless i takes the accent's dot's place.
    const QString base = parts[0] == u'i' ? QStringLiteral("\\i") : QString(parts[0]);
    return QStringLiteral("{\\") + command + (isAsciiLetter(command.front()) ? QStringLiteral(" ") : QString()) + base +
        u'}';
}

} // namespace

char16_t texAccentMark(QStringView command)
{
    const auto *accent = std::find_if(
        std::begin(accents), std::end(accents), [command](const Accent &a) { return view(a.command) == command; });
    return accent == std::end(accents) ? 0 : accent->mark;
}

QStringView texLetter(QStringView command)
{
    const auto *letter = std::find_if(
        std::begin(letters), std::end(letters), [command](const Letter &l) { return view(l.command) == command; });
    return letter == std::end(letters) ? QStringView() : view(letter->text);
}

TexLigature texLigature(QStringView text)
{
    if (text.startsWith(u"---"))
        return { QChar(u'—'), 3 };
    if (text.startsWith(u"--"))
        return { QChar(u'–'), 2 };
    if (text.startsWith(u'~'))
        return { QChar::Nbsp, 1 };
    return {};
}

QString decodeTexText(QStringView text)
{
    return TexDecoder(text).decode();
}

namespace {

// Where the characters from text[from] on that encodeTexText() writes as they are end: not a
// character TeX reads, not white space other than a single space, and ASCII where that is asked.
// Text is mostly such characters, and copying them as one run is much faster than one by one.
qsizetype plainRunEnd(QStringView text, qsizetype from, TexEncoding encoding)
{
    static constexpr std::array<bool, 128> plainAscii = printableAsciiBut(u"${}%&#_\\~^-");
    const char16_t *characters = text.utf16();
    const qsizetype size = text.size();
    qsizetype i = from;
    for (; i < size; ++i) {
        const char16_t c = characters[i];
        if (c < 128) {
            // A space is written as it is unless it follows white space, which it joins.
            if (c == u' ' ? i > 0 && QChar::isSpace(characters[i - 1]) : !plainAscii[c])
                break;
        } else if (encoding == TexEncoding::Ascii || QChar::isSpace(c)) { // a no-break space too, a tie
            break;
        }
    }
    return i;
}

} // namespace

bool isTypesetOnly(QStringView tex)
{
    // Beyond letters, accents and maths: the text styles and names that BibTeX values use.
    static constexpr std::u16string_view textCommands[] = {
        u"url", u"TeX", u"LaTeX", u"ldots", u"dots", u"textsuperscript", u"textsubscript"
    };
    const auto known = [](QStringView name) {
        return texAccentMark(name) || !texLetter(name).isEmpty() || isMathCommand(name) ||
            std::any_of(std::begin(textCommands), std::end(textCommands), [name](std::u16string_view command) {
                return view(command) == name;
            });
    };
    if (tex.contains(u"^^"))
        return false;
    for (qsizetype i = 0; i < tex.size(); ++i) {
        const QChar c = tex[i];
        if (c == u'%' || c == u'#')
            return false;
        if (c != u'\\' || i + 1 >= tex.size())
            continue;
        qsizetype end = i + 1;
        while (end < tex.size() && isAsciiLetter(tex[end]))
            ++end;
        if (end == i + 1) { // a control symbol: \%, \{, \, and the like
            ++i;
            continue;
        }
        const QStringView name = tex.sliced(i + 1, end - i - 1);
        if (!known(name))
            return false;
        if (name == u"begin" || name == u"end") {
            const qsizetype open = end < tex.size() && tex[end] == u'{' ? end : -1;
            const qsizetype close = open < 0 ? -1 : tex.indexOf(u'}', open);
            if (close < 0 || !isMathEnvironment(tex.sliced(open + 1, close - open - 1)))
                return false;
        }
        i = end - 1;
    }
    return true;
}

QString encodeTexText(QStringView text, TexEncoding encoding)
{
    QString out;
    out.reserve(text.size() + text.size() / 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (const qsizetype end = plainRunEnd(text, i, encoding); end > i) {
            out += text.sliced(i, end - i);
            i = end - 1;
            continue;
        }
        const QChar c = text[i];
        switch (c.unicode()) {
        case u'$':
            if (const qsizetype length = mathSpanAt(text, i); length && isTypesetOnly(text.sliced(i, length))) {
                out += text.sliced(i, length);
                i += length - 1;
            } else {
                out += QStringLiteral("\\$");
            }
            continue;
        case u'{':
        case u'}':
        case u'%':
        case u'&':
        case u'#':
        case u'_':
            out += u'\\';
            out += c;
            continue;
        case u'\\':
            out += QStringLiteral("\\textbackslash{}");
            continue;
        case u'~':
            out += QStringLiteral("\\textasciitilde{}");
            continue;
        case u'^':
            out += QStringLiteral("\\textasciicircum{}");
            continue;
        case u'-':
            out += i + 1 < text.size() && text[i + 1] == u'-' ? QStringLiteral("-{}") : QStringLiteral("-");
            continue;
        case QChar::Nbsp:
            out += u'~';
            continue;
        default:
            break;
        }
        if (c.isSpace()) {
            if (!out.endsWith(u' '))
                out += u' ';
        } else if (encoding == TexEncoding::Ascii && c.unicode() > 0x7f) {
            const QString command = texCommandFor(c);
            out += command.isEmpty() ? QString(c) : command;
        } else {
            out += c;
        }
    }
    return out;
}

QString decodeTexTitle(QStringView text)
{
    // What a style command's braces hold: text with groups one deep ("\emph{{DNA} repair}").
    static const QString content = QStringLiteral("([^{}]*(?:\\{[^{}]*\\}[^{}]*)*)");
    static const QRegularExpression italic(QStringLiteral("\\\\(?:emph|textit|textsl)\\s*\\{") + content +
        QStringLiteral("\\}|\\{\\\\(?:em|it|sl)\\s+") + content + QStringLiteral("\\}"));
    static const QRegularExpression bold(QStringLiteral("\\\\textbf\\s*\\{") + content +
        QStringLiteral("\\}|\\{\\\\bf\\s+") + content + QStringLiteral("\\}"));
    QString marked = text.toString();
    const auto mark = [&marked](const QRegularExpression &command, const QString &marker) {
        QString result;
        qsizetype last = 0;
        for (const QRegularExpressionMatch &match : command.globalMatch(marked)) {
            const QString inner = match.captured(1).isNull() ? match.captured(2) : match.captured(1);
            result += QStringView(marked).sliced(last, match.capturedStart() - last);
            result += marker + inner.trimmed() + marker;
            last = match.capturedEnd();
        }
        result += QStringView(marked).sliced(last);
        marked = result;
    };
    mark(bold, QStringLiteral("**"));
    mark(italic, QStringLiteral("*"));
    return decodeTexText(marked);
}

} // namespace Lectern::Text
