// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/lineinput.h"
#include "import/recordreader.h"

#include <QStringList>

#include <deque>

namespace Lectern::Import {

// Reads CSV and TSV exports of screening and search tools (ASReview, Rayyan, Scopus, IEEE
// Xplore, FASTREAD, Embase, Lens): the header names the columns, in any case and in the
// spellings those tools use ("Document Title", "Author full names", "abstracts", "PY"); the
// separator is the one of ",", ";" or tab the header uses most; quoted cells may hold
// separators, doubled quotes and line breaks (RFC 4180). A quote that does not close where its
// cell ends is a stray one: its row is skipped with its line, and the lines after it are read
// as rows. Every column without a field of its own (labels such as "label_included" among them)
// is kept with the record. A line that is not UTF-8 is read as Windows-1252, and the file's
// first such line is named in a warning.
class CsvReader : public RecordReader
{
public:
    enum class Column {
        Other,
        Title,
        Abstract,
        Authors, // "Family, Given" each
        AuthorDisplayNames, // "Given Family" each (OpenAlex)
        AuthorOrcids, // in the order of the authors (OpenAlex)
        Year,
        Venue,
        Doi,
        Keywords,
        Url,
        Pmid,
        ArxivId,
        TitleInferred // Lectern's own export: "yes" for a title it inferred
    };

    // True when a file's first line names columns, one of them titles or abstracts.
    static bool looksLikeCsv(QByteArrayView head);

    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override { return m_position; }
    QString errorString() const override { return m_error; }

private:
    struct Line
    {
        qint64 number = 0;
        QString text; // without its line end
    };
    std::optional<QStringList> readRow(qint64 *line);
    std::optional<Line> nextLine();

    LineInput m_input;
    bool m_started = false;
    std::deque<Line> m_pending; // lines a skipped row took in, to be read again
    QString m_fileName;
    CollectionInfo m_collection;
    QChar m_separator = u',';
    QStringList m_header;
    QList<Column> m_columns;
    qint64 m_position = 0;
    qint64 m_lineNumber = 0;
    int m_records = 0;
    bool m_warnedEncoding = false;
    QString m_error;
};

} // namespace Lectern::Import
