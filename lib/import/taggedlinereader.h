// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/lineinput.h"
#include "import/recordreader.h"

#include <QByteArrayView>

namespace Lectern::Import {

// A record's fields as tagged formats write them: (tag, value) in file order. A value that
// went on over more lines holds them separated by '\n'.
using TaggedField = std::pair<QString, QString>;

// The fields of one record, each marked once a column of the paper took it; the rest are
// kept as they are, so an export can write them back.
class TaggedFields
{
public:
    explicit TaggedFields(const QList<TaggedField> &fields) : m_fields(fields), m_used(fields.size()) { }

    // The first non-empty value of the first of these tags that has one, its lines joined.
    QString first(std::initializer_list<QStringView> tags);
    // Every non-empty value of these tags, in file order.
    QStringList all(std::initializer_list<QStringView> tags);
    // Every line of every value of these tags: the lists that go on with one item a line.
    QStringList lines(std::initializer_list<QStringView> tags);
    // Whether a field of this tag holds exactly this value; such fields are taken.
    bool takeValue(QStringView tag, QStringView value);
    QList<SourceField> unused() const;

private:
    const QList<TaggedField> &m_fields;
    QList<bool> m_used;
};

// The part of a reader of a line-tagged format (RIS, Web of Science, MEDLINE) that reads lines:
// UTF-8 with or without a byte-order mark, LF or CRLF, counting bytes and lines.
//
// It also reads records for formats whose records are runs of "TAG value" lines, a line that
// starts with spaces going on with the value before, a record ending at a blank line, an end tag
// or the end of the file. Such a format says how its lines are tagged and what a record holds.
class TaggedLineReader : public RecordReader
{
public:
    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override { return m_recordEnd; }
    QString errorString() const override { return m_error; }

protected:
    enum class Line { Read, End, Error };
    Line readLine(QString *line);
    qint64 lineNumber() const { return m_lineNumber; }
    qint64 bytesRead() const { return m_position; }
    void setRecordEnd(qint64 position) { m_recordEnd = position; }
    void fail(const QString &message) { m_error = message; }
    bool failed() const { return !m_error.isEmpty(); }
    const QString &fileName() const { return m_fileName; }

    // For next(): the tag and value of a line that starts a field, or nothing.
    virtual std::optional<TaggedField> tagLine(QStringView line) const = 0;
    // Tags that end a record ("ER"), or stand outside records (a file's header, "FN").
    virtual bool endsRecord(QStringView tag) const;
    virtual bool isOutsideRecords(QStringView tag) const;
    virtual PaperRecord toRecord(const QList<TaggedField> &fields) const = 0;
    // The message for a file in which no record was found.
    virtual QString noRecordsError() const;

private:
    std::optional<PaperRecord> finish(QList<TaggedField> &fields, qint64 recordLine);

    LineInput m_input;
    bool m_started = false;
    QString m_fileName;
    CollectionInfo m_collection;
    qint64 m_position = 0; // bytes read
    qint64 m_recordEnd = 0; // bytes up to the end of the last record returned
    qint64 m_lineNumber = 0;
    int m_records = 0;
    bool m_sawText = false; // outside any record
    QString m_error;
};

} // namespace Lectern::Import
