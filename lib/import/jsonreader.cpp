// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/jsonreader.h"

#include "text/identity.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

#include <map>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::JsonReader)
};

QByteArrayView withoutBom(QByteArrayView bytes)
{
    return bytes.startsWith("\xEF\xBB\xBF") ? bytes.sliced(3) : bytes;
}

// A value as text: strings as they are, numbers without ".0", arrays and objects as compact JSON.
QString textOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    default:
        return {};
    }
}

// Exports write "None" or "null" for what is not there (arXiv's metadata does).
bool isMissing(const QString &text)
{
    const QString trimmed = text.trimmed();
    return trimmed.isEmpty() || trimmed == u"None" || trimmed == u"null";
}

// Reads the fields of one object, each at most once; what no field of the record takes is kept.
class ObjectFields
{
public:
    explicit ObjectFields(const QJsonObject &object) : m_object(object) { }

    // The first of these keys with a value.
    QJsonValue take(std::initializer_list<QLatin1StringView> keys)
    {
        for (const QLatin1StringView key : keys) {
            const QJsonValue value = m_object.value(key);
            if (value.isUndefined() || value.isNull() || (value.isString() && isMissing(value.toString())))
                continue;
            m_used.append(key);
            return value;
        }
        return {};
    }
    QString text(std::initializer_list<QLatin1StringView> keys) { return textOf(take(keys)).trimmed(); }

    QList<SourceField> unused() const
    {
        QList<SourceField> rest;
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_used.contains(it.key()) && !isMissing(textOf(it.value())))
                rest.append({ it.key(), textOf(it.value()) });
        }
        return rest;
    }

private:
    const QJsonObject &m_object;
    QStringList m_used;
};

// OpenAlex keeps abstracts as {"word": [positions]}: the words put back in order.
QString fromInvertedIndex(const QJsonObject &index)
{
    std::map<qint64, QString> words;
    for (auto it = index.begin(); it != index.end(); ++it) {
        for (const QJsonValue position : it.value().toArray())
            words.emplace(position.toInteger(), it.key());
    }
    QStringList ordered;
    ordered.reserve(static_cast<qsizetype>(words.size()));
    for (const auto &[position, word] : words)
        ordered.append(word);
    return ordered.join(u' ');
}

QList<PersonName> namesOf(const QJsonValue &value)
{
    QList<PersonName> names;
    if (value.isString()) {
        // "A; B" (OpenReview), "A, B and C" (arXiv), or one name.
        static const QRegularExpression separator(QStringLiteral("\\s*;\\s*|\\s*,\\s*(?:and\\s+)?|\\s+and\\s+"));
        const QString text = value.toString();
        const QStringList parts = text.contains(u';') || text.contains(QStringLiteral(" and "))
            ? text.split(separator, Qt::SkipEmptyParts)
            : text.split(QStringLiteral(", "), Qt::SkipEmptyParts);
        for (const QString &part : parts)
            names.append({ part.trimmed(), {} });
        return names;
    }
    for (const QJsonValue item : value.toArray()) {
        if (item.isString()) {
            names.append(PersonName::fromString(item.toString()));
        } else if (item.isArray()) { // arXiv's authors_parsed: [last, first, suffix]
            const QJsonArray parts = item.toArray();
            names.append({ parts.at(0).toString(), parts.at(1).toString() });
        } else {
            const QJsonObject person = item.toObject();
            if (person.contains(QLatin1StringView("author"))) { // OpenAlex authorships
                const QJsonObject author = person.value(QLatin1StringView("author")).toObject();
                PersonName name =
                    PersonName::fromDisplayName(author.value(QLatin1StringView("display_name")).toString());
                name.orcid = Text::normalizedOrcid(author.value(QLatin1StringView("orcid")).toString());
                names.append(name);
            } else if (person.contains(QLatin1StringView("family")) || person.contains(QLatin1StringView("given")))
                names.append({ person.value(QLatin1StringView("family")).toString(),
                    person.value(QLatin1StringView("given")).toString(),
                    Text::normalizedOrcid(person.value(QLatin1StringView("ORCID")).toString()) });
            else if (person.contains(QLatin1StringView("last_name")))
                names.append({ person.value(QLatin1StringView("last_name")).toString(),
                    person.value(QLatin1StringView("first_name")).toString() });
            else
                names.append({ textOf(person.value(QLatin1StringView("literal"))) +
                        textOf(person.value(QLatin1StringView("name"))),
                    {} });
        }
    }
    names.removeIf([](const PersonName &name) { return name.family.isEmpty() && name.given.isEmpty(); });
    return names;
}

// OpenAlex's venue: the source of the work's primary location ("host_venue" before 2023).
QString openAlexVenue(const QJsonObject &location)
{
    const QJsonValue source = location.value(QLatin1StringView("source"));
    return textOf((source.isObject() ? source.toObject() : location).value(QLatin1StringView("display_name")))
        .simplified();
}

// A record's id as a citation key: an address ("https://openalex.org/W2755950973") gives its last
// part, for a key is typed in documents.
QString keyOf(const QString &id)
{
    if (!id.startsWith(QLatin1StringView("http://")) && !id.startsWith(QLatin1StringView("https://")))
        return id;
    const QString path = QUrl(id).path();
    return path.sliced(path.lastIndexOf(u'/') + 1);
}

int yearOf(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toInt();
    if (value.isObject()) { // CSL: {"date-parts": [[2020, 5]]}
        return value.toObject().value(QLatin1StringView("date-parts")).toArray().at(0).toArray().at(0).toInt();
    }
    return RecordReader::yearIn(textOf(value));
}

QStringList keywordsOf(const QJsonValue &value)
{
    QStringList keywords;
    if (value.isArray()) {
        for (const QJsonValue item : value.toArray())
            keywords.append(
                item.isObject() ? textOf(item.toObject().value(QLatin1StringView("display_name"))) : textOf(item));
    } else {
        static const QRegularExpression separator(QStringLiteral("\\s*[;,]\\s*"));
        keywords = value.toString().split(separator, Qt::SkipEmptyParts);
    }
    for (QString &keyword : keywords)
        keyword = keyword.trimmed();
    keywords.removeAll(QString());
    return keywords;
}

} // namespace

bool JsonReader::looksLikeJson(QByteArrayView head)
{
    const QByteArrayView text = withoutBom(head).trimmed();
    return text.startsWith('[') || text.startsWith('{');
}

bool JsonReader::start(QIODevice &device, const QString &fileName)
{
    m_input.start(device);
    m_started = true;
    m_fileName = fileName;
    m_collection = {};
    m_collection.name = QFileInfo(fileName).completeBaseName();
    m_splitter.reset();
    m_elements.clear();
    m_next = 0;
    m_pendingLines.clear();
    m_lines = false;
    m_position = m_lineNumber = 0;
    m_records = 0;
    m_budget.reset();
    m_error.clear();

    // An array is read an element at a time from its first byte on: an array written on one line
    // (as APIs write them) would otherwise be read whole as the first line.
    if (withoutBom(m_input.peek()).trimmed().startsWith('[')) {
        m_splitter.emplace();
        return true;
    }
    // Any other document is cut into its records as it comes too. When its first line holds one
    // object and more lines follow, it is JSON Lines instead, read a line at a time beginning with
    // these two. The first line is read in parts: an API's answer can be one line of any length.
    // Blank lines before it say nothing of the file.
    constexpr qsizetype LinePart = 64 * 1024;
    QByteArray firstLine = m_input.readLine(LinePart);
    while (firstLine.endsWith('\n') && withoutBom(firstLine).trimmed().isEmpty()) {
        m_position += firstLine.size();
        ++m_lineNumber;
        firstLine = m_input.readLine(LinePart);
    }
    const qint64 linesStart = m_position;
    m_splitter.emplace();
    for (QByteArray part = firstLine;;) {
        m_position += part.size();
        m_splitter->feed(part, m_elements);
        // A line this long that holds the records is an answer written on one line, not the
        // first of JSON Lines (whose records may hold an array named as the records are).
        constexpr qsizetype LongestFirstRecord = 1024 * 1024;
        if (m_splitter->holdsRecords() && firstLine.size() > LongestFirstRecord)
            return true;
        if (part.isEmpty() || part.endsWith('\n'))
            break;
        part = m_input.readLine(LinePart);
        firstLine += part;
    }
    const QByteArray secondLine =
        m_splitter->isClosed() && firstLine.endsWith('\n') ? m_input.readLine() : QByteArray();
    m_lines = !secondLine.isEmpty();
    if (m_lines) {
        m_splitter.reset();
        m_elements.clear();
        m_position = linesStart;
        m_pendingLines = { firstLine, secondLine };
    } else {
        m_lineNumber = 0;
    }
    return true;
}

std::optional<QJsonObject> JsonReader::nextOfDocument(qint64 *line)
{
    for (;;) {
        // Read to the end of the input even once the document closed: text after it is an error.
        while (m_elements.isEmpty() && m_splitter->errorString().isEmpty()) {
            const QByteArray chunk = m_input.readChunk();
            if (chunk.isEmpty()) {
                if (!m_input.errorString().isEmpty())
                    m_error = readError(m_fileName, m_input.errorString());
                else if (!m_splitter->hasBegun())
                    m_error = Tr::tr("%1: holds no JSON array or object").arg(m_fileName);
                else if (!m_splitter->isClosed() && m_splitter->isObject())
                    m_error = Tr::tr("%1: not valid JSON: the object does not close").arg(m_fileName);
                else if (!m_splitter->isClosed())
                    m_error = Tr::tr("%1: not valid JSON: the array does not close").arg(m_fileName);
                return std::nullopt;
            }
            m_position += chunk.size();
            m_splitter->feed(chunk, m_elements);
        }
        if (!m_splitter->errorString().isEmpty()) {
            m_error = Tr::tr("%1: %2").arg(m_fileName, m_splitter->errorString());
            return std::nullopt;
        }
        *line = ++m_next; // the record's place in the array stands for its line
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(m_elements.takeFirst(), &parseError);
        if (document.isObject())
            return document.object();
        if (parseError.error != QJsonParseError::NoError) {
            // As for a document read whole: a file with broken JSON is not read at all.
            m_error =
                Tr::tr("%1: not valid JSON in record %2 (%3)").arg(m_fileName).arg(*line).arg(parseError.errorString());
            return std::nullopt;
        }
        skipRecord(*line, Tr::tr("record %1 is no object").arg(*line));
    }
}

std::optional<QJsonObject> JsonReader::nextObject(qint64 *line)
{
    if (m_splitter)
        return nextOfDocument(line);
    for (;;) {
        const QByteArray bytes = m_pendingLines.isEmpty() ? m_input.readLine() : m_pendingLines.takeFirst();
        if (bytes.isEmpty()) {
            if (!m_input.errorString().isEmpty())
                m_error = readError(m_fileName, m_input.errorString());
            return std::nullopt;
        }
        m_position += bytes.size();
        *line = ++m_lineNumber;
        const QByteArrayView text = withoutBom(bytes).trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &parseError);
        if (document.isObject())
            return document.object();
        skipRecord(*line, Tr::tr("not a JSON object (%1)").arg(parseError.errorString()));
    }
}

std::optional<PaperRecord> JsonReader::next()
{
    if (!m_started || !m_error.isEmpty())
        return std::nullopt;
    for (;;) {
        qint64 line = 0;
        const std::optional<QJsonObject> object = nextObject(&line);
        if (!object || !abstractFits(*object, line))
            return std::nullopt;
        PaperRecord record = toRecord(*object);
        if (!completeTitle(record)) {
            skipRecord(line, Tr::tr("a record with neither title nor abstract"));
            continue;
        }
        record.sourcePosition = ++m_records;
        return record;
    }
}

// Whether the abstract an inverted index makes (every word once per position, and a space) is
// within the budget; else m_error says it is not. Counted before it is made.
bool JsonReader::abstractFits(const QJsonObject &object, qint64 line)
{
    const QJsonObject index = object.value(QLatin1StringView("abstract_inverted_index")).toObject();
    qint64 characters = 0;
    for (auto it = index.begin(); it != index.end(); ++it)
        characters += (it.key().size() + 1) * it.value().toArray().size();
    if (!ExpansionBudget::valueFits(characters)) {
        m_error = Tr::tr("%1, line %2: the abstract's inverted index expands to more than %L3 characters (the limit "
                         "for one value)")
                      .arg(m_fileName)
                      .arg(line)
                      .arg(ExpansionBudget::MaxValue);
        return false;
    }
    if (!m_budget.spend(characters, m_position)) {
        m_error = Tr::tr("%1, line %2: the abstracts' inverted indexes expand to more than %L3 characters (the limit "
                         "for a file of %L4 bytes)")
                      .arg(m_fileName)
                      .arg(line)
                      .arg(ExpansionBudget::fileLimit(m_position))
                      .arg(m_position);
        return false;
    }
    return true;
}

// The highlights of Lectern's own export that fit the abstract they were made on: a range outside it,
// or one whose text is not the abstract's text there (the file was edited), is left out.
QList<Highlight> highlightsOf(const QJsonArray &items, const QString &abstract)
{
    using L = QLatin1StringView;
    QList<Highlight> highlights;
    for (const QJsonValue item : items) {
        const QJsonObject object = item.toObject();
        Highlight highlight;
        highlight.start = object.value(L("start")).toInteger(-1);
        highlight.end = object.value(L("end")).toInteger(-1);
        if (highlight.start < 0 || highlight.end <= highlight.start || highlight.end > abstract.size())
            continue;
        const QJsonValue text = object.value(L("text"));
        if (text.isString() &&
            text.toString() != QStringView(abstract).sliced(highlight.start, highlight.end - highlight.start))
            continue;
        highlight.color = highlightColorFromName(textOf(object.value(L("color")))).value_or(HighlightColor::Yellow);
        highlight.comment = textOf(object.value(L("comment")));
        highlights.append(highlight);
    }
    return highlights;
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList strings;
    for (const QJsonValue item : value.toArray()) {
        if (const QString text = textOf(item).trimmed(); !text.isEmpty())
            strings.append(text);
    }
    return strings;
}

// The user's work on the paper that Lectern's own export carries: tags, note, highlights, reading
// state and reading lists.
UserAnnotations annotationsOf(const QJsonObject &lectern, const QString &note, const QString &abstract)
{
    using L = QLatin1StringView;
    UserAnnotations annotations;
    annotations.tags = stringsOf(lectern.value(L("tags")));
    annotations.lists = stringsOf(lectern.value(L("lists")));
    annotations.note = note;
    annotations.highlights = highlightsOf(lectern.value(L("highlights")).toArray(), abstract);
    annotations.reading.status = statusFromName(textOf(lectern.value(L("status")))).value_or(ReadingStatus::Unread);
    annotations.reading.rating = std::clamp(lectern.value(L("rating")).toInt(), 0, MaxRating);
    annotations.reading.starred = lectern.value(L("starred")).toBool();
    return annotations;
}

// What Lectern's own CSL-JSON export keeps beyond CSL: the source's keywords apart from the
// user's tags (CSL's "keyword" holds both), the arXiv id, the entry type, the source's format and
// fields (the CSL fields beside them were made from those), and the user's work on the paper.
void readLecternFields(const QJsonObject &lectern, const QString &note, PaperRecord &record)
{
    using L = QLatin1StringView;
    Reference &reference = record.reference;
    if (const QJsonValue keywords = lectern.value(L("keywords")); keywords.isArray())
        reference.keywords = keywordsOf(keywords);
    if (const QString arxiv = textOf(lectern.value(L("arxivId"))); !arxiv.isEmpty())
        reference.arxivId = Text::normalizedArxivId(arxiv);
    if (const QString type = textOf(lectern.value(L("entryType"))); !type.isEmpty())
        reference.entryType = type;
    if (const QString format = textOf(lectern.value(L("sourceFormat"))); !format.isEmpty())
        reference.sourceFormat = format;
    reference.fields.clear();
    for (const QJsonValue field : lectern.value(L("fields")).toArray()) {
        const QJsonObject object = field.toObject();
        reference.fields.append({ textOf(object.value(L("name"))), textOf(object.value(L("value"))) });
    }
    record.titleInferred = !record.title.isEmpty() && lectern.value(L("titleInferred")).toBool();
    record.annotations = annotationsOf(lectern, note, record.abstract);
}

PaperRecord JsonReader::toRecord(const QJsonObject &object)
{
    ObjectFields fields(object);
    PaperRecord record;
    Reference &reference = record.reference;
    reference.sourceFormat = QStringLiteral("json");
    using L = QLatin1StringView;
    const QJsonValue title = fields.take({ L("title_utf8"), L("title"), L("display_name") });
    record.title = (title.isArray() ? title.toArray().at(0).toString() : textOf(title)).simplified();
    if (const QJsonValue index = fields.take({ L("abstract_inverted_index") }); index.isObject())
        record.abstract = fromInvertedIndex(index.toObject());
    else
        record.abstract = fields.text({ L("abstract_utf8"), L("abstract"), L("summary") });
    reference.authors =
        namesOf(fields.take({ L("authors_parsed"), L("author"), L("authors_utf8"), L("authors"), L("authorships") }));
    record.year = yearOf(fields.take(
        { L("year"), L("publication_year"), L("issued"), L("published"), L("publication_date"), L("date") }));
    record.venue =
        fields.text({ L("container-title"), L("venue"), L("journal"), L("journal_ref_utf8"), L("journal_ref") });
    if (record.venue.isEmpty())
        record.venue = openAlexVenue(fields.take({ L("primary_location"), L("host_venue") }).toObject());
    reference.doi = Text::normalizedDoi(fields.text({ L("DOI"), L("doi") }));
    reference.pmid = fields.text({ L("PMID"), L("pmid") });
    if (reference.pmid.isEmpty())
        reference.pmid = Text::normalizedPmid(textOf(object.value(L("ids")).toObject().value(L("pmid"))));
    if (const QString arxiv = fields.text({ L("arxiv_id"), L("paper_id") }); !arxiv.isEmpty())
        reference.arxivId = Text::normalizedArxivId(arxiv);
    reference.keywords = keywordsOf(fields.take({ L("keywords"), L("keyword") }));
    reference.entryType = fields.text({ L("type") });
    reference.citationKey = keyOf(fields.text({ L("citation-key"), L("citationKey"), L("id") }));
    addWebLink(record, fields.text({ L("URL"), L("url"), L("site") }));
    reference.fields = fields.unused();
    if (const QJsonObject lectern = object.value(L("custom")).toObject().value(L("lectern")).toObject();
        !lectern.isEmpty())
        readLecternFields(lectern, textOf(object.value(L("note"))), record);
    completeLinks(record);
    return record;
}

} // namespace Lectern::Import
