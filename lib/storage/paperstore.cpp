// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperstore.h"

#include "storage/database.h"
#include "storage/searchindex.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QHash>
#include <QSqlQuery>
#include <QTimeZone>
#include <QVariant>

#include <algorithm>

namespace Lectern::Storage {
namespace {

QDateTime fromMSecs(const QVariant &value)
{
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), QTimeZone::UTC);
}

ReadingStatus toStatus(const QVariant &value)
{
    const int status = value.toInt();
    return status >= 0 && status <= 2 ? static_cast<ReadingStatus>(status) : ReadingStatus::Unread;
}

// The three reading-state columns, read from a row starting at column first.
ReadingState toReadingState(const QSqlQuery &query, int first)
{
    return { toStatus(query.value(first)),
        std::clamp(query.value(first + 1).toInt(), 0, MaxRating),
        query.value(first + 2).toBool() };
}

} // namespace

PaperStore::PaperStore(const Database &database) : m_database(database) { }

std::optional<Paper> PaperStore::paper(PaperId id) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query,
        QStringLiteral("SELECT p.title, p.title_inferred, p.abstract, p.authors, p.venue, p.year,"
                       " p.collection_id, c.name, p.source_file, p.source_position, p.added_at,"
                       " p.status, p.rating, p.starred"
                       " FROM papers p LEFT JOIN collections c ON c.id = p.collection_id WHERE p.id = ?"));
    query.addBindValue(id);
    execOrThrow(query);
    if (!query.next())
        return std::nullopt;
    Paper paper;
    paper.id = id;
    paper.title = query.value(0).toString();
    paper.titleInferred = query.value(1).toBool();
    paper.abstract = query.value(2).toString();
    paper.authors = query.value(3).toString().split(QStringLiteral("; "), Qt::SkipEmptyParts);
    paper.venue = query.value(4).toString();
    paper.year = query.value(5).toInt();
    paper.collectionId = query.value(6).toLongLong();
    paper.collection = query.value(7).toString();
    paper.sourceFile = query.value(8).toString();
    paper.sourcePosition = query.value(9).toInt();
    paper.added = fromMSecs(query.value(10));
    paper.reading = toReadingState(query, 11);

    QSqlQuery links(m_database.connection());
    prepareOrThrow(links, QStringLiteral("SELECT url FROM links WHERE paper_id = ? ORDER BY position"));
    links.addBindValue(id);
    execOrThrow(links);
    while (links.next())
        paper.links.append(QUrl(links.value(0).toString(), QUrl::StrictMode));
    return paper;
}

QList<PaperSummary> PaperStore::summaries(const QList<PaperId> &ids) const
{
    if (ids.isEmpty())
        return {};
    // One statement for any number of ids: they arrive as a JSON array.
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT p.id, p.title, p.title_inferred, c.name, p.year, p.added_at,"
                       " p.status, p.rating, p.starred"
                       " FROM papers p LEFT JOIN collections c ON c.id = p.collection_id"
                       " WHERE p.id IN (SELECT value FROM json_each(?))"));
    query.addBindValue(jsonIdArray(ids));
    execOrThrow(query);
    QHash<PaperId, PaperSummary> found;
    found.reserve(ids.size());
    while (query.next()) {
        const PaperId id = query.value(0).toLongLong();
        found.insert(id,
            { id,
                query.value(1).toString(),
                query.value(2).toBool(),
                query.value(3).toString(),
                query.value(4).toInt(),
                fromMSecs(query.value(5)),
                toReadingState(query, 6) });
    }
    QList<PaperSummary> ordered;
    ordered.reserve(found.size());
    for (const PaperId id : ids) {
        if (const auto it = found.constFind(id); it != found.cend())
            ordered.append(*it);
    }
    return ordered;
}

int PaperStore::paperCount() const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("SELECT count(*) FROM papers"));
    execOrThrow(query);
    return query.next() ? query.value(0).toInt() : 0;
}

int PaperStore::countWithStatus(ReadingStatus status) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("SELECT count(*) FROM papers WHERE status = ?"));
    query.addBindValue(static_cast<int>(status));
    execOrThrow(query);
    return query.next() ? query.value(0).toInt() : 0;
}

void PaperStore::setTitle(PaperId id, const QString &title, bool inferred)
{
    Transaction transaction(m_database.connectionName());
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("UPDATE papers SET title = ?, title_inferred = ? WHERE id = ?"));
    query.addBindValue(title);
    query.addBindValue(inferred ? 1 : 0);
    query.addBindValue(id);
    execOrThrow(query);
    SearchIndex(m_database).refresh(id);
    transaction.commit();
}

QHash<PaperId, ReadingState> PaperStore::readingStates(const QList<PaperId> &ids) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT id, status, rating, starred FROM papers WHERE id IN (SELECT value FROM json_each(?))"));
    query.addBindValue(jsonIdArray(ids));
    execOrThrow(query);
    QHash<PaperId, ReadingState> states;
    states.reserve(ids.size());
    while (query.next())
        states.insert(query.value(0).toLongLong(), toReadingState(query, 1));
    return states;
}

void PaperStore::setReadingStates(const QHash<PaperId, ReadingState> &states)
{
    Transaction transaction(m_database.connectionName());
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("UPDATE papers SET status = ?, rating = ?, starred = ? WHERE id = ?"));
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        query.addBindValue(static_cast<int>(it->status));
        query.addBindValue(std::clamp(it->rating, 0, MaxRating));
        query.addBindValue(it->starred ? 1 : 0);
        query.addBindValue(it.key());
        execOrThrow(query);
    }
    transaction.commit();
}

} // namespace Lectern::Storage
