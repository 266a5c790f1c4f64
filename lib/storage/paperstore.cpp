// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperstore.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QHash>
#include <QSqlQuery>
#include <QTimeZone>
#include <QVariant>

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

QString jsonArray(const QList<PaperId> &ids)
{
    QString json = QStringLiteral("[");
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i > 0)
            json += u',';
        json += QString::number(ids[i]);
    }
    return json + u']';
}

} // namespace

PaperStore::PaperStore(const Database &database) : m_database(database) { }

std::optional<Paper> PaperStore::paper(PaperId id) const
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query,
        QStringLiteral("SELECT p.title, p.title_inferred, p.abstract, p.authors, p.venue, p.year,"
                       " p.collection_id, c.name, p.source_file, p.source_position, p.added_at, p.status"
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
    paper.status = toStatus(query.value(11));

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
        QStringLiteral("SELECT p.id, p.title, p.title_inferred, c.name, p.year, p.added_at, p.status"
                       " FROM papers p LEFT JOIN collections c ON c.id = p.collection_id"
                       " WHERE p.id IN (SELECT value FROM json_each(?))"));
    query.addBindValue(jsonArray(ids));
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
                toStatus(query.value(6)) });
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

void PaperStore::setTitle(PaperId id, const QString &title)
{
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("UPDATE papers SET title = ?, title_inferred = 0 WHERE id = ?"));
    query.addBindValue(title);
    query.addBindValue(id);
    execOrThrow(query);
}

} // namespace Lectern::Storage
