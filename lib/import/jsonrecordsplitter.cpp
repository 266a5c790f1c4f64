// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/jsonrecordsplitter.h"

#include <QCoreApplication>

#include <utility>

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

bool namesRecords(QByteArrayView name)
{
    return name == "results" || name == "items" || name == "papers" || name == "records" || name == "data";
}

} // namespace

void JsonRecordSplitter::endElement(QByteArrayList &records)
{
    records.append(m_element);
    m_element.clear();
    m_state = State::Between;
}

void JsonRecordSplitter::endArray()
{
    m_state = m_inObject ? State::AfterArray : State::Closed;
    m_depth = 0;
}

int JsonRecordSplitter::step(char c)
{
    if (m_inString) {
        if (m_escaped)
            m_escaped = false;
        else if (c == '\\')
            m_escaped = true;
        else if (c == '"')
            m_inString = false;
        return 0;
    }
    if (c == '"')
        m_inString = true;
    else if (c == '{' || c == '[')
        return 1;
    else if (c == '}' || c == ']')
        return -1;
    return 0;
}

bool JsonRecordSplitter::stepInObject(char c)
{
    const bool wasInString = m_inString;
    if (m_recordsNamed && !wasInString && !isBlank(c)) { // the first byte of the member's value
        m_recordsNamed = false;
        if (c == '[')
            return true;
    }
    const int change = step(c);
    if (wasInString) {
        if (!m_inString)
            m_inKey = false;
        else if (m_inKey)
            m_key += c;
        return false;
    }
    if (m_depth == 1) {
        if (c == '"') {
            m_inKey = m_keyExpected;
            m_keyExpected = false;
            m_key.clear();
        } else if (c == ',') {
            m_keyExpected = true;
        } else if (c == ':') {
            m_recordsNamed = namesRecords(m_key);
        }
    }
    m_depth += change;
    return false;
}

void JsonRecordSplitter::feed(QByteArrayView bytes, QByteArrayList &records)
{
    qsizetype start = 0; // of the part of bytes that belongs to the record being read
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        switch (m_state) {
        case State::Before:
            if (m_offset + i < 3 && c == "\xEF\xBB\xBF"[m_offset + i]) // a UTF-8 byte order mark
                continue;
            if (c == '[') {
                m_state = State::Between;
            } else if (c == '{') {
                m_state = State::InObject;
                m_inObject = m_keyExpected = true;
                m_depth = 1;
                start = i;
            } else if (!isBlank(c)) {
                m_state = State::Invalid;
                m_error = Tr::tr("neither a JSON array nor an object at byte %1").arg(m_offset + i);
            }
            continue;
        case State::InObject:
            if (stepInObject(c)) {
                m_element.clear();
                m_holdsRecords = true;
                m_state = State::Between;
            } else if (m_depth == 0) { // the object holds no records: it is one
                m_element += bytes.sliced(start, i + 1 - start);
                records.append(std::exchange(m_element, {}));
                m_state = State::Closed;
            }
            continue;
        case State::AfterArray:
            m_depth += step(c);
            if (m_depth < 0) // the brace that closes the object
                m_state = State::Closed;
            continue;
        case State::Between:
            if (isBlank(c) || c == ',')
                continue;
            if (c == ']') {
                endArray();
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
                m_error = Tr::tr("text after the end of the JSON at byte %1").arg(m_offset + i);
            }
            continue;
        case State::Invalid:
            return;
        }
        const bool wasInString = m_inString;
        const int change = step(c);
        if (wasInString || (change == 0 && c != ','))
            continue;
        if (m_depth == 0 && change <= 0) { // the end of an element that is no object or array
            m_element += bytes.sliced(start, i - start);
            endElement(records);
            if (c == ']')
                endArray();
            continue;
        }
        m_depth += change;
        if (change < 0 && m_depth == 0) {
            m_element += bytes.sliced(start, i + 1 - start);
            endElement(records);
        }
    }
    if (m_state == State::InElement || m_state == State::InObject)
        m_element += bytes.sliced(start);
    m_offset += bytes.size();
}

} // namespace Lectern::Import
