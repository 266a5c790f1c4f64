// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// One Markdown note per paper. Notes are part of the full-text index: a search finds a paper
// by the words of its note too. Each note has a row version, which every write changes: a
// writer says which version its text was based on, and a note changed by another writer since
// is not written over.
class NoteStore
{
public:
    explicit NoteStore(const Database &database);

    struct Versioned
    {
        QString markdown;
        qint64 version = 0; // 0: no note
    };

    // Empty when the paper has no note.
    QString note(PaperId paper) const;
    Versioned versionedNote(PaperId paper) const;
    // The notes of those papers that have one.
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
