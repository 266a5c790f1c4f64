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
    std::unique_ptr<EntryWriter> writer;
    switch (format) {
    case ExportFormat::Markdown:
        writer = std::make_unique<MarkdownWriter>(device, options);
        break;
    case ExportFormat::BibTex:
        writer = std::make_unique<BibTexWriter>(device, options);
        break;
    case ExportFormat::Ris:
        writer = std::make_unique<RisWriter>(device);
        break;
    case ExportFormat::CslJson:
        writer = std::make_unique<CslJsonWriter>(device);
        break;
    case ExportFormat::Csv:
        writer = std::make_unique<CsvWriter>(device, options);
        break;
    case ExportFormat::Html:
        writer = std::make_unique<HtmlWriter>(device, options);
        break;
    }
    writer->setMarkInferredTitles(options.markInferredTitles);
    return writer;
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
