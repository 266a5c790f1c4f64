// SPDX-License-Identifier: GPL-3.0-or-later
#include "editing/libraryeditor.h"

#include "core/tagname.h"
#include "storage/highlightstore.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/referencesnapshots.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"

#include <QSet>
#include <QUndoCommand>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace Lectern::Desktop {
namespace {

// An edit as two functions. Each runs through LibraryEditor::attempt: a failed redo or undo
// leaves the command obsolete, so the stack drops it instead of holding a step that did not
// happen.
class EditCommand : public QUndoCommand
{
public:
    EditCommand(LibraryEditor *editor, const QString &text, std::function<void()> redo, std::function<void()> undo)
        : QUndoCommand(text), m_editor(editor), m_redo(std::move(redo)), m_undo(std::move(undo))
    {
    }

    void redo() override
    {
        if (!m_editor->attempt(m_redo))
            setObsolete(true);
    }
    void undo() override
    {
        if (!m_editor->attempt(m_undo))
            setObsolete(true);
    }

private:
    LibraryEditor *m_editor;
    std::function<void()> m_redo;
    std::function<void()> m_undo;
};

// One paper's note from before its first save of a step to after its last: the saves merge.
class NoteCommand : public QUndoCommand
{
public:
    struct Edit
    {
        PaperId paper;
        int step;
        QString before;
        QString after;
    };

    // write gets the paper, the note it has and the note it is to have.
    using Write = std::function<void(PaperId, const QString &, const QString &)>;

    NoteCommand(LibraryEditor *editor, Edit edit, Write write)
        : QUndoCommand(LibraryEditor::tr("Edit Note"))
        , m_editor(editor)
        , m_edit(std::move(edit))
        , m_write(std::move(write))
    {
    }

    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const Edit &next = static_cast<const NoteCommand *>(other)->m_edit;
        if (next.paper != m_edit.paper || next.step != m_edit.step)
            return false;
        m_edit.after = next.after;
        // Typed and taken back: no step is left.
        setObsolete(m_edit.after == m_edit.before);
        return true;
    }
    void redo() override { apply(m_edit.before, m_edit.after); }
    void undo() override { apply(m_edit.after, m_edit.before); }

private:
    void apply(const QString &from, const QString &to)
    {
        if (!m_editor->attempt([this, &from, &to] { m_write(m_edit.paper, from, to); }))
            setObsolete(true);
    }

    LibraryEditor *m_editor;
    Edit m_edit;
    Write m_write;
};

QString quoted(const QString &text)
{
    return LibraryEditor::tr("“%1”").arg(text);
}

} // namespace

LibraryEditor::LibraryEditor(QObject *parent) : QObject(parent), m_undoStack(new QUndoStack(this)) { }

void LibraryEditor::setStores(const Stores &stores)
{
    m_undoStack->clear();
    m_stores = stores;
}

bool LibraryEditor::attempt(const std::function<void()> &edit)
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
    try {
        edit();
        return true;
    } catch (const Storage::StorageError &error) {
        Q_EMIT failed(error.message());
        if (error.isDamage()) {
            m_damaged = true;
            Q_EMIT damageFound(error.message());
        }
        return false;
    }
}

void LibraryEditor::setNote(PaperId paper, const QString &markdown)
{
    QString before;
    if (!attempt([this, paper, &before] { before = m_stores.notes->note(paper); }))
        return;
    if (before == markdown || (before.isEmpty() && markdown.trimmed().isEmpty()))
        return;
    m_undoStack->push(new NoteCommand(
        this, { paper, m_noteStep, before, markdown }, [this](PaperId edited, const QString &from, const QString &to) {
            m_stores.notes->setNote(edited, to);
            Q_EMIT noteChanged(edited, to);
            if (from.trimmed().isEmpty() != to.trimmed().isEmpty())
                Q_EMIT notedPapersChanged();
        }));
}

void LibraryEditor::deletePapers(const QList<PaperId> &papers)
{
    if (papers.isEmpty())
        return;
    auto removed = std::make_shared<Storage::RemovedPapers>();
    m_undoStack->push(new EditCommand(
        this,
        tr("Delete %n Paper(s)", nullptr, int(papers.size())),
        [this, papers, removed] {
            *removed = m_stores.remover->removePapers(papers);
            Q_EMIT libraryChanged();
        },
        [this, removed] {
            m_stores.remover->restore(*removed);
            Q_EMIT libraryChanged();
        }));
}

void LibraryEditor::deleteCollection(const Collection &collection)
{
    auto removed = std::make_shared<Storage::RemovedPapers>();
    m_undoStack->push(new EditCommand(
        this,
        tr("Delete Collection %1").arg(quoted(collection.name)),
        [this, id = collection.id, removed] {
            *removed = m_stores.remover->removeCollection(id);
            Q_EMIT libraryChanged();
        },
        [this, removed] {
            m_stores.remover->restore(*removed);
            Q_EMIT libraryChanged();
        }));
}

void LibraryEditor::recordImport(
    const QList<PaperId> &added, const QList<Storage::ReferenceSnapshot> &mergedBefore, const QString &text)
{
    if (added.isEmpty() && mergedBefore.isEmpty())
        return;
    // The import is done: the first redo, which the stack runs on push, has nothing to do.
    auto undone = std::make_shared<std::optional<Storage::ImportUndo::Undone>>();
    m_undoStack->push(new EditCommand(
        this,
        text,
        [this, undone] {
            if (!*undone)
                return;
            m_stores.imports->redo(**undone);
            Q_EMIT libraryChanged();
        },
        [this, added, mergedBefore, undone] {
            *undone = m_stores.imports->undo(added, mergedBefore);
            Q_EMIT libraryChanged();
        }));
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
    // The list keeps its id through undo and redo, so later commands that name it stay right.
    auto id = std::make_shared<ReadingListId>(0);
    m_undoStack->push(new EditCommand(
        this,
        tr("New Reading List %1").arg(quoted(name.simplified())),
        [this, name, papers, id] {
            *id = m_stores.lists->create({ *id, name, {}, 0 });
            m_stores.lists->addPapers(*id, papers);
            Q_EMIT listsChanged();
        },
        [this, id] {
            m_stores.lists->remove(*id);
            Q_EMIT listsChanged();
        }));
}

void LibraryEditor::addToList(const ReadingList &list, const QList<PaperId> &papers)
{
    auto added = std::make_shared<QList<PaperId>>();
    m_undoStack->push(new EditCommand(
        this,
        tr("Add to %1").arg(quoted(list.name)),
        [this, list, papers, added] {
            *added = m_stores.lists->addPapers(list.id, papers);
            Q_EMIT listsChanged();
        },
        [this, list, added] {
            m_stores.lists->removePapers(list.id, *added);
            Q_EMIT listsChanged();
        }));
}

void LibraryEditor::removeFromList(const ReadingList &list, const QList<PaperId> &papers)
{
    QList<PaperId> order;
    if (!attempt([&] { order = m_stores.lists->papers(list.id); }))
        return;
    m_undoStack->push(new EditCommand(
        this,
        tr("Remove from %1").arg(quoted(list.name)),
        [this, list, papers] {
            m_stores.lists->removePapers(list.id, papers);
            Q_EMIT listsChanged();
        },
        [this, list, papers, order] {
            m_stores.lists->addPapers(list.id, papers);
            m_stores.lists->setOrder(list.id, order);
            Q_EMIT listsChanged();
        }));
}

void LibraryEditor::reorderList(const ReadingList &list, const QList<PaperId> &order)
{
    QList<PaperId> before;
    if (!attempt([&] { before = m_stores.lists->papers(list.id); }) || before == order)
        return;
    const auto apply = [this, list](const QList<PaperId> &arranged) {
        return [this, list, arranged] {
            m_stores.lists->setOrder(list.id, arranged);
            Q_EMIT listsChanged();
        };
    };
    m_undoStack->push(new EditCommand(this, tr("Reorder %1").arg(quoted(list.name)), apply(order), apply(before)));
}

void LibraryEditor::renameList(const ReadingList &list, const QString &name)
{
    const auto rename = [this, id = list.id](const QString &to) {
        return [this, id, to] {
            m_stores.lists->rename(id, to);
            Q_EMIT listsChanged();
        };
    };
    m_undoStack->push(
        new EditCommand(this, tr("Rename List %1").arg(quoted(list.name)), rename(name), rename(list.name)));
}

void LibraryEditor::setListDescription(const ReadingList &list, const QString &description)
{
    const auto describe = [this, id = list.id](const QString &text) {
        return [this, id, text] {
            m_stores.lists->setDescription(id, text);
            Q_EMIT listsChanged();
        };
    };
    m_undoStack->push(new EditCommand(
        this, tr("Describe %1").arg(quoted(list.name)), describe(description), describe(list.description)));
}

void LibraryEditor::duplicateList(const ReadingList &list, const QString &name)
{
    QList<PaperId> papers;
    if (attempt([&] { papers = m_stores.lists->papers(list.id); }))
        createList(name, papers);
}

void LibraryEditor::deleteList(const ReadingList &list)
{
    QList<PaperId> papers;
    if (!attempt([&] { papers = m_stores.lists->papers(list.id); }))
        return;
    m_undoStack->push(new EditCommand(
        this,
        tr("Delete List %1").arg(quoted(list.name)),
        [this, list] {
            m_stores.lists->remove(list.id);
            Q_EMIT listsChanged();
        },
        [this, list, papers] {
            m_stores.lists->create(list);
            m_stores.lists->addPapers(list.id, papers);
            Q_EMIT listsChanged();
        }));
}

void LibraryEditor::setTitle(PaperId paper, const QString &title)
{
    std::optional<Paper> before;
    if (!attempt([&] { before = m_stores.papers->paper(paper); }) || !before || before->title == title)
        return;
    m_undoStack->push(new EditCommand(
        this,
        tr("Edit Title"),
        [this, paper, title] {
            m_stores.papers->setTitle(paper, title);
            Q_EMIT papersChanged({ paper });
        },
        [this, paper, before] {
            m_stores.papers->setTitle(paper, before->title, before->titleInferred);
            Q_EMIT papersChanged({ paper });
        }));
}

void LibraryEditor::changeReading(
    const QList<PaperId> &papers, const std::function<ReadingState(ReadingState)> &change, const QString &text)
{
    QHash<PaperId, ReadingState> before;
    if (!attempt([&] { before = m_stores.papers->readingStates(papers); }))
        return;
    QHash<PaperId, ReadingState> after;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        const ReadingState changed = change(*it);
        if (changed != *it)
            after.insert(it.key(), changed);
    }
    if (after.isEmpty())
        return;
    before.removeIf([&after](const auto &entry) { return !after.contains(entry.key()); });
    const QList<PaperId> touched = after.keys();
    const auto write = [this, touched](const QHash<PaperId, ReadingState> &states) {
        m_stores.papers->setReadingStates(states);
        Q_EMIT papersChanged(touched);
    };
    m_undoStack->push(
        new EditCommand(this, text, [write, after] { write(after); }, [write, before] { write(before); }));
}

void LibraryEditor::markOpened(PaperId paper)
{
    if (m_readOnly)
        return; // a mark the user did not ask for is no failure to report
    attempt([this, paper] {
        ReadingState state = m_stores.papers->readingStates({ paper }).value(paper);
        if (state.status != ReadingStatus::Unread)
            return;
        state.status = ReadingStatus::Reading;
        m_stores.papers->setReadingStates({ { paper, state } });
        Q_EMIT papersChanged({ paper });
    });
}

void LibraryEditor::addTag(const QList<PaperId> &papers, const QString &tag)
{
    const TagName name = TagName::check(tag);
    if (!name.isValid()) {
        Q_EMIT failed(name.error);
        return;
    }
    auto done = std::make_shared<Storage::TagAssignment>();
    m_undoStack->push(new EditCommand(
        this,
        papers.size() == 1
            ? tr("Tag with %1").arg(quoted(name.name))
            : tr("Tag %n Papers with %1", nullptr, static_cast<int>(papers.size())).arg(quoted(name.name)),
        [this, papers, name, done] {
            *done = m_stores.tags->addToPapers(name.name, papers);
            Q_EMIT papersChanged(done->papers);
            Q_EMIT tagsChanged();
        },
        [this, done] {
            m_stores.tags->removeFromPapers(done->tag, done->papers);
            if (done->created)
                m_stores.tags->deleteTag(done->tag);
            Q_EMIT papersChanged(done->papers);
            Q_EMIT tagsChanged();
        }));
}

void LibraryEditor::removeTag(const QList<PaperId> &papers, const Tag &tag)
{
    auto removed = std::make_shared<QList<PaperId>>();
    m_undoStack->push(new EditCommand(
        this,
        tr("Remove Tag %1").arg(quoted(tag.name)),
        [this, papers, tag, removed] {
            *removed = m_stores.tags->removeFromPapers(tag.id, papers);
            Q_EMIT papersChanged(*removed);
            Q_EMIT tagsChanged();
        },
        [this, tag, removed] {
            m_stores.tags->addToPapers(tag.name, *removed);
            Q_EMIT papersChanged(*removed);
            Q_EMIT tagsChanged();
        }));
}

void LibraryEditor::renameTag(const QString &tag, const QString &newName)
{
    const TagName name = TagName::check(newName);
    if (!name.isValid()) {
        Q_EMIT failed(name.error);
        return;
    }
    std::optional<Tag> existing;
    if (!attempt([&] { existing = m_stores.tags->tag(name.name); }))
        return;
    const bool merge = existing && TagName::key(name.name) != TagName::key(tag);
    auto before = std::make_shared<Storage::TagSnapshot>();
    m_undoStack->push(new EditCommand(
        this,
        merge ? tr("Merge %1 into %2").arg(quoted(tag), quoted(name.name))
              : tr("Rename %1 to %2").arg(quoted(tag), quoted(name.name)),
        [this, tag, name, before] {
            *before = m_stores.tags->snapshot({ tag, name.name });
            m_stores.tags->rename(tag, name.name);
            Q_EMIT tagsChanged();
        },
        [this, before] {
            m_stores.tags->restore(*before);
            Q_EMIT tagsChanged();
        }));
}

void LibraryEditor::deleteTag(const QString &tag)
{
    auto before = std::make_shared<Storage::TagSnapshot>();
    m_undoStack->push(new EditCommand(
        this,
        tr("Delete Tag %1").arg(quoted(tag)),
        [this, tag, before] {
            *before = m_stores.tags->snapshot({ tag });
            m_stores.tags->remove(tag);
            Q_EMIT tagsChanged();
        },
        [this, before] {
            m_stores.tags->restore(*before);
            Q_EMIT tagsChanged();
        }));
}

void LibraryEditor::setTagColor(const Tag &tag, const QString &color)
{
    const auto write = [this, id = tag.id](const QString &value) {
        m_stores.tags->setColor(id, value);
        Q_EMIT tagsChanged();
    };
    m_undoStack->push(new EditCommand(
        this,
        tr("Change Colour of %1").arg(quoted(tag.name)),
        [write, color] { write(color); },
        [write, old = tag.color] { write(old); }));
}

void LibraryEditor::addHighlight(const Highlight &highlight)
{
    auto added = std::make_shared<Highlight>(highlight);
    m_undoStack->push(new EditCommand(
        this,
        tr("Highlight"),
        [this, added] {
            added->id = m_stores.highlights->add(*added);
            Q_EMIT highlightsChanged(added->paper);
        },
        [this, added] {
            m_stores.highlights->remove(added->id);
            Q_EMIT highlightsChanged(added->paper);
        }));
}

void LibraryEditor::removeHighlight(const Highlight &highlight)
{
    m_undoStack->push(new EditCommand(
        this,
        tr("Remove Highlight"),
        [this, highlight] {
            m_stores.highlights->remove(highlight.id);
            Q_EMIT highlightsChanged(highlight.paper);
        },
        [this, highlight] {
            m_stores.highlights->add(highlight);
            Q_EMIT highlightsChanged(highlight.paper);
        }));
}

void LibraryEditor::setHighlightComment(const Highlight &highlight, const QString &comment)
{
    const auto write = [this, highlight](const QString &value) {
        m_stores.highlights->setComment(highlight.id, value);
        Q_EMIT highlightsChanged(highlight.paper);
    };
    m_undoStack->push(new EditCommand(
        this,
        tr("Edit Highlight Comment"),
        [write, comment] { write(comment); },
        [write, old = highlight.comment] { write(old); }));
}

void LibraryEditor::saveSearch(const QString &name, const QString &query)
{
    auto saved = std::make_shared<SavedSearch>(SavedSearch{ 0, name, query });
    m_undoStack->push(new EditCommand(
        this,
        tr("Save Search %1").arg(quoted(name.simplified())),
        [this, saved] {
            saved->id = m_stores.savedSearches->add(*saved);
            Q_EMIT savedSearchesChanged();
        },
        [this, saved] {
            m_stores.savedSearches->remove(saved->id);
            Q_EMIT savedSearchesChanged();
        }));
}

void LibraryEditor::renameSavedSearch(const SavedSearch &search, const QString &name)
{
    const auto write = [this, id = search.id](const QString &value) {
        m_stores.savedSearches->rename(id, value);
        Q_EMIT savedSearchesChanged();
    };
    m_undoStack->push(new EditCommand(
        this,
        tr("Rename Saved Search %1").arg(quoted(search.name)),
        [write, name] { write(name); },
        [write, old = search.name] { write(old); }));
}

void LibraryEditor::deleteSavedSearch(const SavedSearch &search)
{
    m_undoStack->push(new EditCommand(
        this,
        tr("Delete Saved Search %1").arg(quoted(search.name)),
        [this, search] {
            m_stores.savedSearches->remove(search.id);
            Q_EMIT savedSearchesChanged();
        },
        [this, search] {
            m_stores.savedSearches->add(search);
            Q_EMIT savedSearchesChanged();
        }));
}

} // namespace Lectern::Desktop
