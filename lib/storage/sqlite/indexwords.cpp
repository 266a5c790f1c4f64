// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/indexwords.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/indextokenizer.h"

#include <QVariant>

namespace Lectern::Storage::Sqlite {
namespace {

// Remembered words, enough for the vocabulary of most imports; more are looked up again.
constexpr qsizetype MostRemembered = 1 << 18;

} // namespace

IndexWords::IndexWords(const QSqlDatabase &connection) : m_insert(connection), m_count(connection)
{
    prepareOrThrow(
        m_insert, QStringLiteral("INSERT INTO index_words (word, papers) VALUES (?, 0) ON CONFLICT DO NOTHING"));
    prepareOrThrow(m_count,
        QStringLiteral("INSERT INTO index_words (word, papers) VALUES (?, ?)"
                       " ON CONFLICT (word) DO UPDATE SET papers = papers + excluded.papers"));
}

void IndexWords::add(PaperId paper, const QList<QByteArray> &words)
{
    if (paper % CountEvery != 0) {
        add(words);
        return;
    }
    for (const QByteArray &word : words) {
        m_count.addBindValue(QString::fromUtf8(word));
        m_count.addBindValue(CountEvery);
        execOrThrow(m_count);
        remember(word);
    }
}

void IndexWords::add(const QList<QByteArray> &words)
{
    for (const QByteArray &word : words) {
        if (m_added.contains(word))
            continue;
        m_insert.addBindValue(QString::fromUtf8(word));
        execOrThrow(m_insert);
        remember(word);
    }
}

void IndexWords::remember(const QByteArray &word)
{
    if (m_added.size() == MostRemembered)
        m_added.clear();
    m_added.insert(word);
}

WordGroups::WordGroups(const Database &library) : m_select(library.connection())
{
    m_select.setForwardOnly(true);
    // A word holds letters, digits and private-use characters: no GLOB wildcard. The index on
    // word answers a GLOB with a fixed beginning as a range; substr() counts characters.
    prepareOrThrow(m_select,
        QStringLiteral("SELECT min(word), max(word), count(*), sum(papers) FROM index_words"
                       " WHERE word GLOB ? GROUP BY substr(word, 1, ?)"));
}

std::optional<QString> WordGroups::indexForm(QStringView text)
{
    const QList<QByteArray> words = IndexTokenizer::forThisThread().words(text);
    if (words.size() != 1)
        return std::nullopt;
    return QString::fromUtf8(words.front());
}

QList<WordGroup> WordGroups::after(const QString &beginning)
{
    m_select.addBindValue(QString(beginning + u'*'));
    m_select.addBindValue(beginning.toUcs4().size() + 1);
    execOrThrow(m_select);
    QList<WordGroup> groups;
    while (m_select.next()) {
        groups.append({ m_select.value(0).toString(),
            m_select.value(1).toString(),
            m_select.value(2).toLongLong(),
            m_select.value(3).toLongLong() });
    }
    throwIfFailed(m_select);
    m_select.finish();
    return groups;
}

} // namespace Lectern::Storage::Sqlite
