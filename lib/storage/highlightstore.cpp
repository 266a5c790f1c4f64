// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/highlightstore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/paperhistory.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {
namespace {

// The columns of a highlight; the last says whether the row still matches its checksum.
QString columns(const Database &database)
{
    return QStringLiteral("id, paper_id, start, \"end\", color, comment, checksum IS NULL OR checksum = ") +
        database.dialect().checksum({ QStringLiteral("start"), QStringLiteral("\"end\""), QStringLiteral("comment") });
}

Highlight toHighlight(const QSqlQuery &query)
{
    if (!query.value(6).toBool())
        throw damagedRow(QCoreApplication::translate("Lectern::Storage", "a highlight of paper %1")
                .arg(query.value(1).toLongLong()));
    return { query.value(0).toLongLong(),
        query.value(1).toLongLong(),
        query.value(2).toLongLong(),
        query.value(3).toLongLong(),
        highlightColorFromName(query.value(4).toString()).value_or(HighlightColor::Yellow),
        query.value(5).toString() };
}

// The highlighted words as a paper's history names them: enough to recognise the passage.
QString passage(const QString &abstract, qint64 start, qint64 end)
{
    constexpr qsizetype Shown = 80;
    const QString words = abstract.mid(start, end - start).simplified();
    return words.size() > Shown ? words.first(Shown - 1).trimmed() + QChar(0x2026) : words;
}

} // namespace

HighlightStore::HighlightStore(const Database &database) : m_database(database) { }

QList<Highlight> HighlightStore::highlights(PaperId paper) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT ") + columns(m_database) +
            QStringLiteral(" FROM highlights WHERE paper_id = ? ORDER BY start, id"));
    query.addBindValue(paper);
    execOrThrow(query);
    QList<Highlight> highlights;
    while (query.next())
        highlights.append(toHighlight(query));
    return highlights;
}

QHash<PaperId, QList<Highlight>> HighlightStore::highlights(const QList<PaperId> &papers) const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query,
        QStringLiteral("SELECT ") + columns(m_database) +
            QStringLiteral(" FROM highlights WHERE paper_id IN (%1) ORDER BY start, id")
                .arg(m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(query);
    QHash<PaperId, QList<Highlight>> highlights;
    while (query.next()) {
        const Highlight highlight = toHighlight(query);
        highlights[highlight.paper].append(highlight);
    }
    return highlights;
}

HighlightId HighlightStore::add(const Highlight &highlight)
{
    LoggedTransaction transaction(m_database, Change::Kind::Highlights);
    // Ranges count UTF-16 code units, as QString does; SQLite's length() counts code points,
    // so the range is checked here against the text itself.
    QSqlQuery abstract(m_database.connection());
    prepareOrThrow(abstract, QStringLiteral("SELECT abstract FROM papers WHERE id = ?"));
    abstract.addBindValue(highlight.paper);
    execOrThrow(abstract);
    const QString text = abstract.next() ? abstract.value(0).toString() : QString();
    if (text.isNull() || highlight.start < 0 || highlight.start >= highlight.end || highlight.end > text.size()) {
        throw StorageError(QCoreApplication::translate("Lectern::HighlightStore",
            "Cannot highlight characters %1 to %2 of paper %3: the paper or the range does not exist.")
                .arg(highlight.start)
                .arg(highlight.end)
                .arg(highlight.paper));
    }

    // A highlight brought back by an undo keeps its id; a new one is given the next.
    const bool keepsId = highlight.id != 0;
    QSqlQuery insert(m_database.connection());
    prepareOrThrow(insert,
        QStringLiteral("INSERT INTO highlights (%1paper_id, start, \"end\", color, comment, created_at, checksum)"
                       " VALUES (%2?, ?, ?, ?, ?, ?, %3) RETURNING id")
            .arg(keepsId ? QStringLiteral("id, ") : QString(),
                keepsId ? QStringLiteral("?, ") : QString(),
                m_database.dialect().checksum({ QStringLiteral("?"), QStringLiteral("?"), QStringLiteral("?") })));
    if (keepsId)
        insert.addBindValue(highlight.id);
    insert.addBindValue(highlight.paper);
    insert.addBindValue(highlight.start);
    insert.addBindValue(highlight.end);
    insert.addBindValue(highlightColorName(highlight.color));
    insert.addBindValue(notNull(highlight.comment));
    insert.addBindValue(QDateTime::currentMSecsSinceEpoch());
    insert.addBindValue(highlight.start);
    insert.addBindValue(highlight.end);
    insert.addBindValue(notNull(highlight.comment));
    execOrThrow(insert);
    const HighlightId id = insert.next() ? insert.value(0).toLongLong() : 0;
    insert.finish();
    PaperHistory(m_database)
        .record(PaperEvent::Action::Highlighted, passage(text, highlight.start, highlight.end), { highlight.paper });
    transaction.commit({ highlight.paper });
    return id;
}

std::optional<Highlight> HighlightStore::remove(HighlightId id)
{
    LoggedTransaction transaction(m_database, Change::Kind::Highlights);
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query, QStringLiteral("DELETE FROM highlights WHERE id = ? RETURNING ") + columns(m_database));
    query.addBindValue(id);
    execOrThrow(query);
    const std::optional<Highlight> removed = query.next() ? std::optional(toHighlight(query)) : std::nullopt;
    query.finish();
    if (!removed) {
        transaction.commitUnchanged();
        return removed;
    }
    QSqlQuery abstract = runOrThrow(
        m_database.connection(), QStringLiteral("SELECT abstract FROM papers WHERE id = ?"), { removed->paper });
    const QString text = abstract.next() ? abstract.value(0).toString() : QString();
    PaperHistory(m_database)
        .record(PaperEvent::Action::Unhighlighted, passage(text, removed->start, removed->end), { removed->paper });
    transaction.commit({ removed->paper });
    return removed;
}

void HighlightStore::setComment(HighlightId id, const QString &comment)
{
    LoggedTransaction transaction(m_database, Change::Kind::Highlights);
    QSqlQuery query(m_database.connection());
    prepareOrThrow(query,
        QStringLiteral("UPDATE highlights SET comment = ?, checksum = %1 WHERE id = ? RETURNING paper_id")
            .arg(m_database.dialect().checksum(
                { QStringLiteral("start"), QStringLiteral("\"end\""), QStringLiteral("?") })));
    query.addBindValue(notNull(comment));
    query.addBindValue(notNull(comment));
    query.addBindValue(id);
    execOrThrow(query);
    const QList<PaperId> papers{ query.next() ? query.value(0).toLongLong() : 0 };
    query.finish();
    transaction.commit(papers);
}

} // namespace Lectern::Storage
