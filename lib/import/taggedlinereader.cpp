// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/taggedlinereader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::TaggedLineReader)
};

bool hasTag(std::initializer_list<QStringView> tags, const QString &tag)
{
    return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

} // namespace

QString TaggedFields::first(std::initializer_list<QStringView> tags)
{
    for (const QStringView tag : tags) {
        for (qsizetype i = 0; i < m_fields.size(); ++i) {
            if (m_fields[i].first == tag && !m_fields[i].second.isEmpty()) {
                m_used[i] = true;
                return QString(m_fields[i].second).replace(u'\n', u' ');
            }
        }
    }
    return {};
}

QStringList TaggedFields::all(std::initializer_list<QStringView> tags)
{
    QStringList values;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        if (!m_fields[i].second.isEmpty() && hasTag(tags, m_fields[i].first)) {
            m_used[i] = true;
            values.append(QString(m_fields[i].second).replace(u'\n', u' '));
        }
    }
    return values;
}

QStringList TaggedFields::lines(std::initializer_list<QStringView> tags)
{
    QStringList values;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        if (hasTag(tags, m_fields[i].first)) {
            m_used[i] = true;
            for (const QString &line : m_fields[i].second.split(u'\n', Qt::SkipEmptyParts))
                values.append(line);
        }
    }
    return values;
}

bool TaggedFields::takeValue(QStringView tag, QStringView value)
{
    bool found = false;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        if (m_fields[i].first == tag && m_fields[i].second == value) {
            m_used[i] = true;
            found = true;
        }
    }
    return found;
}

QList<SourceField> TaggedFields::unused() const
{
    QList<SourceField> rest;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        if (!m_used[i])
            rest.append({ m_fields[i].first, m_fields[i].second }); // a list keeps one item a line
    }
    return rest;
}

bool TaggedLineReader::start(QIODevice &device, const QString &fileName)
{
    m_started = true;
    m_input.start(device);
    m_fileName = fileName;
    m_collection = {};
    m_collection.name = QFileInfo(fileName).completeBaseName();
    m_position = m_recordEnd = m_lineNumber = 0;
    m_records = 0;
    m_sawText = false;
    m_error.clear();
    return true;
}

TaggedLineReader::Line TaggedLineReader::readLine(QString *line)
{
    const QByteArray bytes = m_input.readLine();
    if (bytes.isEmpty()) {
        if (m_input.errorString().isEmpty())
            return Line::End;
        m_error = readError(m_fileName, m_input.errorString());
        return Line::Error;
    }
    QByteArrayView view(bytes);
    const qint64 lineStart = m_position;
    m_position += bytes.size();
    ++m_lineNumber;
    qint64 skipped = 0;
    if (lineStart == 0 && view.startsWith("\xEF\xBB\xBF")) {
        view = view.sliced(3);
        skipped = 3;
    }
    while (!view.isEmpty() && (view.back() == '\n' || view.back() == '\r'))
        view.chop(1);
    Text::DecodedText decoded = Text::decodeUtf8(view);
    if (decoded.error != Text::DecodedText::Error::None) {
        m_error = encodingError(m_fileName, decoded.error, lineStart + skipped + decoded.errorOffset);
        return Line::Error;
    }
    *line = std::move(decoded.text);
    return Line::Read;
}

bool TaggedLineReader::endsRecord(QStringView) const
{
    return false;
}

bool TaggedLineReader::isOutsideRecords(QStringView) const
{
    return false;
}

QString TaggedLineReader::noRecordsError() const
{
    return Tr::tr("%1: no record in it").arg(m_fileName);
}

std::optional<PaperRecord> TaggedLineReader::next()
{
    if (!m_started || failed())
        return std::nullopt;
    QList<TaggedField> fields;
    qint64 recordLine = 0;
    for (;;) {
        QString line;
        if (const Line read = readLine(&line); read != Line::Read) {
            if (read == Line::Error)
                return std::nullopt;
            if (!fields.isEmpty()) {
                if (auto record = finish(fields, recordLine))
                    return record;
            }
            if (m_sawText && m_records == 0 && problems().isEmpty())
                m_error = noRecordsError();
            return std::nullopt;
        }
        const QStringView text = QStringView(line).trimmed();
        if (text.isEmpty()) { // a blank line ends a record
            if (auto record = finish(fields, recordLine))
                return record;
            continue;
        }
        if (!fields.isEmpty() && line.front() == u' ') { // an indented line goes on with the value
            fields.last().second += u'\n' + text;
            continue;
        }
        const std::optional<TaggedField> tag = tagLine(line);
        if (!tag) {
            m_sawText = true;
            continue;
        }
        if (endsRecord(tag->first)) {
            if (auto record = finish(fields, recordLine))
                return record;
            continue;
        }
        if (isOutsideRecords(tag->first) && fields.isEmpty())
            continue;
        if (fields.isEmpty())
            recordLine = m_lineNumber;
        fields.append(*tag);
    }
}

// The record of the fields read, or nothing (skipped with its line) when it has nothing to show.
std::optional<PaperRecord> TaggedLineReader::finish(QList<TaggedField> &fields, qint64 recordLine)
{
    if (fields.isEmpty())
        return std::nullopt;
    m_recordEnd = m_position;
    PaperRecord record = toRecord(fields);
    fields.clear();
    if (!completeTitle(record)) {
        skipRecord(recordLine, Tr::tr("a record with neither title nor abstract"));
        return std::nullopt;
    }
    record.sourcePosition = ++m_records;
    return record;
}

} // namespace Lectern::Import
