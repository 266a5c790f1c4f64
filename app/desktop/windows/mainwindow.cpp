// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/mainwindow.h"

#include "controllers/detailpanecontroller.h"
#include "controllers/importcontroller.h"
#include "controllers/librarycontroller.h"
#include "controllers/librarysearch.h"
#include "controllers/offlinereviewcontroller.h"
#include "controllers/paperactions.h"
#include "controllers/paperlistcontroller.h"
#include "controllers/reviewcontroller.h"
#include "controllers/searchcompletion.h"
#include "controllers/sidebarmenus.h"
#include "editing/libraryeditor.h"
#include "editing/undoactions.h"
#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryworker.h"
#include "widgets/accelerators.h"
#include "widgets/connectionstatus.h"
#include "widgets/exportdialog.h"
#include "widgets/languagemenu.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/papertableview.h"
#include "widgets/plaintext.h"
#include "widgets/recentlibrariesmenu.h"
#include "widgets/reviewsmenu.h"
#include "widgets/searchfield.h"
#include "widgets/shortcutsdialog.h"
#include "widgets/sidebarview.h"
#include "widgets/themeicon.h"
#include "widgets/welcomeview.h"
#include "windows/screeningwindow.h"
#include "windows/similarpaperswindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QWhatsThis>

// The resources live in a static library: nothing else would pull them into the program.
// Q_INIT_RESOURCE declares a function, so it must be used outside any namespace.
static void initResources()
{
    Q_INIT_RESOURCE(lectern_resources);
}

namespace Lectern::Desktop {
namespace {

constexpr int CloseWaitMs = 5000;

// Versioned: a header state saved with other columns would put them in the wrong places.
const QString ColumnsKey = QStringLiteral("columns3");
const QString LastLibraryKey = QStringLiteral("MainWindow/lastLibrary");
const QString LastPaperKey = QStringLiteral("MainWindow/lastPaper");

QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            files.append(url.toLocalFile());
    }
    return files;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_libraryController(new LibraryController(this))
    , m_editor(m_libraryController->editor())
    , m_importController(new ImportController(*m_libraryController, this))
    , m_reviewController(new ReviewController(*m_libraryController, this))
    , m_offlineReviews(new OfflineReviewController(*m_libraryController, *m_reviewController, this))
    , m_papers(new PaperTableModel(this))
    , m_sidebarModel(new SidebarModel(this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new WelcomeView(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_sidebar(new SidebarView(m_sidebarModel, this))
    , m_sidebarMenus(new SidebarMenus(m_sidebar, m_sidebarModel, *m_libraryController))
    , m_table(new PaperTableView(m_papers, this))
    , m_detail(new PaperDetailView(this))
    , m_detailPaneController(new DetailPaneController(m_detail, *m_libraryController))
    , m_paperActions(new PaperActions(m_table, m_papers, m_detail, m_sidebarModel, *m_libraryController))
    , m_search(new SearchField(this))
    , m_paperList(new PaperListController({ m_search, m_sidebar, m_sidebarModel, m_table, m_papers, m_detail },
          *m_libraryController,
          *m_detailPaneController,
          *m_paperActions,
          this))
    , m_readOnlyLabel(new QLabel(tr("Read-only"), this))
    , m_connectionStatus(new ConnectionStatus(this))
{
    initResources();
    setWindowTitle(tr("Lectern"));
    setAcceptDrops(true);
    createWidgets();
    createActions();
    connectEditor();
    connectLibrary();
    restoreSettings();
}

MainWindow::~MainWindow()
{
    // Windows, models and views go before the worker they use.
    m_reviewController->closeWindows();
    qDeleteAll(findChildren<SimilarPapersWindow *>());
    m_papers->setWorker(nullptr);
    m_detailPaneController->setWorker(nullptr);
    m_libraryController->close();
}

void MainWindow::connectLibrary()
{
    connect(m_libraryController, &LibraryController::aboutToLeave, this, &MainWindow::leaveLibrary);
    connect(m_libraryController, &LibraryController::opened, this, &MainWindow::showLibrary);
    connect(m_libraryController, &LibraryController::aboutToRestore, m_detail->noteEditor(), &NoteEditor::flush);
    connect(m_libraryController, &LibraryController::connectionLost, m_connectionStatus, &ConnectionStatus::setLost);
    const auto showStatus = [this](const QString &message, int timeoutMs) {
        statusBar()->showMessage(message, timeoutMs);
    };
    connect(m_libraryController, &LibraryController::statusMessage, this, showStatus);
    connect(m_importController, &ImportController::statusMessage, this, showStatus);
    connect(m_sidebarMenus, &SidebarMenus::statusMessage, this, showStatus);
    connect(m_paperActions, &PaperActions::statusMessage, this, showStatus);
    connect(m_paperActions, &PaperActions::similarPapersRequested, this, &MainWindow::openSimilarPapers);
    connect(m_detailPaneController, &DetailPaneController::statusMessage, this, showStatus);
    connect(m_paperList, &PaperListController::statusMessage, this, showStatus);
    connect(m_paperList, &PaperListController::idleChanged, this, &MainWindow::idleChanged);
    connect(m_paperList, &PaperListController::libraryCounted, this, [this](int papers) {
        m_pages->setCurrentWidget(papers == 0 ? static_cast<QWidget *>(m_welcome) : m_splitter);
    });
    connect(
        m_importController, &ImportController::runningChanged, this, [this] { showReadOnly(m_editor->isReadOnly()); });
    connect(m_importController, &ImportController::finished, m_paperList, &PaperListController::showImportEnd);
    connect(
        m_reviewController, &ReviewController::keywordsChanged, m_paperList, &PaperListController::refreshKeywordHits);
}

void MainWindow::createWidgets()
{
    connect(m_sidebar, &QWidget::customContextMenuRequested, m_sidebarMenus, &SidebarMenus::popup);
    connect(m_table, &QWidget::customContextMenuRequested, m_paperActions, &PaperActions::popupTableMenu);
    connect(m_papers, &PaperTableModel::titleEditRequested, m_editor, &LibraryEditor::setTitle);
    connect(m_papers, &PaperTableModel::readingEditRequested, this, [this](PaperId id, const ReadingState &state) {
        m_editor->changeReading(
            { id }, [state](const QList<ReadingState> &, ReadingState) { return state; }, tr("Change Reading State"));
    });
    connect(m_papers, &PaperTableModel::readFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
    });

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    m_splitter->setSizes({ 180, 720, 420 });

    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_splitter);
    setCentralWidget(m_pages);
    connect(m_welcome, &WelcomeView::importRequested, m_importController, &ImportController::chooseFiles);
    connect(m_welcome, &WelcomeView::demoRequested, this, &MainWindow::openDemoLibrary);

    m_search->setMinimumWidth(360);
    new SearchCompletion(m_search, m_sidebarModel, *m_reviewController, *m_libraryController);
    statusBar()->addPermanentWidget(m_paperList->countLabel());
    m_readOnlyLabel->setToolTip(
        tr("Another Lectern window has this library open and edits it; this one only reads it."));
    m_readOnlyLabel->setVisible(false);
    statusBar()->addPermanentWidget(m_offlineReviews->statusLabel());
    statusBar()->addPermanentWidget(m_readOnlyLabel);
    statusBar()->addPermanentWidget(m_connectionStatus);
    connect(
        m_connectionStatus->reconnectAction(), &QAction::triggered, m_libraryController, &LibraryController::reopen);
}

void MainWindow::createActions()
{
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    m_importAction = fileMenu->addAction(themeIcon(QStringLiteral("document-import")),
        tr("&Import Abstracts…"),
        m_importController,
        &ImportController::chooseFiles);
    m_importAction->setShortcut(QKeySequence::Open);
    m_importAction->setToolTip(tr("Import text files of abstracts (%1)")
            .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    QAction *exportAction = fileMenu->addAction(
        themeIcon(QStringLiteral("document-export")), tr("&Export…"), this, &MainWindow::exportPapers);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    auto *openAction =
        fileMenu->addAction(tr("&Open Library…"), m_libraryController, &LibraryController::chooseLibrary);
    openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    fileMenu->addAction(tr("Connect to &Team Library…"), m_libraryController, &LibraryController::connectToTeamLibrary);
    auto *recentMenu = new RecentLibrariesMenu(fileMenu);
    fileMenu->addMenu(recentMenu);
    connect(recentMenu, &RecentLibrariesMenu::chosen, this, [this](const Storage::Location &location) {
        openLibrary(location);
    });
    fileMenu->addAction(tr("Open &Demo Library"), this, &MainWindow::openDemoLibrary);
    fileMenu->addAction(tr("&Restore from Backup…"), m_libraryController, &LibraryController::restoreFromBackup);
    fileMenu->addAction(m_connectionStatus->reconnectAction());
    fileMenu->addSeparator();
    auto *quit =
        fileMenu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    auto *editMenu = menuBar()->addMenu(tr("&Edit"));
    // A note typed a moment ago is saved first, so that the step undone is the latest.
    const auto saveNote = [this] { m_detail->noteEditor()->flush(); };
    QAction *undo = UndoActions::undo(*m_editor->undoStack(), this, saveNote);
    QAction *redo = UndoActions::redo(*m_editor->undoStack(), this, saveNote);
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    // As reference managers do: the selection as entries to paste into a paper or a message.
    QAction *copyBibTex = editMenu->addAction(
        tr("Copy as &BibTeX"), this, [this] { m_paperActions->copySelectionAs(Export::ExportFormat::BibTex); });
    copyBibTex->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    editMenu->addAction(
        tr("Copy as &Markdown"), this, [this] { m_paperActions->copySelectionAs(Export::ExportFormat::Markdown); });
    editMenu->addSeparator();
    auto *find = editMenu->addAction(tr("&Find"), this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    editMenu->addAction(
        QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save Search…"), this, &MainWindow::saveSearch);

    m_paperActions->fillPaperMenu(menuBar()->addMenu(tr("&Paper")));

    auto *reviewMenu = menuBar()->addMenu(tr("&Review"));
    reviewMenu->addAction(tr("&New Review…"), this, [this] {
        m_reviewController->newReview(m_paperList->shownPapers(), selectedPapers());
    });
    struct ReviewMenu
    {
        QString title;
        std::function<void(ReviewId)> open;
        // Which reviews it lists, and what it says when there are none.
        void (ReviewController::*listed)(const QList<ReviewInfo> &) = &ReviewController::reviewsChanged;
        QString none = {};
    };
    const ReviewMenu reviewMenus[] = {
        { tr("&Screen"), [this](ReviewId review) { m_reviewController->openScreening(review); } },
        { tr("&Results"), [this](ReviewId review) { m_reviewController->openResults(review); } },
        { tr("Show &Papers"), [this](ReviewId review) { m_paperList->showReviewPapers(review); } },
        { tr("Take &Offline"), [this](ReviewId review) { m_offlineReviews->takeOffline(review); } },
        { tr("S&end Decisions"),
            [this](ReviewId review) { m_offlineReviews->sendDecisions(review); },
            &ReviewController::offlineReviewsChanged,
            tr("No review of this library was taken offline") },
    };
    for (const ReviewMenu &entry : reviewMenus) {
        auto *menu = new ReviewsMenu(entry.title, reviewMenu);
        if (!entry.none.isEmpty())
            menu->setEmptyText(entry.none);
        reviewMenu->addMenu(menu);
        connect(menu, &QMenu::aboutToShow, m_reviewController, &ReviewController::refresh);
        connect(m_reviewController, entry.listed, menu, &ReviewsMenu::setReviews);
        connect(menu, &ReviewsMenu::chosen, this, entry.open);
    }

    reviewMenu->addSeparator();
    reviewMenu->addAction(tr("Possible &Duplicates…"), m_reviewController, &ReviewController::openDuplicates);

    auto *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    auto *followSearch = settingsMenu->addAction(tr("Sidebar &Counts Follow the Search"));
    followSearch->setCheckable(true);
    followSearch->setToolTip(tr("Count only the papers the search finds in each sidebar entry"));
    followSearch->setChecked(LibrarySearch::countsFollowSearch());
    connect(followSearch, &QAction::toggled, this, [this](bool on) {
        LibrarySearch::setCountsFollowSearch(on);
        m_paperList->refreshSidebar();
    });
    auto *markReading = settingsMenu->addAction(tr("Mark Opened Papers as &Reading"));
    markReading->setCheckable(true);
    markReading->setToolTip(tr("An unread paper shown for %n second(s) becomes \"reading\"",
        nullptr,
        DetailPaneController::DefaultMarkReadingSeconds));
    markReading->setChecked(DetailPaneController::markReadingSeconds() > 0);
    connect(markReading, &QAction::toggled, this, [](bool on) {
        DetailPaneController::setMarkReadingSeconds(on ? DetailPaneController::DefaultMarkReadingSeconds : 0);
    });
    settingsMenu->addSeparator();
    settingsMenu->addMenu(new LanguageMenu(settingsMenu));

    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        auto *dialog = new ShortcutsDialog(this, this);
        QList<ShortcutsDialog::KeyRow> screening;
        for (const ScreeningWindow::KeyHelp &key : ScreeningWindow::keys())
            screening.append({ key.text, key.sequences });
        dialog->addKeys(tr("Screening Window"), screening);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    helpMenu->addAction(m_search->helpAction());
    helpMenu->addAction(QWhatsThis::createAction(this));
    helpMenu->addSeparator();
    auto *about = helpMenu->addAction(tr("&About Lectern"), this, [this] {
        QMessageBox::about(this,
            tr("About Lectern"),
            tr("<h3>Lectern %1</h3><p>Read, search, tag and review research-paper abstracts, offline.</p>")
                .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);

    auto *toolBar = addToolBar(tr("Main"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(m_importAction);
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
    // Qt drops only the '&' of a mnemonic from a button's text; "导入摘要(&I)…" would show "(I)".
    m_importAction->setIconText(removeAcceleratorMarker(m_importAction->text()));
    auto *spacer = new QWidget(toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolBar->addWidget(spacer);
    toolBar->addWidget(m_search);
}

void MainWindow::connectEditor()
{
    connect(m_sidebarModel,
        &SidebarModel::papersDroppedOnList,
        this,
        [this](ReadingListId list, const QList<PaperId> &papers) {
            if (const auto found = m_sidebarModel->counts().list(list))
                m_editor->addToList(*found, papers);
        });
    connect(m_papers, &PaperTableModel::papersMoved, m_paperActions, &PaperActions::movePapersInList);
    connect(m_editor, &LibraryEditor::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Not changed: %1").arg(message), 8000);
    });
    connect(m_detail, &PaperDetailView::referenceEditRequested, m_paperActions, &PaperActions::editReference);
}

QList<PaperId> MainWindow::selectedPapers() const
{
    return m_paperActions->selectedPapers();
}

QList<PaperId> MainWindow::shownPapers() const
{
    return m_paperList->shownPapers();
}

QString MainWindow::searchError() const
{
    return m_paperList->searchError();
}

void MainWindow::openDuplicates()
{
    m_reviewController->openDuplicates();
}

void MainWindow::openSimilarPapers(const QList<PaperId> &papers)
{
    if (!m_libraryController->worker())
        return;
    auto *similar = findChild<SimilarPapersWindow *>();
    if (!similar) {
        similar = new SimilarPapersWindow(m_libraryController->worker()->location(), this);
        connect(similar, &SimilarPapersWindow::paperChosen, this, [this](PaperId paper) {
            m_paperList->showPaper(paper);
            activateWindow();
        });
    }
    similar->findLike(papers);
    similar->show();
    similar->raise();
    similar->activateWindow();
}

void MainWindow::tagSelectedPapers()
{
    m_paperActions->tagSelectedPapers();
}

void MainWindow::exportPapers()
{
    if (!m_libraryController->worker())
        return;
    ExportDialog dialog(*m_libraryController->worker(), { selectedPapers(), m_paperList->shownPapers() }, this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Exported %n paper(s).", nullptr, int(dialog.written())), 5000);
}

void MainWindow::saveSearch()
{
    const Search::Query query = Search::Query::parse(m_search->text());
    if (query.isEmpty() || !query.isValid()) {
        statusBar()->showMessage(tr("Type a search first; then it can be saved under a name."), 5000);
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(this,
        tr("Save Search"),
        plainToRichText(tr("Name for “%1”:").arg(m_search->text().trimmed())),
        QLineEdit::Normal,
        m_search->text().trimmed(),
        &ok);
    if (ok)
        m_editor->saveSearch(name, m_search->text().trimmed());
}

void MainWindow::leaveLibrary()
{
    // The note being typed and the windows open belong to the library being left.
    m_detail->noteEditor()->flush();
    m_reviewController->closeWindows();
    qDeleteAll(findChildren<SimilarPapersWindow *>());
    m_paperList->leaveLibrary();
    m_detail->setPaper(std::nullopt);
    m_papers->setWorker(nullptr);
    m_detailPaneController->setWorker(nullptr);
}

void MainWindow::showLibrary()
{
    LibraryConnection &library = *m_libraryController->library();
    const Storage::Location location = library.location();
    showReadOnly(library.isReadOnly());
    LibraryWorker &worker = library.worker();
    m_papers->setWorker(&worker);
    m_detailPaneController->setWorker(&worker);
    m_connectionStatus->setLibrary(location.displayName());
    connect(&worker, &LibraryWorker::idleChanged, this, &MainWindow::idleChanged);
    connect(&worker, &LibraryWorker::waiting, m_connectionStatus, &ConnectionStatus::setWaiting);
    connect(&worker, &LibraryWorker::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
    });
    setWindowFilePath(location.isFile() ? location.filePath() : QString());
    setWindowTitle(location.isFile() ? QString() : location.displayName());
    const QSettings settings;
    m_paperList->showLibrary(settings.value(LastLibraryKey).toString() == location.toString()
            ? settings.value(LastPaperKey).toLongLong()
            : 0);
    m_reviewController->refresh();
}

void MainWindow::showReadOnly(bool readOnly)
{
    m_importAction->setEnabled(!readOnly && !m_importController->isRunning());
    m_detail->setReadOnly(readOnly);
    m_readOnlyLabel->setVisible(readOnly);
}

Storage::Location MainWindow::libraryLocation() const
{
    return m_libraryController->location();
}

bool MainWindow::openLibrary(const Storage::Location &location, bool quiet)
{
    return m_libraryController->open(location, quiet);
}

ImportTask *MainWindow::importFiles(const QStringList &files)
{
    return m_importController->importFiles(files);
}

void MainWindow::openDemoLibrary()
{
    if (m_libraryController->open(LibraryController::demoLocation()))
        m_importController->fillWithDemoWhenEmpty();
}

bool MainWindow::isIdle() const
{
    return m_paperList->isIdle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ActivationChange)
        m_detailPaneController->windowActivationChanged();
    QMainWindow::changeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    if (!files.isEmpty() && importFiles(files))
        event->acceptProposedAction();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_importController->cancel();
    m_detail->noteEditor()->flush();
    // The last words typed are written before the window goes, and a save that meets a
    // colleague's note asks here what to keep; a library that does not answer is not waited
    // for long.
    const QDeadlineTimer deadline(CloseWaitMs);
    while (m_libraryController->worker() && !m_libraryController->worker()->isIdle() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1320, 760);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    if (!m_table->horizontalHeader()->restoreState(settings.value(ColumnsKey).toByteArray()))
        m_table->showFirstColumns();
    // After the saved widths: those of the star columns were measured with the font of then.
    m_table->fitRowsToFont();
    m_table->showKeywordHits(false); // until a review's papers are shown
    m_detail->restoreState(settings.value(QStringLiteral("detail")).toByteArray());
    m_detail->showReference(settings.value(QStringLiteral("detailShowsRecord")).toBool());
    const auto *header = m_table->horizontalHeader();
    m_papers->sort(header->sortIndicatorSection(), header->sortIndicatorOrder());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    settings.setValue(ColumnsKey, m_table->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("detail"), m_detail->saveState());
    settings.setValue(QStringLiteral("detailShowsRecord"), m_detail->showsReference());
    settings.endGroup();
    settings.setValue(LastLibraryKey, libraryLocation().toString());
    settings.setValue(LastPaperKey, m_detail->paperId());
}

} // namespace Lectern::Desktop
