// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdownwriter.h"

#include <QRegularExpression>
#include <QUrl>

namespace Lectern::Export {
namespace {

// The length of the maths span that starts at text[at] by pandoc's rules, within a paragraph; 0 for
// none. $$…$$, or $…$ with no space inside its dollars and no digit after them; the first dollar
// after the opening one closes it or, not fitting, makes it no maths.
qsizetype mathSpanAt(QStringView text, qsizetype at)
{
    const bool display = text.sliced(at).startsWith(u"$$");
    const qsizetype fence = display ? 2 : 1;
    const qsizetype start = at + fence;
    if (start >= text.size() || (!display && text[start].isSpace()))
        return 0;
    for (qsizetype i = start; i < text.size(); ++i) {
        if (text[i] == u'\\') {
            ++i;
        } else if (text.sliced(i).startsWith(u"\n\n")) {
            return 0;
        } else if (text[i] == u'$') {
            if (display)
                return text.sliced(i).startsWith(u"$$") ? i + 2 - at : 0;
            const bool fits = !text[i - 1].isSpace() && (i + 1 >= text.size() || !text[i + 1].isDigit());
            return fits ? i + 1 - at : 0;
        }
    }
    return 0;
}

// Whether text[i] and the character after it could start HTML or an entity ("<b", "</", "<!",
// "&amp", "&#"), a link or image ("]("), or attributes ("]{", "`{").
bool opensMarkup(QStringView text, qsizetype i)
{
    if (i + 1 >= text.size())
        return false;
    const QChar next = text[i + 1];
    switch (text[i].unicode()) {
    case u'<':
        return next.isLetter() || next == u'/' || next == u'!' || next == u'?';
    case u'&':
        return next.isLetter() || next == u'#';
    case u']':
        return next == u'(' || next == u'{';
    case u'`':
        return next == u'{';
    default:
        return false;
    }
}

// Maths as written, but with a space, which TeX ignores in maths, where a reader that does not take
// it for maths would see markup.
QString inertMath(QStringView math)
{
    QString out;
    out.reserve(math.size());
    for (qsizetype i = 0; i < math.size(); ++i) {
        out += math[i];
        if (opensMarkup(math, i))
            out += u' ';
    }
    return out;
}

// The length of the code span that starts with the run of backticks at text[at], on one line; 0
// when the run is not closed by one of the same length there.
qsizetype codeSpanAt(QStringView text, qsizetype at)
{
    qsizetype run = 0;
    while (at + run < text.size() && text[at + run] == u'`')
        ++run;
    for (qsizetype i = at + run; i < text.size() && text[i] != u'\n';) {
        qsizetype closing = 0;
        while (i + closing < text.size() && text[i + closing] == u'`')
            ++closing;
        if (closing == run)
            return i + run - at;
        i += std::max<qsizetype>(closing, 1);
    }
    return 0;
}

// HTML that would run or load something: script and style elements whole, tags of elements that
// load or embed (img, iframe, object, svg…) and tags with an event handler (onerror=…). Escaping
// is not enough for them: the first Markdown (Markdown.pl, and readers that follow it) takes "\<"
// for a backslash and a tag. Other text that looks like markup ("n<m and m>k") is escaped and
// shown as written.
QString withoutActiveHtml(QStringView text)
{
    static const QRegularExpression active(
        QStringLiteral("<(script|style)\\b[^>]*>.*?</\\1\\s*>"
                       "|</?(?:script|style|iframe|frame|frameset|object|embed|applet|img|image|picture|source|svg|"
                       "video|audio|track|link|meta|base|form|input|button|textarea|select|portal|template|noscript)"
                       "\\b[^>]*>"
                       "|<[a-z][^>]*\\son[a-z]+\\s*=[^>]*>"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
    QString cleaned = text.toString();
    if (text.contains(u'<'))
        cleaned.remove(active);
    return cleaned;
}

QString escapedMarkdown(QStringView text, QStringView escaped)
{
    // A character the text escapes itself (an odd run of backslashes before it) is left alone:
    // another backslash would escape the backslash instead. Where backslashes are escaped too,
    // every one is doubled and none escapes what follows.
    const bool keepsEscapes = !escaped.contains(u'\\');
    const auto needsEscape = [escaped, keepsEscapes](QStringView all, qsizetype i) {
        if (!escaped.contains(all[i]) && !(all[i] == u'[' && i > 0 && all[i - 1] == u'!'))
            return false;
        qsizetype backslashes = 0;
        while (keepsEscapes && backslashes < i && all[i - 1 - backslashes] == u'\\')
            ++backslashes;
        return backslashes % 2 == 0;
    };
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'$' && (i == 0 || text[i - 1] != u'\\')) {
            if (const qsizetype length = mathSpanAt(text, i)) {
                out += inertMath(text.sliced(i, length));
                i += length - 1;
                continue;
            }
        }
        if (c == u'`' && !escaped.contains(c)) {
            // A code span shows its text as it is: kept when escaping would change nothing in it,
            // else written as text, its backticks escaped, so that no backslash shows in code.
            if (const qsizetype length = codeSpanAt(text, i)) {
                const QStringView span = text.sliced(i, length);
                bool plain = true;
                for (qsizetype j = 0; j < span.size() && plain; ++j)
                    plain = !needsEscape(span, j);
                out += plain ? span.toString() : escapedMarkdown(span, QString(escaped.toString() + u'`'));
                i += length - 1;
                continue;
            }
        }
        if (needsEscape(text, i))
            out += u'\\';
        out += c;
    }
    return out;
}

} // namespace

QString markdownText(QStringView text, QStringView escaped)
{
    return escapedMarkdown(withoutActiveHtml(text), escaped);
}

QString markdownInline(const QString &text)
{
    return escapedMarkdown(oneLine(withoutActiveHtml(text)), u"\\`*_[]{}<>&#|");
}

namespace {

// Text from a file (an abstract, a quoted passage): its emphasis, code and maths work; nothing in
// it makes HTML, a link, or attributes ("{onclick=…}" after a code span).
QString markdownFromFile(QStringView text)
{
    return markdownText(text, u"<>&[]{}");
}

// A note's headings moved below the paper's own "##" heading: "# Idea" becomes "### Idea", an
// underlined heading becomes the same, and a heading that would go below the sixth level stays at
// the sixth. Lines in fenced code are not headings.
QString withHeadingsBelowPaper(const QString &note)
{
    static const QRegularExpression atx(QStringLiteral("^( {0,3})(#{1,6})(?=[ \t]|$)"));
    static const QRegularExpression underline(QStringLiteral("^ {0,3}(=+|-+)[ \t]*$"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
    const auto heading = [](qsizetype level) { return QString(std::min<qsizetype>(level + 2, 6), u'#'); };
    QStringList lines = note.split(u'\n');
    bool inCode = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString &line = lines[i];
        if (fence.match(line).hasMatch()) {
            inCode = !inCode;
            continue;
        }
        if (inCode)
            continue;
        if (const QRegularExpressionMatch match = atx.match(line); match.hasMatch()) {
            line.replace(match.capturedStart(2), match.capturedLength(2), heading(match.capturedLength(2)));
        } else if (const QRegularExpressionMatch rule = underline.match(line);
            rule.hasMatch() && i > 0 && !lines[i - 1].trimmed().isEmpty() && !atx.match(lines[i - 1]).hasMatch()) {
            lines[i - 1] = heading(rule.captured(1).front() == u'=' ? 1 : 2) + u' ' + lines[i - 1].trimmed();
            lines.remove(i--);
        }
    }
    return lines.join(u'\n');
}

// Lines under a "> " quote marker, blank lines kept inside the quote.
QString quoted(const QString &text)
{
    QString out;
    for (const QStringView line : QStringView(text).split(u'\n'))
        out += (line.trimmed().isEmpty() ? QStringLiteral(">") : QStringLiteral("> ") + line.toString()) + u'\n';
    return out;
}

} // namespace

QString bylineOf(const Paper &paper)
{
    QStringList authors;
    for (const PersonName &author : paper.reference.authors)
        authors.append(author.displayName());
    QStringList parts;
    if (!authors.isEmpty())
        parts.append(authors.join(QStringLiteral(", ")));
    if (!paper.venue.isEmpty())
        parts.append(paper.venue);
    if (paper.year)
        parts.append(QString::number(paper.year));
    return parts.join(QStringLiteral(" · "));
}

QString addressOf(const Paper &paper)
{
    if (!paper.reference.doi.isEmpty())
        return QStringLiteral("https://doi.org/") + paper.reference.doi;
    return paper.links.isEmpty() ? QString() : paper.links.first().toString();
}

MarkdownWriter::MarkdownWriter(QIODevice &device, const ExportOptions &options)
    : EntryWriter(device), m_options(options)
{
}

void MarkdownWriter::writeStart()
{
    if (!m_options.title.isEmpty()) {
        put(u"# ");
        put(markdownInline(m_options.title));
        put(u"\n\n");
    }
}

void MarkdownWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    put(u"## ");
    put(oneLine(markdownFromFile(paper.title))); // its emphasis and maths work, as in the abstract
    put(u"\n\n");
    if (marksTitle(paper)) {
        put(u"*");
        put(markdownInline(InferredTitleMark.toString()));
        put(u"*\n\n");
    }
    if (const QString byline = bylineOf(paper); !byline.isEmpty()) {
        put(markdownInline(byline));
        put(u"  \n");
    }
    if (const QString address = addressOf(paper); !address.isEmpty()) {
        // Percent-encoded, for a DOI may hold "<", ">" and spaces ("…35:4<433::AID-JBM4>3.0.CO;2-D").
        put(u'<');
        put(QUrl(address).toString(QUrl::FullyEncoded));
        put(u">  \n");
    }
    if (!details.tags.isEmpty()) {
        QStringList tags;
        for (const QString &name : tagNames(details.tags))
            tags.append(u'`' + oneLine(withoutActiveHtml(name)).replace(u'`', u'\'') + u'`');
        put(u"Tags: ");
        put(tags.join(QStringLiteral(", ")));
        put(u'\n');
    }
    put(u'\n');
    for (const Highlight &highlight : details.highlights) {
        put(quoted(
            markdownFromFile(paper.abstract.sliced(highlight.start, highlight.end - highlight.start).simplified())));
        if (!highlight.comment.isEmpty()) {
            put(u">\n> — ");
            put(markdownInline(highlight.comment));
            put(u'\n');
        }
        put(u'\n');
    }
    if (!details.note.trimmed().isEmpty()) {
        // The user's own Markdown, links and all; but no HTML, no attributes, no image to load.
        put(markdownText(withHeadingsBelowPaper(details.note.trimmed()), u"<>&{}"));
        put(u"\n\n");
    }
    if (m_options.abstracts && !paper.abstract.isEmpty()) {
        put(markdownFromFile(paper.abstract.trimmed()));
        put(u"\n\n");
    }
    entryDone();
}

} // namespace Lectern::Export
