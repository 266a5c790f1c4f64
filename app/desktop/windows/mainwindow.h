// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editing/libraryeditor.h"
#include "models/sidebarmodel.h"
#include "storage/location.h"
#include "widgets/papertableview.h"
#include "widgets/sidebarview.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QSplitter;
class QStackedWidget;

namespace Lectern::Desktop {

class ConnectionStatus;
class DetailPaneController;
class ImportController;
class ImportTask;
class LibraryController;
class LibraryEditor;
class PaperActions;
class PaperListController;
class OfflineReviewController;
class ReviewController;
class SidebarMenus;
class PaperDetailView;
class PaperTableModel;
class SearchField;
class WelcomeView;

// The main window: sidebar │ paper list │ detail pane, with the search field in the toolbar.
// It builds the window and its menus; its controllers open the library, show its papers as
// searched, import into it and run its reviews, and the SQL lives in the stores.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // As LibraryController::open().
    bool openLibrary(const Storage::Location &location, bool quiet = false);
    Storage::Location libraryLocation() const;

    // As ImportController::importFiles().
    ImportTask *importFiles(const QStringList &files);
    // Opens the demo library, filling it from the program's demo file the first time.
    void openDemoLibrary();

    SearchField *searchField() const { return m_search; }
    QTableView *paperTable() const { return m_table; }
    QTreeView *sidebar() const { return m_sidebar; }
    PaperDetailView *detailView() const { return m_detail; }
    PaperTableModel *paperModel() const { return m_papers; }
    WelcomeView *welcomeView() const { return m_welcome; }
    LibraryEditor *editor() const { return m_editor; }
    QString searchError() const;
    // The papers selected in the list, in list order; the current one when none is selected.
    QList<PaperId> selectedPapers() const;
    // The papers of the list, in its order.
    QList<PaperId> shownPapers() const;
    // Tags the selected papers, asking for the name; the action behind Ctrl+T.
    void tagSelectedPapers();
    // Opens Possible Duplicates (one window), where pairs are compared and merged.
    void openDuplicates();
    // Opens More Like This (one window) on the papers closest to these.
    void openSimilarPapers(const QList<PaperId> &papers);

    // True when no search is about to start or running, no count runs in the background, and
    // the library's worker has nothing left to read or write (for tests, scripts and lectern-bench).
    bool isIdle() const;

Q_SIGNALS:
    // A background search or count finished.
    void idleChanged();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createWidgets();
    void connectEditor();
    void connectLibrary();
    // The library shown is left: its windows close, the models let go of its worker.
    void leaveLibrary();
    // Shows the library the controller opened, in place of the one before.
    void showLibrary();
    void exportPapers();
    void showReadOnly(bool readOnly);
    void saveSearch();
    void restoreSettings();
    void saveSettings() const;

    LibraryController *m_libraryController;
    LibraryEditor *m_editor; // the library's, which the window's edits go through
    ImportController *m_importController;
    ReviewController *m_reviewController;
    OfflineReviewController *m_offlineReviews;

    PaperTableModel *m_papers;
    SidebarModel *m_sidebarModel;
    QStackedWidget *m_pages;
    WelcomeView *m_welcome;
    QSplitter *m_splitter;
    SidebarView *m_sidebar;
    SidebarMenus *m_sidebarMenus;
    PaperTableView *m_table;
    PaperDetailView *m_detail;
    DetailPaneController *m_detailPaneController;
    PaperActions *m_paperActions;
    SearchField *m_search;
    PaperListController *m_paperList;
    QLabel *m_readOnlyLabel;
    ConnectionStatus *m_connectionStatus;
    QAction *m_importAction = nullptr;
};

} // namespace Lectern::Desktop
