// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/entrywriter.h"

namespace Lectern {
struct PublicationDetails;
}

namespace Lectern::Export {

// RIS as reference managers read it: one tag per line, CRLF line ends, TY first and ER last; the
// tags a RIS source had that Lectern has no column for are written back as they were.
class RisWriter : public EntryWriter
{
public:
    explicit RisWriter(QIODevice &device);

    void writeEntry(const PaperDetails &details) override;

    // The RIS type of a paper of any source ("JOUR", "CONF", "GEN").
    static QString risType(const Paper &paper);

private:
    void tag(QStringView name, const QString &value);
    void writeDetails(const PublicationDetails &details);
};

} // namespace Lectern::Export
