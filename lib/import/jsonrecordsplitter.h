// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QString>

namespace Lectern::Import {

// Cuts a JSON document into the texts of its records as its bytes arrive, so that a document of
// any size is read holding one record at a time, not the whole document and its parsed tree (a
// 157 MB export took 760 MB that way). The records are the elements of an array; or those of the
// array an object holds under a name APIs give their answers ("results", "items", "papers",
// "records", "data"; the first such array in the object); or else the one object itself. It only
// follows strings and brackets; each record is parsed, and found valid or not, on its own.
class JsonRecordSplitter
{
public:
    // Takes the next bytes; the records they complete are appended to records.
    void feed(QByteArrayView bytes, QByteArrayList &records);
    // Whether the document's first bracket has come.
    bool hasBegun() const { return m_state != State::Before; }
    // Whether the document's last bracket has come.
    bool isClosed() const { return m_state == State::Closed; }
    // Whether the document is an object (holding the records or being one), not an array.
    bool isObject() const { return m_inObject; }
    // Whether the document is an object whose array of records has begun.
    bool holdsRecords() const { return m_holdsRecords; }
    // What is wrong with the input, when it is no JSON array or object; empty while it may be one.
    QString errorString() const { return m_error; }

private:
    enum class State {
        Before, // blanks (and a byte order mark) before "[" or "{"
        Between, // between an array's elements: blanks and commas
        InElement,
        InObject, // the object, kept whole until it turns out to hold the records
        AfterArray, // the rest of the object that held the records, passed over
        Closed,
        Invalid,
    };
    void endElement(QByteArrayList &records);
    void endArray();
    // Follows strings and brackets; returns the bracket depth change c makes outside strings.
    int step(char c);
    // Reads a byte of the object kept whole; true when it opens the array of records.
    bool stepInObject(char c);

    State m_state = State::Before;
    QByteArray m_element;
    int m_depth = 0; // of brackets and braces inside the element, or the object
    bool m_inString = false;
    bool m_escaped = false;
    bool m_inObject = false;
    bool m_holdsRecords = false;
    bool m_keyExpected = false; // the object's next string names a member
    bool m_inKey = false;
    bool m_recordsNamed = false; // the member being read has a name that holds records
    QByteArray m_key;
    qint64 m_offset = 0; // bytes taken so far
    QString m_error;
};

} // namespace Lectern::Import
