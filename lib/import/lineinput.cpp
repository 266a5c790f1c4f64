// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/lineinput.h"

#include <QIODevice>

#include <limits>

namespace Lectern::Import {
namespace {

constexpr qint64 ChunkSize = 64 * 1024;

} // namespace

void LineInput::start(QIODevice &device)
{
    m_device = &device;
    m_buffer.clear();
    m_pos = 0;
    m_atEnd = false;
    m_error.clear();
}

QByteArray LineInput::readLine()
{
    return readLine(std::numeric_limits<qsizetype>::max());
}

QByteArray LineInput::readLine(qsizetype most)
{
    qsizetype searchFrom = m_pos;
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\n', searchFrom);
        if (end >= 0 || m_atEnd || m_buffer.size() - m_pos >= most) {
            const qsizetype lineEnd = end >= 0 ? end + 1 : m_buffer.size();
            const qsizetype next = lineEnd - m_pos > most ? m_pos + most : lineEnd;
            QByteArray line = m_buffer.sliced(m_pos, next - m_pos);
            m_pos = next;
            return line;
        }
        searchFrom = m_buffer.size() - m_pos;
        if (!fill())
            return {};
        searchFrom += m_pos;
    }
}

QByteArray LineInput::readAll()
{
    while (!m_atEnd) {
        if (!fill())
            return {};
    }
    QByteArray rest = m_buffer.sliced(m_pos);
    m_buffer.clear();
    m_pos = 0;
    return rest;
}

QByteArrayView LineInput::peek()
{
    // Past blanks to more than a byte order mark's three bytes, or to the end.
    while (!m_atEnd && QByteArrayView(m_buffer).sliced(m_pos).trimmed().size() <= 3) {
        if (!fill())
            break;
    }
    return QByteArrayView(m_buffer).sliced(m_pos);
}

QByteArray LineInput::readChunk()
{
    if (m_pos == m_buffer.size() && !m_atEnd && !fill())
        return {};
    QByteArray chunk = m_buffer.sliced(m_pos);
    m_buffer.clear();
    m_pos = 0;
    return chunk;
}

// Appends a chunk, first dropping the bytes already returned.
bool LineInput::fill()
{
    m_buffer.remove(0, m_pos);
    m_pos = 0;
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + ChunkSize);
    const qint64 got = m_device->read(m_buffer.data() + old, ChunkSize);
    m_buffer.resize(old + std::max<qint64>(got, 0));
    if (got < 0) {
        m_error = m_device->errorString();
        return false;
    }
    m_atEnd = got == 0;
    return true;
}

} // namespace Lectern::Import
