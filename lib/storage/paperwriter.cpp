// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperwriter.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "text/contentkey.h"

#include <QDateTime>
#include <QVariant>

namespace Lectern::Storage {

PaperWriter::PaperWriter(const Database &database)
    : m_insertPaper(database.connection())
    , m_insertText(database.connection())
    , m_insertLink(database.connection())
    // One time for the whole import, so its papers sort together under "added".
    , m_addedAt(QDateTime::currentMSecsSinceEpoch())
{
    prepareOrThrow(m_insertPaper,
        QStringLiteral("INSERT INTO papers (content_key, title, title_inferred, abstract, authors, venue, year,"
                       " collection_id, source_file, source_position, added_at)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (content_key) DO NOTHING"));
    prepareOrThrow(
        m_insertText, QStringLiteral("INSERT INTO papers_fts (rowid, title, abstract, note) VALUES (?, ?, ?, '')"));
    prepareOrThrow(m_insertLink, QStringLiteral("INSERT INTO links (paper_id, position, url) VALUES (?, ?, ?)"));
}

PaperId PaperWriter::add(const PaperRecord &record, const Source &source)
{
    m_insertPaper.addBindValue(Text::contentKey(record.abstract));
    m_insertPaper.addBindValue(record.title);
    m_insertPaper.addBindValue(record.titleInferred ? 1 : 0);
    m_insertPaper.addBindValue(record.abstract);
    m_insertPaper.addBindValue(notNull(record.authors.join(QStringLiteral("; "))));
    m_insertPaper.addBindValue(notNull(source.venue));
    m_insertPaper.addBindValue(source.year);
    m_insertPaper.addBindValue(source.collectionId ? QVariant(source.collectionId) : QVariant());
    m_insertPaper.addBindValue(notNull(source.file));
    m_insertPaper.addBindValue(record.sourcePosition);
    m_insertPaper.addBindValue(m_addedAt);
    execOrThrow(m_insertPaper);
    if (m_insertPaper.numRowsAffected() == 0)
        return 0;
    const PaperId id = m_insertPaper.lastInsertId().toLongLong();

    m_insertText.addBindValue(id);
    m_insertText.addBindValue(record.title);
    m_insertText.addBindValue(record.abstract);
    execOrThrow(m_insertText);

    for (qsizetype i = 0; i < record.links.size(); ++i) {
        m_insertLink.addBindValue(id);
        m_insertLink.addBindValue(i);
        m_insertLink.addBindValue(record.links[i].toString(QUrl::FullyEncoded));
        execOrThrow(m_insertLink);
    }
    return id;
}

} // namespace Lectern::Storage
