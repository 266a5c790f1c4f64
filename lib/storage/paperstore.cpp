// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperstore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/paperhistory.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
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

// The reading state of the member a statement runs as (each member has their own), as the three
// columns read by toReadingState() from the rows of "papers p" joined with readingJoin().
const QString readingColumns = QStringLiteral("coalesce(r.status, 0), coalesce(r.rating, 0), coalesce(r.starred, 0)");

QString readingJoin(const Dialect &dialect)
{
    return QStringLiteral(" LEFT JOIN reading_states r ON r.paper_id = p.id AND r.member = ") + dialect.member();
}

} // namespace

PaperStore::PaperStore(const Database &database) : m_database(database) { }

std::optional<Paper> PaperStore::paper(PaperId id) const
{
    QList<Paper> found = papers({ id });
    return found.isEmpty() ? std::nullopt : std::optional(std::move(found.first()));
}

QList<Paper> PaperStore::papers(const QList<PaperId> &ids) const
{
    if (ids.isEmpty())
        return {};
    const QVariant idList = m_database.dialect().idList(ids);
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT p.id, p.title, p.title_inferred, p.abstract, p.venue, p.year,"
                       " p.collection_id, c.name, p.source_file, p.source_position, p.added_at,"
                       " %1, p.doi, p.arxiv_id, p.pmid, p.entry_type,"
                       " p.citation_key, p.source_format,"
                       " p.checksum IS NULL OR p.checksum = %2"
                       " FROM papers p LEFT JOIN collections c ON c.id = p.collection_id%3"
                       " WHERE p.id IN (%4)")
            .arg(readingColumns,
                m_database.dialect().checksum({ QStringLiteral("p.title"), QStringLiteral("p.abstract") }),
                readingJoin(m_database.dialect()),
                m_database.dialect().idSelect()));
    query.addBindValue(idList);
    execOrThrow(query);
    QHash<PaperId, Paper> found;
    found.reserve(ids.size());
    while (query.next()) {
        if (!query.value(20).toBool()) {
            throw damagedRow(QCoreApplication::translate("Lectern::Storage", "the title or abstract of paper %1")
                    .arg(query.value(0).toLongLong()));
        }
        Paper paper;
        paper.id = query.value(0).toLongLong();
        paper.title = query.value(1).toString();
        paper.titleInferred = query.value(2).toBool();
        paper.abstract = query.value(3).toString();
        paper.venue = query.value(4).toString();
        paper.year = query.value(5).toInt();
        paper.collectionId = query.value(6).toLongLong();
        paper.collection = query.value(7).toString();
        paper.sourceFile = query.value(8).toString();
        paper.sourcePosition = query.value(9).toInt();
        paper.added = fromMSecs(query.value(10));
        paper.reading = toReadingState(query, 11);
        Reference &reference = paper.reference;
        reference.doi = query.value(14).toString();
        reference.arxivId = query.value(15).toString();
        reference.pmid = query.value(16).toString();
        reference.entryType = query.value(17).toString();
        reference.citationKey = query.value(18).toString();
        reference.sourceFormat = query.value(19).toString();
        found.insert(paper.id, std::move(paper));
    }
    throwIfFailed(query);

    forEachRow(QStringLiteral("SELECT paper_id, family, given, orcid FROM paper_authors"),
        idList,
        [&found](const QSqlQuery &row) {
            found[row.value(0).toLongLong()].reference.authors.append(
                { row.value(1).toString(), row.value(2).toString(), row.value(3).toString() });
        });
    forEachRow(QStringLiteral("SELECT paper_id, keyword FROM paper_keywords"), idList, [&found](const QSqlQuery &row) {
        found[row.value(0).toLongLong()].reference.keywords.append(row.value(1).toString());
    });
    forEachRow(
        QStringLiteral("SELECT paper_id, name, value FROM paper_fields"), idList, [&found](const QSqlQuery &row) {
            found[row.value(0).toLongLong()].reference.fields.append(
                { row.value(1).toString(), row.value(2).toString() });
        });
    forEachRow(QStringLiteral("SELECT paper_id, url FROM links"), idList, [&found](const QSqlQuery &row) {
        found[row.value(0).toLongLong()].links.append(QUrl(row.value(1).toString(), QUrl::StrictMode));
    });

    QList<Paper> ordered;
    ordered.reserve(found.size());
    for (const PaperId id : ids) {
        if (const auto it = found.find(id); it != found.end())
            ordered.append(std::move(*it));
    }
    return ordered;
}

void PaperStore::forEachRow(
    const QString &select, const QVariant &idList, const std::function<void(const QSqlQuery &)> &take) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        select +
            QStringLiteral(" WHERE paper_id IN (%1) ORDER BY paper_id, position").arg(m_database.dialect().idSelect()));
    query.addBindValue(idList);
    execOrThrow(query);
    while (query.next())
        take(query);
    throwIfFailed(query);
}

QList<PaperSummary> PaperStore::summaries(const QList<PaperId> &ids) const
{
    if (ids.isEmpty())
        return {};
    // One statement for any number of ids: they arrive as one value.
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT p.id, p.title, p.title_inferred, c.name, p.year, p.added_at,"
                       " %1, p.first_author,"
                       " (SELECT a.family FROM paper_authors a WHERE a.paper_id = p.id AND a.position = 1),"
                       " (SELECT count(*) FROM paper_authors a WHERE a.paper_id = p.id), p.venue, p.doi"
                       " FROM papers p LEFT JOIN collections c ON c.id = p.collection_id%2"
                       " WHERE p.id IN (%3)")
            .arg(readingColumns, readingJoin(m_database.dialect()), m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(ids));
    execOrThrow(query);
    QHash<PaperId, PaperSummary> found;
    found.reserve(ids.size());
    while (query.next()) {
        const PaperId id = query.value(0).toLongLong();
        QStringList firstAuthors;
        for (const int column : { 9, 10 }) {
            if (const QString family = query.value(column).toString(); !family.isEmpty())
                firstAuthors.append(family);
        }
        found.insert(id,
            { id,
                query.value(1).toString(),
                query.value(2).toBool(),
                query.value(3).toString(),
                query.value(4).toInt(),
                fromMSecs(query.value(5)),
                toReadingState(query, 6),
                firstAuthors,
                query.value(11).toInt(),
                query.value(12).toString(),
                query.value(13).toString() });
    }
    throwIfFailed(query);
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
    // Unread is every paper but those the member marked otherwise, who has no row for the rest.
    const QString marked = QStringLiteral("SELECT count(*) FROM reading_states WHERE member = %1 AND status %2 ?")
                               .arg(m_database.dialect().member(),
                                   status == ReadingStatus::Unread ? QStringLiteral("<>") : QStringLiteral("="));
    prepareOrThrow(query,
        status == ReadingStatus::Unread ? QStringLiteral("SELECT (SELECT count(*) FROM papers) - (%1)").arg(marked)
                                        : marked);
    query.addBindValue(static_cast<int>(status));
    execOrThrow(query);
    return query.next() ? query.value(0).toInt() : 0;
}

void PaperStore::setTitle(PaperId id, const QString &title, bool inferred)
{
    writeTitle(id, title, inferred, std::nullopt);
}

bool PaperStore::replaceTitle(PaperId id, const QString &title, const QString &basedOn, bool inferred)
{
    return writeTitle(id, title, inferred, basedOn);
}

bool PaperStore::writeTitle(PaperId id, const QString &title, bool inferred, const std::optional<QString> &basedOn)
{
    LoggedTransaction transaction(m_database, Change::Kind::Papers);
    QSqlQuery query(m_database.connection());
    // A title that is not inferred is the user's: an import never replaces it.
    prepareOrThrow(query,
        QStringLiteral("UPDATE papers SET title = ?, title_inferred = ?, title_edited = ?,"
                       " checksum = %1 WHERE id = ?%2")
            .arg(m_database.dialect().checksum({ QStringLiteral("?"), QStringLiteral("abstract") }),
                basedOn ? QStringLiteral(" AND title = ?") : QString()));
    query.addBindValue(title);
    query.addBindValue(inferred ? 1 : 0);
    query.addBindValue(inferred ? 0 : 1);
    query.addBindValue(title);
    query.addBindValue(id);
    if (basedOn)
        query.addBindValue(*basedOn);
    execOrThrow(query);
    if (basedOn && query.numRowsAffected() <= 0)
        return false;
    FullTextIndex::of(m_database)->refresh(id);
    // A title inferred is no one's doing.
    if (!inferred)
        PaperHistory(m_database).record(PaperEvent::Action::Retitled, title, { id });
    transaction.commit({ id });
    return true;
}

QHash<PaperId, ReadingState> PaperStore::readingStates(const QList<PaperId> &ids) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT p.id, %1 FROM papers p%2 WHERE p.id IN (%3)")
            .arg(readingColumns, readingJoin(m_database.dialect()), m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(ids));
    execOrThrow(query);
    QHash<PaperId, ReadingState> states;
    states.reserve(ids.size());
    while (query.next())
        states.insert(query.value(0).toLongLong(), toReadingState(query, 1));
    throwIfFailed(query);
    return states;
}

void PaperStore::setReadingStates(const QHash<PaperId, ReadingState> &states)
{
    LoggedTransaction transaction(m_database, Change::Kind::Papers);
    const QString member = m_database.dialect().member();
    QSqlQuery store(m_database.connection());
    prepareOrThrow(store,
        QStringLiteral("INSERT INTO reading_states (paper_id, member, status, rating, starred)"
                       " SELECT id, %1, ?, ?, ? FROM papers WHERE id = ?"
                       " ON CONFLICT (paper_id, member) DO UPDATE"
                       " SET status = excluded.status, rating = excluded.rating, starred = excluded.starred")
            .arg(member));
    // A paper left as new has no row: most of a library's papers never get one.
    QSqlQuery clear(m_database.connection());
    prepareOrThrow(clear, QStringLiteral("DELETE FROM reading_states WHERE paper_id = ? AND member = %1").arg(member));
    for (auto it = states.cbegin(); it != states.cend(); ++it) {
        if (*it == ReadingState()) {
            clear.addBindValue(it.key());
            execOrThrow(clear);
            continue;
        }
        store.addBindValue(static_cast<int>(it->status));
        store.addBindValue(std::clamp(it->rating, 0, MaxRating));
        store.addBindValue(it->starred ? 1 : 0);
        store.addBindValue(it.key());
        execOrThrow(store);
    }
    transaction.commit(states.keys());
}

} // namespace Lectern::Storage
