// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "editing/libraryeditor.h"
#include "export/exportformat.h"

#include <QObject>

class QAction;
class QMenu;
class QPoint;
class QTableView;

namespace Lectern::Desktop {

class LibraryController;
class PaperDetailView;
class PaperTableModel;
class SidebarModel;

// What can be done to the papers selected in the list: the Paper menu (read, star, rate, tag,
// retitle, correct the record, reading lists, delete, highlight), copying them as references,
// and the list's context menu, which adds the tags the selection carries to take off. Single-key
// shortcuts act in the list only, so that they never eat typing in a text field.
class PaperActions : public QObject
{
    Q_OBJECT

public:
    PaperActions(QTableView *table,
        PaperTableModel *papers,
        PaperDetailView *detail,
        const SidebarModel *sidebar,
        LibraryController &library);

    void fillPaperMenu(QMenu *menu);
    // The papers selected in the list, in list order; the paper shown when none is selected.
    QList<PaperId> selectedPapers() const;
    // The reading list shown, whose papers can be removed from it and reordered; 0: none.
    void setListShown(ReadingListId list);
    // Asks for tag names; the action behind Ctrl+T.
    void tagSelectedPapers();
    // Opens the record of the paper shown for correcting it.
    void editReference();
    void copySelectionAs(Export::ExportFormat format);
    void popupTableMenu(const QPoint &position);
    // Papers dragged to row of the list shown: the list's new order.
    void movePapersInList(const QList<PaperId> &papers, int row);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeoutMs);
    // Paper → More Like This.
    void similarPapersRequested(const QList<PaperId> &papers);

private:
    // Adds an action of the list whose single key acts only while the list has the focus.
    QAction *addListAction(QMenu *menu, const QString &text, const QKeySequence &key, std::function<void()> slot);
    void addReadingActions(QMenu *menu);
    void addListActions(QMenu *menu);
    void changeSelectedReading(const LibraryEditor::ReadingChange &change, const QString &text);
    void fillAddToListMenu(QMenu *menu);
    void addSelectionToList();
    // A title typed here could not be saved: another writer changed it since. The user chooses.
    void mergeTitle(PaperId paper, const QString &theirs, const QString &mine);

    QTableView *m_table;
    PaperTableModel *m_papers;
    PaperDetailView *m_detail;
    const SidebarModel *m_sidebar;
    LibraryController &m_library;
    LibraryEditor *m_editor;
    QMenu *m_paperMenu = nullptr;
    QAction *m_removeFromListAction = nullptr;
    ReadingListId m_listShown = 0;
};

} // namespace Lectern::Desktop
