// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/othersnotesview.h"

#include "widgets/historylist.h"

#include <QTextBlockFormat>
#include <QTextCharFormat>
#include <QTextCursor>

namespace Lectern::Desktop {

OthersNotesView::OthersNotesView(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setObjectName(QStringLiteral("othersNotes"));
    setAccessibleName(tr("Other members' notes"));
    setWhatsThis(tr("<p>What the other members of the team library wrote on this paper, each under their "
                    "name. Only they can change their notes; yours is the one above.</p>"));
    setPlaceholderText(tr("No other member has a note on this paper."));
    hide();
}

void OthersNotesView::setNotes(const QList<Storage::NoteStore::MemberNote> &notes, const QDateTime &now)
{
    // Read again after every change to the paper: the reader's place stays while the notes do.
    if (notes == m_notes)
        return;
    m_notes = notes;
    clear();
    QTextCursor cursor(document());
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    const QTextCharFormat body;
    for (qsizetype i = 0; i < notes.size(); ++i) {
        if (i > 0)
            cursor.insertBlock(QTextBlockFormat(), body);
        // insertText() takes text as it is: a note's "<b>" stays those three characters.
        cursor.insertText(tr("%1 · %2", "a member's name and how long ago they wrote their note")
                              .arg(notes[i].memberName, timeAgo(notes[i].updated.toLocalTime(), now)),
            heading);
        cursor.insertBlock(QTextBlockFormat(), body);
        cursor.insertText(notes[i].markdown.trimmed(), body);
    }
    moveCursor(QTextCursor::Start);
    setVisible(!notes.isEmpty());
}

} // namespace Lectern::Desktop
