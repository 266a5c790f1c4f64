// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "import/expansionbudget.h"
#include "import/recordreader.h"

#include <QByteArray>
#include <QHash>

namespace Lectern::Import {

// Reads BibTeX and BibLaTeX: @string macros (and the month names) with "#" concatenation,
// values in braces, quotes or bare numbers, nested braces, @comment and @preamble passed over,
// crossref inheritance from the entry a key names (one level: a parent's own crossref is not
// followed, so chains and cycles cannot multiply); TeX in the values becomes Unicode
// (Text::decodeTexText), maths stays as $…$. Entries are read one at a time from a buffer of a
// few chunks, so memory does not grow with the file; entries with a crossref wait for the end
// of the file, where the entries they name have been seen. A malformed entry is skipped with
// its line, and reading goes on at the next "@". Macros and crossrefs expand within an
// ExpansionBudget: a file past it is refused, naming the entry.
class BibTexReader : public RecordReader
{
public:
    // True when a file's first bytes start with a BibTeX entry (after comments and blank lines).
    static bool looksLikeBibTex(QByteArrayView head);

    bool start(QIODevice &device, const QString &fileName) override;
    CollectionInfo collection() const override { return m_collection; }
    std::optional<PaperRecord> next() override;
    qint64 position() const override { return m_recordEnd; }
    QString errorString() const override { return m_error; }

private:
    using Fields = QList<std::pair<QString, QString>>; // lower-case name, value as written in the file
    struct Entry
    {
        QString type; // lower case
        QString key;
        Fields fields;
        qint64 line = 0;
    };
    enum class Scan { Entry, End, Error };

    Scan nextEntry(Entry *entry);
    qsizetype entryEnd(qsizetype at, qsizetype *open);
    bool fill();
    void consume(qsizetype end);
    std::optional<Fields> parseFields(QStringView body, Entry &entry);
    std::optional<QString> parseValue(QStringView body, qsizetype *pos, const Entry &entry, const QString &field);
    bool expand(QString &value, const QString &macro, const Entry &entry, const QString &field);
    bool inherit(Entry &entry);
    static QString entryName(const Entry &entry, const QString &field);
    QString fileBudgetError(const Entry &entry, const QString &name) const;
    qint64 bytesRead() const { return m_bufferOffset + m_pos; }
    PaperRecord toRecord(const Entry &entry) const;

    QIODevice *m_device = nullptr;
    QString m_fileName;
    CollectionInfo m_collection;
    QByteArray m_buffer;
    qint64 m_bufferOffset = 0; // file offset of m_buffer[0]
    qsizetype m_pos = 0; // the first byte of m_buffer not dealt with
    qint64 m_line = 1; // the line of m_buffer[m_pos]
    bool m_atEnd = false;
    qint64 m_recordEnd = 0;
    int m_records = 0;
    bool m_sawEntry = false; // an entry of any type, @string and @comment too
    bool m_sawText = false; // something but blanks outside entries
    QHash<QString, QString> m_macros; // @string names (lower case) → their text
    QHash<QString, Fields> m_crossrefTargets; // entries that crossrefs may name, by lower-case key
    QList<Entry> m_waiting; // entries with a crossref, read at the end
    ExpansionBudget m_budget;
    QString m_error;
};

} // namespace Lectern::Import
