// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/richtext.h"

#include "text/links.h"
#include "text/texcodec.h"
#include "text/texmath.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <string_view>

namespace Lectern::Text {
namespace {

// Groups inside groups (\emph{[label](url)} …) are read as literal text beyond this depth, so a
// hostile abstract cannot exhaust the stack.
constexpr int maxNesting = 16;

// Links and TeX groups end within this many characters, so that a line of "[[[[" or
// \emph{ without their ends is read in linear time.
constexpr qsizetype maxScan = 1000;

bool isPunctuation(QChar c)
{
    return c.isPunct() || c.isSymbol();
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isAllowedLink(const QUrl &url)
{
    if (!url.isValid())
        return false;
    const QString scheme = url.scheme().toLower();
    if (scheme == u"http" || scheme == u"https")
        return !url.host().isEmpty();
    return (scheme == u"doi" || scheme == u"arxiv") && !url.path().isEmpty();
}

QStringView view(std::u16string_view text)
{
    return QStringView(text.data(), qsizetype(text.size()));
}

// Appends run to runs, joining it to the last run when both show their source one to one.
void appendMerged(QList<TextRun> &runs, TextRun run)
{
    if (run.text.isEmpty())
        return;
    if (!runs.isEmpty()) {
        TextRun &last = runs.back();
        if (last.verbatim && run.verbatim && last.style == run.style && last.link == run.link &&
            last.source.end == run.source.start) {
            last.text += run.text;
            last.source.end = run.source.end;
            return;
        }
    }
    runs.append(std::move(run));
}

// Closing delimiters of math, searched for ahead of the parser.
enum class Closing { Dollars, Parenthesis, Bracket };

struct Lookahead
{
    qsizetype from = -1; // where the last search started; -1 before any
    qsizetype found = -1;
};

// A piece of a span before emphasis is resolved: content, or a run of * or _ markers.
struct Node
{
    TextRun run; // for markers: their whole source, and the styles of emphasis around them
    QChar marker; // '*' or '_' for markers, null for content
    qsizetype usedFront = 0; // markers closing an emphasis that began before
    qsizetype usedBack = 0; // markers opening an emphasis that ends after
    bool canOpen = false;
    bool canClose = false;

    qsizetype remaining() const { return run.source.length() - usedFront - usedBack; }
};

// Reads the inline content of one span of the source: a paragraph, a link label or a TeX group.
class SpanParser
{
public:
    SpanParser(const QString &source, TextRange paragraph, TextRange span, bool allowLinks, int depth)
        : m_source(source), m_paragraph(paragraph), m_span(span), m_allowLinks(allowLinks), m_depth(depth)
    {
    }

    QList<TextRun> parse()
    {
        if (m_allowLinks) {
            const qsizetype offset = m_span.start;
            m_links = findLinks(m_source.sliced(offset, m_span.length()));
            for (LinkSpan &link : m_links)
                link.start += offset;
        }
        m_pos = m_textStart = m_span.start;
        while (m_pos < m_span.end) {
            const qsizetype before = m_pos;
            if (parseConstruct())
                m_textStart = m_pos;
            else if (m_pos == before)
                ++m_pos;
        }
        flushText(m_span.end);
        resolveEmphasis();
        QList<TextRun> runs;
        for (const Node &node : std::as_const(m_nodes)) {
            if (node.marker.isNull()) {
                appendMerged(runs, node.run);
            } else if (node.remaining() > 0) {
                const TextRange literal{ node.run.source.start + node.usedFront, node.run.source.end - node.usedBack };
                appendMerged(runs, verbatimRun(literal, node.run.style));
            }
        }
        return runs;
    }

private:
    QChar at(qsizetype index) const { return index >= m_span.start && index < m_span.end ? m_source[index] : QChar(); }

    TextRun verbatimRun(TextRange range, TextRun::Styles style = TextRun::Plain) const
    {
        TextRun run;
        run.text = m_source.sliced(range.start, range.length());
        run.style = style;
        run.source = range;
        return run;
    }

    void addRun(TextRun run)
    {
        Node node;
        node.run = std::move(run);
        m_nodes.append(std::move(node));
    }

    void addReplacement(const QString &text, TextRange source, TextRun::Styles style = TextRun::Plain)
    {
        TextRun run;
        run.text = text;
        run.style = style;
        run.source = source;
        run.verbatim = false;
        addRun(std::move(run));
    }

    void flushText(qsizetype end)
    {
        if (end > m_textStart)
            addRun(verbatimRun({ m_textStart, end }));
        m_textStart = end;
    }

    // A straight quote that opens what TeX's '' closes ("internal states''): an opening mark, so the
    // pair matches. A straight quote closed by another straight one stays as it is.
    bool parseStraightOpeningQuote()
    {
        if (m_pos > 0 && !m_source[m_pos - 1].isSpace() && m_source[m_pos - 1] != u'(')
            return false;
        const qsizetype close = m_source.indexOf(QStringLiteral("''"), m_pos + 1);
        const qsizetype straight = m_source.indexOf(u'"', m_pos + 1);
        const qsizetype lineEnd = m_source.indexOf(u'\n', m_pos + 1);
        if (close < 0 || (straight >= 0 && straight < close) || (lineEnd >= 0 && lineEnd < close))
            return false;
        flushText(m_pos);
        addReplacement(QStringLiteral("“"), { m_pos, m_pos + 1 });
        ++m_pos;
        return true;
    }

    // Tries the construct that may start at m_pos. On success it has added its nodes and moved
    // m_pos past it; on failure m_pos may have moved over characters that stay literal.
    bool parseConstruct()
    {
        while (m_nextLink < m_links.size() && m_links[m_nextLink].start < m_pos)
            ++m_nextLink;
        if (m_nextLink < m_links.size() && m_links[m_nextLink].start == m_pos)
            return parseBareLink(m_links[m_nextLink]);
        switch (m_source[m_pos].unicode()) {
        case u'\\':
            return parseBackslash();
        case u'$':
            return parseDollarMath();
        case u'`':
            return parseBackticks();
        case u'"':
            return parseStraightOpeningQuote();
        case u'\'':
            if (at(m_pos + 1) != u'\'')
                return false;
            flushText(m_pos);
            addReplacement(QStringLiteral("”"), { m_pos, m_pos + 2 });
            m_pos += 2;
            return true;
        case u'[':
            return m_allowLinks && m_depth < maxNesting && parseMarkdownLink();
        case u'-':
        case u'~':
            return parseLigature();
        case u'*':
        case u'_':
            parseMarkers();
            return true;
        default:
            return false;
        }
    }

    bool parseLigature()
    {
        const TexLigature ligature = texLigature(QStringView(m_source).sliced(m_pos, m_span.end - m_pos));
        if (ligature.length == 0)
            return false;
        if (ligature.character == QChar::Nbsp) {
            const auto joins = [](QChar c) { return !c.isNull() && !c.isSpace() && c != u'~'; };
            if (!joins(at(m_pos - 1)) || !joins(at(m_pos + 1)))
                return false;
        }
        flushText(m_pos);
        addReplacement(QString(ligature.character), { m_pos, m_pos + ligature.length });
        m_pos += ligature.length;
        return true;
    }

    bool parseBareLink(const LinkSpan &link)
    {
        flushText(m_pos);
        TextRun run = verbatimRun({ link.start, link.start + link.length }, TextRun::Link);
        run.link = link.url;
        addRun(std::move(run));
        m_pos = link.start + link.length;
        return true;
    }

    // Each piece of the maths is a run of its own, and each maps to the whole span.
    void addMath(TextRange whole, TextRange content)
    {
        flushText(whole.start);
        for (const MathPiece &piece : texToPieces(m_source.sliced(content.start, content.length()))) {
            TextRun::Styles style = TextRun::Math;
            if (piece.position == ScriptPosition::Superscript)
                style |= TextRun::Superscript;
            else if (piece.position == ScriptPosition::Subscript)
                style |= TextRun::Subscript;
            addReplacement(piece.text, whole, style);
        }
        m_pos = whole.end;
    }

    // pandoc's rules, which keep prices out: "$" opens only before a non-space, the first
    // unescaped "$" after it closes, and only after a non-space. pandoc also refuses a closing "$"
    // before a digit ("$5 to $10"); here that applies only when the opening "$" is before a digit
    // too, because abstracts write ranges as "1.4$-$12.2$\times$".
    bool parseDollarMath()
    {
        const qsizetype open = m_pos;
        if (at(open + 1) == u'$') {
            const qsizetype close = nextClosing(Closing::Dollars, open + 2);
            if (close <= open + 2)
                return false;
            addMath({ open, close + 2 }, { open + 2, close });
            return true;
        }
        const QChar first = at(open + 1);
        if (first.isNull() || first.isSpace())
            return false;
        qsizetype close = open + 1;
        while (close < m_span.end && m_source[close] != u'$')
            close += m_source[close] == u'\\' ? 2 : 1;
        if (close >= m_span.end || m_source[close - 1].isSpace())
            return false;
        if (first.isDigit() && at(close + 1).isDigit())
            return false;
        addMath({ open, close + 1 }, { open + 1, close });
        return true;
    }

    bool parseDelimitedMath(Closing closing)
    {
        const qsizetype contentStart = m_pos + 2;
        const qsizetype close = nextClosing(closing, contentStart);
        if (close <= contentStart)
            return false;
        addMath({ m_pos, close + 2 }, { contentStart, close });
        return true;
    }

    // The next unescaped closing delimiter at or after from, or -1. The parser only moves forward,
    // so remembering the last answer keeps a line full of unclosed openers linear.
    qsizetype nextClosing(Closing closing, qsizetype from)
    {
        Lookahead &memo = m_closings[static_cast<int>(closing)];
        if (memo.from >= 0 && memo.from <= from && (memo.found < 0 || memo.found >= from))
            return memo.found;
        static constexpr std::u16string_view needles[] = { u"$$", u"\\)", u"\\]" };
        const QStringView needle = view(needles[static_cast<int>(closing)]);
        const QStringView span = QStringView(m_source).sliced(0, m_span.end);
        qsizetype found = span.indexOf(needle, from);
        while (closing == Closing::Dollars && found > from && m_source[found - 1] == u'\\')
            found = span.indexOf(needle, found + 1);
        memo = { from, found };
        return found;
    }

    // The start of the next run of exactly length backticks at or after from, or -1.
    qsizetype nextBacktickRun(qsizetype length, qsizetype from)
    {
        Lookahead &memo = m_backtickRuns[length];
        if (memo.from >= 0 && memo.from <= from && (memo.found < 0 || memo.found >= from))
            return memo.found;
        qsizetype found = -1;
        for (qsizetype i = from; i < m_span.end;) {
            if (m_source[i] != u'`') {
                ++i;
                continue;
            }
            qsizetype runLength = 0;
            while (at(i + runLength) == u'`')
                ++runLength;
            if (runLength == length) {
                found = i;
                break;
            }
            i += runLength;
        }
        memo = { from, found };
        return found;
    }

    bool parseBackslash()
    {
        const QChar next = at(m_pos + 1);
        if (next.isNull())
            return false;
        if (next == u'(')
            return parseDelimitedMath(Closing::Parenthesis);
        if (next == u'[')
            return parseDelimitedMath(Closing::Bracket);
        if (isAsciiLetter(next))
            return parseTexCommand();
        if (parseAccent(m_pos + 1, m_pos + 2))
            return true;
        if (next.unicode() < 0x80 && isPunctuation(next) && next != u')' && next != u']') {
            // \$, \%, \_, \*: the character itself, never markup; the backslash shows nothing.
            flushText(m_pos);
            addRun(verbatimRun({ m_pos + 1, m_pos + 2 }));
            m_pos += 2;
            return true;
        }
        return false;
    }

    bool parseTexCommand()
    {
        qsizetype nameEnd = m_pos + 1;
        while (isAsciiLetter(at(nameEnd)))
            ++nameEnd;
        const QStringView name = QStringView(m_source).sliced(m_pos + 1, nameEnd - m_pos - 1);
        if (name == u"emph" || name == u"textit" || name == u"textsl")
            return parseStyledGroup(nameEnd, TextRun::Italic);
        if (name == u"textbf")
            return parseStyledGroup(nameEnd, TextRun::Bold);
        if (name == u"texttt")
            return parseCodeGroup(nameEnd);
        if (name == u"url")
            return parseUrlCommand(nameEnd);
        if (name == u"href")
            return parseHrefCommand(nameEnd);
        if (const QStringView letter = texLetter(name); !letter.isEmpty())
            return parseLetter(nameEnd, letter);
        return parseAccent(m_pos + 1, nameEnd);
    }

    // The index of the '}' that closes the '{' at open, or -1.
    qsizetype closingBrace(qsizetype open) const
    {
        if (at(open) != u'{')
            return -1;
        int level = 0;
        const qsizetype end = std::min(m_span.end, open + maxScan);
        for (qsizetype i = open; i < end; ++i) {
            if (m_source[i] == u'\\')
                ++i;
            else if (m_source[i] == u'{')
                ++level;
            else if (m_source[i] == u'}' && --level == 0)
                return i;
        }
        return -1;
    }

    QList<TextRun> parseInner(TextRange span, bool allowLinks) const
    {
        return SpanParser(m_source, m_paragraph, span, allowLinks, m_depth + 1).parse();
    }

    bool parseStyledGroup(qsizetype open, TextRun::Style style)
    {
        const qsizetype close = closingBrace(open);
        if (close < 0 || m_depth >= maxNesting)
            return false;
        flushText(m_pos);
        for (TextRun &run : parseInner({ open + 1, close }, m_allowLinks)) {
            run.style |= style;
            addRun(std::move(run));
        }
        m_pos = close + 1;
        return true;
    }

    bool parseCodeGroup(qsizetype open)
    {
        const qsizetype close = closingBrace(open);
        if (close < 0)
            return false;
        flushText(m_pos);
        addRun(verbatimRun({ open + 1, close }, TextRun::Code));
        m_pos = close + 1;
        return true;
    }

    bool parseUrlCommand(qsizetype open)
    {
        const qsizetype close = closingBrace(open);
        if (close < 0)
            return false;
        const QUrl url(m_source.sliced(open + 1, close - open - 1).trimmed(), QUrl::StrictMode);
        if (!isAllowedLink(url))
            return false;
        flushText(m_pos);
        TextRun run = verbatimRun({ open + 1, close }, TextRun::Link);
        run.link = url;
        addRun(std::move(run));
        m_pos = close + 1;
        return true;
    }

    bool parseHrefCommand(qsizetype open)
    {
        const qsizetype close = closingBrace(open);
        const qsizetype labelClose = close < 0 ? -1 : closingBrace(close + 1);
        if (labelClose < 0 || m_depth >= maxNesting)
            return false;
        const QUrl url(m_source.sliced(open + 1, close - open - 1).trimmed(), QUrl::StrictMode);
        if (!isAllowedLink(url))
            return false;
        flushText(m_pos);
        addLinkLabel({ close + 2, labelClose }, { open + 1, close }, url);
        m_pos = labelClose + 1;
        return true;
    }

    // The label's runs as a link; a label that shows nothing shows the address as written.
    void addLinkLabel(TextRange label, TextRange address, const QUrl &url)
    {
        QList<TextRun> runs = parseInner(label, false);
        if (runs.isEmpty())
            runs.append(verbatimRun(address));
        for (TextRun &run : runs) {
            run.style |= TextRun::Link;
            run.link = url;
            addRun(std::move(run));
        }
    }

    // [label](address), CommonMark's inline link without a title.
    bool parseMarkdownLink()
    {
        const qsizetype open = m_pos;
        qsizetype labelEnd = open + 1;
        const qsizetype labelLimit = std::min(m_span.end, open + maxScan);
        for (int level = 1; labelEnd < labelLimit; ++labelEnd) {
            const QChar c = m_source[labelEnd];
            if (c == u'\\')
                ++labelEnd;
            else if (c == u'[')
                ++level;
            else if (c == u']' && --level == 0)
                break;
        }
        if (labelEnd >= labelLimit || at(labelEnd + 1) != u'(')
            return false;
        const qsizetype addressStart = labelEnd + 2;
        qsizetype addressEnd = addressStart;
        const qsizetype addressLimit = std::min(m_span.end, addressStart + maxScan);
        for (int level = 0; addressEnd < addressLimit; ++addressEnd) {
            const QChar c = m_source[addressEnd];
            if (c.isSpace())
                return false;
            if (c == u'(')
                ++level;
            else if (c == u')' && level-- == 0)
                break;
        }
        if (addressEnd >= addressLimit)
            return false;
        const QUrl url(m_source.sliced(addressStart, addressEnd - addressStart), QUrl::StrictMode);
        if (!isAllowedLink(url))
            return false;
        flushText(open);
        addLinkLabel({ open + 1, labelEnd }, { addressStart, addressEnd }, url);
        m_pos = addressEnd + 1;
        return true;
    }

    // A TeX accent whose command occupies [commandStart, commandEnd) after the backslash, on one
    // letter given as "e", "{e}" or, after a command word, " e": \'e, \"{o}, \v c, \'{\i}.
    bool parseAccent(qsizetype commandStart, qsizetype commandEnd)
    {
        const QStringView command = QStringView(m_source).sliced(commandStart, commandEnd - commandStart);
        const char16_t mark = texAccentMark(command);
        if (!mark)
            return false;
        qsizetype pos = commandEnd;
        const bool word = isAsciiLetter(command.front());
        QChar base;
        if (at(pos) == u'{') {
            if (at(pos + 1) == u'\\' && (at(pos + 2) == u'i' || at(pos + 2) == u'j') && at(pos + 3) == u'}') {
                base = at(pos + 2);
                pos += 4;
            } else if (at(pos + 1).isLetter() && at(pos + 2) == u'}') {
                base = at(pos + 1);
                pos += 3;
            } else {
                return false;
            }
        } else {
            if (word && at(pos) == u' ')
                ++pos;
            if (!at(pos).isLetter() || (word && at(pos - 1) != u' '))
                return false;
            base = at(pos);
            ++pos;
        }
        const QString composed = QString(QString(base) + QChar(mark)).normalized(QString::NormalizationForm_C);
        addTexReplacement(composed, pos);
        return true;
    }

    // \ss, \o, \L{} and the like; TeX drops the space or the empty group that ends the command.
    bool parseLetter(qsizetype nameEnd, QStringView text)
    {
        qsizetype end = nameEnd;
        if (at(end) == u'{' && at(end + 1) == u'}')
            end += 2;
        else if (at(end) == u' ' && at(end + 1).isLetter())
            end += 1;
        addTexReplacement(text.toString(), end);
        return true;
    }

    // A replacement for the TeX at [m_pos, end), with the braces around it in BibTeX's {\"o}.
    void addTexReplacement(const QString &text, qsizetype end)
    {
        qsizetype start = m_pos;
        if (at(start - 1) == u'{' && at(end) == u'}' && start - 1 >= m_textStart) {
            --start;
            ++end;
        }
        flushText(start);
        addReplacement(text, { start, end });
        m_pos = end;
    }

    bool parseBackticks()
    {
        const qsizetype open = m_pos;
        qsizetype length = 0;
        while (at(open + length) == u'`')
            ++length;
        const qsizetype close = nextBacktickRun(length, open + length);
        if (close >= 0) {
            flushText(open);
            addCode({ open + length, close });
            m_pos = close + length;
            return true;
        }
        if (length == 2) {
            // TeX's opening double quote, ``like this''.
            flushText(open);
            addReplacement(QStringLiteral("“"), { open, open + 2 });
            m_pos = open + 2;
            return true;
        }
        m_pos = open + length; // a backtick string without its match is literal, all of it
        return false;
    }

    void addCode(TextRange content)
    {
        const QStringView text = QStringView(m_source).sliced(content.start, content.length());
        // CommonMark drops one space each side, so `` `x` `` can show a backtick.
        if (text.size() >= 2 && text.front() == u' ' && text.back() == u' ' && !text.trimmed().isEmpty()) {
            ++content.start;
            --content.end;
        }
        addRun(verbatimRun(content, TextRun::Code));
    }

    // A run of * or _, with CommonMark's left- and right-flanking rules deciding what it may do.
    void parseMarkers()
    {
        const QChar marker = m_source[m_pos];
        qsizetype end = m_pos;
        while (end < m_span.end && m_source[end] == marker)
            ++end;
        const QChar before = m_pos > m_paragraph.start ? m_source[m_pos - 1] : QChar(u' ');
        const QChar after = end < m_paragraph.end ? m_source[end] : QChar(u' ');
        const bool leftFlanking =
            !after.isSpace() && (!isPunctuation(after) || before.isSpace() || isPunctuation(before));
        const bool rightFlanking =
            !before.isSpace() && (!isPunctuation(before) || after.isSpace() || isPunctuation(after));
        flushText(m_pos);
        Node node;
        node.run.source = { m_pos, end };
        node.marker = marker;
        if (marker == u'*' && end - m_pos == 1 && before.isLetterOrNumber() && after.isLetterOrNumber()) {
            // A lone asterisk inside a word is notation, not emphasis: the alleles CYP2C19*2 and
            // CYP2C19*3 of one sentence are not an italic "2 … CYP2C19". (Bold inside a word,
            // **DartC**ontrol, stays bold.)
            node.canOpen = node.canClose = false;
        } else if (marker == u'*') {
            node.canOpen = leftFlanking;
            node.canClose = rightFlanking;
        } else {
            // An underscore inside a word is part of it: snake_case_name.
            node.canOpen = leftFlanking && (!rightFlanking || isPunctuation(before));
            node.canClose = rightFlanking && (!leftFlanking || isPunctuation(after));
        }
        m_nodes.append(node);
        m_pos = end;
    }

    // CommonMark's "process emphasis": each closer takes the nearest opener before it that may
    // pair with it, two markers a side making bold and one italic; markers between the two can no
    // longer pair. As there, a closer that finds no opener tells later closers of its kind where to
    // stop looking, and styles are applied once at the end, so that hostile lines stay linear.
    void resolveEmphasis()
    {
        std::array<qsizetype, 12> openersBottom;
        openersBottom.fill(-1);
        QList<qsizetype> openers; // indices of the markers that may still open, in order
        QList<int> boldChange(m_nodes.size() + 1, 0);
        QList<int> italicChange(m_nodes.size() + 1, 0);
        for (qsizetype c = 0; c < m_nodes.size(); ++c) {
            Node &closer = m_nodes[c];
            if (closer.marker.isNull())
                continue;
            if (closer.canClose) {
                qsizetype &bottom = openersBottom[(closer.marker == u'_' ? 6 : 0) + (closer.canOpen ? 3 : 0) +
                    closer.run.source.length() % 3];
                while (closer.remaining() > 0) {
                    const qsizetype stackIndex = findOpener(openers, closer, bottom);
                    if (stackIndex < 0) {
                        bottom = c - 1;
                        break;
                    }
                    const qsizetype o = openers[stackIndex];
                    Node &opener = m_nodes[o];
                    const qsizetype used = opener.remaining() >= 2 && closer.remaining() >= 2 ? 2 : 1;
                    QList<int> &change = used == 2 ? boldChange : italicChange;
                    ++change[o + 1];
                    --change[c];
                    opener.usedBack += used;
                    closer.usedFront += used;
                    openers.resize(opener.remaining() > 0 ? stackIndex + 1 : stackIndex);
                }
            }
            if (closer.canOpen && closer.remaining() > 0)
                openers.append(c);
        }
        int bold = 0;
        int italic = 0;
        for (qsizetype k = 0; k < m_nodes.size(); ++k) {
            bold += boldChange[k];
            italic += italicChange[k];
            if (bold > 0)
                m_nodes[k].run.style |= TextRun::Bold;
            if (italic > 0)
                m_nodes[k].run.style |= TextRun::Italic;
        }
    }

    // The position in openers of the one that closer pairs with, or -1.
    qsizetype findOpener(const QList<qsizetype> &openers, const Node &closer, qsizetype bottom) const
    {
        for (qsizetype i = openers.size() - 1; i >= 0 && openers[i] > bottom; --i) {
            const Node &opener = m_nodes[openers[i]];
            if (opener.marker != closer.marker)
                continue;
            // The "rule of 3", so that *a**b* is not read as *a* followed by *b*.
            const qsizetype openerLength = opener.run.source.length();
            const qsizetype closerLength = closer.run.source.length();
            if ((opener.canClose || closer.canOpen) && (openerLength + closerLength) % 3 == 0 &&
                !(openerLength % 3 == 0 && closerLength % 3 == 0))
                continue;
            return i;
        }
        return -1;
    }

    const QString &m_source;
    TextRange m_paragraph;
    TextRange m_span;
    bool m_allowLinks;
    int m_depth;
    QList<LinkSpan> m_links;
    qsizetype m_nextLink = 0;
    QList<Node> m_nodes;
    Lookahead m_closings[3];
    QHash<qsizetype, Lookahead> m_backtickRuns;
    qsizetype m_pos = 0;
    qsizetype m_textStart = 0;
};

bool isLineBreak(QChar c)
{
    return c == u'\n' || c == u'\r' || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
}

// Where a display formula that a line opens and leaves open ends: the end of the later line that
// closes it, or -1. Only a few lines are looked at: a formula is short, and an opener that is never
// closed must not make reading an abstract quadratic.
qsizetype displayMathEnd(const QString &source, TextRange line)
{
    constexpr qsizetype MaxLines = 20;
    const QStringView text = QStringView(source).sliced(line.start, line.length());
    QStringView closing;
    if (text.startsWith(u"$$"))
        closing = u"$$";
    else if (text.startsWith(u"\\["))
        closing = u"\\]";
    else
        return -1;
    if (text.indexOf(closing, 2) >= 0)
        return -1;
    qsizetype lineEnd = line.end;
    while (lineEnd < source.size() && !isLineBreak(source[lineEnd]))
        ++lineEnd;
    for (qsizetype lines = 0; lines < MaxLines && lineEnd < source.size(); ++lines) {
        qsizetype lineStart = lineEnd + 1;
        if (source[lineEnd] == u'\r' && lineStart < source.size() && source[lineStart] == u'\n')
            ++lineStart;
        lineEnd = lineStart;
        while (lineEnd < source.size() && !isLineBreak(source[lineEnd]))
            ++lineEnd;
        const QStringView next = QStringView(source).sliced(lineStart, lineEnd - lineStart);
        // A formula never spans paragraphs: a blank line ends the search.
        if (next.trimmed().isEmpty())
            return -1;
        if (next.indexOf(closing) >= 0) {
            qsizetype end = lineEnd;
            while (end > lineStart && source[end - 1].isSpace())
                --end;
            return end;
        }
    }
    return -1;
}

} // namespace

RenderedText RenderedText::fromAbstract(const QString &source)
{
    RenderedText rendered;
    qsizetype previousEnd = -1;
    for (qsizetype lineStart = 0; lineStart < source.size();) {
        qsizetype lineEnd = lineStart;
        while (lineEnd < source.size() && !isLineBreak(source[lineEnd]))
            ++lineEnd;
        const qsizetype next = lineEnd + 1;
        qsizetype start = lineStart;
        qsizetype end = lineEnd;
        while (start < end && source[start].isSpace())
            ++start;
        while (end > start && source[end - 1].isSpace())
            --end;
        lineStart = next;
        if (start == end)
            continue;
        // A formula set on lines of its own ("$$" or "\\[", the formula, "$$"), as notes write
        // display maths, is one paragraph: its lines are the formula's.
        if (const qsizetype close = displayMathEnd(source, { start, end }); close > end) {
            end = close;
            lineStart = close + 1;
        }
        const QList<TextRun> runs = SpanParser(source, { start, end }, { start, end }, true, 0).parse();
        if (runs.isEmpty())
            continue;
        if (previousEnd >= 0) {
            TextRun separator;
            separator.text = QChar(QChar::ParagraphSeparator);
            separator.source = { previousEnd, start };
            separator.verbatim = false;
            rendered.m_runs.append(separator);
        }
        rendered.m_runs.append(runs);
        previousEnd = end;
    }
    for (const TextRun &run : std::as_const(rendered.m_runs)) {
        rendered.m_runStarts.append(rendered.m_text.size());
        rendered.m_text += run.text;
    }
    return rendered;
}

QString RenderedText::plainText(TextRange rendered) const
{
    const qsizetype start = std::clamp<qsizetype>(rendered.start, 0, m_text.size());
    const qsizetype end = std::clamp<qsizetype>(rendered.end, start, m_text.size());
    QString plain;
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        const TextRange shown = renderedRange(i);
        if (shown.end <= start || shown.start >= end)
            continue;
        const TextRun &run = m_runs[i];
        if (run.isParagraphBreak()) {
            plain += u'\n';
            continue;
        }
        const QStringView part = QStringView(run.text).sliced(
            std::max(start, shown.start) - shown.start, std::min(end, shown.end) - std::max(start, shown.start));
        const ScriptPosition position = run.style.testFlag(TextRun::Superscript) ? ScriptPosition::Superscript
            : run.style.testFlag(TextRun::Subscript)                             ? ScriptPosition::Subscript
                                                                                 : ScriptPosition::Baseline;
        plain += plainScript(part, position);
    }
    return plain;
}

QString RenderedText::plainTextOf(const QString &source)
{
    // The characters that can start markup, a line break, or a dash; anything else shows as it is.
    static constexpr QStringView markup = u"$\\*_`~['\n\r\u2028\u2029";
    const bool unmarked = std::none_of(source.begin(), source.end(), [](QChar c) { return markup.contains(c); });
    if (unmarked && !source.contains(u"--"))
        return source.trimmed();
    return fromAbstract(source).plainText();
}

TextRange RenderedText::renderedRange(qsizetype index) const
{
    return { m_runStarts[index], m_runStarts[index] + m_runs[index].text.size() };
}

TextRange RenderedText::toSource(TextRange rendered) const
{
    if (m_runs.isEmpty())
        return {};
    const qsizetype start = std::clamp<qsizetype>(rendered.start, 0, m_text.size());
    const qsizetype end = std::clamp<qsizetype>(rendered.end, start, m_text.size());
    if (start == end) {
        for (qsizetype i = 0; i < m_runs.size(); ++i) {
            const TextRange shown = renderedRange(i);
            if (start < shown.end) {
                const TextRun &run = m_runs[i];
                const qsizetype position = run.source.start + (run.verbatim ? start - shown.start : 0);
                return { position, position };
            }
        }
        return { m_runs.back().source.end, m_runs.back().source.end };
    }
    TextRange result{ -1, -1 };
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        const TextRange shown = renderedRange(i);
        if (shown.end <= start || shown.start >= end)
            continue;
        const TextRun &run = m_runs[i];
        TextRange covered = run.source;
        if (run.verbatim) {
            covered.start = run.source.start + std::max(start, shown.start) - shown.start;
            covered.end = run.source.start + std::min(end, shown.end) - shown.start;
        }
        result.start = result.start < 0 ? covered.start : std::min(result.start, covered.start);
        result.end = std::max(result.end, covered.end);
    }
    return result;
}

TextRange RenderedText::toRendered(TextRange source) const
{
    const qsizetype start = source.start;
    const qsizetype end = std::max(source.start, source.end);
    TextRange result{ -1, -1 };
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        const TextRun &run = m_runs[i];
        if (start == end || run.source.end <= start || run.source.start >= end)
            continue;
        const TextRange shown = renderedRange(i);
        TextRange covered = shown;
        if (run.verbatim) {
            covered.start = shown.start + std::max(start, run.source.start) - run.source.start;
            covered.end = shown.start + std::min(end, run.source.end) - run.source.start;
        }
        result.start = result.start < 0 ? covered.start : std::min(result.start, covered.start);
        result.end = std::max(result.end, covered.end);
    }
    if (result.start >= 0)
        return result;
    // Nothing shown: the position where the range would be, inside or before the next run.
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        const TextRun &run = m_runs[i];
        if (start < run.source.end) {
            const qsizetype offset = run.verbatim ? std::max<qsizetype>(0, start - run.source.start) : 0;
            const qsizetype position = m_runStarts[i] + offset;
            return { position, position };
        }
    }
    return { m_text.size(), m_text.size() };
}

} // namespace Lectern::Text
