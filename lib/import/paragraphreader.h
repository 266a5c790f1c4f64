// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/utf8.h"

#include <QByteArray>
#include <QString>

class QIODevice;

namespace Lectern::Import {

// Reads blank-line separated paragraphs from a device one at a time, so that a file of any
// size is read with a buffer of about one chunk (1 MiB) plus the paragraph being read.
//
// UTF-8 is checked as strictly as Text::decodeUtf8 does for a whole file, and an error names
// the byte offset in the file: paragraphs are checked in file order, and the lines between
// them are made only of blanks. A NUL byte, or a paragraph of more than one control byte in a
// hundred, is binary data; a stray control character in text (other than tab, line ends and
// form feed) is removed and counted. A byte-order mark is skipped at the start of the file. Lines
// end with LF, CRLF or CR; a blank line holds nothing but spaces, tabs, form feeds, no-break
// or ideographic spaces. A paragraph comes back with its lines trimmed, empty ones left out,
// joined with '\n'.
class ParagraphReader
{
public:
    enum class Result {
        Paragraph,
        End,
        Error, // see error(), errorOffset() and deviceError()
    };

    explicit ParagraphReader(QIODevice &device);

    // Reads the next paragraph that has any text in it into paragraph.
    Result next(QString *paragraph);
    // Bytes consumed: up to the end of the last paragraph returned, or further over blank lines.
    qint64 position() const { return m_bufferOffset + m_lineStart; }

    // What was wrong: a control byte or bad UTF-8 (None when the device could not be read).
    Text::DecodedText::Error error() const { return m_error; }
    qint64 errorOffset() const { return m_errorOffset; }
    QString deviceError() const { return m_deviceError; }

    // The stray control characters removed so far, and the line of the first.
    qint64 strayControls() const { return m_strays; }
    qint64 firstStrayLine() const { return m_firstStrayLine; }

private:
    Result nextParagraph(QByteArrayView *bytes, qint64 *fileOffset, qint64 *firstLine);
    bool fill();
    Result fail(Text::DecodedText::Error error, qint64 offset);

    QIODevice &m_device;
    QByteArray m_buffer;
    qint64 m_bufferOffset = 0; // file offset of m_buffer[0]
    qsizetype m_lineStart = 0; // the first byte not yet looked at
    qsizetype m_searchFrom = 0; // where the search for the current line's end goes on
    qsizetype m_paragraphStart = -1; // in m_buffer, while inside a paragraph
    qint64 m_lineNumber = 1; // of the line at m_lineStart
    qint64 m_paragraphLine = 0; // of the paragraph's first line
    qint64 m_strays = 0;
    qint64 m_firstStrayLine = 0;
    bool m_atEnd = false;
    bool m_started = false;
    Text::DecodedText::Error m_error = Text::DecodedText::Error::None;
    qint64 m_errorOffset = -1;
    QString m_deviceError;
};

} // namespace Lectern::Import
