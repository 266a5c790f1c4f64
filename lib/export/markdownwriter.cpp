// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdownwriter.h"

namespace Lectern::Export {
QString markdownInline(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool inMath = false;
    for (const QChar c : oneLine(text)) {
        if (c == u'$')
            inMath = !inMath;
        if (!inMath && QStringView(u"\\`*_[]<>#|").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

namespace {

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
        authors.append(author.given.isEmpty() ? author.family : author.given + u' ' + author.family);
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
    put(markdownInline(paper.title));
    put(u"\n\n");
    if (const QString byline = bylineOf(paper); !byline.isEmpty()) {
        put(markdownInline(byline));
        put(u"  \n");
    }
    if (const QString address = addressOf(paper); !address.isEmpty()) {
        put(u'<');
        put(address);
        put(u">  \n");
    }
    if (!details.tags.isEmpty()) {
        QStringList tags;
        for (const QString &name : tagNames(details.tags))
            tags.append(u'`' + QString(name).replace(u'`', u'\'') + u'`');
        put(u"Tags: ");
        put(tags.join(QStringLiteral(", ")));
        put(u'\n');
    }
    put(u'\n');
    for (const Highlight &highlight : details.highlights) {
        put(quoted(paper.abstract.sliced(highlight.start, highlight.end - highlight.start).simplified()));
        if (!highlight.comment.isEmpty()) {
            put(u">\n> — ");
            put(markdownInline(highlight.comment));
            put(u'\n');
        }
        put(u'\n');
    }
    if (!details.note.trimmed().isEmpty()) {
        put(details.note.trimmed());
        put(u"\n\n");
    }
    if (m_options.abstracts && !paper.abstract.isEmpty()) {
        put(paper.abstract.trimmed());
        put(u"\n\n");
    }
    entryDone();
}

} // namespace Lectern::Export
