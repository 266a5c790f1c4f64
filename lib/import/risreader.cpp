// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/risreader.h"

#include "text/identity.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::RisReader)
};

// Ovid numbers its records: "1." on a line of its own before each "TY  - ".
bool isRecordNumber(QStringView line)
{
    line = line.trimmed();
    return line.size() >= 2 && line.back() == u'.' &&
        std::all_of(line.begin(), line.end() - 1, [](QChar c) { return c.isDigit(); });
}

bool isTagCharacter(QChar c, bool first)
{
    return (c >= u'A' && c <= u'Z') || (!first && c >= u'0' && c <= u'9');
}

// "TY  - JOUR" → ("TY", "JOUR"). Exporters differ in the spaces around the hyphen and in
// whether an empty value ("ER  -") keeps its trailing space, so both are optional.
std::optional<TaggedField> parseTagLine(QStringView line)
{
    if (line.size() < 3 || !isTagCharacter(line[0], true) || !isTagCharacter(line[1], false))
        return std::nullopt;
    qsizetype at = 2;
    while (at < line.size() && at < 4 && line[at] == u' ')
        ++at;
    if (at == 2 || at >= line.size() || line[at] != u'-')
        return std::nullopt;
    return std::pair{ line.first(2).toString(), line.sliced(at + 1).trimmed().toString() };
}

} // namespace

bool RisReader::looksLikeRis(QByteArrayView head)
{
    // The first line with text opens a record, or follows a record number.
    for (const QLatin1StringView bytes : QLatin1StringView(head).tokenize(u'\n')) {
        const QString line = QString(bytes).trimmed();
        if (line.isEmpty() || isRecordNumber(line))
            continue;
        const auto tag = parseTagLine(line);
        return tag && tag->first == QStringLiteral("TY");
    }
    return false;
}

bool RisReader::start(QIODevice &device, const QString &fileName)
{
    m_sawText = false;
    m_records = 0;
    m_pendingLine.reset();
    return TaggedLineReader::start(device, fileName);
}

std::optional<TaggedField> RisReader::tagLine(QStringView line) const
{
    return parseTagLine(line);
}

std::optional<PaperRecord> RisReader::next()
{
    if (failed())
        return std::nullopt;
    QList<TaggedField> fields;
    qint64 recordLine = 0;
    for (;;) {
        QString line;
        qint64 lineNumber = this->lineNumber() + 1;
        if (m_pendingLine) {
            std::tie(line, lineNumber) = std::move(*m_pendingLine);
            m_pendingLine.reset();
        } else if (const Line read = readLine(&line); read != Line::Read) {
            if (read == Line::Error)
                return std::nullopt;
            if (fields.isEmpty()) {
                if (m_sawText && m_records == 0 && problems().isEmpty())
                    fail(Tr::tr("%1: no RIS record in it (records start with \"TY  - \")").arg(fileName()));
                return std::nullopt;
            }
            line = QStringLiteral("ER  - "); // the last record may lack its end tag
        }
        const auto tag = parseTagLine(line);
        if (fields.isEmpty() && isRecordNumber(line))
            continue;
        if (fields.isEmpty() && (!tag || tag->first != QStringLiteral("TY")) && !line.trimmed().isEmpty()) {
            // Text between records belongs to none: exporters write notes there (Ovid a link
            // and the journal's name after "ER"). A file of nothing else is no RIS file.
            m_sawText = true;
            continue;
        }
        if (!tag) {
            // A line without a tag continues the field before it (long abstracts wrap).
            if (!line.trimmed().isEmpty())
                fields.last().second += u' ' + line.trimmed();
            continue;
        }
        const bool opens = tag->first == QStringLiteral("TY");
        if (opens && !fields.isEmpty()) {
            m_pendingLine = { std::move(line), lineNumber }; // the record before lacks "ER": it ends here
        } else if (opens) {
            recordLine = lineNumber;
            fields.append(*tag);
            continue;
        } else if (tag->first != QStringLiteral("ER")) {
            fields.append(*tag);
            continue;
        }

        setRecordEnd(bytesRead());
        PaperRecord record = toRecord(fields);
        fields.clear();
        if (!completeTitle(record)) {
            skipRecord(recordLine, Tr::tr("a record with neither title nor abstract"));
            continue;
        }
        record.sourcePosition = ++m_records;
        return record;
    }
}

PaperRecord RisReader::toRecord(const QList<TaggedField> &fields) const
{
    TaggedFields take(fields);
    PaperRecord record;
    Reference &reference = record.reference;
    reference.sourceFormat = QStringLiteral("ris");
    reference.entryType = take.first({ u"TY" });
    record.title = take.first({ u"TI", u"T1" });
    // Lectern's own mark of a title it inferred, from an export.
    record.titleInferred = take.takeValue(u"N1", InferredTitleMark) && !record.title.isEmpty();
    record.abstract = take.all({ u"AB" }).join(u' ');
    if (record.abstract.isEmpty())
        record.abstract = take.first({ u"N2" });
    for (const QString &name : take.all({ u"AU", u"A1" }))
        reference.authors.append(PersonName::fromString(name));
    record.year = yearIn(take.first({ u"PY", u"Y1", u"DA" }));
    record.venue = take.first({ u"T2", u"JF", u"JO", u"JA", u"J2" });
    reference.keywords = take.all({ u"KW" });
    reference.citationKey = take.first({ u"ID" });
    reference.doi = Text::normalizedDoi(take.first({ u"DO" }));
    // arXiv ids come as links to arxiv.org.
    for (const QString &url : take.all({ u"UR" })) {
        addWebLink(record, url);
        if (const QUrl link(url); link.host().endsWith(QStringLiteral("arxiv.org")) && reference.arxivId.isEmpty())
            reference.arxivId = Text::normalizedArxivId(link.path());
    }
    completeLinks(record);
    reference.fields = take.unused();
    return record;
}

} // namespace Lectern::Import
