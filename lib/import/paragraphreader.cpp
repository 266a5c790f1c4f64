// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/paragraphreader.h"

#include <QIODevice>

#include <algorithm>
#include <cstring>

namespace Lectern::Import {
namespace {

// Bytes read from the device at a time.
constexpr qint64 ChunkSize = 1 << 20;
constexpr QByteArrayView ByteOrderMark("\xEF\xBB\xBF");

// A line of nothing but spaces, tabs, form feeds, U+00A0 and U+3000 separates paragraphs.
bool isBlankLine(QByteArrayView line)
{
    const auto at = [&](qsizetype i) { return static_cast<unsigned char>(line[i]); };
    for (qsizetype i = 0; i < line.size();) {
        const unsigned char c = at(i);
        if (c == ' ' || c == '\t' || c == '\f') {
            ++i;
        } else if (c == 0xC2 && i + 1 < line.size() && at(i + 1) == 0xA0) {
            i += 2;
        } else if (c == 0xE3 && i + 2 < line.size() && at(i + 1) == 0x80 && at(i + 2) == 0x80) {
            i += 3;
        } else {
            return false;
        }
    }
    return true;
}

// The first bad byte of bytes as Text::decodeUtf8() would find it, or offset -1.
struct Check
{
    Text::DecodedText::Error error = Text::DecodedText::Error::None;
    qsizetype offset = -1;
    bool ascii = true;
    qsizetype strays = 0; // control bytes other than NUL, to be removed
    qsizetype firstStray = -1;
};

bool isControlByte(unsigned char c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f';
}

bool isControlCharacter(QChar c)
{
    return c.unicode() < 0x20 && c != u'\t' && c != u'\n' && c != u'\r' && c != u'\f';
}

// A paragraph with more control bytes than this share is binary data, not text with a stray one.
constexpr qsizetype MostlyControlDivisor = 100;
constexpr qsizetype StrayAllowance = 8;

// Checks bytes as strictly as Text::decodeUtf8() without decoding them, many times faster on
// the ASCII that most abstracts are made of: eight bytes at a time are passed while they are
// printable ASCII, and only the runs of bytes above 0x7F go through decodeUtf8(). That is
// exact, because a UTF-8 sequence holds no ASCII byte: bytes are valid UTF-8 exactly when
// each such run is.
Check check(QByteArrayView bytes)
{
    constexpr quint64 High = 0x8080808080808080ULL;
    constexpr quint64 Spaces = 0x2020202020202020ULL;
    const char *data = bytes.data();
    const qsizetype size = bytes.size();
    Check result;
    qsizetype i = 0;
    while (i < size) {
        for (quint64 word = 0; i + 8 <= size; i += 8) {
            std::memcpy(&word, data + i, 8);
            // Some byte is not ASCII, or is below 0x20 (a tab, a line end, a control byte).
            if ((word & High) || ((word - Spaces) & ~word & High))
                break;
        }
        if (i == size)
            break;
        const auto c = static_cast<unsigned char>(data[i]);
        if (c < 0x80) {
            if (c == 0)
                return { Text::DecodedText::Error::Binary, i, false };
            if (isControlByte(c) && result.strays++ == 0)
                result.firstStray = i;
            ++i;
            continue;
        }
        result.ascii = false;
        qsizetype end = i + 1;
        while (end < size && static_cast<unsigned char>(data[end]) >= 0x80)
            ++end;
        const Text::DecodedText run = Text::decodeUtf8(bytes.sliced(i, end - i));
        if (run.error != Text::DecodedText::Error::None)
            return { run.error, i + run.errorOffset, false };
        i = end;
    }
    return result;
}

// The paragraph's lines, trimmed, empty ones left out, joined with '\n'.
QString tidy(QString text)
{
    const auto isBreak = [](QChar c) { return c == u'\n' || c == u'\r'; };
    // The usual abstract: one line with nothing to trim.
    if (!text.isEmpty() && !text.front().isSpace() && !text.back().isSpace() &&
        std::none_of(text.cbegin(), text.cend(), isBreak))
        return text;
    QString tidied;
    tidied.reserve(text.size());
    const QStringView view(text);
    qsizetype start = 0;
    while (start <= view.size()) {
        qsizetype end = start;
        while (end < view.size() && !isBreak(view[end]))
            ++end;
        const QStringView line = view.sliced(start, end - start).trimmed();
        if (!line.isEmpty()) {
            if (!tidied.isEmpty())
                tidied += u'\n';
            tidied += line;
        }
        start = end + (end + 1 < view.size() && view[end] == u'\r' && view[end + 1] == u'\n' ? 2 : 1);
    }
    return tidied;
}

} // namespace

ParagraphReader::ParagraphReader(QIODevice &device) : m_device(device) { }

ParagraphReader::Result ParagraphReader::next(QString *paragraph)
{
    for (;;) {
        QByteArrayView bytes;
        qint64 offset = 0;
        qint64 firstLine = 0;
        if (const Result result = nextParagraph(&bytes, &offset, &firstLine); result != Result::Paragraph)
            return result;
        // The paragraph's last line end: so that a one-line abstract needs no tidying.
        while (!bytes.isEmpty() && (bytes.back() == '\n' || bytes.back() == '\r'))
            bytes.chop(1);
        const Check checked = check(bytes);
        if (checked.error != Text::DecodedText::Error::None)
            return fail(checked.error, offset + checked.offset);
        if (checked.strays > StrayAllowance && checked.strays * MostlyControlDivisor > bytes.size())
            return fail(Text::DecodedText::Error::Binary, offset + checked.firstStray);
        QString text;
        if (checked.ascii) {
            text = QString::fromLatin1(bytes);
        } else if (bytes.startsWith(ByteOrderMark)) {
            // Inside a file a byte-order mark is a character like any other.
            text = QChar(0xFEFF) + QString::fromUtf8(bytes.sliced(ByteOrderMark.size()));
        } else {
            text = QString::fromUtf8(bytes);
        }
        if (checked.strays) {
            // A stray control character (a U+0002 in one abstract of a real export) is dropped.
            text.removeIf(isControlCharacter);
            if (m_strays == 0) {
                const QByteArrayView before = bytes.first(checked.firstStray);
                m_firstStrayLine = firstLine + before.count('\n') + (before.count('\r') - before.count("\r\n"));
            }
            m_strays += checked.strays;
        }
        text = tidy(std::move(text));
        if (text.isEmpty())
            continue;
        *paragraph = std::move(text);
        return Result::Paragraph;
    }
}

// The bytes of the next paragraph, valid until the next call: from the start of its first
// line to the start of the blank line (or the end of the file) after it.
ParagraphReader::Result ParagraphReader::nextParagraph(QByteArrayView *bytes, qint64 *fileOffset, qint64 *firstLine)
{
    if (m_error != Text::DecodedText::Error::None || !m_deviceError.isEmpty())
        return Result::Error;
    if (!m_started) {
        m_started = true;
        while (!m_atEnd && m_buffer.size() < ByteOrderMark.size()) {
            if (!fill())
                return Result::Error;
        }
        if (QByteArrayView(m_buffer).startsWith(ByteOrderMark))
            m_lineStart = m_searchFrom = ByteOrderMark.size();
    }
    for (;;) {
        const char *data = m_buffer.constData();
        const qsizetype size = m_buffer.size();
        // The end of the line: the first CR or LF.
        const auto *lf = static_cast<const char *>(std::memchr(data + m_searchFrom, '\n', size - m_searchFrom));
        const qsizetype limit = lf ? lf - data : size;
        const auto *cr = static_cast<const char *>(std::memchr(data + m_searchFrom, '\r', limit - m_searchFrom));
        qsizetype end = cr ? cr - data : (lf ? limit : -1);
        // Without a line end in the buffer, or with a CR that may be the first half of CRLF,
        // more bytes are needed; the search goes on where it stopped.
        if (!m_atEnd && (end < 0 || (end == size - 1 && data[end] == '\r'))) {
            m_searchFrom = end < 0 ? size : end;
            if (!fill())
                return Result::Error;
            continue;
        }
        const bool lastLine = end < 0;
        if (lastLine)
            end = size;
        qsizetype next = end;
        if (!lastLine)
            next += data[end] == '\r' && end + 1 < size && data[end + 1] == '\n' ? 2 : 1;

        const QByteArrayView line(data + m_lineStart, end - m_lineStart);
        const qsizetype lineStart = m_lineStart;
        const qint64 lineNumber = m_lineNumber;
        m_lineStart = m_searchFrom = next;
        if (!lastLine)
            ++m_lineNumber;
        if (!isBlankLine(line)) {
            if (m_paragraphStart < 0) {
                m_paragraphStart = lineStart;
                m_paragraphLine = lineNumber;
            }
            if (!lastLine)
                continue;
        }
        if (m_paragraphStart >= 0) {
            const qsizetype paragraphEnd = lastLine && !isBlankLine(line) ? end : lineStart;
            *bytes = QByteArrayView(data + m_paragraphStart, paragraphEnd - m_paragraphStart);
            *fileOffset = m_bufferOffset + m_paragraphStart;
            *firstLine = m_paragraphLine;
            m_paragraphStart = -1;
            return Result::Paragraph;
        }
        if (lastLine)
            return Result::End;
    }
}

// Reads the next chunk, first dropping the bytes that were dealt with.
bool ParagraphReader::fill()
{
    const qsizetype keep = m_paragraphStart >= 0 ? m_paragraphStart : m_lineStart;
    if (keep > 0) {
        m_buffer.remove(0, keep);
        m_bufferOffset += keep;
        m_lineStart -= keep;
        m_searchFrom -= keep;
        if (m_paragraphStart >= 0)
            m_paragraphStart -= keep;
    }
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + ChunkSize);
    const qint64 got = m_device.read(m_buffer.data() + old, ChunkSize);
    if (got < 0) {
        m_buffer.resize(old);
        m_deviceError = m_device.errorString();
        return false;
    }
    m_buffer.resize(old + got);
    m_atEnd = got == 0;
    return true;
}

ParagraphReader::Result ParagraphReader::fail(Text::DecodedText::Error error, qint64 offset)
{
    m_error = error;
    m_errorOffset = offset;
    return Result::Error;
}

} // namespace Lectern::Import
