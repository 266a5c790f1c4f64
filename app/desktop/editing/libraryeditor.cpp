// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"

#include "core/tagname.h"
#include "storage/changelog.h"
#include "storage/duplicatefinder.h"
#include "storage/highlightstore.h"
#include "storage/librarysession.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/papermerger.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/referenceeditor.h"
#include "storage/referencesnapshots.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"
#include "tasks/libraryworker.h"

#include <QSet>
#include <QUndoCommand>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace Lectern::Desktop {
namespace {

using Write = LibraryEditor::Write;
using Outcome = LibraryEditor::Outcome;

// A step on the stack whose writes are done on the worker. Its serial number finds it again when
// a write ends: by then the stack may have deleted it.
class QueuedCommand : public QUndoCommand
{
public:
    QueuedCommand(LibraryEditor *editor, quint64 serial, const QString &text)
        : QUndoCommand(text), m_editor(editor), m_serial(serial)
    {
    }
    quint64 serial() const { return m_serial; }

protected:
    // Queues a write; a library that may not be written leaves the step obsolete, so that the
    // stack drops it instead of holding a step that did not happen.
    void queue(const Write &write, bool redoing)
    {
        if (m_editor->mayWrite())
            m_editor->queue(m_serial, write, redoing);
        else
            setObsolete(true);
    }

    LibraryEditor *m_editor;

private:
    quint64 m_serial;
};

// An edit as two writes.
class EditCommand : public QueuedCommand
{
public:
    EditCommand(LibraryEditor *editor, quint64 serial, const QString &text, Write redo, Write undo, bool done)
        : QueuedCommand(editor, serial, text), m_redo(std::move(redo)), m_undo(std::move(undo)), m_skipRedo(done)
    {
    }

    void redo() override
    {
        // The first redo of a step already done (an import) writes nothing.
        if (std::exchange(m_skipRedo, false))
            return;
        queue(m_redo, true);
    }
    void undo() override { queue(m_undo, false); }

private:
    Write m_redo;
    Write m_undo;
    bool m_skipRedo;
};

} // namespace

// The versions of a paper's note or title this editor's own writes replaced, used on the worker
// only. A save is based on the version the window showed; when the editor itself wrote over that
// version since, the save is based on what it wrote: only another writer's change is a conflict.
template<typename Version>
class LibraryEditor::OwnVersions
{
public:
    Version newest(PaperId paper, Version version) const
    {
        const QHash<Version, Version> next = m_next.value(paper);
        // The bound keeps a version written again (a title typed back) from looping.
        for (qsizetype steps = 0; next.contains(version) && steps < next.size(); ++steps)
            version = next.value(version);
        return version;
    }
    void wrote(PaperId paper, const Version &from, const Version &to) { m_next[paper].insert(from, to); }

private:
    QHash<PaperId, QHash<Version, Version>> m_next;
};

namespace {

// One paper's note from before its first save of a step to after its last: the saves merge.
// Each write is based on the version the note editor showed; one that meets another writer's
// change is not written, and the editor is told, with both texts, to merge them.
class NoteCommand : public QueuedCommand
{
public:
    NoteCommand(LibraryEditor *editor,
        quint64 serial,
        PaperId paper,
        int step,
        const QString &after,
        qint64 basedOn,
        std::shared_ptr<LibraryEditor::OwnVersions<qint64>> versions)
        : QueuedCommand(editor, serial, LibraryEditor::tr("Edit Note"))
        , m_paper(paper)
        , m_step(step)
        , m_after(after)
        , m_basedOn(basedOn)
        , m_versions(std::move(versions))
        , m_before(std::make_shared<std::optional<QString>>())
    {
    }

    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const NoteCommand *>(other);
        if (next->m_paper != m_paper || next->m_step != m_step)
            return false;
        m_after = next->m_after;
        // Typed and taken back: no step is left (once the note before is known here).
        setObsolete(m_knownBefore && *m_knownBefore == m_after);
        return true;
    }
    // Returns whether the step has come back to the note before it: typed and taken back before
    // the first write told what was there.
    bool setKnownBefore(const QString &before)
    {
        m_knownBefore = before;
        return before == m_after;
    }

    void redo() override { queue(write(m_after, std::exchange(m_saved, true)), true); }
    void undo() override { queue(write(std::nullopt, true), false); }

private:
    // Writes after, or without it the note from before the step. The first save is the user's
    // own typing: the note editor shows it already, and is not told (it may have more by then).
    Write write(const std::optional<QString> &after, bool tell) const
    {
        const bool undoing = !after;
        return [editor = m_editor,
                   serial = serial(),
                   paper = m_paper,
                   after,
                   tell,
                   undoing,
                   before = m_before,
                   basedOn = m_basedOn,
                   versions = m_versions](Storage::LibrarySession &library) {
            // The note before the step is read by its first write, on the worker, as all of
            // the step's writes are: no other thread touches it.
            const QString current = library.notes().note(paper);
            const bool first = !before->has_value();
            if (first)
                *before = current;
            const QString to = undoing ? **before : *after;
            if (to == current && !undoing)
                return Outcome{ {}, false };
            const qint64 from = versions->newest(paper, basedOn);
            const std::optional<qint64> written = library.notes().saveNote(paper, to, from);
            if (!written)
                return conflict(editor, paper, to, undoing, library.notes().versionedNote(paper));
            versions->wrote(paper, from, *written);
            const bool notedChanged = current.trimmed().isEmpty() != to.trimmed().isEmpty();
            return Outcome{
                [editor, serial, paper, to, version = *written, tell, first, notedChanged, known = **before] {
                    if (first)
                        editor->noteBeforeRead(serial, known);
                    Q_EMIT editor->noteSaved(paper, version);
                    if (tell)
                        Q_EMIT editor->noteChanged(paper, to, version);
                    if (notedChanged)
                        Q_EMIT editor->notedPapersChanged();
                }
            };
        };
    }

    // Another writer changed the note since: nothing was written, and the step is dropped. The
    // text typed goes to the editor with theirs, to be merged; an undo is refused in words.
    static Outcome conflict(LibraryEditor *editor,
        PaperId paper,
        const QString &mine,
        bool undoing,
        const Storage::NoteStore::Versioned &theirs)
    {
        if (undoing) {
            return Outcome{ [editor] {
                               Q_EMIT editor->failed(LibraryEditor::tr(
                                   "the note was changed by someone else since; undoing would write over it"));
                           },
                false };
        }
        return Outcome{ [editor, paper, mine, theirs] {
                           Q_EMIT editor->noteConflict(paper, theirs.markdown, theirs.version, mine);
                       },
            false };
    }

    PaperId m_paper;
    int m_step;
    QString m_after;
    qint64 m_basedOn;
    std::shared_ptr<LibraryEditor::OwnVersions<qint64>> m_versions;
    bool m_saved = false;
    // Read and written on the worker only.
    std::shared_ptr<std::optional<QString>> m_before;
    // The note before the step, here once its first write told it.
    std::optional<QString> m_knownBefore;
};

QString quoted(const QString &text)
{
    return LibraryEditor::tr("“%1”").arg(text);
}

} // namespace

LibraryEditor::LibraryEditor(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_ownNoteVersions(std::make_shared<OwnVersions<qint64>>())
    , m_ownTitles(std::make_shared<OwnVersions<QString>>())
{
}

LibraryEditor::~LibraryEditor() = default;

void LibraryEditor::tellChanges(const QList<Storage::Change> &changes)
{
    using Kind = Storage::Change::Kind;
    if (!m_worker)
        return;
    QList<Kind> kinds;
    QList<PaperId> changedPapers;
    QSet<PaperId> highlighted;
    QSet<PaperId> noted;
    bool everyPaper = false;
    for (const Storage::Change &change : changes) {
        if (change.origin == m_worker->origin())
            continue;
        if (!kinds.contains(change.kind))
            kinds.append(change.kind);
        if (change.kind == Kind::Papers) {
            everyPaper = everyPaper || change.papers.isEmpty();
            changedPapers.append(change.papers);
        }
        if (change.kind == Kind::Highlights)
            highlighted.unite(QSet<PaperId>(change.papers.cbegin(), change.papers.cend()));
        if (change.kind == Kind::Note)
            noted.unite(QSet<PaperId>(change.papers.cbegin(), change.papers.cend()));
    }
    if (kinds.contains(Kind::Library) || everyPaper)
        Q_EMIT libraryChanged();
    else if (!changedPapers.isEmpty())
        Q_EMIT papersChanged(changedPapers);
    if (kinds.contains(Kind::Tags))
        Q_EMIT tagsChanged();
    if (kinds.contains(Kind::Lists))
        Q_EMIT listsChanged();
    if (kinds.contains(Kind::SavedSearches))
        Q_EMIT savedSearchesChanged();
    if (kinds.contains(Kind::Duplicates))
        Q_EMIT duplicatesChanged();
    if (kinds.contains(Kind::Reviews) || kinds.contains(Kind::Decisions))
        Q_EMIT reviewsChanged();
    for (const PaperId paper : std::as_const(highlighted))
        Q_EMIT highlightsChanged(paper);
    if (kinds.contains(Kind::Note))
        Q_EMIT notedPapersChanged();
    for (const PaperId paper : std::as_const(noted)) {
        m_worker->read<Storage::NoteStore::Versioned>(
            [paper](Storage::LibrarySession &library) { return library.notes().versionedNote(paper); },
            [this, paper](
                const Storage::NoteStore::Versioned &note) { Q_EMIT noteChanged(paper, note.markdown, note.version); });
    }
}

void LibraryEditor::setWorker(LibraryWorker *worker)
{
    m_undoStack->clear();
    m_worker = worker;
    // Read by the old worker's writes until they end: each library has its own.
    m_ownNoteVersions = std::make_shared<OwnVersions<qint64>>();
    m_ownTitles = std::make_shared<OwnVersions<QString>>();
    m_unreachable = false;
}

bool LibraryEditor::mayWrite()
{
    if (m_damaged) {
        Q_EMIT failed(tr("the library is damaged, and nothing more is written to it: restore a backup (File → "
                         "Restore from Backup…)"));
        return false;
    }
    if (m_readOnly) {
        Q_EMIT failed(tr("the library is open in another Lectern window, and this one only reads it"));
        return false;
    }
    if (m_unreachable) {
        Q_EMIT failed(lostText());
        return false;
    }
    if (m_moved) {
        Q_EMIT failed(movedText());
        return false;
    }
    return m_worker != nullptr;
}

QString LibraryEditor::movedText()
{
    return tr("the library file was moved, removed or replaced by another program: open it again (File → Open "
              "Library…)");
}

QString LibraryEditor::lostText()
{
    return tr("the connection to the library's server was lost: reconnect first (File → Reconnect)");
}

void LibraryEditor::report(const Storage::StorageError &error)
{
    // A lost server's own words run over several lines; the window's connection status has them.
    Q_EMIT failed(error.isUnreachable() ? lostText() : error.message());
    if (error.isDamage()) {
        m_damaged = true;
        Q_EMIT damageFound(error.message());
    }
}

void LibraryEditor::push(const QString &text, Write redo, Write undo, bool done)
{
    if (!done && !mayWrite())
        return;
    m_undoStack->push(new EditCommand(this, ++m_lastCommand, text, std::move(redo), std::move(undo), done));
}

void LibraryEditor::queue(quint64 command, const Write &write, bool redoing)
{
    m_worker->write(
        [this, command, write, redoing](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            const Outcome outcome = write(library);
            return [this, command, outcome, redoing] {
                if (!outcome.changed)
                    drop(command, redoing, false);
                if (outcome.announce)
                    outcome.announce();
            };
        },
        [this, command, redoing](const Storage::StorageError &error) {
            report(error);
            drop(command, redoing, true);
        });
}

int LibraryEditor::indexOf(quint64 command) const
{
    for (int i = 0; i < m_undoStack->count(); ++i) {
        if (static_cast<const QueuedCommand *>(m_undoStack->command(i))->serial() == command)
            return i;
    }
    return -1;
}

void LibraryEditor::drop(quint64 command, bool redoing, bool failed)
{
    const int at = indexOf(command);
    if (at < 0)
        return; // gone with the stack cleared, or merged into the step before
    // An obsolete step leaves the stack without being undone or redone again: the one just done
    // through undo(), the one just undone through redo().
    const int index = m_undoStack->index();
    if (redoing && at == index - 1) {
        const_cast<QUndoCommand *>(m_undoStack->command(at))->setObsolete(true);
        m_undoStack->undo();
    } else if (!redoing && at == index) {
        const_cast<QUndoCommand *>(m_undoStack->command(at))->setObsolete(true);
        m_undoStack->redo();
    } else if (failed) {
        // Steps were made since, which counted on this one: none of them can be trusted to undo.
        m_undoStack->clear();
    }
}

void LibraryEditor::noteBeforeRead(quint64 command, const QString &before)
{
    const int at = indexOf(command);
    if (at < 0 || m_undoStack->command(at)->id() != 1)
        return;
    auto *note = static_cast<NoteCommand *>(const_cast<QUndoCommand *>(m_undoStack->command(at)));
    if (note->setKnownBefore(before))
        drop(command, true, false); // a step that changed nothing
}

void LibraryEditor::setNote(PaperId paper, const QString &markdown, qint64 basedOn)
{
    if (mayWrite()) {
        m_undoStack->push(
            new NoteCommand(this, ++m_lastCommand, paper, m_noteStep, markdown, basedOn, m_ownNoteVersions));
    }
}

void LibraryEditor::deletePapers(const QList<PaperId> &papers)
{
    if (papers.isEmpty())
        return;
    auto removed = std::make_shared<Storage::RemovedPapers>();
    push(
        tr("Delete %n Paper(s)", nullptr, int(papers.size())),
        [this, papers, removed](Storage::LibrarySession &library) {
            *removed = library.remover().removePapers(papers);
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        },
        [this, removed](Storage::LibrarySession &library) {
            library.remover().restore(*removed);
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        });
}

void LibraryEditor::deleteCollection(const Collection &collection)
{
    auto removed = std::make_shared<Storage::RemovedPapers>();
    push(
        tr("Delete Collection %1").arg(quoted(collection.name)),
        [this, id = collection.id, removed](Storage::LibrarySession &library) {
            *removed = library.remover().removeCollection(id);
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        },
        [this, removed](Storage::LibrarySession &library) {
            library.remover().restore(*removed);
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        });
}

void LibraryEditor::recordImport(
    const QList<PaperId> &added, const QList<Storage::ReferenceSnapshot> &mergedBefore, const QString &text)
{
    if (added.isEmpty() && mergedBefore.isEmpty())
        return;
    auto undone = std::make_shared<std::optional<Storage::ImportUndo::Undone>>();
    // The import is done: the step goes on the stack without a first write.
    push(
        text,
        [this, undone](Storage::LibrarySession &library) {
            library.imports().redo(undone->value());
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        },
        [this, added, mergedBefore, undone](Storage::LibrarySession &library) {
            *undone = library.imports().undo(added, mergedBefore);
            return Outcome{ [this] { Q_EMIT libraryChanged(); } };
        },
        true);
}

qsizetype LibraryEditor::importedPapers(
    const QList<PaperId> &added, const QList<Storage::ReferenceSnapshot> &mergedBefore)
{
    QSet<PaperId> papers(added.cbegin(), added.cend());
    for (const Storage::ReferenceSnapshot &snapshot : mergedBefore)
        papers.insert(snapshot.paper);
    return papers.size();
}

void LibraryEditor::createList(const QString &name, const QList<PaperId> &papers)
{
    newList(tr("New Reading List %1").arg(quoted(name.simplified())), name, [papers](Storage::LibrarySession &) {
        return papers;
    });
}

void LibraryEditor::duplicateList(const ReadingList &list, const QString &name)
{
    // The papers are read when the copy is made, as the list stands after the edits before it.
    auto papers = std::make_shared<std::optional<QList<PaperId>>>();
    newList(tr("New Reading List %1").arg(quoted(name.simplified())),
        name,
        [papers, source = list.id](Storage::LibrarySession &library) {
            if (!*papers)
                *papers = library.lists().papers(source);
            return **papers;
        });
}

void LibraryEditor::newList(
    const QString &text, const QString &name, const std::function<QList<PaperId>(Storage::LibrarySession &)> &papers)
{
    // The list keeps its id through undo and redo, so later commands that name it stay right.
    auto id = std::make_shared<ReadingListId>(0);
    push(
        text,
        [this, name, papers, id](Storage::LibrarySession &library) {
            const QList<PaperId> members = papers(library);
            *id = library.lists().create({ *id, name, {}, 0 });
            library.lists().addPapers(*id, members);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        },
        [this, id](Storage::LibrarySession &library) {
            library.lists().remove(*id);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        });
}

void LibraryEditor::addToList(const ReadingList &list, const QList<PaperId> &papers)
{
    auto added = std::make_shared<QList<PaperId>>();
    push(
        tr("Add to %1").arg(quoted(list.name)),
        [this, list, papers, added](Storage::LibrarySession &library) {
            *added = library.lists().addPapers(list.id, papers);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        },
        [this, list, added](Storage::LibrarySession &library) {
            library.lists().removePapers(list.id, *added);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        });
}

void LibraryEditor::removeFromList(const ReadingList &list, const QList<PaperId> &papers)
{
    auto order = std::make_shared<QList<PaperId>>();
    push(
        tr("Remove from %1").arg(quoted(list.name)),
        [this, list, papers, order](Storage::LibrarySession &library) {
            *order = library.lists().papers(list.id);
            library.lists().removePapers(list.id, papers);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        },
        [this, list, papers, order](Storage::LibrarySession &library) {
            library.lists().addPapers(list.id, papers);
            library.lists().setOrder(list.id, *order);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        });
}

void LibraryEditor::reorderList(const ReadingList &list, const QList<PaperId> &order)
{
    auto before = std::make_shared<QList<PaperId>>();
    push(
        tr("Reorder %1").arg(quoted(list.name)),
        [this, list, order, before](Storage::LibrarySession &library) {
            *before = library.lists().papers(list.id);
            if (*before == order)
                return Outcome{ {}, false };
            library.lists().setOrder(list.id, order);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        },
        [this, list, before](Storage::LibrarySession &library) {
            library.lists().setOrder(list.id, *before);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        });
}

void LibraryEditor::renameList(const ReadingList &list, const QString &name)
{
    const auto rename = [this, id = list.id](const QString &to) {
        return [this, id, to](Storage::LibrarySession &library) {
            library.lists().rename(id, to);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        };
    };
    push(tr("Rename List %1").arg(quoted(list.name)), rename(name), rename(list.name));
}

void LibraryEditor::setListDescription(const ReadingList &list, const QString &description)
{
    const auto describe = [this, id = list.id](const QString &text) {
        return [this, id, text](Storage::LibrarySession &library) {
            library.lists().setDescription(id, text);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        };
    };
    push(tr("Describe %1").arg(quoted(list.name)), describe(description), describe(list.description));
}

void LibraryEditor::deleteList(const ReadingList &list)
{
    auto papers = std::make_shared<QList<PaperId>>();
    push(
        tr("Delete List %1").arg(quoted(list.name)),
        [this, list, papers](Storage::LibrarySession &library) {
            *papers = library.lists().papers(list.id);
            library.lists().remove(list.id);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        },
        [this, list, papers](Storage::LibrarySession &library) {
            library.lists().create(list);
            library.lists().addPapers(list.id, *papers);
            return Outcome{ [this] { Q_EMIT listsChanged(); } };
        });
}

void LibraryEditor::setTitle(PaperId paper, const QString &title, const QString &basedOn)
{
    // The paper before, read by the first write. Each write replaces only the title it expects:
    // another writer's title is never written over.
    auto before = std::make_shared<std::optional<Paper>>();
    push(
        tr("Edit Title"),
        [this, paper, title, basedOn, before, ownTitles = m_ownTitles](Storage::LibrarySession &library) {
            const bool first = !*before;
            if (first)
                *before = library.papers().paper(paper);
            if (!*before || (*before)->title == title)
                return Outcome{ {}, false };
            // A second edit made before the list showed the first is based on the first.
            const QString from = first ? ownTitles->newest(paper, basedOn) : (*before)->title;
            if (!library.papers().replaceTitle(paper, title, from)) {
                const std::optional<Paper> now = library.papers().paper(paper);
                return Outcome{ [this, paper, theirs = now ? now->title : QString(), title] {
                                   Q_EMIT titleConflict(paper, theirs, title);
                               },
                    false };
            }
            ownTitles->wrote(paper, from, title);
            return Outcome{ [this, paper] { Q_EMIT papersChanged({ paper }); } };
        },
        [this, paper, title, before](Storage::LibrarySession &library) {
            if (!library.papers().replaceTitle(paper, (*before)->title, title, (*before)->titleInferred)) {
                return Outcome{ [this] {
                                   Q_EMIT failed(
                                       tr("the title was changed by someone else since; undoing would write over it"));
                               },
                    false };
            }
            return Outcome{ [this, paper] { Q_EMIT papersChanged({ paper }); } };
        });
}

void LibraryEditor::setReference(PaperId paper, const Paper &edited)
{
    // The record before and after, as the first write found and left it.
    auto change = std::make_shared<std::optional<Storage::ReferenceEditor::Change>>();
    const auto changed = [this, paper] { Q_EMIT papersChanged({ paper }); };
    push(
        tr("Edit Reference"),
        [paper, edited, change, changed](Storage::LibrarySession &library) {
            if (*change) {
                Storage::ReferenceSnapshots(library.database()).restore({ (*change)->after });
                return Outcome{ changed };
            }
            *change = Storage::ReferenceEditor(library.database()).replace(paper, edited);
            return Outcome{ changed, change->has_value() };
        },
        [change, changed](Storage::LibrarySession &library) {
            Storage::ReferenceSnapshots(library.database()).restore({ (*change)->before });
            return Outcome{ changed };
        });
}

void LibraryEditor::mergePapers(PaperId kept, PaperId other)
{
    auto merged = std::make_shared<std::optional<Storage::PaperMerger::Merged>>();
    const auto changed = [this] { Q_EMIT libraryChanged(); };
    push(
        tr("Merge Papers"),
        [kept, other, merged, changed](Storage::LibrarySession &library) {
            const Storage::PaperMerger merger(library.database());
            if (*merged)
                merger.redo(**merged);
            else
                *merged = merger.merge(kept, other);
            return Outcome{ changed };
        },
        [merged, changed](Storage::LibrarySession &library) {
            Storage::PaperMerger(library.database()).undo(**merged);
            return Outcome{ changed };
        });
}

void LibraryEditor::markDistinct(PaperId first, PaperId second)
{
    const auto changed = [this] { Q_EMIT duplicatesChanged(); };
    push(
        tr("Mark as Distinct Papers"),
        [first, second, changed](Storage::LibrarySession &library) {
            Storage::DuplicateFinder(library.database()).markDistinct(first, second);
            return Outcome{ changed };
        },
        [first, second, changed](Storage::LibrarySession &library) {
            Storage::DuplicateFinder(library.database()).unmarkDistinct(first, second);
            return Outcome{ changed };
        });
}

void LibraryEditor::changeReading(const QList<PaperId> &papers, const ReadingChange &change, const QString &text)
{
    if (papers.isEmpty())
        return;
    // The states before and after, worked out by the first write from the states it reads.
    struct States
    {
        QHash<PaperId, ReadingState> before;
        QHash<PaperId, ReadingState> after;
    };
    auto states = std::make_shared<std::optional<States>>();
    const auto write = [this](const QHash<PaperId, ReadingState> &written, Storage::LibrarySession &library) {
        library.papers().setReadingStates(written);
        return Outcome{ [this, touched = written.keys()] { Q_EMIT papersChanged(touched); } };
    };
    push(
        text,
        [papers, change, states, write](Storage::LibrarySession &library) {
            if (!*states) {
                States found;
                found.before = library.papers().readingStates(papers);
                const QList<ReadingState> all = found.before.values();
                for (auto it = found.before.cbegin(); it != found.before.cend(); ++it) {
                    const ReadingState changed = change(all, *it);
                    if (changed != *it)
                        found.after.insert(it.key(), changed);
                }
                found.before.removeIf([&found](const auto &entry) { return !found.after.contains(entry.key()); });
                *states = std::move(found);
            }
            if ((*states)->after.isEmpty())
                return Outcome{ {}, false };
            return write((*states)->after, library);
        },
        [states, write](Storage::LibrarySession &library) { return write((*states)->before, library); });
}

void LibraryEditor::markOpened(PaperId paper)
{
    if (m_readOnly || m_damaged || m_unreachable || m_moved || !m_worker)
        return; // a mark the user did not ask for is no failure to report
    m_worker->write(
        [this, paper](Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            ReadingState state = library.papers().readingStates({ paper }).value(paper);
            if (state.status != ReadingStatus::Unread)
                return {};
            state.status = ReadingStatus::Reading;
            library.papers().setReadingStates({ { paper, state } });
            return [this, paper] { Q_EMIT papersChanged({ paper }); };
        },
        [this](const Storage::StorageError &error) { report(error); });
}

void LibraryEditor::addTag(const QList<PaperId> &papers, const QString &tag)
{
    addTags(papers, { tag });
}

void LibraryEditor::addTags(const QList<PaperId> &papers, const QStringList &tags)
{
    QStringList names; // checked and tidied
    QStringList shown;
    for (const QString &tag : tags) {
        const TagName name = TagName::check(tag);
        if (!name.isValid()) {
            Q_EMIT failed(name.error);
            return;
        }
        names.append(name.name);
        shown.append(quoted(name.name));
    }
    if (names.isEmpty())
        return;
    auto done = std::make_shared<QList<Storage::TagAssignment>>();
    const QString text = shown.join(QStringLiteral(", "));
    push(
        papers.size() == 1 ? tr("Tag with %1").arg(text)
                           : tr("Tag %n Papers with %1", nullptr, static_cast<int>(papers.size())).arg(text),
        [this, papers, names, done](Storage::LibrarySession &library) {
            done->clear();
            QList<PaperId> touched;
            Storage::Transaction transaction(library.database().connectionName()); // all the tags or none
            for (const QString &name : names) {
                done->append(library.tags().addToPapers(name, papers));
                touched += done->back().papers;
            }
            transaction.commit();
            return Outcome{ [this, touched] {
                Q_EMIT papersChanged(touched);
                Q_EMIT tagsChanged();
            } };
        },
        [this, done](Storage::LibrarySession &library) {
            QList<PaperId> touched;
            Storage::Transaction transaction(library.database().connectionName());
            for (auto assignment = done->crbegin(); assignment != done->crend(); ++assignment) {
                library.tags().removeFromPapers(assignment->tag, assignment->papers);
                if (assignment->created)
                    library.tags().deleteTag(assignment->tag);
                touched += assignment->papers;
            }
            transaction.commit();
            return Outcome{ [this, touched] {
                Q_EMIT papersChanged(touched);
                Q_EMIT tagsChanged();
            } };
        });
}

void LibraryEditor::removeTag(const QList<PaperId> &papers, const Tag &tag)
{
    auto removed = std::make_shared<QList<PaperId>>();
    push(
        tr("Remove Tag %1").arg(quoted(tag.name)),
        [this, papers, tag, removed](Storage::LibrarySession &library) {
            *removed = library.tags().removeFromPapers(tag.id, papers);
            return Outcome{ [this, touched = *removed] {
                Q_EMIT papersChanged(touched);
                Q_EMIT tagsChanged();
            } };
        },
        [this, tag, removed](Storage::LibrarySession &library) {
            library.tags().addToPapers(tag.name, *removed);
            return Outcome{ [this, touched = *removed] {
                Q_EMIT papersChanged(touched);
                Q_EMIT tagsChanged();
            } };
        });
}

void LibraryEditor::renameTag(const QString &tag, const QString &newName, bool merge)
{
    const TagName name = TagName::check(newName);
    if (!name.isValid()) {
        Q_EMIT failed(name.error);
        return;
    }
    auto before = std::make_shared<Storage::TagSnapshot>();
    push(
        merge ? tr("Merge %1 into %2").arg(quoted(tag), quoted(name.name))
              : tr("Rename %1 to %2").arg(quoted(tag), quoted(name.name)),
        [this, tag, name, before](Storage::LibrarySession &library) {
            *before = library.tags().snapshot({ tag, name.name });
            library.tags().rename(tag, name.name);
            return Outcome{ [this] { Q_EMIT tagsChanged(); } };
        },
        [this, before](Storage::LibrarySession &library) {
            library.tags().restore(*before);
            return Outcome{ [this] { Q_EMIT tagsChanged(); } };
        });
}

void LibraryEditor::deleteTag(const QString &tag)
{
    auto before = std::make_shared<Storage::TagSnapshot>();
    push(
        tr("Delete Tag %1").arg(quoted(tag)),
        [this, tag, before](Storage::LibrarySession &library) {
            *before = library.tags().snapshot({ tag });
            library.tags().remove(tag);
            return Outcome{ [this] { Q_EMIT tagsChanged(); } };
        },
        [this, before](Storage::LibrarySession &library) {
            library.tags().restore(*before);
            return Outcome{ [this] { Q_EMIT tagsChanged(); } };
        });
}

void LibraryEditor::setTagColor(const Tag &tag, const QString &color)
{
    const auto write = [this, id = tag.id](const QString &value) {
        return [this, id, value](Storage::LibrarySession &library) {
            library.tags().setColor(id, value);
            return Outcome{ [this] { Q_EMIT tagsChanged(); } };
        };
    };
    push(tr("Change Colour of %1").arg(quoted(tag.name)), write(color), write(tag.color));
}

void LibraryEditor::addHighlight(const Highlight &highlight)
{
    // Read and written on the worker only: the id the highlight gets there.
    auto added = std::make_shared<Highlight>(highlight);
    push(
        tr("Highlight"),
        [this, added](Storage::LibrarySession &library) {
            added->id = library.highlights().add(*added);
            return Outcome{ [this, paper = added->paper] { Q_EMIT highlightsChanged(paper); } };
        },
        [this, added](Storage::LibrarySession &library) {
            library.highlights().remove(added->id);
            return Outcome{ [this, paper = added->paper] { Q_EMIT highlightsChanged(paper); } };
        });
}

void LibraryEditor::removeHighlight(const Highlight &highlight)
{
    push(
        tr("Remove Highlight"),
        [this, highlight](Storage::LibrarySession &library) {
            library.highlights().remove(highlight.id);
            return Outcome{ [this, paper = highlight.paper] { Q_EMIT highlightsChanged(paper); } };
        },
        [this, highlight](Storage::LibrarySession &library) {
            library.highlights().add(highlight);
            return Outcome{ [this, paper = highlight.paper] { Q_EMIT highlightsChanged(paper); } };
        });
}

void LibraryEditor::setHighlightComment(const Highlight &highlight, const QString &comment)
{
    const auto write = [this, highlight](const QString &value) {
        return [this, highlight, value](Storage::LibrarySession &library) {
            library.highlights().setComment(highlight.id, value);
            return Outcome{ [this, paper = highlight.paper] { Q_EMIT highlightsChanged(paper); } };
        };
    };
    push(tr("Edit Highlight Comment"), write(comment), write(highlight.comment));
}

void LibraryEditor::saveSearch(const QString &name, const QString &query)
{
    // Read and written on the worker only: the id the search gets there.
    auto saved = std::make_shared<SavedSearch>(SavedSearch{ 0, name, query });
    push(
        tr("Save Search %1").arg(quoted(name.simplified())),
        [this, saved](Storage::LibrarySession &library) {
            saved->id = library.savedSearches().add(*saved);
            return Outcome{ [this] { Q_EMIT savedSearchesChanged(); } };
        },
        [this, saved](Storage::LibrarySession &library) {
            library.savedSearches().remove(saved->id);
            return Outcome{ [this] { Q_EMIT savedSearchesChanged(); } };
        });
}

void LibraryEditor::renameSavedSearch(const SavedSearch &search, const QString &name)
{
    const auto write = [this, id = search.id](const QString &value) {
        return [this, id, value](Storage::LibrarySession &library) {
            library.savedSearches().rename(id, value);
            return Outcome{ [this] { Q_EMIT savedSearchesChanged(); } };
        };
    };
    push(tr("Rename Saved Search %1").arg(quoted(search.name)), write(name), write(search.name));
}

void LibraryEditor::deleteSavedSearch(const SavedSearch &search)
{
    push(
        tr("Delete Saved Search %1").arg(quoted(search.name)),
        [this, search](Storage::LibrarySession &library) {
            library.savedSearches().remove(search.id);
            return Outcome{ [this] { Q_EMIT savedSearchesChanged(); } };
        },
        [this, search](Storage::LibrarySession &library) {
            library.savedSearches().add(search);
            return Outcome{ [this] { Q_EMIT savedSearchesChanged(); } };
        });
}

} // namespace Lectern::Desktop
