// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/htmlwriter.h"

#include "export/markdownwriter.h"
#include "text/richtext.h"

#include <QCoreApplication>

namespace Lectern::Export {
namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// Colours readable on white and, in a dark reader, on near black; highlights as the window shows them.
constexpr QLatin1StringView styleSheet(
    "body{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.5;"
    "color:#1d1d1d;background:#fff}"
    "article{border-top:1px solid #ccc;padding-top:.5em}"
    "h2{font-size:1.2em;margin-bottom:.2em}.byline,.tags,.inferred{color:#555;margin:.2em 0}"
    ".inferred{font-style:italic}"
    ".math{font-family:serif;font-style:italic}code{font-family:monospace}"
    ".note{white-space:pre-wrap;border-left:3px solid #888;padding-left:.8em}"
    "mark{color:inherit}.yellow{background:#fff3a0}.green{background:#c8f0c0}.blue{background:#c8e0ff}"
    ".pink{background:#ffd0e8}.orange{background:#ffdcb0}"
    "blockquote{margin:.5em 0 .5em 1em;color:#333}"
    "@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#1b1b1b}.byline,.tags,.inferred{color:#aaa}"
    "blockquote{color:#ccc}mark{color:#1b1b1b}}");

using Style = Text::TextRun::Style;

// The styles that have a tag, outermost first.
constexpr Style nesting[] = {
    Style::Link, Style::Bold, Style::Italic, Style::Code, Style::Math, Style::Superscript, Style::Subscript
};

QString openTag(Style style, const QUrl &link)
{
    switch (style) {
    case Style::Link:
        return QStringLiteral("<a href=\"") + escaped(link.toString(QUrl::FullyEncoded)) + QStringLiteral("\">");
    case Style::Bold:
        return QStringLiteral("<strong>");
    case Style::Italic:
        return QStringLiteral("<em>");
    case Style::Code:
        return QStringLiteral("<code>");
    case Style::Math:
        return QStringLiteral("<span class=\"math\">");
    case Style::Superscript:
        return QStringLiteral("<sup>");
    case Style::Subscript:
        return QStringLiteral("<sub>");
    case Style::Plain:
        break;
    }
    return {};
}

QString closeTag(Style style)
{
    switch (style) {
    case Style::Link:
        return QStringLiteral("</a>");
    case Style::Bold:
        return QStringLiteral("</strong>");
    case Style::Italic:
        return QStringLiteral("</em>");
    case Style::Code:
        return QStringLiteral("</code>");
    case Style::Math:
        return QStringLiteral("</span>");
    case Style::Superscript:
        return QStringLiteral("</sup>");
    case Style::Subscript:
        return QStringLiteral("</sub>");
    case Style::Plain:
        break;
    }
    return {};
}

// The tags that are open while runs are written. Moving to the next run keeps the outer tags
// it shares with the last, so the pieces of one formula stay in one <span>: x<sup>2</sup>.
class OpenTags
{
public:
    // The tags that close the open ones the run does not share and open the run's own.
    QString switchTo(Text::TextRun::Styles style, const QUrl &link)
    {
        qsizetype shared = 0;
        while (shared < qsizetype(std::size(nesting))) {
            const Style tag = nesting[shared];
            if (m_style.testFlag(tag) != style.testFlag(tag) ||
                (tag == Style::Link && style.testFlag(tag) && link != m_link))
                break;
            ++shared;
        }
        QString tags;
        for (qsizetype i = qsizetype(std::size(nesting)) - 1; i >= shared; --i) {
            if (m_style.testFlag(nesting[i]))
                tags += closeTag(nesting[i]);
        }
        for (qsizetype i = shared; i < qsizetype(std::size(nesting)); ++i) {
            if (style.testFlag(nesting[i]))
                tags += openTag(nesting[i], link);
        }
        m_style = style;
        m_link = link;
        return tags;
    }

    QString closeAll() { return switchTo(Style::Plain, {}); }

private:
    Text::TextRun::Styles m_style = Style::Plain;
    QUrl m_link;
};

} // namespace

HtmlWriter::HtmlWriter(QIODevice &device, const ExportOptions &options)
    : EntryWriter(device)
    , m_title(options.title.isEmpty() ? QCoreApplication::translate("Lectern::Export::HtmlWriter", "Reading list")
                                      : options.title)
{
}

void HtmlWriter::writeStart()
{
    put(u"<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    put(escaped(m_title));
    put(u"</title>\n<style>");
    put(QString(styleSheet));
    put(u"</style>\n</head>\n<body>\n<h1>");
    put(escaped(m_title));
    put(u"</h1>\n");
}

// The source rendered as the detail pane renders it, with each highlight's part of it marked (a
// highlight's comment as the mark's title); a paragraph break is written as paragraphBreak.
void HtmlWriter::rendered(const QString &source, const QList<Highlight> &highlights, QStringView paragraphBreak)
{
    const Text::RenderedText text = Text::RenderedText::fromAbstract(source);
    // Which highlight covers each shown character: the last one that does.
    QList<qsizetype> marks(text.text().size(), -1);
    for (qsizetype h = 0; h < highlights.size(); ++h) {
        const Text::TextRange range = text.toRendered({ highlights[h].start, highlights[h].end });
        for (qsizetype i = std::max<qsizetype>(range.start, 0); i < std::min(range.end, marks.size()); ++i)
            marks[i] = h;
    }
    OpenTags tags;
    qsizetype position = 0;
    for (const Text::TextRun &run : text.runs()) {
        if (run.isParagraphBreak()) {
            put(tags.closeAll());
            put(paragraphBreak);
            position += run.text.size();
            continue;
        }
        put(tags.switchTo(run.style, run.link));
        for (qsizetype i = 0; i < run.text.size();) {
            const qsizetype mark = marks.value(position + i, -1);
            qsizetype end = i + 1;
            while (end < run.text.size() && marks.value(position + end, -1) == mark)
                ++end;
            const QString part = escaped(run.text.sliced(i, end - i));
            if (mark < 0) {
                put(part);
            } else {
                const Highlight &highlight = highlights[mark];
                put(u"<mark class=\"");
                put(highlightColorName(highlight.color));
                if (!highlight.comment.isEmpty()) {
                    put(u"\" title=\"");
                    put(escaped(highlight.comment));
                }
                put(u"\">");
                put(part);
                put(u"</mark>");
            }
            i = end;
        }
        position += run.text.size();
    }
    put(tags.closeAll());
}

void HtmlWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    put(u"<article>\n<h2>");
    rendered(paper.title, {}, u" ");
    put(u"</h2>\n");
    if (marksTitle(paper)) {
        put(u"<p class=\"inferred\">");
        put(escaped(InferredTitleMark.toString()));
        put(u"</p>\n");
    }
    if (const QString byline = bylineOf(paper); !byline.isEmpty()) {
        put(u"<p class=\"byline\">");
        put(escaped(byline));
        if (const QString address = addressOf(paper); !address.isEmpty()) {
            put(u" · <a href=\"");
            put(escaped(address));
            put(u"\">");
            put(escaped(address));
            put(u"</a>");
        }
        put(u"</p>\n");
    }
    if (!details.tags.isEmpty()) {
        put(u"<p class=\"tags\">");
        put(escaped(tagNames(details.tags).join(QStringLiteral(", "))));
        put(u"</p>\n");
    }
    for (const Highlight &highlight : details.highlights) {
        if (highlight.comment.isEmpty())
            continue;
        put(u"<blockquote><mark class=\"");
        put(highlightColorName(highlight.color));
        put(u"\">");
        put(escaped(paper.abstract.sliced(highlight.start, highlight.end - highlight.start).simplified()));
        put(u"</mark><br>— ");
        put(escaped(highlight.comment));
        put(u"</blockquote>\n");
    }
    if (!paper.abstract.isEmpty()) {
        put(u"<p>");
        rendered(paper.abstract, details.highlights, u"</p>\n<p>");
        put(u"</p>\n");
    }
    if (!details.note.trimmed().isEmpty()) {
        put(u"<div class=\"note\">");
        put(escaped(details.note.trimmed()));
        put(u"</div>\n");
    }
    put(u"</article>\n");
    entryDone();
}

void HtmlWriter::writeEnd()
{
    put(u"</body>\n</html>\n");
}

} // namespace Lectern::Export
