// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/query.h"
#include "storage/notestore.h"
#include "storage/paperhistory.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace Lectern::Desktop {

class AbstractView;
class BylineLabel;
class HistoryList;
class NoteEditor;
class OthersNotesView;
class ReferenceView;
class TagEditor;

// The paper being read: title (italic when inferred), where it comes from, the last thing done
// to it, its tags, the rendered abstract with highlights (or the record's fields, or its
// history), the list of highlights, and the note. It edits nothing
// itself: every change is asked for through a signal, so the window can make it undoable.
class PaperDetailView : public QWidget
{
    Q_OBJECT

public:
    explicit PaperDetailView(QWidget *parent = nullptr);

    void setPaper(const std::optional<PaperDetails> &details);
    // Updates what may change while the same paper is shown, keeping scroll position and note.
    void setTags(const QList<Tag> &tags);
    void setHighlights(const QList<Highlight> &highlights);
    // Who did what to the paper shown, newest first.
    void setHistory(const QList<Storage::PaperEvent> &events);
    // The other members' notes on the paper shown, below the reader's own.
    void setOthersNotes(const QList<Storage::NoteStore::MemberNote> &notes);
    void setSearchTerms(const QList<Search::Term> &terms);
    void setKnownTags(const QStringList &names);

    PaperId paperId() const { return m_paperId; }
    QString title() const;
    AbstractView *abstractView() const { return m_abstract; }
    ReferenceView *referenceView() const { return m_reference; }
    // Shows the record's fields in place of the abstract, or the abstract again.
    void showReference(bool shown);
    bool showsReference() const;
    // Shows the paper's history in place of the abstract, or the abstract again.
    void showHistory(bool shown);
    bool showsHistory() const;
    HistoryList *historyList() const { return m_history; }
    // The last thing done to the paper, as the pane says it under the authors.
    QString lastActivity() const;
    TagEditor *tagEditor() const { return m_tags; }
    NoteEditor *noteEditor() const { return m_note; }
    OthersNotesView *othersNotesView() const { return m_othersNotes; }
    QListWidget *highlightList() const { return m_highlightList; }

    // The split between abstract and note, for QSettings.
    QByteArray saveState() const;
    void restoreState(const QByteArray &state);

    // A library only read here: nothing on the pane invites an edit.
    void setReadOnly(bool readOnly);

    // Asks to highlight the selected passage; false when nothing is selected.
    bool highlightSelection(HighlightColor color, const QString &comment = {});

Q_SIGNALS:
    void tagAdded(const QString &name);
    void tagRemoved(const Lectern::Tag &tag);
    void tagActivated(const QString &name);
    void highlightRequested(const Lectern::Highlight &highlight);
    void highlightRemoveRequested(const Lectern::Highlight &highlight);
    void highlightCommentRequested(const Lectern::Highlight &highlight, const QString &comment);
    void noteChanged(Lectern::PaperId paper, const QString &markdown, qint64 basedOn);
    void referenceEditRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The title and the abstract are larger than the application's font, and follow it.
    void applyFonts();
    QMenu *highlightMenu(QWidget *parent);
    void highlightWithComment();
    void showAbstractMenu(const QPoint &position);
    void showHighlightMenu(const QPoint &position);
    const Highlight *currentHighlight() const;
    // The abstract, the record's fields or the history, and the buttons that say which.
    void showPage(QWidget *page);

    PaperId m_paperId = 0;
    bool m_readOnly = false;
    QList<Highlight> m_highlights;
    QLabel *m_title;
    QString m_plainTitle; // as the list shows it
    BylineLabel *m_source;
    QLabel *m_activity;
    TagEditor *m_tags;
    AbstractView *m_abstract;
    ReferenceView *m_reference;
    HistoryList *m_history;
    QStackedWidget *m_reading;
    QWidget *m_page; // the abstract, the record's fields or the history, as chosen
    QToolButton *m_referenceButton;
    QToolButton *m_historyButton;
    QToolButton *m_sourceButton;
    QToolButton *m_highlightButton;
    QListWidget *m_highlightList;
    NoteEditor *m_note;
    OthersNotesView *m_othersNotes;
    QSplitter *m_splitter;
};

// The translated name of a highlight colour, for menus.
QString highlightColorText(HighlightColor color);

} // namespace Lectern::Desktop
