// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QDateTime>
#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// One Markdown note per paper and member: each member writes their own and reads the others'
// (on a team library; a file has one user). Notes are part of the full-text index: a search
// finds a paper by the words of any member's note. Each note has a row version, which every
// write changes: a writer says which version its text was based on, and a note changed by
// another writer since (the same member in another window) is not written over.
class NoteStore
{
public:
    explicit NoteStore(const Database &database);

    struct Versioned
    {
        QString markdown;
        qint64 version = 0; // 0: no note
    };

    // Another member's note on a paper.
    struct MemberNote
    {
        QString member; // their login
        QString memberName; // their display name, or else their login
        QString markdown;
        QDateTime updated;
        friend bool operator==(const MemberNote &, const MemberNote &) = default;
    };

    // The member's own note; empty when they have none.
    QString note(PaperId paper) const;
    Versioned versionedNote(PaperId paper) const;
    // The other members' notes on a paper, the latest first.
    QList<MemberNote> othersNotes(PaperId paper) const;
    // The member's notes on those papers they have one on.
    QHash<PaperId, Versioned> notes(const QList<PaperId> &papers) const;
    // Writes the note over the version it was based on, and returns its new version (0 when an
    // empty or blank text deleted it). Nothing, and nothing written, when another writer changed
    // the note since, unless to this very text. Throws StorageError, also when the paper is gone.
    std::optional<qint64> saveNote(PaperId paper, const QString &markdown, qint64 basedOn);
    // Writes the note over whatever is there (the command line's `note set`).
    void setNote(PaperId paper, const QString &markdown);

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
