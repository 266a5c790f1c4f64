// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringView>

// The words the full-text index keeps of a text, on every engine: Unicode letters, digits and
// private-use characters, case-folded and without diacritics, as SQLite's unicode61 tokenizer
// makes them (it is asked itself, through SQLite's library, whatever the library's engine), so
// that a search finds the same papers in a file and on a server.
namespace Lectern::Storage::WordSplitter {

// The words of text in order, repeats included, as UTF-8.
QList<QByteArray> words(QStringView text);
// Adds the words of text to words, each once.
void addWords(QStringView text, QSet<QByteArray> &words);

} // namespace Lectern::Storage::WordSplitter
