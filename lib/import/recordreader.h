// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "text/utf8.h"

#include <QList>
#include <QString>

#include <optional>

class QIODevice;

namespace Lectern::Import {

// A record a reader skipped, and why; the rest of the file is still read.
struct RecordProblem
{
    qint64 line = 0; // 1-based line of the file where the record starts
    QString message;
};

// Reads one file format from a device, one record at a time, so that memory does not grow
// with the file and a device that cannot seek (a pipe, standard input) is read once. The
// importer knows readers only through this interface; formats.h makes them.
class RecordReader
{
public:
    virtual ~RecordReader() = default;

    // Reads up to the first record; false when the input cannot be read at all (errorString()
    // says why). fileName names the input in messages and, where the format has no header
    // naming the collection, the collection.
    virtual bool start(QIODevice &device, const QString &fileName) = 0;
    // The collection the file's records join.
    virtual CollectionInfo collection() const = 0;
    // The next record; nothing at the end, or when the rest of the input cannot be read (then
    // errorString() says why). A record that is wrong on its own is skipped (see problems()).
    virtual std::optional<PaperRecord> next() = 0;
    // Bytes of the input consumed up to the end of the last record returned: progress.
    virtual qint64 position() const = 0;
    // Why reading stopped before the end, naming the file and the byte or line; empty otherwise.
    virtual QString errorString() const = 0;

    // The first plausible year (1500 to 2099) in a date as formats write it: "2009/05/01/",
    // "May 2011", "{{2003}}"; 0 when there is none.
    static int yearIn(const QString &date);

    // The records skipped so far.
    const QList<RecordProblem> &problems() const { return m_problems; }
    // What the reader had to guess about the file, for the user to check ("read as Windows-1252").
    const QStringList &warnings() const { return m_warnings; }

protected:
    // Gives a record without a title one: inferred from its abstract, or, for a record with no
    // text but something that identifies it (a DOI, an id, a link), "Untitled" with that. False
    // when the record has nothing to show or to find it by again: it is skipped.
    static bool completeTitle(PaperRecord &record);
    // The record's links made whole: its DOI's first, then those its abstract holds.
    static void completeLinks(PaperRecord &record);
    // Adds an http or https address unless the record has it; anything else is passed over.
    static void addWebLink(PaperRecord &record, const QString &url);

    // "list.txt: invalid UTF-8 at byte 45; …": the message for bytes that are not text.
    static QString encodingError(const QString &fileName, Text::DecodedText::Error error, qint64 offset);
    // "list.txt: cannot be read (why)": the message for an input that fails.
    static QString readError(const QString &fileName, const QString &why);
    void skipRecord(qint64 line, const QString &message) { m_problems.append({ line, message }); }
    void warn(const QString &message) { m_warnings.append(message); }

private:
    QList<RecordProblem> m_problems;
    QStringList m_warnings;
};

// Everything a reader finds in a small input, at once: for tests and previews.
struct ParsedFile
{
    CollectionInfo collection;
    QList<PaperRecord> records;
};
std::optional<ParsedFile> readAll(RecordReader &reader, QIODevice &device, const QString &fileName);

} // namespace Lectern::Import
