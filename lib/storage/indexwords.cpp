// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/indexwords.h"

#include "storage/database.h"
#include "storage/indextokenizer.h"
#include "storage/sqlerror.h"

#include <QVariant>

namespace Lectern::Storage {
namespace {

// Remembered words, enough for the vocabulary of most imports; more are looked up again.
constexpr qsizetype MostRemembered = 1 << 18;

} // namespace

IndexWords::IndexWords(const QSqlDatabase &connection) : m_insert(connection)
{
    prepareOrThrow(m_insert, QStringLiteral("INSERT INTO index_words (word) VALUES (?) ON CONFLICT DO NOTHING"));
}

void IndexWords::add(const QList<QByteArray> &words)
{
    for (const QByteArray &word : words) {
        if (m_added.contains(word))
            continue;
        m_insert.addBindValue(QString::fromUtf8(word));
        execOrThrow(m_insert);
        if (m_added.size() == MostRemembered)
            m_added.clear();
        m_added.insert(word);
    }
}

std::optional<QStringList> IndexWords::beginning(const Database &database, QStringView word, int most)
{
    const QList<QByteArray> words = IndexTokenizer::forThisThread().words(word);
    if (words.size() != 1)
        return std::nullopt;
    // A word holds letters, digits and private-use characters: no GLOB wildcard. The index on
    // word answers a GLOB with a fixed beginning as a range.
    QSqlQuery select(database.connection());
    select.setForwardOnly(true);
    prepareOrThrow(select, QStringLiteral("SELECT word FROM index_words WHERE word GLOB ? LIMIT ?"));
    select.addBindValue(QString(QString::fromUtf8(words.front()) + u'*'));
    select.addBindValue(most + 1);
    execOrThrow(select);
    QStringList found;
    while (select.next())
        found.append(select.value(0).toString());
    throwIfFailed(select);
    if (found.size() > most)
        return std::nullopt;
    return found;
}

} // namespace Lectern::Storage
