// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/entrywriter.h"

#include "export/bibtexwriter.h"
#include "export/csljsonwriter.h"
#include "export/csvwriter.h"
#include "export/htmlwriter.h"
#include "export/markdownwriter.h"
#include "export/riswriter.h"

#include <QIODevice>
#include <QSet>

namespace Lectern::Export {

EntryWriter::EntryWriter(QIODevice &device) : m_device(device) { }

EntryWriter::~EntryWriter() = default;

bool EntryWriter::flush()
{
    if (!m_text.isEmpty()) {
        const QByteArray bytes = m_text.toUtf8();
        m_text.clear();
        putBytes(bytes);
    }
    return !m_failed;
}

void EntryWriter::putBytes(QByteArrayView bytes)
{
    if (!m_failed && m_device.write(bytes.data(), bytes.size()) != bytes.size())
        m_failed = true;
}

void EntryWriter::entryDone()
{
    constexpr qsizetype BlockSize = 256 * 1024;
    if (m_text.size() >= BlockSize)
        flush();
}

std::unique_ptr<EntryWriter> createWriter(ExportFormat format, QIODevice &device, const ExportOptions &options)
{
    switch (format) {
    case ExportFormat::Markdown:
        return std::make_unique<MarkdownWriter>(device, options);
    case ExportFormat::BibTex:
        return std::make_unique<BibTexWriter>(device, options);
    case ExportFormat::Ris:
        return std::make_unique<RisWriter>(device);
    case ExportFormat::CslJson:
        return std::make_unique<CslJsonWriter>(device);
    case ExportFormat::Csv:
        return std::make_unique<CsvWriter>(device, options);
    case ExportFormat::Html:
        return std::make_unique<HtmlWriter>(device, options);
    }
    Q_UNREACHABLE_RETURN(nullptr);
}

QString yearText(int year)
{
    return year ? QString::number(year) : QString();
}

QString oneLine(const QString &text)
{
    // Words between single spaces, nothing around them: simplified() would copy it unchanged,
    // asking of every character whether it is a space.
    const char16_t *characters = QStringView(text).utf16();
    const qsizetype size = text.size();
    bool simple = size == 0 || (characters[0] != u' ' && characters[size - 1] != u' ');
    for (qsizetype i = 0; simple && i < size; ++i) {
        const char16_t c = characters[i];
        if (c == u' ')
            simple = characters[i + 1] != u' ';
        else if (c < 0x20 || (c >= 0x7f && QChar::isSpace(c)))
            simple = false;
    }
    return simple ? text : text.simplified();
}

QStringList keywordsAndTags(const PaperDetails &details)
{
    QStringList all;
    QSet<QString> seen;
    for (const QStringList &list : { details.paper.reference.keywords, tagNames(details.tags) }) {
        for (const QString &word : list) {
            if (!seen.contains(word.toCaseFolded())) {
                seen.insert(word.toCaseFolded());
                all.append(word);
            }
        }
    }
    return all;
}

} // namespace Lectern::Export
