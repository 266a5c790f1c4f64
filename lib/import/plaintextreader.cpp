// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/plaintextreader.h"

#include "text/collectionheader.h"
#include "text/links.h"
#include "text/titleinference.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>

namespace Lectern::Import {

PlainTextReader::PlainTextReader() = default;
PlainTextReader::~PlainTextReader() = default;

std::optional<ParsedFile> PlainTextReader::read(QIODevice &device, const QString &fileName)
{
    if (!start(device, fileName))
        return std::nullopt;
    ParsedFile parsed;
    parsed.collection = m_collection;
    while (auto record = next())
        parsed.records.append(std::move(*record));
    if (!m_error.isEmpty())
        return std::nullopt;
    return parsed;
}

std::optional<FileSurvey> PlainTextReader::survey(QIODevice &device, const QString &fileName)
{
    if (!start(device, fileName))
        return std::nullopt;
    FileSurvey survey{ m_collection, m_pending ? 1 : 0 };
    m_pending.reset();
    for (;;) {
        switch (m_paragraphs->skip()) {
        case ParagraphReader::Result::Paragraph:
            ++survey.abstracts;
            continue;
        case ParagraphReader::Result::End:
            return survey;
        case ParagraphReader::Result::Error:
            failed(*m_paragraphs);
            return std::nullopt;
        }
    }
}

bool PlainTextReader::start(QIODevice &device, const QString &fileName)
{
    m_error.clear();
    m_fileName = fileName;
    m_position = 0;
    m_pending.reset();
    m_paragraphs = std::make_unique<ParagraphReader>(device);
    m_collection = {};

    QString first;
    const auto result = m_paragraphs->next(&first);
    if (result == ParagraphReader::Result::Error)
        return failed(*m_paragraphs);
    if (result == ParagraphReader::Result::Paragraph && Text::isCollectionHeader(first)) {
        m_collection = Text::parseCollectionHeader(first);
    } else {
        m_collection.name = QFileInfo(fileName).completeBaseName();
        if (result == ParagraphReader::Result::Paragraph)
            m_pending = std::move(first);
    }
    return true;
}

std::optional<PaperRecord> PlainTextReader::next()
{
    if (!m_paragraphs)
        return std::nullopt;
    QString abstract;
    if (m_pending) {
        abstract = std::move(*m_pending);
        m_pending.reset();
    } else {
        const auto result = m_paragraphs->next(&abstract);
        if (result == ParagraphReader::Result::Error)
            failed(*m_paragraphs);
        if (result != ParagraphReader::Result::Paragraph)
            return std::nullopt;
    }
    PaperRecord record;
    record.title = Text::inferTitle(abstract);
    record.titleInferred = true;
    record.links = Text::extractLinks(abstract);
    record.sourcePosition = ++m_position;
    record.abstract = std::move(abstract);
    return record;
}

bool PlainTextReader::failed(const ParagraphReader &reader)
{
    switch (reader.error()) {
    case Text::DecodedText::Error::Binary:
        m_error = QCoreApplication::translate("PlainTextReader", "%1: not a text file (binary data at byte %2)")
                      .arg(m_fileName)
                      .arg(reader.errorOffset());
        break;
    case Text::DecodedText::Error::InvalidUtf8:
        m_error = QCoreApplication::translate(
            "PlainTextReader", "%1: invalid UTF-8 at byte %2; save the file as UTF-8 and import it again")
                      .arg(m_fileName)
                      .arg(reader.errorOffset());
        break;
    case Text::DecodedText::Error::None:
        m_error = QCoreApplication::translate("PlainTextReader", "%1: cannot be read (%2)")
                      .arg(m_fileName, reader.deviceError());
        break;
    }
    return false;
}

} // namespace Lectern::Import
