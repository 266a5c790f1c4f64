// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

namespace Lectern::Import {

// Reads an input line by line the same way whatever it is: a file, a pipe, a FIFO, standard input
// or a buffer. The input ends where a read returns nothing. QIODevice::atEnd() and
// bytesAvailable() are never asked: on a pipe they tell what has arrived so far, not whether more
// will come, and a CSV file read through "<(cat file)" stopped after its first 16 KiB. Bytes are
// read in large chunks, for QIODevice::readLine() on a pipe reads one byte per system call.
class LineInput
{
public:
    void start(QIODevice &device);
    // The next line with its line end; empty at the end of the input, and when the input cannot
    // be read (then errorString() says why).
    QByteArray readLine();
    // The next line, or its next most bytes when it is longer.
    QByteArray readLine(qsizetype most);
    // The rest of the input; empty when it cannot be read.
    QByteArray readAll();
    // The bytes that come next, without taking them: past any blanks and a byte order mark to
    // the first bytes that tell what the input is; empty at the end of the input.
    QByteArrayView peek();
    // The next bytes, as many as have come (up to a chunk); empty at the end of the input, and
    // when the input cannot be read.
    QByteArray readChunk();
    QString errorString() const { return m_error; }

private:
    bool fill();

    QIODevice *m_device = nullptr;
    QByteArray m_buffer;
    qsizetype m_pos = 0; // the first byte of m_buffer not yet returned
    bool m_atEnd = false;
    QString m_error;
};

} // namespace Lectern::Import
