// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/paperactions.h"

#include "controllers/librarycontroller.h"
#include "core/tagname.h"
#include "export/exporter.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/librarysession.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "tasks/libraryworker.h"
#include "widgets/accelerators.h"
#include "widgets/paperdetailview.h"
#include "widgets/plaintext.h"
#include "widgets/referencedialog.h"
#include "widgets/tagdialog.h"
#include "widgets/tagicon.h"
#include "widgets/themeicon.h"

#include <QBuffer>
#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

namespace Lectern::Desktop {
namespace {

ReadingState toggledRead(const QList<ReadingState> &states, ReadingState state)
{
    // Space marks a selection read, or unread when all of it is read already, as mail readers do.
    const bool allRead = std::all_of(
        states.cbegin(), states.cend(), [](const ReadingState &s) { return s.status == ReadingStatus::Read; });
    state.status = allRead ? ReadingStatus::Unread : ReadingStatus::Read;
    return state;
}

ReadingState toggledStar(const QList<ReadingState> &states, ReadingState state)
{
    // The same for stars: a mixed selection is starred whole, not flipped paper by paper.
    state.starred = !std::all_of(states.cbegin(), states.cend(), [](const ReadingState &s) { return s.starred; });
    return state;
}

// The tags papers carry, by name; for a very large selection, every tag of the library rather
// than reading all of its papers' tags.
QList<Tag> carriedTags(const Storage::TagStore &store, const QList<PaperId> &papers)
{
    constexpr qsizetype LargeSelection = 5000;
    if (papers.size() > LargeSelection)
        return store.tags();
    QList<Tag> carried;
    for (const QList<Tag> &paperTags : store.tagsOf(papers)) {
        for (const Tag &tag : paperTags) {
            if (!std::any_of(carried.cbegin(), carried.cend(), [&tag](const Tag &t) { return t.id == tag.id; }))
                carried.append(tag);
        }
    }
    std::sort(carried.begin(), carried.end(), [](const Tag &a, const Tag &b) {
        return TagName::key(a.name) < TagName::key(b.name);
    });
    return carried;
}

} // namespace

PaperActions::PaperActions(QTableView *table,
    PaperTableModel *papers,
    PaperDetailView *detail,
    const SidebarModel *sidebar,
    LibraryController &library)
    : QObject(table)
    , m_table(table)
    , m_papers(papers)
    , m_detail(detail)
    , m_sidebar(sidebar)
    , m_library(library)
    , m_editor(library.editor())
{
    connect(m_editor, &LibraryEditor::titleConflict, this, &PaperActions::mergeTitle);
}

void PaperActions::mergeTitle(PaperId paper, const QString &theirs, const QString &mine)
{
    QMessageBox box(QMessageBox::Question,
        tr("Title Changed by Someone Else"),
        tr("While you were editing it, someone else retitled this paper.\n\nTheir title, saved:\n%1\n\nYour "
           "title:\n%2")
            .arg(theirs, mine),
        QMessageBox::NoButton,
        m_table->window());
    box.setTextFormat(Qt::PlainText);
    QPushButton *save = box.addButton(tr("&Save Your Title"), QMessageBox::AcceptRole);
    box.addButton(tr("&Keep Their Title"), QMessageBox::RejectRole);
    box.setDefaultButton(save);
    box.exec();
    if (box.clickedButton() == save)
        m_editor->setTitle(paper, mine, theirs);
}

QAction *PaperActions::addListAction(
    QMenu *menu, const QString &text, const QKeySequence &key, std::function<void()> slot)
{
    QAction *action = menu->addAction(text, this, std::move(slot));
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(action);
    return action;
}

void PaperActions::fillPaperMenu(QMenu *menu)
{
    m_paperMenu = menu;
    addReadingActions(menu);
    menu->addSeparator();
    QAction *tag =
        menu->addAction(themeIcon(QStringLiteral("tag")), tr("Add &Tag…"), this, &PaperActions::tagSelectedPapers);
    tag->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    addListAction(menu, tr("Edit &Title"), Qt::Key_F2, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            m_table->edit(current.siblingAtColumn(PaperTableModel::TitleColumn));
    });
    QAction *editReference = menu->addAction(tr("Edit &Reference…"), this, &PaperActions::editReference);
    editReference->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F2));
    addListActions(menu);
    menu->addAction(tr("&More Like This"), this, [this] {
        if (const QList<PaperId> papers = selectedPapers(); !papers.isEmpty())
            Q_EMIT similarPapersRequested(papers);
    });
    menu->addSeparator();
    addListAction(menu, tr("&Delete"), QKeySequence::Delete, [this] {
        m_editor->deletePapers(selectedPapers());
    })->setIcon(themeIcon(QStringLiteral("edit-delete")));
    QAction *highlight = menu->addAction(tr("&Highlight Selection"), this, [this] {
        if (!m_detail->highlightSelection(HighlightColor::Yellow))
            Q_EMIT statusMessage(tr("Select a passage of the abstract to highlight it."), 4000);
    });
    highlight->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
}

void PaperActions::addReadingActions(QMenu *menu)
{
    addListAction(
        menu, tr("Toggle &Read"), Qt::Key_Space, [this] { changeSelectedReading(toggledRead, tr("Toggle Read")); });
    auto *status = menu->addMenu(tr("Mark &As"));
    for (const ReadingStatus value : { ReadingStatus::Unread, ReadingStatus::Reading, ReadingStatus::Read }) {
        const QString name = value == ReadingStatus::Unread ? tr("&Unread")
            : value == ReadingStatus::Reading               ? tr("Rea&ding")
                                                            : tr("&Read");
        status->addAction(name, this, [this, value, name] {
            changeSelectedReading(
                [value](const QList<ReadingState> &, ReadingState state) {
                    state.status = value;
                    return state;
                },
                tr("Mark as %1").arg(removeAcceleratorMarker(name)));
        });
    }
    addListAction(menu, tr("&Star"), Qt::Key_S, [this] { changeSelectedReading(toggledStar, tr("Toggle Star")); });
    auto *rating = menu->addMenu(tr("Ra&ting"));
    for (int stars = 0; stars <= MaxRating; ++stars) {
        addListAction(rating,
            stars == 0 ? tr("No Rating") : QString(stars, u'★'),
            QKeySequence(Qt::Key_0 + stars),
            [this, stars] {
                changeSelectedReading(
                    [stars](const QList<ReadingState> &, ReadingState state) {
                        state.rating = stars;
                        return state;
                    },
                    tr("Rate %n Star(s)", nullptr, stars));
            });
    }
}

void PaperActions::addListActions(QMenu *menu)
{
    QMenu *addToListMenu =
        menu->addMenu(QIcon::fromTheme(QStringLiteral("view-list-details")), tr("Add to Reading &List"));
    connect(addToListMenu, &QMenu::aboutToShow, this, [this, addToListMenu] { fillAddToListMenu(addToListMenu); });
    QAction *addToList = menu->addAction(tr("Add to Reading List…"), this, &PaperActions::addSelectionToList);
    addToList->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_removeFromListAction = menu->addAction(tr("Remove from This List"), this, [this] {
        if (const auto list = m_sidebar->counts().list(m_listShown))
            m_editor->removeFromList(*list, selectedPapers());
    });
    m_removeFromListAction->setEnabled(false);
}

void PaperActions::setListShown(ReadingListId list)
{
    m_listShown = list;
    m_removeFromListAction->setEnabled(list != 0);
}

QList<PaperId> PaperActions::selectedPapers() const
{
    QList<int> rows;
    for (const QItemSelectionRange &range : m_table->selectionModel()->selection()) {
        for (int row = range.top(); row <= range.bottom(); ++row)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<PaperId> papers;
    papers.reserve(rows.size());
    for (const int row : std::as_const(rows))
        papers.append(m_papers->paperId(row));
    if (papers.isEmpty() && m_detail->paperId())
        papers.append(m_detail->paperId());
    return papers;
}

void PaperActions::changeSelectedReading(const LibraryEditor::ReadingChange &change, const QString &text)
{
    const QList<PaperId> papers = selectedPapers();
    if (!papers.isEmpty())
        m_editor->changeReading(papers, change, text);
}

void PaperActions::tagSelectedPapers()
{
    const QList<PaperId> papers = selectedPapers();
    if (papers.isEmpty() || !m_library.worker())
        return;
    TagDialog dialog(tr("Add Tag"),
        tr("Tag %n selected paper(s) with:", nullptr, static_cast<int>(papers.size())),
        m_sidebar->counts().tagNames(),
        m_table);
    dialog.allowSeveral();
    if (dialog.exec() == QDialog::Accepted)
        m_editor->addTags(papers, dialog.names());
}

void PaperActions::editReference()
{
    const PaperId shown = m_detail->paperId();
    LibraryWorker *worker = m_library.worker();
    if (!shown || !worker)
        return;
    worker->read<std::optional<Paper>>(
        [shown](Storage::LibrarySession &library) { return library.papers().paper(shown); },
        [this, shown](const std::optional<Paper> &paper) {
            if (!paper || shown != m_detail->paperId())
                return;
            ReferenceDialog dialog(*paper, m_table);
            if (dialog.exec() == QDialog::Accepted)
                m_editor->setReference(shown, dialog.edited());
        });
}

void PaperActions::popupTableMenu(const QPoint &position)
{
    LibraryWorker *worker = m_library.worker();
    if (!m_table->indexAt(position).isValid() || !worker || !m_paperMenu)
        return;
    // The tags the selection carries, to take off all of it at once, are read first; the menu
    // shows when they are in, without them if they cannot be read.
    const auto popup = [this, position](const QList<Tag> &carried) {
        auto *menu = new QMenu(m_table);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addActions(m_paperMenu->actions());
        if (!carried.isEmpty()) {
            auto *remove = menu->addMenu(tr("Remove Tag"));
            for (const Tag &tag : carried) {
                remove->addAction(tagIcon(tag.color), withLiteralAmpersands(tag.name), this, [this, tag] {
                    m_editor->removeTag(selectedPapers(), tag);
                });
            }
        }
        menu->popup(m_table->viewport()->mapToGlobal(position));
    };
    worker->read<QList<Tag>>(
        [papers = selectedPapers()](Storage::LibrarySession &library) { return carriedTags(library.tags(), papers); },
        popup,
        [popup](const Storage::StorageError &) { popup({}); });
}

void PaperActions::copySelectionAs(Export::ExportFormat format)
{
    const QList<PaperId> papers = selectedPapers();
    LibraryWorker *worker = m_library.worker();
    if (!worker || papers.isEmpty())
        return;
    worker->read<QByteArray>(
        [papers, format](Storage::LibrarySession &library) {
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            Export::Exporter(library.database(), format).write(papers, buffer);
            return bytes;
        },
        [this, format, count = int(papers.size())](const QByteArray &bytes) {
            QGuiApplication::clipboard()->setText(QString::fromUtf8(bytes));
            Q_EMIT statusMessage(tr("Copied %n paper(s) as %1.", nullptr, count)
                                     .arg(format == Export::ExportFormat::BibTex ? tr("BibTeX") : tr("Markdown")),
                4000);
        });
}

void PaperActions::fillAddToListMenu(QMenu *menu)
{
    menu->clear();
    // As the sidebar's counts list them: the menu never waits for the library.
    const QList<ReadingList> lists = m_library.worker() ? m_sidebar->counts().lists : QList<ReadingList>();
    for (const ReadingList &list : lists) {
        menu->addAction(
            withLiteralAmpersands(list.name), this, [this, list] { m_editor->addToList(list, selectedPapers()); });
    }
    if (!lists.isEmpty())
        menu->addSeparator();
    menu->addAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New List…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            m_table, tr("New Reading List"), tr("Name of the new list:"), QLineEdit::Normal, {}, &ok);
        if (ok && !name.simplified().isEmpty())
            m_editor->createList(name, selectedPapers());
    });
}

void PaperActions::addSelectionToList()
{
    const QList<PaperId> papers = selectedPapers();
    if (papers.isEmpty() || !m_library.worker())
        return;
    QStringList names;
    for (const ReadingList &list : m_sidebar->counts().lists)
        names.append(list.name);
    bool ok = false;
    const QString name = QInputDialog::getItem(m_table,
        tr("Add to Reading List"),
        tr("Add %n paper(s) to the list (a new name makes a new list):", nullptr, int(papers.size())),
        names,
        0,
        true,
        &ok);
    if (!ok || name.simplified().isEmpty())
        return;
    if (const auto existing = m_sidebar->counts().listNamed(name))
        m_editor->addToList(*existing, papers);
    else
        m_editor->createList(name, papers);
}

void PaperActions::movePapersInList(const QList<PaperId> &papers, int row)
{
    const auto list = m_sidebar->counts().list(m_listShown);
    if (!list)
        return;
    QList<PaperId> order;
    int insertAt = 0;
    for (int i = 0; i < m_papers->rowCount(); ++i) {
        const PaperId id = m_papers->paperId(i);
        if (papers.contains(id))
            continue;
        if (i < row)
            ++insertAt;
        order.append(id);
    }
    for (qsizetype i = 0; i < papers.size(); ++i)
        order.insert(insertAt + i, papers[i]);
    m_editor->reorderList(*list, order);
}

} // namespace Lectern::Desktop
