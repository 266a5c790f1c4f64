// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/bibtexreader.h"

#include "text/identity.h"
#include "text/texcodec.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>
#include <QUrl>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::BibTexReader)
};

constexpr qint64 ChunkSize = 1 << 20;
// An entry longer than this is a broken file (an unclosed brace swallowing the rest), not data.
constexpr qsizetype MaxEntrySize = 64 << 20;

// Entry types that others name in their crossref: kept until the end of the file.
bool isContainer(QStringView type)
{
    static const QStringList types = { QStringLiteral("proceedings"),
        QStringLiteral("mvproceedings"),
        QStringLiteral("book"),
        QStringLiteral("mvbook"),
        QStringLiteral("collection"),
        QStringLiteral("mvcollection"),
        QStringLiteral("reference"),
        QStringLiteral("mvreference"),
        QStringLiteral("periodical") };
    return types.contains(type);
}

// A character of a macro name or number in a value.
bool isNameCharacter(QChar c)
{
    return !c.isSpace() && c != u'=' && c != u',' && c != u'{' && c != u'}' && c != u'(' && c != u')' && c != u'"' &&
        c != u'#';
}

// A character of a field name. Exporters stretch the rules: Web of Science writes
// "Usage-Count-(Last-180-days)", Scopus "funding_text 1".
bool isFieldNameCharacter(QChar c)
{
    return c != u'=' && c != u',' && c != u'{' && c != u'}' && c != u'"' && c != u'#';
}

QString valueOf(const QList<std::pair<QString, QString>> &fields, QStringView name)
{
    for (const auto &[field, value] : fields) {
        if (field == name)
            return value;
    }
    return {};
}

// Splits at a word outside braces: "A and {B and C}" → "A", "{B and C}".
QStringList splitAtWord(QStringView text, QStringView word)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'{')
            ++depth;
        else if (c == u'}')
            --depth;
        else if (depth == 0 && c.isSpace() && text.sliced(i + 1).startsWith(word, Qt::CaseInsensitive) &&
            i + 1 + word.size() < text.size() && text[i + 1 + word.size()].isSpace()) {
            parts.append(text.sliced(start, i - start).trimmed().toString());
            i += word.size();
            start = i + 1;
        }
    }
    parts.append(text.sliced(start).trimmed().toString());
    parts.removeAll(QString());
    return parts;
}

// "Last, First", "Last, Jr, First" or "First von Last"; a braced name is one family name.
PersonName personName(const QString &raw)
{
    int depth = 0;
    QList<qsizetype> commas;
    qsizetype lastSpace = -1;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] == u'{')
            ++depth;
        else if (raw[i] == u'}')
            --depth;
        else if (depth == 0 && raw[i] == u',')
            commas.append(i);
        else if (depth == 0 && raw[i].isSpace())
            lastSpace = i;
    }
    if (!commas.isEmpty()) {
        return { Text::decodeTexText(QStringView(raw).first(commas.first())),
            Text::decodeTexText(QStringView(raw).sliced(commas.last() + 1)) };
    }
    if (lastSpace < 0)
        return { Text::decodeTexText(raw), {} };
    return { Text::decodeTexText(QStringView(raw).sliced(lastSpace + 1)),
        Text::decodeTexText(QStringView(raw).first(lastSpace)) };
}

} // namespace

bool BibTexReader::looksLikeBibTex(QByteArrayView head)
{
    static const QRegularExpression entry(
        QStringLiteral("^\\s*@\\s*[A-Za-z]+\\s*[{(]"), QRegularExpression::MultilineOption);
    // Lines of comment may come first (% lines, free text); the first "@" starts an entry.
    const QString text = QString::fromUtf8(head.first(std::min<qsizetype>(head.size(), 4096)));
    const QRegularExpressionMatch match = entry.match(text);
    if (!match.hasMatch())
        return false;
    // A paragraph list can mention an e-mail address; a .bib file starts with its entries.
    const QStringView before = QStringView(text).first(match.capturedStart());
    return before.count(u'\n') < 20 && !before.contains(QStringView(u"\n\n\n"));
}

bool BibTexReader::start(QIODevice &device, const QString &fileName)
{
    m_device = &device;
    m_fileName = fileName;
    m_collection = {};
    m_collection.name = QFileInfo(fileName).completeBaseName();
    m_buffer.clear();
    m_bufferOffset = 0;
    m_pos = 0;
    m_line = 1;
    m_atEnd = false;
    m_recordEnd = 0;
    m_records = 0;
    m_sawEntry = m_sawText = false;
    m_crossrefTargets.clear();
    m_waiting.clear();
    m_error.clear();
    m_macros.clear();
    m_budget.reset();
    static const char *const months[] = { "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december" };
    for (const char *month : months) {
        const QString name = QString::fromLatin1(month);
        m_macros.insert(name.left(3), name.at(0).toUpper() + name.sliced(1));
    }
    return true;
}

// Appends a chunk, first dropping the bytes already dealt with.
bool BibTexReader::fill()
{
    m_bufferOffset += m_pos;
    m_buffer.remove(0, m_pos);
    m_pos = 0;
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + ChunkSize);
    const qint64 got = m_device->read(m_buffer.data() + old, ChunkSize);
    if (got < 0) {
        m_buffer.resize(old);
        m_error = readError(m_fileName, m_device->errorString());
        return false;
    }
    m_buffer.resize(old + got);
    m_atEnd = got == 0;
    return true;
}

// Moves past the bytes before end, counting their lines.
void BibTexReader::consume(qsizetype end)
{
    m_line += QByteArrayView(m_buffer).sliced(m_pos, end - m_pos).count('\n');
    m_pos = end;
}

// Where the entry whose "@" is at index at closes: the brace or parenthesis that matches its
// opening one, as an index into m_buffer (which may grow meanwhile). -1 when there is no entry
// at all ("@" in comment text), -2 when its braces do not close.
qsizetype BibTexReader::entryEnd(qsizetype at, qsizetype *open)
{
    *open = -1;
    int depth = 0;
    for (qsizetype pos = at + 1;; ++pos) {
        while (pos >= m_buffer.size()) {
            if (m_atEnd || m_buffer.size() - at > MaxEntrySize)
                return *open < 0 ? -1 : -2;
            const qsizetype shift = m_pos;
            if (!fill())
                return -2;
            at -= shift;
            pos -= shift;
            if (*open >= 0)
                *open -= shift;
        }
        const char c = m_buffer[pos];
        if (*open < 0) {
            if (c == '{' || c == '(') {
                *open = pos;
                depth = 1;
            } else if (!(QChar::isLetter(uchar(c)) || c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
                return -1; // "@" in comment text, an e-mail address: no entry
            }
        } else if (c == '\\') {
            ++pos; // \{ and \} do not open or close a group
        } else if (c == '{') {
            ++depth;
        } else if (c == '}' && --depth == 0) {
            return pos;
        } else if (c == ')' && depth == 1 && m_buffer[*open] == '(') {
            return pos;
        }
    }
}

BibTexReader::Scan BibTexReader::nextEntry(Entry *entry)
{
    for (;;) {
        qsizetype at = m_buffer.indexOf('@', m_pos);
        // Text outside entries is a comment; a file of nothing else is no BibTeX (see next()).
        m_sawText = m_sawText ||
            !QByteArrayView(m_buffer).sliced(m_pos, (at < 0 ? m_buffer.size() : at) - m_pos).trimmed().isEmpty();
        if (at < 0) {
            consume(m_buffer.size());
            if (m_atEnd)
                return Scan::End;
            if (!fill())
                return Scan::Error;
            continue;
        }
        consume(at);
        qsizetype open = -1;
        const qsizetype close = entryEnd(m_pos, &open);
        if (!m_error.isEmpty())
            return Scan::Error;
        if (close == -1) {
            consume(m_pos + 1);
            continue;
        }
        if (close == -2) {
            skipRecord(m_line, Tr::tr("an entry whose braces do not close"));
            consume(open + 1); // go on at the next "@"
            continue;
        }
        const Text::DecodedText decoded = Text::decodeUtf8(QByteArrayView(m_buffer).sliced(m_pos, close + 1 - m_pos));
        if (decoded.error != Text::DecodedText::Error::None) {
            m_error = encodingError(m_fileName, decoded.error, m_bufferOffset + m_pos + decoded.errorOffset);
            return Scan::Error;
        }
        const qsizetype bodyStart = open - m_pos + 1;
        entry->type = QStringView(decoded.text).sliced(1, bodyStart - 2).trimmed().toString().toLower();
        entry->line = m_line;
        m_sawEntry = true;
        consume(close + 1);
        m_recordEnd = m_bufferOffset + m_pos;
        // The body as characters: decoded.text has as many as the bytes only for ASCII, so it
        // is cut from the decoded text by its delimiters.
        const QStringView text(decoded.text);
        const qsizetype textOpen = text.indexOf(QChar(QLatin1Char(m_buffer[open])));
        const QStringView body = text.sliced(textOpen + 1, text.size() - textOpen - 2);

        if (entry->type == u"comment" || entry->type == u"preamble")
            continue;
        if (entry->type == u"string") {
            const std::optional<Fields> macros = parseFields(body, *entry);
            if (!m_error.isEmpty())
                return Scan::Error;
            for (const auto &[name, value] : macros.value_or(Fields()))
                m_macros.insert(name, value);
            continue;
        }
        const std::optional<Fields> fields = parseFields(body, *entry);
        if (!m_error.isEmpty())
            return Scan::Error;
        if (!fields)
            continue; // skipped, with its problem
        entry->fields = *fields;
        return Scan::Entry;
    }
}

// The fields of an entry's body: "key, name = value, …", the key going to entry.key; for @string
// there is no key. Nothing when the entry is skipped, or when the file is refused (m_error).
std::optional<BibTexReader::Fields> BibTexReader::parseFields(QStringView body, Entry &entry)
{
    const qint64 line = entry.line;
    qsizetype pos = 0;
    entry.key.clear();
    if (entry.type != u"string") {
        const qsizetype comma = body.indexOf(u',');
        entry.key = (comma < 0 ? body : body.first(comma)).trimmed().toString();
        if (entry.key.isEmpty() || entry.key.contains(u'=')) {
            skipRecord(line, Tr::tr("an entry without a citation key"));
            return std::nullopt;
        }
        pos = comma < 0 ? body.size() : comma + 1;
    }
    Fields fields;
    for (;;) {
        while (pos < body.size() && (body[pos].isSpace() || body[pos] == u','))
            ++pos;
        if (pos >= body.size())
            return fields;
        const qsizetype nameStart = pos;
        while (pos < body.size() && isFieldNameCharacter(body[pos]))
            ++pos;
        const QString name = body.sliced(nameStart, pos - nameStart).trimmed().toString().toLower();
        while (pos < body.size() && body[pos].isSpace())
            ++pos;
        if (name.isEmpty() || pos >= body.size() || body[pos] != u'=') {
            skipRecord(
                line, Tr::tr("a field without \"=\" near \"%1\"").arg(body.sliced(nameStart).left(30).toString()));
            return std::nullopt;
        }
        ++pos;
        const std::optional<QString> value = parseValue(body, &pos, entry, name);
        if (!m_error.isEmpty())
            return std::nullopt;
        if (!value) {
            skipRecord(line, Tr::tr("the value of \"%1\" is malformed").arg(name));
            return std::nullopt;
        }
        fields.append({ name, *value });
        while (pos < body.size() && body[pos].isSpace())
            ++pos;
        if (pos < body.size() && body[pos] != u',') {
            skipRecord(line, Tr::tr("no comma after the value of \"%1\"").arg(name));
            return std::nullopt;
        }
    }
}

// One value: parts in braces, in quotes, numbers or macro names, joined by "#". Nothing when it
// is malformed, or when its macros expand past the budget (then m_error says so).
std::optional<QString> BibTexReader::parseValue(
    QStringView body, qsizetype *pos, const Entry &entry, const QString &field)
{
    QString value;
    for (;;) {
        while (*pos < body.size() && body[*pos].isSpace())
            ++*pos;
        if (*pos >= body.size())
            return std::nullopt;
        const QChar c = body[*pos];
        if (c == u'{' || c == u'"') {
            int depth = 0;
            qsizetype end = *pos;
            for (; end < body.size(); ++end) {
                const QChar d = body[end];
                if (d == u'\\') {
                    ++end;
                } else if (d == u'{') {
                    ++depth;
                } else if (d == u'}') {
                    if (--depth == 0 && c == u'{')
                        break;
                } else if (d == u'"' && c == u'"' && depth == 0 && end > *pos) {
                    break;
                }
            }
            if (end >= body.size())
                return std::nullopt;
            value += body.sliced(*pos + 1, end - *pos - 1);
            *pos = end + 1;
        } else if (isNameCharacter(c)) {
            const qsizetype start = *pos;
            while (*pos < body.size() && isNameCharacter(body[*pos]))
                ++*pos;
            const QString word = body.sliced(start, *pos - start).toString();
            const bool number = std::all_of(word.cbegin(), word.cend(), [](QChar d) { return d.isDigit(); });
            if (number)
                value += word;
            else if (!expand(value, m_macros.value(word.toLower()), entry, field))
                return std::nullopt;
        } else {
            return std::nullopt;
        }
        while (*pos < body.size() && body[*pos].isSpace())
            ++*pos;
        if (*pos < body.size() && body[*pos] == u'#') {
            ++*pos;
            continue;
        }
        return value;
    }
}

// Appends a macro's text to a value of the entry, if the budget allows; else sets m_error.
bool BibTexReader::expand(QString &value, const QString &macro, const Entry &entry, const QString &field)
{
    if (!ExpansionBudget::valueFits(qint64(value.size()) + macro.size())) {
        m_error = Tr::tr("%1, line %2: %3 expands to more than %L4 characters (the limit for one value)")
                      .arg(m_fileName)
                      .arg(entry.line)
                      .arg(entryName(entry, field))
                      .arg(ExpansionBudget::MaxValue);
        return false;
    }
    if (!m_budget.spend(macro.size(), bytesRead())) {
        m_error = fileBudgetError(entry, entryName(entry, field));
        return false;
    }
    value += macro;
    return true;
}

// Gives the entry what it lacks of the entry its crossref names, if the budget allows; else sets
// m_error. The parent's title is the child's booktitle.
bool BibTexReader::inherit(Entry &entry)
{
    const QString parent = valueOf(entry.fields, u"crossref");
    if (parent.isEmpty())
        return true;
    for (const auto &[name, value] : m_crossrefTargets.value(parent.toLower())) {
        const QString inherited = name == u"title" ? QStringLiteral("booktitle") : name;
        if (!valueOf(entry.fields, inherited).isEmpty())
            continue;
        if (!m_budget.spend(value.size(), bytesRead())) {
            m_error = fileBudgetError(entry, entryName(entry, {}));
            return false;
        }
        entry.fields.append({ inherited, value });
    }
    return true;
}

// "@article{key}", "@string{name}": an @string has no key, the macro it defines names it.
QString BibTexReader::entryName(const Entry &entry, const QString &field)
{
    return u'@' + entry.type + u'{' + (entry.key.isEmpty() ? field : entry.key) + u'}';
}

QString BibTexReader::fileBudgetError(const Entry &entry, const QString &name) const
{
    return Tr::tr("%1, line %2: %3 makes the file's macros and crossrefs expand to more than %L4 characters (the "
                  "limit for a file of %L5 bytes)")
        .arg(m_fileName)
        .arg(entry.line)
        .arg(name)
        .arg(ExpansionBudget::fileLimit(bytesRead()))
        .arg(bytesRead());
}

std::optional<PaperRecord> BibTexReader::next()
{
    if (!m_device || !m_error.isEmpty())
        return std::nullopt;
    for (;;) {
        Entry entry;
        switch (nextEntry(&entry)) {
        case Scan::Error:
            return std::nullopt;
        case Scan::End:
            if (m_waiting.isEmpty()) {
                if (m_sawText && !m_sawEntry && problems().isEmpty())
                    m_error = Tr::tr("%1: no BibTeX entry in it (entries start with \"@\")").arg(m_fileName);
                return std::nullopt;
            }
            entry = m_waiting.takeFirst();
            break;
        case Scan::Entry:
            if (isContainer(entry.type))
                m_crossrefTargets.insert(entry.key.toLower(), entry.fields);
            if (!valueOf(entry.fields, u"crossref").isEmpty()) {
                m_waiting.append(entry); // its parent may come later in the file
                continue;
            }
            break;
        }
        if (!inherit(entry))
            return std::nullopt;
        // BibLaTeX's @set and @xdata only group or share fields of other entries.
        if (entry.type == u"set" || entry.type == u"xdata")
            continue;
        PaperRecord record = toRecord(entry);
        if (!completeTitle(record)) {
            skipRecord(entry.line, Tr::tr("an entry with neither title nor abstract"));
            continue;
        }
        record.sourcePosition = ++m_records;
        return record;
    }
}

PaperRecord BibTexReader::toRecord(const Entry &entry) const
{
    QList<bool> used(entry.fields.size());
    const auto take = [&](QStringView name) {
        for (qsizetype i = 0; i < entry.fields.size(); ++i) {
            if (entry.fields[i].first == name && !entry.fields[i].second.trimmed().isEmpty()) {
                used[i] = true;
                return entry.fields[i].second;
            }
        }
        return QString();
    };
    PaperRecord record;
    Reference &reference = record.reference;
    reference.sourceFormat = QStringLiteral("bibtex");
    reference.entryType = entry.type;
    reference.citationKey = entry.key;
    record.title = Text::decodeTexTitle(take(u"title"));
    // Lectern's own mark of a title it inferred, from an export.
    for (qsizetype i = 0; i < entry.fields.size(); ++i) {
        if (entry.fields[i].first == u"titleaddon" &&
            Text::decodeTexText(entry.fields[i].second) == InferredTitleMark) {
            used[i] = true;
            record.titleInferred = !record.title.isEmpty();
        }
    }
    record.abstract = Text::decodeTexText(take(u"abstract"));
    for (const QString &name : splitAtWord(take(u"author"), u"and"))
        reference.authors.append(personName(name));
    record.year = yearIn(take(u"year"));
    if (!record.year)
        record.year = yearIn(take(u"date"));
    for (const QStringView name : { u"journal", u"journaltitle", u"booktitle" }) {
        if (record.venue.isEmpty())
            record.venue = Text::decodeTexText(take(name));
    }
    reference.doi = Text::normalizedDoi(take(u"doi"));
    const QString eprintType =
        (valueOf(entry.fields, u"archiveprefix") + valueOf(entry.fields, u"eprinttype")).toLower();
    if (eprintType.contains(QStringLiteral("arxiv")))
        reference.arxivId = Text::normalizedArxivId(take(u"eprint"));
    reference.pmid = take(u"pmid").trimmed();
    if (eprintType.contains(QStringLiteral("pubmed")) && reference.pmid.isEmpty())
        reference.pmid = take(u"eprint").trimmed();
    static const QRegularExpression keywordSeparator(QStringLiteral("\\s*[,;]\\s*"));
    for (const QString &keyword : Text::decodeTexText(take(u"keywords")).split(keywordSeparator, Qt::SkipEmptyParts))
        reference.keywords.append(keyword.trimmed());
    addWebLink(record, take(u"url"));
    completeLinks(record);
    for (qsizetype i = 0; i < entry.fields.size(); ++i) {
        if (!used[i])
            reference.fields.append({ entry.fields[i].first, entry.fields[i].second });
    }
    return record;
}

} // namespace Lectern::Import
