// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <KSyntaxHighlighting/Theme>

#include <QWidget>

class QAction;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace Lectern::Desktop {

class AbstractBrowser;

// The Markdown note of one paper: a plain-text editor coloured by KSyntaxHighlighting with a
// theme that follows the light or dark palette, and a read-only preview of the rendered note.
//
// Edits are saved by the owner: noteChanged() is emitted a moment after typing pauses, and at
// once by flush(), by setNote() before another note replaces the edited one, and when the
// editor loses focus or is hidden. The owner calls flush() before quitting; the destructor
// emits nothing.
class NoteEditor : public QWidget
{
    Q_OBJECT

public:
    explicit NoteEditor(QWidget *parent = nullptr);

    // Shows the note of a paper (0: none, and the editor is disabled), at its row version
    // (Storage::NoteStore). Pending edits of the note shown until now are emitted first;
    // setNote() itself never emits. Setting the text already shown keeps the cursor and the undo
    // history.
    void setNote(PaperId paper, const QString &markdown, qint64 version = 0);
    PaperId paperId() const { return m_paperId; }
    // The version of the note the text shown is based on: edits are saved over it.
    qint64 version() const { return m_version; }
    // The owner saved the note at a new version.
    void setSavedVersion(PaperId paper, qint64 version);
    // The note is shown, and cannot be changed.
    void setReadOnly(bool readOnly);
    QString text() const;

    // True when there are edits that noteChanged() has not reported yet.
    bool hasPendingChanges() const { return m_pending; }
    // Emits noteChanged() now if there are pending edits.
    void flush();
    // Forgets that there are edits to save: the owner saves the text another way.
    void discardPendingChanges();

    QPlainTextEdit *editor() const { return m_editor; }
    AbstractBrowser *preview() const { return m_preview; }
    // The checkable "Preview" action (Ctrl+Shift+P while the note has the focus).
    QAction *previewAction() const { return m_previewAction; }

    bool isPreviewShown() const;
    void setPreviewShown(bool shown);

    // The syntax-highlighting theme in use, chosen from the palette.
    KSyntaxHighlighting::Theme theme() const;

Q_SIGNALS:
    // basedOn: the version the text was based on.
    void noteChanged(Lectern::PaperId paper, const QString &markdown, qint64 basedOn);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onTextChanged();
    void applyTheme();
    void renderPreview();
    void showPlaceholder();

    PaperId m_paperId = 0;
    qint64 m_version = 0;
    bool m_pending = false;
    bool m_loading = false;
    bool m_readOnly = false;
    QPlainTextEdit *m_editor;
    AbstractBrowser *m_preview;
    QStackedWidget *m_stack;
    QAction *m_previewAction;
    QTimer *m_autosave;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
};

} // namespace Lectern::Desktop
