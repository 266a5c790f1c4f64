// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/csljsonwriter.h"

#include "core/publicationdetails.h"
#include "export/bibtexwriter.h"
#include "export/titlemarkup.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace Lectern::Export {

namespace {

// The escapes JSON has for the characters a string cannot hold as they are, where it has a
// short one; other control characters are written as \u00XX.
QStringView shortEscape(char16_t c)
{
    switch (c) {
    case u'"':
        return u"\\\"";
    case u'\\':
        return u"\\\\";
    case u'\n':
        return u"\\n";
    case u'\r':
        return u"\\r";
    case u'\t':
        return u"\\t";
    case u'\b':
        return u"\\b";
    case u'\f':
        return u"\\f";
    default:
        return {};
    }
}

// Whether the surrogate at text[i] is half of a pair.
bool isPaired(QStringView text, qsizetype i)
{
    const QChar c = text[i];
    return c.isHighSurrogate() ? i + 1 < text.size() && text[i + 1].isLowSurrogate()
                               : i > 0 && text[i - 1].isHighSurrogate();
}

} // namespace

CslJsonWriter::CslJsonWriter(QIODevice &device) : EntryWriter(device) { }

QString CslJsonWriter::cslType(const Paper &paper)
{
    static const QHash<QString, QString> fromBibTex{
        { QStringLiteral("article"), QStringLiteral("article-journal") },
        { QStringLiteral("inproceedings"), QStringLiteral("paper-conference") },
        { QStringLiteral("conference"), QStringLiteral("paper-conference") },
        { QStringLiteral("book"), QStringLiteral("book") },
        { QStringLiteral("incollection"), QStringLiteral("chapter") },
        { QStringLiteral("inbook"), QStringLiteral("chapter") },
        { QStringLiteral("phdthesis"), QStringLiteral("thesis") },
        { QStringLiteral("mastersthesis"), QStringLiteral("thesis") },
        { QStringLiteral("techreport"), QStringLiteral("report") },
        { QStringLiteral("misc"), QStringLiteral("document") },
    };
    if (paper.reference.sourceFormat == QLatin1StringView("json") && paper.reference.entryType.contains(u'-'))
        return paper.reference.entryType;
    return fromBibTex.value(BibTexWriter::entryType(paper), QStringLiteral("document"));
}

void CslJsonWriter::writeStart()
{
    put(u"[\n");
}

void CslJsonWriter::writeEntry(const PaperDetails &details)
{
    if (!m_firstItem)
        put(u",\n");
    m_firstItem = false;
    m_separate = false;
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    begin(u'{');
    field("id"_L1, m_keys.keyFor(paper));
    field("type"_L1, cslType(paper));
    fieldIfAny("title"_L1, titleIn(TitleMarkup::CslHtml, paper.title, {}));
    if (!reference.authors.isEmpty()) {
        key("author"_L1);
        writeNames(reference.authors);
    }
    if (paper.year) {
        key("issued"_L1);
        begin(u'{');
        key("date-parts"_L1);
        begin(u'[');
        begin(u'[');
        number(paper.year);
        end(u']');
        end(u']');
        end(u'}');
    }
    fieldIfAny("container-title"_L1, paper.venue);
    writeDetails(publicationDetails(reference));
    fieldIfAny("DOI"_L1, reference.doi);
    fieldIfAny("PMID"_L1, reference.pmid);
    for (const QUrl &link : paper.links) {
        if (link.host() != "doi.org"_L1) {
            field("URL"_L1, link.toString());
            break;
        }
    }
    fieldIfAny("keyword"_L1, keywordsAndTags(details).join(", "_L1));
    fieldIfAny("abstract"_L1, paper.abstract);
    fieldIfAny("note"_L1, details.note);
    key("custom"_L1);
    begin(u'{');
    key("lectern"_L1);
    writeCustom(details);
    end(u'}');
    end(u'}');
    entryDone();
}

void CslJsonWriter::writeDetails(const PublicationDetails &details)
{
    fieldIfAny("volume"_L1, details.volume);
    fieldIfAny("issue"_L1, details.issue);
    fieldIfAny("page"_L1, details.pages());
    fieldIfAny("publisher"_L1, details.publisher);
    if (!details.editors.isEmpty()) {
        key("editor"_L1);
        writeNames(details.editors);
    }
}

void CslJsonWriter::writeEnd()
{
    put(u"\n]\n");
}

void CslJsonWriter::writeCustom(const PaperDetails &details)
{
    const Paper &paper = details.paper;
    const Reference &reference = paper.reference;
    begin(u'{');
    key("titleInferred"_L1);
    boolean(paper.titleInferred);
    key("keywords"_L1);
    writeStrings(reference.keywords);
    key("tags"_L1);
    writeStrings(tagNames(details.tags));
    key("lists"_L1);
    writeStrings(details.lists);
    field("status"_L1, statusName(paper.reading.status));
    key("rating"_L1);
    number(paper.reading.rating);
    key("starred"_L1);
    boolean(paper.reading.starred);
    key("highlights"_L1);
    writeHighlights(details.highlights, paper.abstract);
    field("collection"_L1, paper.collection);
    field("added"_L1, paper.added.toString(Qt::ISODateWithMs));
    fieldIfAny("arxivId"_L1, reference.arxivId);
    fieldIfAny("entryType"_L1, reference.entryType);
    fieldIfAny("citationKey"_L1, reference.citationKey);
    fieldIfAny("sourceFormat"_L1, reference.sourceFormat);
    key("links"_L1);
    begin(u'[');
    for (const QUrl &link : paper.links)
        string(link.toString());
    end(u']');
    key("fields"_L1);
    begin(u'[');
    for (const SourceField &sourceField : reference.fields) {
        begin(u'{');
        field("name"_L1, sourceField.name);
        field("value"_L1, sourceField.value);
        end(u'}');
    }
    end(u']');
    end(u'}');
}

void CslJsonWriter::writeNames(const QList<PersonName> &names)
{
    begin(u'[');
    for (const PersonName &name : names) {
        begin(u'{');
        field("family"_L1, name.family);
        fieldIfAny("given"_L1, name.given);
        end(u'}');
    }
    end(u']');
}

void CslJsonWriter::writeHighlights(const QList<Highlight> &highlights, const QString &abstract)
{
    begin(u'[');
    for (const Highlight &highlight : highlights) {
        begin(u'{');
        key("start"_L1);
        number(highlight.start);
        key("end"_L1);
        number(highlight.end);
        field("text"_L1, QStringView(abstract).sliced(highlight.start, highlight.end - highlight.start));
        field("color"_L1, highlightColorName(highlight.color));
        field("comment"_L1, highlight.comment);
        end(u'}');
    }
    end(u']');
}

void CslJsonWriter::writeStrings(const QStringList &strings)
{
    begin(u'[');
    for (const QString &text : strings)
        string(text);
    end(u']');
}

void CslJsonWriter::separate()
{
    if (m_separate)
        put(u',');
}

void CslJsonWriter::begin(char16_t bracket)
{
    separate();
    put(QChar(bracket));
    m_separate = false;
}

void CslJsonWriter::end(char16_t bracket)
{
    put(QChar(bracket));
    m_separate = true;
}

void CslJsonWriter::key(QLatin1StringView name)
{
    separate();
    put(u'"');
    put(name);
    put(u"\":");
    m_separate = false;
}

void CslJsonWriter::string(QStringView text)
{
    separate();
    put(u'"');
    // Runs that need no escape go out whole: most text has no quote, backslash or control
    // character at all.
    qsizetype run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 0x20 && c != u'"' && c != u'\\' && (!QChar::isSurrogate(c) || isPaired(text, i)))
            continue;
        put(text.sliced(run, i - run));
        run = i + 1;
        if (const QStringView escape = shortEscape(c); !escape.isEmpty()) {
            put(escape);
        } else {
            // A control character, or half of a pair that lost its other half (UTF-8 cannot
            // carry it, JSON can).
            put(u"\\u");
            for (const int shift : { 12, 8, 4, 0 })
                put(QChar(u"0123456789abcdef"[(c >> shift) & 0xf]));
        }
    }
    put(text.sliced(run));
    put(u'"');
    m_separate = true;
}

void CslJsonWriter::number(qint64 value)
{
    separate();
    put(QString::number(value));
    m_separate = true;
}

void CslJsonWriter::boolean(bool value)
{
    separate();
    put(value ? u"true" : u"false");
    m_separate = true;
}

void CslJsonWriter::field(QLatin1StringView name, QStringView text)
{
    key(name);
    string(text);
}

void CslJsonWriter::fieldIfAny(QLatin1StringView name, QStringView text)
{
    if (!text.isEmpty())
        field(name, text);
}

} // namespace Lectern::Export
