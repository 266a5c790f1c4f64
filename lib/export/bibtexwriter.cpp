// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/bibtexwriter.h"

#include "core/publicationdetails.h"
#include "export/titlemarkup.h"

#include <QHash>

#include <functional>

namespace Lectern::Export {
namespace {

// RIS and CSL-JSON types as BibTeX names them; anything else with a venue is an article.
QString typeFromOtherFormat(const QString &type)
{
    static const QHash<QString, QString> types{
        { QStringLiteral("jour"), QStringLiteral("article") },
        { QStringLiteral("ejour"), QStringLiteral("article") },
        { QStringLiteral("jfull"), QStringLiteral("article") },
        { QStringLiteral("mgzn"), QStringLiteral("article") },
        { QStringLiteral("article-journal"), QStringLiteral("article") },
        { QStringLiteral("article-magazine"), QStringLiteral("article") },
        { QStringLiteral("journal-article"), QStringLiteral("article") },
        { QStringLiteral("conf"), QStringLiteral("inproceedings") },
        { QStringLiteral("cpaper"), QStringLiteral("inproceedings") },
        { QStringLiteral("paper-conference"), QStringLiteral("inproceedings") },
        { QStringLiteral("proceedings-article"), QStringLiteral("inproceedings") },
        { QStringLiteral("book"), QStringLiteral("book") },
        { QStringLiteral("ebook"), QStringLiteral("book") },
        { QStringLiteral("chap"), QStringLiteral("incollection") },
        { QStringLiteral("echap"), QStringLiteral("incollection") },
        { QStringLiteral("chapter"), QStringLiteral("incollection") },
        { QStringLiteral("book-chapter"), QStringLiteral("incollection") },
        { QStringLiteral("thes"), QStringLiteral("phdthesis") },
        { QStringLiteral("thesis"), QStringLiteral("phdthesis") },
        { QStringLiteral("rprt"), QStringLiteral("techreport") },
        { QStringLiteral("report"), QStringLiteral("techreport") },
    };
    return types.value(type.toLower());
}

// Where BibTeX keeps the venue of an entry of this type.
QStringView venueField(QStringView type)
{
    if (type == u"inproceedings" || type == u"incollection" || type == u"inbook" || type == u"conference")
        return u"booktitle";
    return u"journal";
}

// A name in BibTeX's "Family, Given" form; a name of one part in braces, so that BibTeX does not
// split "World Health Organization" into given and family names.
QString bibtexName(const PersonName &name, const std::function<QString(const QString &)> &text)
{
    if (name.given.isEmpty())
        return u'{' + text(name.family) + u'}';
    return text(name.family) + QStringLiteral(", ") + text(name.given);
}

// A value kept from a BibTeX source is TeX already; it is written back unless its braces do not
// balance (it could not have been read then, but a library file is not to be trusted) or it does
// more than typeset (Text::isTypesetOnly()).
bool isBalanced(QStringView value)
{
    int depth = 0;
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (value[i] == u'\\') {
            ++i;
            continue;
        }
        depth += value[i] == u'{' ? 1 : value[i] == u'}' ? -1 : 0;
        if (depth < 0)
            return false;
    }
    return depth == 0;
}

// An identifier as it is; one that would end the value early (no real one does) is left out.
QString verbatim(const QString &value)
{
    return isBalanced(value) && !value.contains(u'\\') ? value : QString();
}

} // namespace

BibTexWriter::BibTexWriter(QIODevice &device, const ExportOptions &options)
    : EntryWriter(device), m_encoding(options.texEncoding)
{
}

QString BibTexWriter::entryType(const Paper &paper)
{
    const Reference &reference = paper.reference;
    if (reference.sourceFormat == QLatin1StringView("bibtex") && !reference.entryType.isEmpty())
        return reference.entryType.toLower();
    if (const QString type = typeFromOtherFormat(reference.entryType); !type.isEmpty())
        return type;
    return paper.venue.isEmpty() ? QStringLiteral("misc") : QStringLiteral("article");
}

QString BibTexWriter::text(const QString &value) const
{
    return Text::encodeTexText(value, m_encoding);
}

void BibTexWriter::field(QStringView name, const QString &value)
{
    if (value.isEmpty() || m_written.contains(name.toString()))
        return;
    m_written.append(name.toString());
    put(u"  ");
    put(name);
    put(u" = {");
    put(value);
    put(u"},\n");
}

QString BibTexWriter::lines(const QString &value) const
{
    // A note's line breaks are its structure (lists, paragraphs): kept, each line encoded alone.
    QStringList lines = value.trimmed().split(u'\n');
    for (QString &line : lines)
        line = text(line).trimmed();
    return lines.join(u'\n');
}

QString BibTexWriter::names(const QList<PersonName> &people) const
{
    QStringList names;
    for (const PersonName &name : people)
        names.append(bibtexName(name, [this](const QString &part) { return text(part); }));
    return names.join(QStringLiteral(" and "));
}

void BibTexWriter::writeDetails(const PublicationDetails &details)
{
    field(u"volume", text(details.volume));
    field(u"number", text(details.issue));
    PublicationDetails pages = details;
    pages.firstPage = text(details.firstPage);
    pages.lastPage = text(details.lastPage);
    field(u"pages", pages.pages(u"--"));
    field(u"publisher", text(details.publisher));
    field(u"editor", names(details.editors));
}

void BibTexWriter::writeEntry(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    const QString type = entryType(paper);
    m_written.clear();
    put(u'@');
    put(type);
    put(u'{');
    put(m_keys.keyFor(paper));
    put(u",\n");

    field(u"author", names(reference.authors));
    // Double braces keep the title's letter case as it is.
    field(u"title",
        paper.title.isEmpty() ? QString() : u'{' + titleIn(TitleMarkup::Tex, paper.title, [this](const QString &plain) {
            return text(plain);
        }) + u'}');
    // BibLaTeX prints it after the title; BibTeX's styles leave it out.
    if (marksTitle(paper))
        field(u"titleaddon", text(InferredTitleMark.toString()));
    field(venueField(type), text(paper.venue));
    field(u"year", yearText(paper.year));
    // Identifiers and addresses are verbatim fields: BibTeX tools read them without decoding TeX.
    field(u"doi", verbatim(reference.doi));
    // BibLaTeX knows one eprint: the arXiv id where there is one, else the PubMed id.
    if (!reference.arxivId.isEmpty()) {
        field(u"eprint", verbatim(reference.arxivId));
        field(u"archiveprefix", QStringLiteral("arXiv"));
        field(u"pmid", verbatim(reference.pmid));
    } else if (!reference.pmid.isEmpty()) {
        field(u"eprint", verbatim(reference.pmid));
        field(u"eprinttype", QStringLiteral("pubmed"));
    }
    for (const QUrl &link : paper.links) {
        if (link.host() != QLatin1StringView("doi.org") && link.host() != QLatin1StringView("arxiv.org")) {
            field(u"url", link.toString(QUrl::FullyEncoded));
            break;
        }
    }
    const bool fromBibTex = reference.sourceFormat == QLatin1StringView("bibtex");
    if (!fromBibTex) // a BibTeX source's own fields follow as they were
        writeDetails(publicationDetails(reference));
    field(u"keywords", text(keywordsAndTags(details).join(QStringLiteral(", "))));
    field(u"abstract", text(paper.abstract));
    field(u"annote", lines(details.note));
    for (const SourceField &source : reference.fields) {
        const QString name = source.name.toLower();
        if (fromBibTex && CitationKeys::isValidKey(name))
            field(name,
                isBalanced(source.value) && Text::isTypesetOnly(source.value) ? source.value : text(source.value));
    }
    put(u"}\n\n");
    entryDone();
}

} // namespace Lectern::Export
