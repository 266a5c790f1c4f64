// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QObject>

#include <functional>
#include <memory>

class QUndoCommand;
class QUndoStack;

namespace Lectern::Storage {
struct Change;
class LibrarySession;
class StorageError;
struct ReferenceSnapshot;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

class LibraryWorker;

// Every edit of the library the user can undo goes through here: each becomes a command on
// one undo stack, and the signals say what changed so that views refresh only that.
//
// Edits are written on the library's worker, never on the GUI thread: a command goes on the stack
// at once, and its redo and undo queue their writes in the order the user made them (so a read
// asked for after an edit sees it). The signals come when a write is done. A write that fails (a
// locked library, a lost server) changes nothing and is reported through failed(), one that meets
// damage also through damageFound(); its step leaves the stack, or, when later steps were made
// already and counted on it, the whole stack is cleared. An edit that turns out to change nothing
// (a title set to what it was) leaves no step either.
class LibraryEditor : public QObject
{
    Q_OBJECT

public:
    explicit LibraryEditor(QObject *parent = nullptr);
    ~LibraryEditor() override;

    // The worker edits are written on; null while no library is open. Edits of one library cannot
    // be undone in another: a new worker clears the stack.
    void setWorker(LibraryWorker *worker);
    QUndoStack *undoStack() const { return m_undoStack; }

    // basedOn: the title the user edited; another writer's since is not written over, and
    // titleConflict() tells.
    void setTitle(PaperId paper, const QString &title, const QString &basedOn);
    // The paper's record as corrected (Storage::ReferenceEditor): its title and abstract stay.
    void setReference(PaperId paper, const Paper &edited);
    // change gets every paper's state and this one's, and returns this one's new state (a toggle
    // looks at all of them); text names the edit in the Edit menu ("Undo %1").
    using ReadingChange = std::function<ReadingState(const QList<ReadingState> &all, ReadingState state)>;
    void changeReading(const QList<PaperId> &papers, const ReadingChange &change, const QString &text);
    // An unread paper shown for a while becomes "reading": written, but no undo step.
    void markOpened(PaperId paper);
    void addTag(const QList<PaperId> &papers, const QString &tag);
    // Several tags in one step of the undo stack.
    void addTags(const QList<PaperId> &papers, const QStringList &tags);
    void removeTag(const QList<PaperId> &papers, const Tag &tag);
    // merge: newName names another tag already, which takes in this one's papers (the step is
    // named so).
    void renameTag(const QString &tag, const QString &newName, bool merge = false);
    void deleteTag(const QString &tag);
    void setTagColor(const Tag &tag, const QString &color);
    void addHighlight(const Highlight &highlight);
    void removeHighlight(const Highlight &highlight);
    void setHighlightComment(const Highlight &highlight, const QString &comment);
    // The note editor saves at every pause in typing; the saves of one paper's note are one
    // step ("Edit Note") until finishNoteStep(), which the window calls when another paper is
    // shown. An empty text deletes the note. basedOn: the note's version the text was typed
    // over (Storage::NoteStore); a note another writer changed since is not written over, and
    // noteConflict() tells.
    void setNote(PaperId paper, const QString &markdown, qint64 basedOn);
    void finishNoteStep() { ++m_noteStep; }
    // Possible duplicates: two papers made one (Storage::PaperMerger), or said to be two.
    void mergePapers(PaperId kept, PaperId other);
    void markDistinct(PaperId first, PaperId second);
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
    // A new list named name with the papers of list, in its order.
    void duplicateList(const ReadingList &list, const QString &name);
    void deleteList(const ReadingList &list);
    void saveSearch(const QString &name, const QString &query);
    void renameSavedSearch(const SavedSearch &search, const QString &name);
    void deleteSavedSearch(const SavedSearch &search);

    // Whether an edit may be written now; when not, says why through failed().
    bool mayWrite();
    // Reports a failed write: failed(), and damageFound() when it met damage.
    void report(const Storage::StorageError &error);
    // A damaged library is written to no more: every edit fails until another library (or a
    // restored one) is set.
    void setDamaged(bool damaged) { m_damaged = damaged; }
    bool isDamaged() const { return m_damaged; }
    // A library another window edits is only read here: every edit fails, saying so.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    bool isReadOnly() const { return m_readOnly; }
    // The connection to the library's server is lost: every edit fails, saying so, until it is
    // opened again.
    void setUnreachable(bool unreachable) { m_unreachable = unreachable; }
    // The library's file was moved or removed by another program: every edit fails, saying so,
    // until a library is opened again.
    void setMoved(bool moved) { m_moved = moved; }
    bool isMoved() const { return m_moved; }
    // Why nothing is written to a library file moved away, and what to do.
    static QString movedText();

    // Changes written elsewhere (another window, the command line, another member of a team
    // library), as the library's change feed tells them: said through the same signals as the
    // edits made here, so that every view refreshes alike, each signal once for a batch. Those
    // the worker's own session wrote are left out: they were said when written.
    void tellChanges(const QList<Storage::Change> &changes);

    // What a write of a step did: what to say once it is done (on the GUI thread), or that it
    // changed nothing, and the step is not worth keeping.
    struct Outcome
    {
        std::function<void()> announce;
        bool changed = true;
    };
    // A write of a step, done on the worker.
    using Write = std::function<Outcome(Storage::LibrarySession &)>;
    // For the steps: queues a write of the step with this serial number (redoing: its redo, else
    // its undo); a failure is reported, and the step leaves the stack.
    void queue(quint64 command, const Write &write, bool redoing);
    template<typename Version>
    class OwnVersions;
    // For the note steps: the note before the step, as its first write read it.
    void noteBeforeRead(quint64 command, const QString &before);

Q_SIGNALS:
    void papersChanged(const QList<Lectern::PaperId> &papers);
    // Papers came or went, or changed as an import left them: every list and count may be different.
    void libraryChanged();
    // Two papers were said to be two, or that was taken back.
    void duplicatesChanged();
    void tagsChanged();
    void highlightsChanged(Lectern::PaperId paper);
    // Undone, redone, or written elsewhere; version: its row version now.
    void noteChanged(Lectern::PaperId paper, const QString &markdown, qint64 version);
    // A note typed here was saved, and is at this version now.
    void noteSaved(Lectern::PaperId paper, qint64 version);
    // A note typed here (mine) was not saved: another writer changed it since, to theirs.
    void noteConflict(Lectern::PaperId paper, const QString &theirs, qint64 theirsVersion, const QString &mine);
    // A title typed here (mine) was not saved: another writer changed it since, to theirs.
    void titleConflict(Lectern::PaperId paper, const QString &theirs, const QString &mine);
    // A paper gained its first note or lost its last: the count of papers with notes changed.
    void notedPapersChanged();
    void savedSearchesChanged();
    void listsChanged();
    // Another client made, changed or deleted a review, or recorded a decision: the reviews,
    // their progress and their agreement may differ.
    void reviewsChanged();
    void failed(const QString &message);
    // An edit met a damaged page of the library.
    void damageFound(const QString &message);

private:
    // Pushes a step whose redo and undo are written on the worker; done: the first redo was done
    // already (an import), and writes nothing.
    void push(const QString &text, Write redo, Write undo, bool done = false);
    void newList(const QString &text,
        const QString &name,
        const std::function<QList<PaperId>(Storage::LibrarySession &)> &papers);
    // Why nothing is written while the server is lost, and what to do.
    static QString lostText();
    // A step's write failed, or changed nothing: the step leaves the stack when it can.
    void drop(quint64 command, bool redoing, bool failed);
    // Where the step with this serial number stands on the stack; -1 when it is gone.
    int indexOf(quint64 command) const;

    LibraryWorker *m_worker = nullptr;
    bool m_damaged = false;
    bool m_readOnly = false;
    bool m_unreachable = false;
    bool m_moved = false;
    int m_noteStep = 0;
    quint64 m_lastCommand = 0;
    QUndoStack *m_undoStack;
    std::shared_ptr<OwnVersions<qint64>> m_ownNoteVersions;
    std::shared_ptr<OwnVersions<QString>> m_ownTitles;
};

} // namespace Lectern::Desktop
