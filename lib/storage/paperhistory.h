// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "core/review.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace Lectern::Storage {

class Database;

// One thing done to a paper, by whom and when (issue 31's "who did what").
struct PaperEvent
{
    enum class Action {
        Tagged,
        Untagged,
        Noted,
        Highlighted,
        Unhighlighted,
        Listed,
        Unlisted,
        // The record's fields; the title, to the subject.
        Edited,
        Retitled,
        // Another paper merged into it, its title the subject; the other's history moves along.
        Merged,
        // Read from the import log, the screening decisions and the removals (the paper's title
        // the subject: the paper is gone), not recorded here.
        Imported,
        Decided,
        Removed,
    };

    Action action = Action::Edited;
    // What it was done with: the tag's or list's name, the highlighted passage, the file
    // imported, the review decided in; empty for a note or an edit.
    QString subject;
    Verdict verdict = Verdict::Undecided; // of a decision
    // The database user who did it; empty in a library file, which has one user.
    QString member;
    // How the team names that member (their display name, or the login).
    QString memberName;
    QDateTime at;
};

// Who did what to each paper: tags given and taken, notes written, passages highlighted, lists
// joined and left, records edited. Stores record their writes here in the write's transaction;
// on a team library the server fills in and checks the member. A paper's history also shows
// the imports it came from and the screening decisions its reader may see.
class PaperHistory
{
public:
    explicit PaperHistory(const Database &database);

    // Records the action on each paper in the caller's transaction; throws StorageError. A note
    // saved again by the same member within NoteSessionMinutes moves the time of the last record,
    // so that a note typed and saved as it is typed reads as one change.
    void record(PaperEvent::Action action, const QString &subject, const QList<PaperId> &papers) const;
    // Records the action on each paper with the name of a row of table (tags, reading_lists) as
    // stored, in one statement: a round trip less on a server than reading the name first.
    void recordNamed(PaperEvent::Action action, const QString &table, qint64 row, const QList<PaperId> &papers) const;
    // Records the action on the papers a query selects, each with its subject: a SELECT of
    // paper_id and subject, with its bound values. For writes of a million papers at once.
    void recordSelected(PaperEvent::Action action, const QString &papersAndSubjects, const QVariantList &values) const;
    // The paper's history, newest first, at most limit events.
    QList<PaperEvent> of(PaperId paper, int limit = 200) const;

    // The action's name as the history stores it, and as scripts read it ("tagged").
    static QString actionName(PaperEvent::Action action);

    static constexpr int NoteSessionMinutes = 30;

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
