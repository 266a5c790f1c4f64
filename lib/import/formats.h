// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Lectern::Import {

class RecordReader;

enum class Format {
    Text, // Lectern's own: a header line, then one abstract per paragraph
    Ris,
    BibTex, // BibTeX and BibLaTeX
    Wos, // Web of Science's tagged export
    Medline, // PubMed
    Csv, // and TSV
    Json, // and JSON Lines
};

// How many bytes of a file detectFormat() wants to see.
constexpr qsizetype SniffSize = 4096;

// The name a user types ("text", "ris", "bibtex"), and back; nothing for an unknown name.
QString formatName(Format format);
std::optional<Format> formatNamed(const QString &name);
QStringList formatNames();

// A file's format from its first bytes, so that a ".txt" that holds RIS is read as RIS. The
// file name's extension only decides when the content does not.
Format detectFormat(QByteArrayView head, const QString &fileName);

std::unique_ptr<RecordReader> createReader(Format format);

} // namespace Lectern::Import
