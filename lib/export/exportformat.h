// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/texcodec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Lectern::Export {

enum class ExportFormat {
    Markdown, // a reading list for people
    BibTex,
    Ris,
    CslJson,
    Csv,
    Html, // one standalone page
};

// The name a user types ("markdown", "bibtex", "csljson"), and back; nothing for an unknown name.
QString formatName(ExportFormat format);
std::optional<ExportFormat> formatNamed(const QString &name);
QStringList formatNames();
// The file name suffix, without the dot: "md", "bib".
QString fileSuffix(ExportFormat format);

struct ExportOptions
{
    bool abstracts = true; // Markdown: the abstract below each entry
    Text::TexEncoding texEncoding = Text::TexEncoding::Utf8; // BibTeX
    bool byteOrderMark = false; // CSV: spreadsheet programs then read UTF-8 right
    QString title; // Markdown and HTML: the list's heading
    bool markInferredTitles = true; // every format but CSL-JSON, whose custom data says it already
};

} // namespace Lectern::Export
