// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

namespace Lectern::Storage {

class Database;

// One Markdown note per paper. Notes are part of the full-text index: a search finds a paper
// by the words of its note too.
class NoteStore
{
public:
    explicit NoteStore(const Database &database);

    // Empty when the paper has no note.
    QString note(PaperId paper) const;
    // The notes of those papers that have one.
    QHash<PaperId, QString> notes(const QList<PaperId> &papers) const;
    // An empty or blank text deletes the note.
    void setNote(PaperId paper, const QString &markdown);

private:
    const Database &m_database;
};

} // namespace Lectern::Storage
