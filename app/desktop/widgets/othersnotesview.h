// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/notestore.h"

#include <QDateTime>
#include <QPlainTextEdit>

namespace Lectern::Desktop {

// The other members' notes on the paper shown, below the reader's own: each under its writer's
// name and age, read-only. A note is another's text, shown as written: never as markup. Hidden
// when there are none (always in a library file, which has one user).
class OthersNotesView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit OthersNotesView(QWidget *parent = nullptr);

    void setNotes(
        const QList<Storage::NoteStore::MemberNote> &notes, const QDateTime &now = QDateTime::currentDateTime());
    const QList<Storage::NoteStore::MemberNote> &notes() const { return m_notes; }

private:
    QList<Storage::NoteStore::MemberNote> m_notes;
};

} // namespace Lectern::Desktop
