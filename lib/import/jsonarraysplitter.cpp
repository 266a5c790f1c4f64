// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/jsonarraysplitter.h"

#include <QCoreApplication>

namespace Lectern::Import {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::Import::JsonReader)
};

bool isBlank(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

void JsonArraySplitter::endElement(QByteArrayList &elements)
{
    elements.append(m_element);
    m_element.clear();
    m_state = State::Between;
}

void JsonArraySplitter::feed(QByteArrayView bytes, QByteArrayList &elements)
{
    qsizetype start = 0; // of the part of bytes that belongs to the element being read
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        switch (m_state) {
        case State::Before:
            if (m_offset + i < 3 && c == "\xEF\xBB\xBF"[m_offset + i]) // a UTF-8 byte order mark
                continue;
            if (c == '[') {
                m_state = State::Between;
            } else if (!isBlank(c)) {
                m_state = State::Invalid;
                m_error = Tr::tr("not a JSON array at byte %1").arg(m_offset + i);
            }
            continue;
        case State::Between:
            if (isBlank(c) || c == ',')
                continue;
            if (c == ']') {
                m_state = State::Closed;
                continue;
            }
            m_state = State::InElement;
            m_depth = 0;
            m_inString = m_escaped = false;
            start = i;
            break; // the element's first byte, read below
        case State::InElement:
            break;
        case State::Closed:
            if (!isBlank(c)) {
                m_state = State::Invalid;
                m_error = Tr::tr("text after the JSON array at byte %1").arg(m_offset + i);
            }
            continue;
        case State::Invalid:
            return;
        }
        if (m_inString) {
            if (m_escaped)
                m_escaped = false;
            else if (c == '\\')
                m_escaped = true;
            else if (c == '"')
                m_inString = false;
            continue;
        }
        if (c == '"') {
            m_inString = true;
        } else if (c == '{' || c == '[') {
            ++m_depth;
        } else if (c == '}' || c == ']' || c == ',') {
            if (m_depth == 0) { // the end of an element that is no object or array
                m_element += bytes.sliced(start, i - start);
                endElement(elements);
                if (c == ']')
                    m_state = State::Closed;
                continue;
            }
            if (c != ',' && --m_depth == 0) {
                m_element += bytes.sliced(start, i + 1 - start);
                endElement(elements);
            }
        }
    }
    if (m_state == State::InElement)
        m_element += bytes.sliced(start);
    m_offset += bytes.size();
}

} // namespace Lectern::Import
