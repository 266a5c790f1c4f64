// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/formats.h"

#include "import/bibtexreader.h"
#include "import/csvreader.h"
#include "import/jsonreader.h"
#include "import/medlinereader.h"
#include "import/plaintextreader.h"
#include "import/risreader.h"
#include "import/wosreader.h"

#include <QFileInfo>

namespace Lectern::Import {
namespace {

struct FormatEntry
{
    Format format;
    QLatin1StringView name;
    QLatin1StringView extension; // lower case
};

constexpr FormatEntry Formats[] = {
    { Format::Text, QLatin1StringView("text"), QLatin1StringView("txt") },
    { Format::Ris, QLatin1StringView("ris"), QLatin1StringView("ris") },
    { Format::BibTex, QLatin1StringView("bibtex"), QLatin1StringView("bib") },
    { Format::Wos, QLatin1StringView("wos"), QLatin1StringView("ciw") },
    { Format::Medline, QLatin1StringView("pubmed"), QLatin1StringView("nbib") },
    { Format::Csv, QLatin1StringView("csv"), QLatin1StringView("csv") },
    { Format::Json, QLatin1StringView("json"), QLatin1StringView("json") },
};

} // namespace

QString formatName(Format format)
{
    for (const FormatEntry &entry : Formats) {
        if (entry.format == format)
            return entry.name;
    }
    Q_UNREACHABLE_RETURN({});
}

std::optional<Format> formatNamed(const QString &name)
{
    for (const FormatEntry &entry : Formats) {
        if (name.compare(entry.name, Qt::CaseInsensitive) == 0)
            return entry.format;
    }
    return std::nullopt;
}

QStringList formatNames()
{
    QStringList names;
    for (const FormatEntry &entry : Formats)
        names.append(entry.name);
    return names;
}

Format detectFormat(QByteArrayView head, const QString &fileName)
{
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    if (MedlineReader::looksLikeMedline(head))
        return Format::Medline;
    if (WosReader::looksLikeWos(head))
        return Format::Wos;
    if (RisReader::looksLikeRis(head))
        return Format::Ris;
    // Before BibTeX, which looks for an entry on any of the first lines: a cell of a CSV file (an
    // abstract exported by Lectern) may hold a line that starts with "@article{".
    if (CsvReader::looksLikeCsv(head))
        return Format::Csv;
    if (BibTexReader::looksLikeBibTex(head))
        return Format::BibTex;
    if (JsonReader::looksLikeJson(head))
        return Format::Json;
    // An empty file says nothing; its name may. Any other text is a list of paragraphs.
    if (head.trimmed().isEmpty()) {
        const QString suffix = QFileInfo(fileName).suffix().toLower();
        for (const FormatEntry &entry : Formats) {
            if (entry.extension == suffix)
                return entry.format;
        }
    }
    return Format::Text;
}

std::unique_ptr<RecordReader> createReader(Format format)
{
    switch (format) {
    case Format::Text:
        return std::make_unique<PlainTextReader>();
    case Format::Ris:
        return std::make_unique<RisReader>();
    case Format::BibTex:
        return std::make_unique<BibTexReader>();
    case Format::Wos:
        return std::make_unique<WosReader>();
    case Format::Medline:
        return std::make_unique<MedlineReader>();
    case Format::Csv:
        return std::make_unique<CsvReader>();
    case Format::Json:
        return std::make_unique<JsonReader>();
    }
    Q_UNREACHABLE_RETURN(nullptr);
}

} // namespace Lectern::Import
