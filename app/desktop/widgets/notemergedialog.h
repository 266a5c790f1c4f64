// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace Lectern::Desktop {

// Two versions of one note side by side, when another writer saved it while the user typed:
// theirs, saved, read-only, and the user's own, which they edit into the note to keep. Nothing
// typed is lost: the user's text is here until they choose. The dialog is closed only by a
// choice, as either one changes the note.
class NoteMergeDialog : public QDialog
{
    Q_OBJECT

public:
    NoteMergeDialog(const QString &paperTitle, const QString &theirs, const QString &mine, QWidget *parent = nullptr);

    // Accepted: save the user's note, as they left it here (mine()); rejected: keep theirs.
    // The user's note as they left it in the dialog.
    QString mine() const;

    void reject() override;

private:
    QPlainTextEdit *m_mine;
    bool m_keepTheirs = false;
};

} // namespace Lectern::Desktop
