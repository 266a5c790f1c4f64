// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "editing/libraryeditor.h"
#include "export/exportformat.h"
#include "models/sidebarmodel.h"
#include "review/screeningsession.h"
#include "search/resultloader.h"
#include "storage/database.h"
#include "storage/location.h"

#include <QMainWindow>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QLineEdit;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace Lectern::Storage {
class LibraryLock;
class LibrarySession;
struct LockHolder;
} // namespace Lectern::Storage

namespace Lectern::Desktop {

class ConnectionStatus;
class ImportTask;
class LibraryCare;
class LibraryConnection;
class LibraryEditor;
class LibraryWorker;
class PaperDetailView;
class PaperLoader;
class PaperTableModel;
class SearchField;
class ViewportMessage;
class WelcomeView;

// The main window: sidebar │ paper list │ detail pane, with the search field in the toolbar.
// It wires models and widgets to the library; the SQL lives in the stores.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens the library, creating it when it does not exist; false (and a message box unless
    // quiet) when it is refused or the opening was cancelled. The window stays responsive while a
    // server is connected to or an older library upgraded (a dialog says so); a server that
    // wants a password asks the user for it, unless quiet.
    bool openLibrary(const Storage::Location &location, bool quiet = false);
    Storage::Location libraryLocation() const;

    // Imports files on a worker thread with a progress dialog; null if an import is running.
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
    QString searchError() const { return m_searchError; }
    // The papers selected in the list, in list order; the current one when none is selected.
    QList<PaperId> selectedPapers() const;
    // The papers of the list, in its order.
    QList<PaperId> shownPapers() const;
    // Tags the selected papers, asking for the name; the action behind Ctrl+T.
    void tagSelectedPapers();
    // Opens Possible Duplicates (one window), where pairs are compared and merged.
    void openDuplicates();

    // Opening a paper marks it "reading" after this many seconds when it is unread; 0: never.
    static constexpr int DefaultMarkReadingSeconds = 3;

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
    void createPaperActions(QMenu *menu);
    void createWidgets();
    // Row heights and the star columns' widths for the list's font.
    void fitRowsToFont();
    void connectEditor();
    void chooseFilesToImport();
    void importFinished(ImportTask *task);
    // Runs the current search again and shows its result.
    void refreshPapers();
    void refreshSidebar();
    void showSidebarCounts(const SidebarModel::Counts &counts);
    void showPapers(const Search::ResultPart &part);
    void showCurrentPaper();
    void refreshCurrentPaper();
    void showPaper(const std::optional<PaperDetails> &details);
    void papersEdited(const QList<PaperId> &papers);
    void tagsEdited();
    // Opens the paper shown for correcting its record.
    void editReference();
    void changeSelectedReading(const LibraryEditor::ReadingChange &change, const QString &text);
    void showTableMenu(const QPoint &position);
    void showSidebarMenu(const QPoint &position);
    void showListMenu(const ReadingList &list, const QPoint &globalPosition);
    // The reading list with this id as the sidebar shows it, or nothing.
    std::optional<ReadingList> readingList(ReadingListId id) const;
    void fillAddToListMenu();
    void exportPapers();
    void newReview();
    void openScreening(ReviewId review);
    void openResults(ReviewId review);
    // Once the review's papers and decisions are read on the worker.
    void showScreening(const Review::ScreeningSession::Start &start, const QString &reviewer);
    void showDamage(const QString &problem);
    void chooseLibrary();
    void connectToTeamLibrary();
    // Shows the library a worker has opened, in place of the one before; lock: the claim on it,
    // if this window takes one.
    void showLibrary(std::unique_ptr<LibraryWorker> worker,
        Storage::Database::Access access,
        std::unique_ptr<Storage::LibraryLock> lock);
    // Reads the library's reviews again, for the Review menus and the search field's completion.
    void refreshReviews();
    // The libraries opened last, newest first.
    static QStringList recentLibraries();
    static void rememberLibrary(const Storage::Location &location);
    void restoreFromBackup();
    // Another window edits the library: whether this one should show it read-only.
    bool acceptReadOnly(const Storage::Location &library, const std::optional<Storage::LockHolder> &holder);
    void showReadOnly(bool readOnly);
    // Lists the review's papers, with its keyword hits as columns to sort by.
    void showReviewPapers(ReviewId review);
    void showKeywordHits(bool shown);
    void copySelectionAs(Export::ExportFormat format);
    void addSelectionToList();
    void movePapersInList(const QList<PaperId> &papers, int row);
    void saveSearch();
    void renameTag(const QString &tag);
    void recolorTag(const QString &tag);
    void deleteTag(const QString &tag);
    void showTag(const QString &tag);
    QStringList tagNames() const;
    // The tag of this name as the sidebar's counts have it; none for a level with no tag of its own.
    std::optional<Tag> knownTag(const QString &name) const;
    void updateStatus();
    // Says why the list is empty: what was searched for, and where.
    void updateEmptyMessage();
    // The sidebar's name for the part of the library shown.
    QString scopeName() const;
    void showSearchError(const QString &error);
    void restoreSettings();
    void saveSettings() const;

    std::unique_ptr<LibraryConnection> m_library;
    // Held while this window edits the library; none when it only reads it.
    std::unique_ptr<Storage::LibraryLock> m_libraryLock;
    QMenu *m_addToListMenu = nullptr;
    QAction *m_removeFromListAction = nullptr;
    bool m_searchPending = false;
    bool m_countsPending = false;
    PaperId m_paperToRestore = 0;
    bool m_columnChosenForSearch = false;
    bool m_tooManyToRank = false;
    Search::PaperScope m_scope;
    QString m_searchError;
    int m_libraryCount = 0;
    bool m_fillDemoWhenEmpty = false; // the demo library was opened: its first counts say if it is empty

    LibraryEditor *m_editor;
    PaperLoader *m_paperLoader;
    PaperTableModel *m_papers;
    SidebarModel *m_sidebarModel;
    QStackedWidget *m_pages;
    WelcomeView *m_welcome;
    QSplitter *m_splitter;
    QTreeView *m_sidebar;
    QTableView *m_table;
    ViewportMessage *m_emptyMessage;
    PaperDetailView *m_detail;
    SearchField *m_search;
    QTimer *m_searchDelay;
    // The newest lookup of the search field's values: the worker drops those typed over unread,
    // so that they never hold up the pages of the list behind them.
    std::shared_ptr<std::atomic<quint64>> m_newestValueLookup = std::make_shared<std::atomic<quint64>>(0);
    QTimer *m_detailDelay;
    QList<Search::Term> m_searchTerms; // of the result shown, for the detail pane
    bool m_detailsLater = false; // the current row changes with a new result
    QTimer *m_markReading;
    QMenu *m_paperMenu = nullptr;
    QLabel *m_statusCount;
    QLabel *m_readOnlyLabel;
    ConnectionStatus *m_connectionStatus;
    QList<ReviewInfo> m_reviews; // as the worker read them last
    LibraryCare *m_care;
    QAction *m_importAction = nullptr;
    QPointer<ImportTask> m_import;
};

} // namespace Lectern::Desktop
