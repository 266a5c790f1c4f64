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
    "h2{font-size:1.2em;margin-bottom:.2em}.byline,.tags{color:#555;margin:.2em 0}"
    ".math{font-family:serif;font-style:italic}code{font-family:monospace}"
    ".note{white-space:pre-wrap;border-left:3px solid #888;padding-left:.8em}"
    "mark{color:inherit}.yellow{background:#fff3a0}.green{background:#c8f0c0}.blue{background:#c8e0ff}"
    ".pink{background:#ffd0e8}.orange{background:#ffdcb0}"
    "blockquote{margin:.5em 0 .5em 1em;color:#333}"
    "@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#1b1b1b}.byline,.tags{color:#aaa}"
    "blockquote{color:#ccc}mark{color:#1b1b1b}}");

QString openTag(Text::TextRun::Styles style, const QUrl &link)
{
    QString tags;
    if (style & Text::TextRun::Link)
        tags += QStringLiteral("<a href=\"") + escaped(link.toString(QUrl::FullyEncoded)) + QStringLiteral("\">");
    if (style & Text::TextRun::Bold)
        tags += QStringLiteral("<strong>");
    if (style & Text::TextRun::Italic)
        tags += QStringLiteral("<em>");
    if (style & Text::TextRun::Code)
        tags += QStringLiteral("<code>");
    if (style & Text::TextRun::Math)
        tags += QStringLiteral("<span class=\"math\">");
    return tags;
}

QString closeTag(Text::TextRun::Styles style)
{
    QString tags;
    if (style & Text::TextRun::Math)
        tags += QStringLiteral("</span>");
    if (style & Text::TextRun::Code)
        tags += QStringLiteral("</code>");
    if (style & Text::TextRun::Italic)
        tags += QStringLiteral("</em>");
    if (style & Text::TextRun::Bold)
        tags += QStringLiteral("</strong>");
    if (style & Text::TextRun::Link)
        tags += QStringLiteral("</a>");
    return tags;
}

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

// The source rendered as the detail pane renders it, paragraph by paragraph, with each
// highlight's part of it marked (a highlight's comment as the mark's title).
void HtmlWriter::rendered(const QString &source, const QList<Highlight> &highlights)
{
    const Text::RenderedText text = Text::RenderedText::fromAbstract(source);
    // Which highlight covers each shown character: the last one that does.
    QList<qsizetype> marks(text.text().size(), -1);
    for (qsizetype h = 0; h < highlights.size(); ++h) {
        const Text::TextRange range = text.toRendered({ highlights[h].start, highlights[h].end });
        for (qsizetype i = std::max<qsizetype>(range.start, 0); i < std::min(range.end, marks.size()); ++i)
            marks[i] = h;
    }
    put(u"<p>");
    qsizetype position = 0;
    for (const Text::TextRun &run : text.runs()) {
        if (run.isParagraphBreak()) {
            put(u"</p>\n<p>");
            position += run.text.size();
            continue;
        }
        put(openTag(run.style, run.link));
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
        put(closeTag(run.style));
        position += run.text.size();
    }
    put(u"</p>\n");
}

void HtmlWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    put(u"<article>\n<h2>");
    const Text::RenderedText title = Text::RenderedText::fromAbstract(paper.title);
    put(escaped(title.text()));
    put(u"</h2>\n");
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
    if (!paper.abstract.isEmpty())
        rendered(paper.abstract, details.highlights);
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
