// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QString>

namespace Lectern::Import {

// Cuts a JSON array into the texts of its elements as its bytes arrive, so that an array of any
// size is read holding one element at a time, not the whole document and its parsed tree (a
// 157 MB export took 760 MB that way). It only follows strings and brackets; each element is
// parsed, and found valid or not, on its own.
class JsonArraySplitter
{
public:
    // Takes the next bytes; the elements they complete are appended to elements.
    void feed(QByteArrayView bytes, QByteArrayList &elements);
    // Whether the array's closing bracket has come.
    bool isClosed() const { return m_state == State::Closed; }
    // What is wrong with the input, when it is not an array; empty while it may be one.
    QString errorString() const { return m_error; }

private:
    enum class State {
        Before, // blanks (and a byte order mark) before "["
        Between, // between elements: blanks and commas
        InElement,
        Closed,
        Invalid,
    };
    void endElement(QByteArrayList &elements);

    State m_state = State::Before;
    QByteArray m_element;
    int m_depth = 0; // of brackets and braces inside the element
    bool m_inString = false;
    bool m_escaped = false;
    qint64 m_offset = 0; // bytes taken so far
    QString m_error;
};

} // namespace Lectern::Import
