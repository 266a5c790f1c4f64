// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/detailpanecontroller.h"

#include "controllers/librarycontroller.h"
#include "editing/libraryeditor.h"
#include "storage/highlightstore.h"
#include "storage/librarysession.h"
#include "storage/notestore.h"
#include "storage/paperhistory.h"
#include "storage/tagstore.h"
#include "tasks/libraryworker.h"
#include "tasks/paperloader.h"
#include "widgets/noteeditor.h"
#include "widgets/notemergedialog.h"
#include "widgets/paperdetailview.h"

#include <QScopedValueRollback>
#include <QSettings>
#include <QTimer>

namespace Lectern::Desktop {
namespace {

const QString MarkReadingKey = QStringLiteral("reading/markReadingAfterSeconds");

} // namespace

DetailPaneController::DetailPaneController(PaperDetailView *pane, LibraryController &library)
    : QObject(pane)
    , m_pane(pane)
    , m_library(library)
    , m_editor(library.editor())
    , m_loader(new PaperLoader(this))
    , m_markReading(new QTimer(this))
    , m_historyRefresh(new QTimer(this))
{
    // A colleague's burst of changes, or the catch-up after a disconnect, reads it once.
    m_historyRefresh->setSingleShot(true);
    m_historyRefresh->setInterval(100);
    connect(m_historyRefresh, &QTimer::timeout, this, &DetailPaneController::refreshHistory);
    connect(m_loader, &PaperLoader::loaded, this, &DetailPaneController::showDetails);
    connect(m_loader, &PaperLoader::failed, this, [this](const QString &message) {
        m_pane->setPaper(std::nullopt);
        Q_EMIT statusMessage(tr("Cannot read the paper: %1").arg(message), 0);
    });
    m_markReading->setSingleShot(true);
    // Only a paper read in the active window is marked, and the mark is no edit of the user's:
    // it does not go on the undo stack, where Ctrl+Z would first undo something never done.
    connect(m_markReading, &QTimer::timeout, this, [this] {
        if (const PaperId id = m_pane->paperId(); id && m_pane->isActiveWindow())
            m_editor->markOpened(id);
    });
    connectEdits();
}

int DetailPaneController::markReadingSeconds()
{
    return QSettings().value(MarkReadingKey, DefaultMarkReadingSeconds).toInt();
}

void DetailPaneController::setMarkReadingSeconds(int seconds)
{
    QSettings().setValue(MarkReadingKey, seconds);
}

void DetailPaneController::connectEdits()
{
    connect(m_pane, &PaperDetailView::tagAdded, this, [this](const QString &name) {
        if (m_pane->paperId())
            m_editor->addTag({ m_pane->paperId() }, name);
    });
    connect(m_pane, &PaperDetailView::tagRemoved, this, [this](const Tag &tag) {
        m_editor->removeTag({ m_pane->paperId() }, tag);
    });
    connect(m_pane, &PaperDetailView::highlightRequested, m_editor, &LibraryEditor::addHighlight);
    connect(m_pane, &PaperDetailView::highlightRemoveRequested, m_editor, &LibraryEditor::removeHighlight);
    connect(m_pane, &PaperDetailView::highlightCommentRequested, m_editor, &LibraryEditor::setHighlightComment);
    connect(
        m_pane, &PaperDetailView::noteChanged, this, [this](PaperId paper, const QString &markdown, qint64 basedOn) {
            if (m_library.worker())
                m_editor->setNote(paper, markdown, basedOn);
        });
    NoteEditor *note = m_pane->noteEditor();
    connect(m_editor, &LibraryEditor::noteSaved, note, &NoteEditor::setSavedVersion);
    // An undone or redone note edit, or another writer's, shows in the editor when its paper is
    // shown; words typed and not saved yet stay, and their save meets the other's change.
    connect(
        m_editor, &LibraryEditor::noteChanged, this, [note](PaperId paper, const QString &markdown, qint64 version) {
            if (note->paperId() == paper && !note->hasPendingChanges())
                note->setNote(paper, markdown, version);
        });
    connect(m_editor, &LibraryEditor::noteConflict, this, &DetailPaneController::mergeNote);
    connect(m_editor, &LibraryEditor::highlightsChanged, this, &DetailPaneController::refreshHighlights);
    connect(m_editor, &LibraryEditor::tagsChanged, this, &DetailPaneController::refreshTags);
    // Whatever was done to the shown paper has a place in its history.
    for (const auto signal : { &LibraryEditor::tagsChanged,
             &LibraryEditor::listsChanged,
             &LibraryEditor::reviewsChanged,
             &LibraryEditor::libraryChanged })
        connect(m_editor, signal, this, &DetailPaneController::refreshHistorySoon);
    const auto aboutShown = [this](PaperId paper) {
        if (paper == m_pane->paperId())
            refreshHistorySoon();
    };
    connect(m_editor, &LibraryEditor::highlightsChanged, this, aboutShown);
    connect(m_editor, &LibraryEditor::noteSaved, this, aboutShown);
    connect(m_editor, &LibraryEditor::noteChanged, this, aboutShown);
    connect(m_editor, &LibraryEditor::papersChanged, this, [this](const QList<PaperId> &papers) {
        if (papers.contains(m_pane->paperId()))
            refreshHistorySoon();
    });
}

void DetailPaneController::mergeNote(PaperId paper, const QString &theirs, qint64 theirsVersion, const QString &mine)
{
    if (m_merging) {
        // A later save of words typed meanwhile met the change too: asked about once this
        // dialog is answered, so that those words are not lost either.
        m_laterConflicts.append({ paper, theirs, theirsVersion, mine });
        return;
    }
    NoteEditor *note = m_pane->noteEditor();
    const bool shown = note->paperId() == paper;
    // Words typed and not saved yet are the newest of the user's; otherwise the editor may show
    // their note already, read while the save was on its way, and the words are those saved.
    const bool typing = shown && note->hasPendingChanges();
    NoteMergeDialog dialog(
        shown ? m_pane->title() : tr("paper %1").arg(paper), theirs, typing ? note->text() : mine, m_pane->window());
    // The words are the dialog's now, and are not saved from the editor meanwhile.
    if (typing)
        note->discardPendingChanges();
    bool saveMine = false;
    {
        const QScopedValueRollback merging(m_merging, paper);
        saveMine = dialog.exec() == QDialog::Accepted;
    }
    const QString kept = saveMine ? dialog.mine() : theirs;
    if (note->paperId() == paper) {
        note->discardPendingChanges();
        note->setNote(paper, kept, theirsVersion);
    }
    if (saveMine && m_library.worker())
        m_editor->setNote(paper, kept, theirsVersion);
    if (!m_laterConflicts.isEmpty()) {
        const Conflict later = m_laterConflicts.takeFirst();
        // Words the user kept or saved just now are no conflict of theirs.
        if (later.mine != kept)
            mergeNote(later.paper, later.theirs, later.theirsVersion, later.mine);
    }
}

void DetailPaneController::setWorker(LibraryWorker *worker)
{
    m_loader->setWorker(worker);
}

void DetailPaneController::show(PaperId paper)
{
    if (paper == m_pane->paperId() && paper == m_loader->paper())
        return;
    reload(paper);
    restartReadingMark(paper != 0);
}

void DetailPaneController::reload(PaperId paper)
{
    // The pane keeps the paper it shows until the one asked for is read.
    m_loader->load(paper);
}

void DetailPaneController::windowActivationChanged()
{
    restartReadingMark(m_pane->isActiveWindow() && m_pane->paperId());
}

void DetailPaneController::restartReadingMark(bool running)
{
    m_markReading->stop();
    if (const int seconds = markReadingSeconds(); running && seconds > 0)
        m_markReading->start(seconds * 1000);
}

void DetailPaneController::showDetails(const std::optional<PaperDetails> &details)
{
    // Another paper: the note typed for the one before is saved as that paper's last step.
    if (!details || details->paper.id != m_pane->paperId()) {
        m_pane->noteEditor()->flush();
        m_editor->finishNoteStep();
    }
    const bool another = !details || details->paper.id != m_pane->paperId();
    m_pane->setPaper(details);
    // The same paper read again after an edit: the edit's signal reads its history.
    if (another)
        refreshHistory();
}

void DetailPaneController::refreshHistorySoon()
{
    if (!m_historyRefresh->isActive())
        m_historyRefresh->start();
}

void DetailPaneController::refreshHistory()
{
    const PaperId shown = m_pane->paperId();
    LibraryWorker *worker = m_library.worker();
    if (!shown || !worker)
        return;
    // Only the newest read is wanted: arrowing through the list asks for each paper's history.
    const int ticket = ++*m_historyTicket;
    using Activity = std::pair<QList<Storage::PaperEvent>, QList<Storage::NoteStore::MemberNote>>;
    worker->read<Activity>(
        [shown](Storage::LibrarySession &library) {
            return Activity{ Storage::PaperHistory(library.database()).of(shown), library.notes().othersNotes(shown) };
        },
        [this, shown](const Activity &activity) {
            if (shown != m_pane->paperId())
                return;
            m_pane->setHistory(activity.first);
            m_pane->setOthersNotes(activity.second);
        },
        // The history is the pane's extra: one that cannot be read leaves the pane as it is, and
        // a lost server is told by the connection's indicator.
        [](const Storage::StorageError &) {},
        [current = m_historyTicket, ticket] { return current->load() == ticket; });
}

void DetailPaneController::refreshTags()
{
    const PaperId shown = m_pane->paperId();
    LibraryWorker *worker = m_library.worker();
    if (!shown || !worker)
        return;
    worker->read<QList<Tag>>([shown](Storage::LibrarySession &library) { return library.tags().tagsOf(shown); },
        [this, shown](const QList<Tag> &tags) {
            if (shown == m_pane->paperId())
                m_pane->setTags(tags);
        });
}

void DetailPaneController::refreshHighlights(PaperId paper)
{
    LibraryWorker *worker = m_library.worker();
    if (paper != m_pane->paperId() || !worker)
        return;
    worker->read<QList<Highlight>>(
        [paper](Storage::LibrarySession &library) { return library.highlights().highlights(paper); },
        [this, paper](const QList<Highlight> &highlights) {
            if (paper == m_pane->paperId())
                m_pane->setHighlights(highlights);
        });
}

} // namespace Lectern::Desktop
