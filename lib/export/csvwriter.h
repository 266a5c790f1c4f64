// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

namespace Lectern::Export {

// CSV after RFC 4180 (comma, CRLF, quotes doubled), with the column names screening tools read
// (ASReview, Rayyan): title, abstract, authors, year, journal, doi, url, keywords, and Lectern's
// tags, note and reading status. Lists are separated by "; ".
class CsvWriter : public EntryWriter
{
public:
    CsvWriter(QIODevice &device, const ExportOptions &options);

    void writeStart() override;
    void writeEntry(const PaperDetails &details) override;

private:
    void row(const QStringList &cells);

    bool m_byteOrderMark;
};

} // namespace Lectern::Export
