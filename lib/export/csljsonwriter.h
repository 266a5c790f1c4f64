// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/citationkeys.h"
#include "export/entrywriter.h"

namespace Lectern {
struct PublicationDetails;
}

namespace Lectern::Export {

// CSL-JSON, the form pandoc's citeproc and Zotero read: an array of items. Each item also carries
// what Lectern knows beyond CSL (tags, note, highlights, reading state, the source's other
// fields) under "custom", so the export holds every field of the library.
//
// The JSON is written as it goes: building a QJsonObject for each item and serialising it took
// two thirds of an export.
class CslJsonWriter : public EntryWriter
{
public:
    explicit CslJsonWriter(QIODevice &device);

    void writeStart() override;
    void writeEntry(const PaperDetails &details) override;
    void writeEnd() override;

    // The CSL type of a paper of any source ("article-journal", "paper-conference").
    static QString cslType(const Paper &paper);

private:
    void writeCustom(const PaperDetails &details);
    void writeDetails(const PublicationDetails &details);
    void writeNames(const QList<PersonName> &names);
    void writeHighlights(const QList<Highlight> &highlights, const QString &abstract);
    void writeStrings(const QStringList &strings);

    // The JSON syntax: each call puts the comma that separates it from the value before.
    void separate();
    void begin(char16_t bracket);
    void end(char16_t bracket);
    void key(QLatin1StringView name);
    void string(QStringView text);
    void number(qint64 value);
    void boolean(bool value);
    void field(QLatin1StringView name, QStringView text);
    // A text field that is left out when it is empty, as CSL readers expect.
    void fieldIfAny(QLatin1StringView name, QStringView text);

    CitationKeys m_keys;
    bool m_firstItem = true;
    bool m_separate = false; // a value was just written: the next one needs a comma
};

} // namespace Lectern::Export
