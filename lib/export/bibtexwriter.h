// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/citationkeys.h"
#include "export/entrywriter.h"

namespace Lectern {
struct PublicationDetails;
}

namespace Lectern::Export {

// BibTeX that BibTeX, biber and bibtool read: every value braced and escaped (maths kept as
// $…$), unique citation keys, volume, pages, publisher and editors from any source, the abstract,
// keywords and tags as keywords, the note as annote with its line breaks; the fields a BibTeX
// source had that Lectern has no column for are written back as they were.
class BibTexWriter : public EntryWriter
{
public:
    BibTexWriter(QIODevice &device, const ExportOptions &options);

    void writeEntry(const PaperDetails &details) override;

    // The entry type BibTeX knows for a paper of any source ("article", "inproceedings", "misc").
    static QString entryType(const Paper &paper);

private:
    void field(QStringView name, const QString &value);
    QString text(const QString &value) const;
    QString lines(const QString &value) const;
    QString names(const QList<PersonName> &people) const;
    void writeDetails(const PublicationDetails &details);

    Text::TexEncoding m_encoding;
    CitationKeys m_keys;
    QStringList m_written; // the fields of the entry being written, lower case
};

} // namespace Lectern::Export
