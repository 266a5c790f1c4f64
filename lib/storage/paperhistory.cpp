// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/paperhistory.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"
#include "storage/storednames.h"

#include <QSqlQuery>

namespace Lectern::Storage {
namespace {

constexpr StoredNames<PaperEvent::Action, 13> ActionNames{ {
    std::pair{ PaperEvent::Action::Tagged, "tagged" },
    std::pair{ PaperEvent::Action::Untagged, "untagged" },
    std::pair{ PaperEvent::Action::Noted, "noted" },
    std::pair{ PaperEvent::Action::Highlighted, "highlighted" },
    std::pair{ PaperEvent::Action::Unhighlighted, "unhighlighted" },
    std::pair{ PaperEvent::Action::Listed, "listed" },
    std::pair{ PaperEvent::Action::Unlisted, "unlisted" },
    std::pair{ PaperEvent::Action::Edited, "edited" },
    std::pair{ PaperEvent::Action::Retitled, "retitled" },
    std::pair{ PaperEvent::Action::Merged, "merged" },
    std::pair{ PaperEvent::Action::Imported, "imported" },
    std::pair{ PaperEvent::Action::Decided, "decided" },
    std::pair{ PaperEvent::Action::Removed, "removed" },
} };

} // namespace

PaperHistory::PaperHistory(const Database &database) : m_database(database) { }

QString PaperHistory::actionName(PaperEvent::Action action)
{
    return storedName(ActionNames, action);
}

void PaperHistory::record(PaperEvent::Action action, const QString &subject, const QList<PaperId> &papers) const
{
    if (papers.isEmpty())
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (action == PaperEvent::Action::Noted && papers.size() == 1) {
        QSqlQuery moved = runOrThrow(m_database.connection(),
            QStringLiteral("UPDATE paper_history SET at = ?"
                           " WHERE id = (SELECT max(id) FROM paper_history WHERE paper_id = ?)"
                           " AND action = ? AND member = ? AND at >= ?"),
            { now,
                papers.front(),
                actionName(action),
                notNull(m_database.login()),
                now - NoteSessionMinutes * 60000LL });
        if (moved.numRowsAffected() > 0)
            return;
    }
    // The member is the column's default: on a server, the connection's login.
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO paper_history (paper_id, at, action, subject)"
                       " SELECT p.id, ?, ?, ? FROM papers p WHERE p.id IN (%1)")
            .arg(m_database.dialect().idSelect()),
        { now, actionName(action), notNull(subject), m_database.dialect().idList(papers) });
}

void PaperHistory::recordSelected(
    PaperEvent::Action action, const QString &papersAndSubjects, const QVariantList &values) const
{
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO paper_history (paper_id, at, action, subject)"
                       " SELECT s.paper_id, ?, ?, s.subject FROM (%1) s")
            .arg(papersAndSubjects),
        QVariantList{ QDateTime::currentMSecsSinceEpoch(), actionName(action) } + values);
}

void PaperHistory::recordNamed(
    PaperEvent::Action action, const QString &table, qint64 row, const QList<PaperId> &papers) const
{
    if (papers.isEmpty())
        return;
    recordSelected(action,
        QStringLiteral("SELECT p.id AS paper_id, n.name AS subject FROM papers p JOIN %1 n ON n.id = ?"
                       " WHERE p.id IN (%2)")
            .arg(table, m_database.dialect().idSelect()),
        { row, m_database.dialect().idList(papers) });
}

QList<PaperEvent> PaperHistory::of(PaperId paper, int limit) const
{
    // A removal is of the paper gone: a file may give its id to a paper imported since.
    // Decisions of a blind review are the reviewer's own until it ends; a server hides others'
    // rows anyway, a file's front ends are asked to. Within a millisecond an import comes first,
    // then what was done to what it brought, then decisions.
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT e.action, e.subject, e.verdict, e.member,"
                       " coalesce(nullif(m.display_name, ''), e.member), e.at FROM ("
                       "  SELECT action, subject, 0 AS verdict, member, at, 1 AS source, id AS position"
                       "   FROM paper_history WHERE paper_id = ?"
                       "  UNION ALL"
                       "  SELECT 'imported', i.file, 0, i.member, i.imported_at, 0, r.position"
                       "   FROM import_records r JOIN imports i ON i.id = r.import_id WHERE r.paper_id = ?"
                       "  UNION ALL"
                       "  SELECT 'decided', v.name, d.verdict, d.reviewer, d.decided_at, 2, d.id"
                       "   FROM review_decisions d JOIN reviews v ON v.id = d.review_id"
                       "   WHERE d.paper_id = ? AND (v.blind = 0 OR d.reviewer = ?)"
                       "  UNION ALL"
                       "  SELECT 'removed', title, 0, member, at, 3, id FROM removals WHERE removed_id = ?"
                       "   AND NOT EXISTS (SELECT 1 FROM papers WHERE id = removals.removed_id)"
                       " ) e LEFT JOIN members m ON m.login = e.member"
                       " ORDER BY e.at DESC, e.source DESC, e.position DESC LIMIT ?"),
        { paper, paper, paper, notNull(m_database.login()), paper, limit });
    QList<PaperEvent> events;
    while (query.next()) {
        PaperEvent event;
        // An action this build does not know (recorded by a newer one) reads as an edit.
        event.action = storedValue(ActionNames, query.value(0).toString(), PaperEvent::Action::Edited);
        event.subject = query.value(1).toString();
        event.verdict = static_cast<Verdict>(query.value(2).toInt());
        event.member = query.value(3).toString();
        event.memberName = query.value(4).toString();
        event.at = QDateTime::fromMSecsSinceEpoch(query.value(5).toLongLong());
        events.append(event);
    }
    throwIfFailed(query);
    return events;
}

} // namespace Lectern::Storage
