// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/indextokenizer.h"
#include "storage/wordsplitter.h"

#include "storage/sqlerror.h"
#include "storage/sqlite/sqlitehandle.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <array>

namespace Lectern::Storage::Sqlite {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::IndexTokenizer)
};

StorageError tokenizerError()
{
    return StorageError(Tr::tr("SQLite's full-text search cannot split text into words."));
}

// paper_index's tokenize option (schema step 2): keep the two in step.
constexpr const char *TokenizerName = "unicode61";
constexpr std::array<const char *, 2> TokenizerArguments = { "remove_diacritics", "2" };

int appendWord(void *words, int /*flags*/, const char *token, int size, int /*start*/, int /*end*/)
{
    static_cast<QList<QByteArray> *>(words)->append(QByteArray(token, size));
    return SQLITE_OK;
}

int insertWord(void *words, int /*flags*/, const char *token, int size, int /*start*/, int /*end*/)
{
    static_cast<QSet<QByteArray> *>(words)->insert(QByteArray(token, size));
    return SQLITE_OK;
}

} // namespace

IndexTokenizer::IndexTokenizer() : m_api(std::make_unique<fts5_tokenizer>())
{
    fts5_api *fts5 = nullptr;
    void *context = nullptr;
    std::array<const char *, 2> arguments = TokenizerArguments; // xCreate takes them as not const
    if (sqlite3_open_v2(":memory:", &m_connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK ||
        !(fts5 = fts5Of(m_connection)) ||
        fts5->xFindTokenizer(fts5, TokenizerName, &context, m_api.get()) != SQLITE_OK ||
        m_api->xCreate(context, arguments.data(), int(arguments.size()), &m_tokenizer) != SQLITE_OK) {
        sqlite3_close(m_connection);
        throw tokenizerError();
    }
}

IndexTokenizer::~IndexTokenizer()
{
    m_api->xDelete(m_tokenizer);
    sqlite3_close(m_connection);
}

QList<QByteArray> IndexTokenizer::words(QStringView text) const
{
    QList<QByteArray> words;
    tokenize(text, &words, appendWord);
    return words;
}

void IndexTokenizer::addWords(QStringView text, QSet<QByteArray> &words) const
{
    tokenize(text, &words, insertWord);
}

void IndexTokenizer::tokenize(QStringView text, void *words, Receiver receive) const
{
    if (text.isEmpty())
        return;
    const QByteArray utf8 = text.toUtf8();
    if (m_api->xTokenize(m_tokenizer, words, FTS5_TOKENIZE_DOCUMENT, utf8.constData(), int(utf8.size()), receive) !=
        SQLITE_OK)
        throw tokenizerError();
}

const IndexTokenizer &IndexTokenizer::forThisThread()
{
    thread_local const IndexTokenizer tokenizer;
    return tokenizer;
}

} // namespace Lectern::Storage::Sqlite

namespace Lectern::Storage::WordSplitter {

QList<QByteArray> words(QStringView text)
{
    return Sqlite::IndexTokenizer::forThisThread().words(text);
}

void addWords(QStringView text, QSet<QByteArray> &words)
{
    Sqlite::IndexTokenizer::forThisThread().addWords(text, words);
}

} // namespace Lectern::Storage::WordSplitter
