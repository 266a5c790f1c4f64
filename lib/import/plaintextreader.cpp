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
        if (result == ParagraphReader::Result::End && m_paragraphs->strayControls() > 0) {
            warn(QCoreApplication::translate("PlainTextReader",
                "removed %n stray control character(s) that text does not contain (the first on line %1)",
                nullptr,
                static_cast<int>(m_paragraphs->strayControls()))
                    .arg(m_paragraphs->firstStrayLine()));
        }
        if (result != ParagraphReader::Result::Paragraph)
            return std::nullopt;
    }
    PaperRecord record;
    record.title = Text::inferTitle(abstract);
    record.titleInferred = true;
    record.reference.sourceFormat = QStringLiteral("text");
    record.links = Text::extractLinks(abstract);
    record.sourcePosition = ++m_position;
    record.abstract = std::move(abstract);
    return record;
}

qint64 PlainTextReader::position() const
{
    return m_paragraphs ? m_paragraphs->position() : 0;
}

bool PlainTextReader::failed(const ParagraphReader &reader)
{
    if (reader.error() == Text::DecodedText::Error::None)
        m_error = readError(m_fileName, reader.deviceError());
    else
        m_error = encodingError(m_fileName, reader.error(), reader.errorOffset());
    return false;
}

} // namespace Lectern::Import
