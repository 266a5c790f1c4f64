// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperwriter.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "text/contentkey.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Lectern::Storage {
namespace {

qint64 latestAddedAt(const Database &database)
{
    QSqlQuery query(database.connection());
    prepareOrThrow(query, QStringLiteral("SELECT max(added_at) FROM papers"));
    execOrThrow(query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace

PaperWriter::PaperWriter(const Database &database)
    : m_insertPaper(database.connection())
    , m_index(database)
    , m_insertLink(database.connection())
    // One time for the whole import, so its papers sort together under "added"; never before
    // the last import's, even if the clock went back, so that ids grow with added_at and
    // "newest first" can be read in id order (see Search::PaperFinder).
    , m_addedAt(std::max(QDateTime::currentMSecsSinceEpoch(), latestAddedAt(database)))
{
    prepareOrThrow(m_insertPaper,
        QStringLiteral("INSERT INTO papers (content_key, title, title_inferred, abstract, authors, venue, year,"
                       " collection_id, source_file, source_position, added_at)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (content_key) DO NOTHING"));
    prepareOrThrow(m_insertLink, QStringLiteral("INSERT INTO links (paper_id, position, url) VALUES (?, ?, ?)"));
}

PaperWriter::PreparedPaper PaperWriter::prepare(PaperRecord record)
{
    PreparedPaper paper;
    // Records without an abstract are told apart by title and year: by the empty text they
    // would all be one paper.
    paper.contentKey = record.abstract.isEmpty()
        ? QStringLiteral("title:%1:%2").arg(Text::contentKey(record.title)).arg(record.year)
        : Text::contentKey(record.abstract);
    paper.links.reserve(record.links.size());
    for (const QUrl &link : std::as_const(record.links))
        paper.links.append(link.toString(QUrl::FullyEncoded));
    paper.record = std::move(record);
    return paper;
}

PaperId PaperWriter::add(const PaperRecord &record, const Source &source)
{
    return add(prepare(record), source);
}

PaperId PaperWriter::add(const PreparedPaper &paper, const Source &source)
{
    const PaperRecord &record = paper.record;
    m_insertPaper.addBindValue(paper.contentKey);
    m_insertPaper.addBindValue(record.title);
    m_insertPaper.addBindValue(record.titleInferred ? 1 : 0);
    m_insertPaper.addBindValue(notNull(record.abstract));
    m_insertPaper.addBindValue(notNull(record.authors.join(QStringLiteral("; "))));
    m_insertPaper.addBindValue(notNull(record.venue.isEmpty() ? source.venue : record.venue));
    m_insertPaper.addBindValue(record.year ? record.year : source.year);
    m_insertPaper.addBindValue(source.collectionId ? QVariant(source.collectionId) : QVariant());
    m_insertPaper.addBindValue(notNull(source.file));
    m_insertPaper.addBindValue(record.sourcePosition);
    m_insertPaper.addBindValue(m_addedAt);
    execOrThrow(m_insertPaper);
    if (m_insertPaper.numRowsAffected() == 0)
        return 0;
    const PaperId id = m_insertPaper.lastInsertId().toLongLong();

    m_index.add(id, record.title, record.abstract);

    for (qsizetype i = 0; i < paper.links.size(); ++i) {
        m_insertLink.addBindValue(id);
        m_insertLink.addBindValue(i);
        m_insertLink.addBindValue(paper.links[i]);
        execOrThrow(m_insertLink);
    }
    return id;
}

} // namespace Lectern::Storage
