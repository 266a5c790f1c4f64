// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace Lectern::Storage {
class ListStore;
class PaperRemover;
class PaperStore;
class ImportUndo;
struct ReferenceSnapshot;
class TagStore;
class HighlightStore;
class NoteStore;
class SavedSearchStore;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

// Every edit of the library the user can undo goes through here: each becomes a command on
// one undo stack, and the signals say what changed so that views refresh only that.
// A failed edit (a locked library, a refused name) changes nothing, is not put on the stack
// and is reported through failed(); one that meets damage also through damageFound().
class LibraryEditor : public QObject
{
    Q_OBJECT

public:
    struct Stores
    {
        Storage::PaperStore *papers = nullptr;
        Storage::TagStore *tags = nullptr;
        Storage::HighlightStore *highlights = nullptr;
        Storage::SavedSearchStore *savedSearches = nullptr;
        Storage::PaperRemover *remover = nullptr;
        Storage::ListStore *lists = nullptr;
        Storage::NoteStore *notes = nullptr;
        Storage::ImportUndo *imports = nullptr;
    };

    explicit LibraryEditor(QObject *parent = nullptr);

    // Edits of one library cannot be undone in another: changing the stores clears the stack.
    void setStores(const Stores &stores);
    QUndoStack *undoStack() const { return m_undoStack; }

    void setTitle(PaperId paper, const QString &title);
    // change gets each paper's state and returns the new one; text names the edit in the
    // Edit menu ("Undo %1").
    void changeReading(
        const QList<PaperId> &papers, const std::function<ReadingState(ReadingState)> &change, const QString &text);
    // An unread paper shown for a while becomes "reading": written at once, not an undo step.
    void markOpened(PaperId paper);
    void addTag(const QList<PaperId> &papers, const QString &tag);
    void removeTag(const QList<PaperId> &papers, const Tag &tag);
    void renameTag(const QString &tag, const QString &newName);
    void deleteTag(const QString &tag);
    void setTagColor(const Tag &tag, const QString &color);
    void addHighlight(const Highlight &highlight);
    void removeHighlight(const Highlight &highlight);
    void setHighlightComment(const Highlight &highlight, const QString &comment);
    // The note editor saves at every pause in typing; the saves of one paper's note are one
    // step ("Edit Note") until finishNoteStep(), which the window calls when another paper is
    // shown. An empty text deletes the note.
    void setNote(PaperId paper, const QString &markdown);
    void finishNoteStep() { ++m_noteStep; }
    // Deleted papers take their tags, notes, highlights and list places along; undo puts all back.
    void deletePapers(const QList<PaperId> &papers);
    void deleteCollection(const Collection &collection);
    // An import that just ended, as one step: undoing it deletes the papers it added and gives
    // the papers it merged records into their data from before (mergedBefore, as the import took
    // it before each merge). text names it in the Edit menu.
    void recordImport(
        const QList<PaperId> &added, const QList<Storage::ReferenceSnapshot> &mergedBefore, const QString &text);
    // The papers an import changed: those it added and, once each, those it merged into.
    static qsizetype importedPapers(const QList<PaperId> &added, const QList<Storage::ReferenceSnapshot> &mergedBefore);
    // Reading lists. A new list may start with papers; adding papers puts them at its end.
    void createList(const QString &name, const QList<PaperId> &papers = {});
    void addToList(const ReadingList &list, const QList<PaperId> &papers);
    void removeFromList(const ReadingList &list, const QList<PaperId> &papers);
    // order: the list's papers as they should stand.
    void reorderList(const ReadingList &list, const QList<PaperId> &order);
    void renameList(const ReadingList &list, const QString &name);
    void setListDescription(const ReadingList &list, const QString &description);
    void duplicateList(const ReadingList &list, const QString &name);
    void deleteList(const ReadingList &list);
    void saveSearch(const QString &name, const QString &query);
    void renameSavedSearch(const SavedSearch &search, const QString &name);
    void deleteSavedSearch(const SavedSearch &search);

    // For the commands: run an edit, reporting a failure. True when it succeeded.
    bool attempt(const std::function<void()> &edit);
    // A damaged library is written to no more: every edit fails until another library (or a
    // restored one) is set.
    void setDamaged(bool damaged) { m_damaged = damaged; }
    bool isDamaged() const { return m_damaged; }
    // A library another window edits is only read here: every edit fails, saying so.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    bool isReadOnly() const { return m_readOnly; }
    const Stores &stores() const { return m_stores; }

Q_SIGNALS:
    void papersChanged(const QList<Lectern::PaperId> &papers);
    // Papers came or went, or changed as an import left them: every list and count may be different.
    void libraryChanged();
    void tagsChanged();
    void highlightsChanged(Lectern::PaperId paper);
    void noteChanged(Lectern::PaperId paper, const QString &markdown);
    // A paper gained its first note or lost its last: the count of papers with notes changed.
    void notedPapersChanged();
    void savedSearchesChanged();
    void listsChanged();
    void failed(const QString &message);
    // An edit met a damaged page of the library.
    void damageFound(const QString &message);

private:
    Stores m_stores;
    bool m_damaged = false;
    bool m_readOnly = false;
    int m_noteStep = 0;
    QUndoStack *m_undoStack;
};

} // namespace Lectern::Desktop
