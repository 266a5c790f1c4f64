// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/papermerger.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/fulltextindex.h"
#include "storage/paperhistory.h"
#include "storage/paperstore.h"
#include "storage/paperwriter.h"
#include "storage/referenceeditor.h"
#include "storage/sqlerror.h"

#include <QDateTime>

#include <type_traits>

namespace Lectern::Storage {
namespace {

// What a merge changes of the paper kept, besides its record.
QStringList snapshotColumns()
{
    return PaperWriter::referenceColumns() +
        QStringList{ QStringLiteral("title"),
            QStringLiteral("title_inferred"),
            QStringLiteral("title_edited"),
            QStringLiteral("checksum") };
}

QStringList snapshotTables()
{
    return PaperWriter::referenceTables() +
        QStringList{ QStringLiteral("paper_tags"),
            QStringLiteral("notes"),
            QStringLiteral("highlights"),
            QStringLiteral("list_papers"),
            QStringLiteral("review_papers"),
            QStringLiteral("review_hits"),
            QStringLiteral("review_decisions"),
            QStringLiteral("import_records"),
            QStringLiteral("reading_states"),
            QStringLiteral("paper_history") };
}

// The record kept, with what it lacked taken from the other: single values it has none of,
// lists (authors, keywords, fields) it has none of, and links it has not.
Paper filled(Paper kept, const Paper &other)
{
    Reference &reference = kept.reference;
    const Reference &from = other.reference;
    const auto fill = [](auto &value, const auto &with) {
        if (value == std::remove_reference_t<decltype(value)>())
            value = with;
    };
    fill(kept.venue, other.venue);
    fill(kept.year, other.year);
    fill(reference.doi, from.doi);
    fill(reference.arxivId, from.arxivId);
    fill(reference.pmid, from.pmid);
    fill(reference.entryType, from.entryType);
    fill(reference.citationKey, from.citationKey);
    fill(reference.authors, from.authors);
    fill(reference.keywords, from.keywords);
    fill(reference.fields, from.fields);
    for (const QUrl &link : other.links) {
        if (!kept.links.contains(link))
            kept.links.append(link);
    }
    return kept;
}

} // namespace

PaperMerger::PaperMerger(const Database &database) : m_database(database) { }

PaperMerger::Merged PaperMerger::merge(PaperId kept, PaperId other) const
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    PaperStore papers(m_database);
    const std::optional<Paper> keptPaper = papers.paper(kept);
    const std::optional<Paper> otherPaper = papers.paper(other);
    if (!keptPaper || !otherPaper || kept == other)
        throw StorageError(QStringLiteral("papers %1 and %2 are not two papers of the library").arg(kept).arg(other));
    const ReferenceSnapshots snapshots(m_database);
    Merged merged;
    merged.keptBefore = snapshots.take(kept, snapshotColumns(), snapshotTables());
    merged.otherBefore = snapshots.take(other, {}, snapshotTables());

    ReferenceEditor(m_database).replace(kept, filled(*keptPaper, *otherPaper));
    if (keptPaper->titleInferred && !otherPaper->titleInferred)
        papers.setTitle(kept, otherPaper->title);

    const auto run = [this, kept, other](
                         const QString &sql) { runOrThrow(m_database.connection(), sql, { kept, other }); };
    // Rows the paper kept has its own of stay; the other's are added where it has none.
    run(QStringLiteral("INSERT INTO paper_tags (paper_id, tag_id) SELECT ?, tag_id FROM paper_tags WHERE paper_id = ?"
                       " ON CONFLICT DO NOTHING"));
    // Each member's reading state: the further of the two, read before unread, the higher rating.
    run(QStringLiteral("INSERT INTO reading_states (paper_id, member, status, rating, starred)"
                       " SELECT ?, member, status, rating, starred FROM reading_states WHERE paper_id = ?"
                       " ON CONFLICT (paper_id, member) DO UPDATE SET"
                       " status = CASE WHEN excluded.status > reading_states.status"
                       "   THEN excluded.status ELSE reading_states.status END,"
                       " rating = CASE WHEN excluded.rating > reading_states.rating"
                       "   THEN excluded.rating ELSE reading_states.rating END,"
                       " starred = CASE WHEN excluded.starred > reading_states.starred"
                       "   THEN excluded.starred ELSE reading_states.starred END"));
    run(QStringLiteral("INSERT INTO list_papers (list_id, paper_id, position)"
                       " SELECT list_id, ?, position FROM list_papers WHERE paper_id = ? ON CONFLICT DO NOTHING"));
    run(QStringLiteral("INSERT INTO review_papers (review_id, paper_id)"
                       " SELECT review_id, ? FROM review_papers WHERE paper_id = ? ON CONFLICT DO NOTHING"));
    run(QStringLiteral("INSERT INTO review_hits (review_id, paper_id, inclusion, exclusion)"
                       " SELECT review_id, ?, inclusion, exclusion FROM review_hits WHERE paper_id = ?"
                       " ON CONFLICT DO NOTHING"));
    // A reviewer's decisions on the other paper count where they made none on this one.
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE review_decisions SET paper_id = ? WHERE paper_id = ? AND NOT EXISTS"
                       " (SELECT 1 FROM review_decisions d WHERE d.paper_id = ?"
                       " AND d.review_id = review_decisions.review_id AND d.reviewer = review_decisions.reviewer)"),
        { kept, other, kept });
    run(QStringLiteral("UPDATE import_records SET paper_id = ? WHERE paper_id = ?"));
    run(QStringLiteral("UPDATE paper_keys SET paper_id = ? WHERE paper_id = ?"));
    // Highlights are ranges of the abstract: they hold only on the same text.
    if (keptPaper->abstract == otherPaper->abstract)
        run(QStringLiteral("UPDATE highlights SET paper_id = ? WHERE paper_id = ?"));
    // Each member's note on the other goes below theirs on the paper kept, or becomes it.
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE notes SET body = body || ? ||"
                       " (SELECT o.body FROM notes o WHERE o.paper_id = ? AND o.member = notes.member),"
                       " version = version + 1, updated_at = ?"
                       " WHERE paper_id = ? AND member IN (SELECT member FROM notes WHERE paper_id = ?)"),
        { QStringLiteral("\n\n"), other, QDateTime::currentMSecsSinceEpoch(), kept, other });
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE notes SET checksum = %1 WHERE paper_id = ?")
            .arg(m_database.dialect().checksum({ QStringLiteral("body") })),
        { kept });
    runOrThrow(m_database.connection(),
        QStringLiteral("UPDATE notes SET paper_id = ? WHERE paper_id = ?"
                       " AND member NOT IN (SELECT member FROM notes WHERE paper_id = ?)"),
        { kept, other, kept });
    FullTextIndex::of(m_database)->refresh(kept);

    // What was done to the other is the paper kept's history now, each change by whoever made it
    // (copied: a member moves no row of another's).
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO paper_history (paper_id, at, member, action, subject)"
                       " SELECT ?, at, member, action, subject FROM paper_history WHERE paper_id = ? ORDER BY id"),
        { kept, other });
    PaperHistory(m_database).record(PaperEvent::Action::Merged, otherPaper->title, { kept });

    merged.removed = PaperRemover(m_database).removePapers({ other });
    merged.keptAfter = snapshots.retake(merged.keptBefore);
    transaction.commit({ kept, other });
    return merged;
}

void PaperMerger::undo(const Merged &merged) const
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    const ReferenceSnapshots snapshots(m_database);
    // The paper kept gives back the rows it took first, so the other's can go back under its id.
    snapshots.restore({ merged.keptBefore });
    PaperRemover(m_database).restore(merged.removed);
    snapshots.restore({ merged.otherBefore });
    transaction.commit({ merged.keptBefore.paper, merged.otherBefore.paper });
}

void PaperMerger::redo(const Merged &merged) const
{
    LoggedTransaction transaction(m_database, Change::Kind::Library);
    PaperRemover(m_database).removePapers({ merged.otherBefore.paper });
    ReferenceSnapshots(m_database).restore({ merged.keptAfter });
    transaction.commit({ merged.keptBefore.paper, merged.otherBefore.paper });
}

} // namespace Lectern::Storage
