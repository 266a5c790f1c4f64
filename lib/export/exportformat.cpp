// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportformat.h"

#include <algorithm>
#include <array>

namespace Lectern::Export {
namespace {

struct FormatInfo
{
    ExportFormat format;
    const char *name;
    const char *suffix;
};

constexpr std::array<FormatInfo, 6> formats{ {
    { ExportFormat::Markdown, "markdown", "md" },
    { ExportFormat::BibTex, "bibtex", "bib" },
    { ExportFormat::Ris, "ris", "ris" },
    { ExportFormat::CslJson, "csljson", "json" },
    { ExportFormat::Csv, "csv", "csv" },
    { ExportFormat::Html, "html", "html" },
} };

const FormatInfo &infoOf(ExportFormat format)
{
    return *std::find_if(formats.begin(), formats.end(), [format](const FormatInfo &f) { return f.format == format; });
}

} // namespace

QString formatName(ExportFormat format)
{
    return QString::fromLatin1(infoOf(format).name);
}

std::optional<ExportFormat> formatNamed(const QString &name)
{
    const auto *found = std::find_if(formats.begin(), formats.end(), [&name](const FormatInfo &f) {
        return name.compare(QLatin1StringView(f.name), Qt::CaseInsensitive) == 0;
    });
    return found == formats.end() ? std::nullopt : std::optional(found->format);
}

QStringList formatNames()
{
    QStringList names;
    for (const FormatInfo &format : formats)
        names.append(QString::fromLatin1(format.name));
    return names;
}

QString fileSuffix(ExportFormat format)
{
    return QString::fromLatin1(infoOf(format).suffix);
}

} // namespace Lectern::Export
