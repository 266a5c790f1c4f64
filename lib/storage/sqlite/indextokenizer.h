// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringView>

#include <memory>

struct sqlite3;
struct Fts5Tokenizer;
struct fts5_tokenizer;

namespace Lectern::Storage::Sqlite {

// Splits text into the words the full-text index paper_index stores for it, by asking FTS5's
// own tokenizer with the index's options: a word list kept beside the index (IndexWords) must
// hold exactly the index's words, which no second implementation of its Unicode rules would
// promise. An object serves one thread; it holds a private in-memory SQLite connection, the
// way to FTS5's tokenizers.
class IndexTokenizer
{
public:
    IndexTokenizer();
    ~IndexTokenizer();
    IndexTokenizer(const IndexTokenizer &) = delete;
    IndexTokenizer &operator=(const IndexTokenizer &) = delete;

    // The words of text in order, repeats included, as UTF-8.
    QList<QByteArray> words(QStringView text) const;
    // Adds the words of text to words, each once.
    void addWords(QStringView text, QSet<QByteArray> &words) const;
    // The same for the calling thread's tokenizer.
    static const IndexTokenizer &forThisThread();

private:
    using Receiver = int (*)(void *words, int flags, const char *token, int size, int start, int end);
    void tokenize(QStringView text, void *words, Receiver receive) const;

    sqlite3 *m_connection = nullptr;
    Fts5Tokenizer *m_tokenizer = nullptr;
    std::unique_ptr<fts5_tokenizer> m_api;
};

} // namespace Lectern::Storage::Sqlite
