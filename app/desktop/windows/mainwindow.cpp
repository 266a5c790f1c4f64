// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/mainwindow.h"

#include "controllers/detailpanecontroller.h"
#include "controllers/importcontroller.h"
#include "controllers/librarycontroller.h"
#include "controllers/librarysearch.h"
#include "controllers/paperactions.h"
#include "controllers/reviewcontroller.h"
#include "controllers/searchcompletion.h"
#include "controllers/sidebarmenus.h"
#include "editing/libraryeditor.h"
#include "editing/undoactions.h"
#include "import/importer.h"
#include "models/papertablemodel.h"
#include "models/ratingdelegate.h"
#include "models/sidebarmodel.h"
#include "storage/database.h"
#include "storage/librarysession.h"
#include "storage/reviewstore.h"
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
#include "widgets/viewplace.h"
#include "widgets/viewportmessage.h"
#include "widgets/welcomeview.h"
#include "windows/screeningwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QWhatsThis>

// The resources live in a static library: nothing else would pull them into the program.
// Q_INIT_RESOURCE declares a function, so it must be used outside any namespace.
static void initResources()
{
    Q_INIT_RESOURCE(lectern_resources);
}

namespace Lectern::Desktop {
namespace {

// No pause is waited for: a search still running when the next key comes is interrupted by
// the reader. The zero-time timer only merges the keys of one pass of the event loop.
constexpr int SearchDelayMs = 0;

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
    , m_librarySearch(new LibrarySearch(*m_libraryController, this))
    , m_papers(new PaperTableModel(this))
    , m_sidebarModel(new SidebarModel(this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new WelcomeView(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_sidebar(new SidebarView(m_sidebarModel, this))
    , m_sidebarMenus(new SidebarMenus(m_sidebar, m_sidebarModel, *m_libraryController))
    , m_table(new PaperTableView(m_papers, this))
    , m_emptyMessage(new ViewportMessage(m_table->viewport()))
    , m_detail(new PaperDetailView(this))
    , m_detailPaneController(new DetailPaneController(m_detail, *m_libraryController))
    , m_paperActions(new PaperActions(m_table, m_papers, m_detail, m_sidebarModel, *m_libraryController))
    , m_search(new SearchField(this))
    , m_searchDelay(new QTimer(this))
    , m_detailDelay(new QTimer(this))
    , m_statusCount(new QLabel(this))
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
    connect(m_detailPaneController, &DetailPaneController::statusMessage, this, showStatus);
    connect(
        m_importController, &ImportController::runningChanged, this, [this] { showReadOnly(m_editor->isReadOnly()); });
    connect(m_importController, &ImportController::finished, this, &MainWindow::showImportEnd);
    connect(m_reviewController, &ReviewController::keywordsChanged, this, &MainWindow::refreshKeywordHits);
    connect(m_librarySearch, &LibrarySearch::found, this, &MainWindow::showPapers);
    connect(m_librarySearch, &LibrarySearch::counted, this, &MainWindow::showSidebarCounts);
    connect(m_librarySearch, &LibrarySearch::searchFailed, this, [this](const QString &message) {
        showSearchError(message);
        Q_EMIT idleChanged();
    });
    connect(m_librarySearch, &LibrarySearch::countFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
        Q_EMIT idleChanged();
    });
}

void MainWindow::createWidgets()
{
    connect(m_sidebar, &QWidget::customContextMenuRequested, m_sidebarMenus, &SidebarMenus::popup);
    connect(m_search, &SearchField::wholeLibraryRequested, this, [this] {
        m_sidebar->showScope(Search::PaperScope::of(Search::PaperScope::Kind::All));
    });
    connect(m_sidebar, &SidebarView::scopeChosen, this, [this](const Search::PaperScope &scope) {
        m_scope = scope;
        refreshPapers();
    });

    connect(m_table, &QWidget::customContextMenuRequested, m_paperActions, &PaperActions::popupTableMenu);
    connect(m_table, &PaperTableView::sortColumnChosen, this, [this] { m_columnChosenForSearch = true; });
    connect(m_papers, &PaperTableModel::sortChanged, this, &MainWindow::refreshPapers);
    connect(m_papers, &PaperTableModel::titleEditRequested, m_editor, &LibraryEditor::setTitle);
    connect(m_papers, &PaperTableModel::readingEditRequested, this, [this](PaperId id, const ReadingState &state) {
        m_editor->changeReading(
            { id }, [state](const QList<ReadingState> &, ReadingState) { return state; }, tr("Change Reading State"));
    });
    connect(m_papers, &PaperTableModel::readFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showCurrentPaper);

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
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(SearchDelayMs);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &MainWindow::refreshPapers);
    // The detail pane follows a new result once its rows are painted: laying out an abstract
    // takes longer than the rows, and a keystroke's rows must not wait for it.
    m_detailDelay->setSingleShot(true);
    m_detailDelay->setInterval(0);
    connect(m_detailDelay, &QTimer::timeout, this, [this] {
        m_detail->setSearchTerms(m_searchTerms);
        showCurrentPaper();
        Q_EMIT idleChanged();
    });

    m_statusCount->setAccessibleName(tr("Papers shown"));
    statusBar()->addPermanentWidget(m_statusCount);
    m_readOnlyLabel->setToolTip(
        tr("Another Lectern window has this library open and edits it; this one only reads it."));
    m_readOnlyLabel->setVisible(false);
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
    reviewMenu->addAction(
        tr("&New Review…"), this, [this] { m_reviewController->newReview(shownPapers(), selectedPapers()); });
    const std::initializer_list<std::pair<QString, std::function<void(ReviewId)>>> reviewMenus = {
        { tr("&Screen"), [this](ReviewId review) { m_reviewController->openScreening(review); } },
        { tr("&Results"), [this](ReviewId review) { m_reviewController->openResults(review); } },
        { tr("Show &Papers"), [this](ReviewId review) { showReviewPapers(review); } },
    };
    for (const auto &[title, open] : reviewMenus) {
        auto *menu = new ReviewsMenu(title, reviewMenu);
        reviewMenu->addMenu(menu);
        connect(menu, &QMenu::aboutToShow, m_reviewController, &ReviewController::refresh);
        connect(m_reviewController, &ReviewController::reviewsChanged, menu, &ReviewsMenu::setReviews);
        connect(menu, &ReviewsMenu::chosen, this, open);
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
        refreshSidebar();
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
    connect(m_editor, &LibraryEditor::papersChanged, this, &MainWindow::papersEdited);
    connect(m_editor, &LibraryEditor::listsChanged, this, [this] {
        refreshSidebar();
        // The list shown, or a search (which may name lists), changes with the lists.
        if (m_scope.kind == Search::PaperScope::Kind::List || !m_search->text().trimmed().isEmpty())
            refreshPapers();
        refreshCurrentPaper();
    });
    connect(m_sidebarModel,
        &SidebarModel::papersDroppedOnList,
        this,
        [this](ReadingListId list, const QList<PaperId> &papers) {
            if (const auto found = m_sidebarModel->counts().list(list))
                m_editor->addToList(*found, papers);
        });
    connect(m_papers, &PaperTableModel::papersMoved, m_paperActions, &PaperActions::movePapersInList);
    connect(m_editor, &LibraryEditor::libraryChanged, this, [this] {
        // Papers kept may have changed too (an undone import gives back their old titles).
        m_papers->refreshRows();
        if (m_detail->paperId())
            refreshCurrentPaper();
        refreshSidebar();
        refreshPapers();
    });
    connect(m_editor, &LibraryEditor::tagsChanged, this, &MainWindow::tagsEdited);
    connect(m_editor, &LibraryEditor::savedSearchesChanged, this, &MainWindow::refreshSidebar);
    connect(m_editor, &LibraryEditor::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Not changed: %1").arg(message), 8000);
    });

    connect(m_detail, &PaperDetailView::tagActivated, this, &MainWindow::showTag);
    connect(m_detail, &PaperDetailView::referenceEditRequested, m_paperActions, &PaperActions::editReference);
    connect(m_editor, &LibraryEditor::notedPapersChanged, this, &MainWindow::refreshSidebar);
}

QList<PaperId> MainWindow::selectedPapers() const
{
    return m_paperActions->selectedPapers();
}

void MainWindow::tagSelectedPapers()
{
    m_paperActions->tagSelectedPapers();
}

void MainWindow::papersEdited(const QList<PaperId> &papers)
{
    m_papers->refreshRows();
    refreshSidebar();
    if (papers.contains(m_detail->paperId()))
        refreshCurrentPaper();
}

void MainWindow::tagsEdited()
{
    const Search::PaperScope scope = m_scope;
    refreshSidebar();
    if (!(m_scope == scope))
        refreshPapers(); // the tag being shown was renamed or deleted
}

void MainWindow::showTag(const QString &tag)
{
    m_sidebar->showScope(Search::PaperScope::withTag(tag));
}

QList<PaperId> MainWindow::shownPapers() const
{
    QList<PaperId> shown;
    shown.reserve(m_papers->rowCount());
    for (int row = 0; row < m_papers->rowCount(); ++row)
        shown.append(m_papers->paperId(row));
    return shown;
}

void MainWindow::exportPapers()
{
    if (!m_libraryController->worker())
        return;
    ExportDialog dialog(*m_libraryController->worker(), { selectedPapers(), shownPapers() }, this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Exported %n paper(s).", nullptr, int(dialog.written())), 5000);
}

void MainWindow::showReviewPapers(ReviewId review)
{
    using Hits = std::optional<std::pair<ReviewInfo, QHash<PaperId, KeywordHits>>>;
    m_libraryController->worker()->read<Hits>(
        [review](Storage::LibrarySession &library) -> Hits {
            const Storage::ReviewStore &reviews = library.reviews();
            const auto info = reviews.review(review);
            return info ? Hits({ *info, reviews.keywordHits(review) }) : std::nullopt;
        },
        [this, review](const Hits &hits) {
            if (!hits)
                return;
            m_papers->setKeywordHits(review, hits->second);
            m_table->showKeywordHits(true);
            // The query language has no escape for a quote; a name with one is found by the rest.
            m_search->setText(QStringLiteral("review:\"%1\"").arg(QString(hits->first.name).remove(u'"')));
        });
}

void MainWindow::refreshKeywordHits(ReviewId review)
{
    // The list's hit columns follow the review's keywords when they show its hits.
    if (m_papers->keywordHitsReview() != review)
        return;
    m_libraryController->worker()->read<QHash<PaperId, KeywordHits>>(
        [review](Storage::LibrarySession &library) { return library.reviews().keywordHits(review); },
        [this, review](const QHash<PaperId, KeywordHits> &hits) {
            if (m_papers->keywordHitsReview() == review)
                m_papers->setKeywordHits(review, hits);
        });
}

void MainWindow::openDuplicates()
{
    m_reviewController->openDuplicates();
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
    m_table->showKeywordHits(false);
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
    m_scope = {};
    setWindowFilePath(location.isFile() ? location.filePath() : QString());
    setWindowTitle(location.isFile() ? QString() : location.displayName());
    refreshSidebar();
    refreshPapers();
    m_reviewController->refresh();
    // Back where the reader left this library, once the first rows are there.
    QSettings settings;
    if (settings.value(LastLibraryKey).toString() == location.toString())
        m_paperToRestore = settings.value(LastPaperKey).toLongLong();
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

void MainWindow::showImportEnd(const Import::ImportReport &report)
{
    if (report.merged() > 0)
        m_papers->refreshRows(); // papers of the list gained titles and fields
    refreshSidebar();
    refreshPapers();
    const bool shownChanged = std::any_of(report.files.cbegin(), report.files.cend(), [this](const auto &file) {
        return std::any_of(file.merged.cbegin(), file.merged.cend(), [this](const Import::Merge &merge) {
            return merge.paper == m_detail->paperId();
        });
    });
    if (shownChanged)
        refreshCurrentPaper();
}

void MainWindow::openDemoLibrary()
{
    if (m_libraryController->open(LibraryController::demoLocation()))
        m_importController->fillWithDemoWhenEmpty();
}

void MainWindow::refreshSidebar()
{
    if (!m_libraryController->worker())
        return;
    const Search::Query facets = Search::Query::parse(
        LibrarySearch::countsFollowSearch() ? m_search->text() : QString(), Search::Query::Typing::InProgress);
    m_librarySearch->count(facets.isValid() ? facets : Search::Query::parse({}));
}

void MainWindow::showSidebarCounts(const SidebarModel::Counts &counts)
{
    m_libraryCount = counts.library;
    m_sidebarModel->setCounts(counts);
    m_detail->setKnownTags(m_sidebarModel->counts().tagNames());
    const Search::PaperScope scope = m_scope;
    {
        const QSignalBlocker blocker(m_sidebar->selectionModel());
        QModelIndex current = m_sidebarModel->indexOf(m_scope);
        if (!current.isValid()) {
            m_scope = {};
            current = m_sidebarModel->indexOf(m_scope);
        }
        m_sidebar->setCurrentIndex(current);
    }
    if (!(m_scope == scope))
        refreshPapers(); // the entry shown was renamed or deleted
    m_pages->setCurrentWidget(m_libraryCount == 0 ? static_cast<QWidget *>(m_welcome) : m_splitter);
    updateStatus();
    Q_EMIT idleChanged();
}

void MainWindow::refreshPapers()
{
    if (!m_libraryController->worker())
        return;
    m_searchDelay->stop();
    m_paperActions->setListShown(m_scope.kind == Search::PaperScope::Kind::List ? m_scope.list : 0);
    const Search::Query query = Search::Query::parse(m_search->text(), Search::Query::Typing::InProgress);
    if (!query.isValid()) {
        // The list keeps its last result while the query is being fixed.
        showSearchError(query.errorString());
        return;
    }
    showSearchError({});
    m_search->setScopeName(m_scope.kind == Search::PaperScope::Kind::All ? QString() : scopeName());
    // A list shown in its own order, unsearched, takes rows dragged to another place in it.
    const Search::PaperSort sort = m_papers->paperSort();
    m_papers->setReorderable(m_scope.kind == Search::PaperScope::Kind::List && query.isEmpty() &&
        sort.key == Search::SortKey::Added && sort.order == Qt::DescendingOrder);
    // Best matches first while searching for words, until a column is chosen for this search.
    if (!query.hasWords())
        m_columnChosenForSearch = false;
    m_librarySearch->search(query, m_scope, sort, !m_columnChosenForSearch);
    if (LibrarySearch::countsFollowSearch())
        refreshSidebar();
}

void MainWindow::showPapers(const Search::ResultPart &part, const QList<Search::Term> &terms)
{
    m_searchTerms = terms;
    m_tooManyToRank = part.tooManyToRank;
    m_table->horizontalHeader()->setSortIndicatorShown(!part.ranked);
    // The rest of a result whose first page is shown: those rows, the current one and the
    // scroll position stay.
    const ViewPlace place = ViewPlace::of(*m_table);
    const bool extended = part.complete && m_papers->completeIds(part.ids);
    if (extended)
        place.restore(*m_table);
    else
        m_papers->setIds(part.ids);
    const PaperId wanted = m_paperToRestore ? m_paperToRestore : m_detail->paperId();
    const int row = m_papers->rowOf(wanted);
    // The paper being read may be in the rest: it stays in the detail pane until that is in.
    const bool waitForRest = row < 0 && wanted && !part.complete;
    m_paperToRestore = waitForRest ? wanted : 0;
    {
        const QScopedValueRollback laterDetails(m_detailsLater, true);
        if (row >= 0 && !(extended && m_table->currentIndex().row() == row)) {
            m_table->setCurrentIndex(m_papers->index(row, PaperTableModel::TitleColumn));
            m_table->scrollTo(m_table->currentIndex(), QAbstractItemView::PositionAtCenter);
        } else if (row < 0 && !waitForRest) {
            m_table->setCurrentIndex(m_papers->index(0, PaperTableModel::TitleColumn));
        }
    }
    if (!waitForRest)
        m_detailDelay->start(); // also for an empty result, where the current row did not change
    updateStatus();
    Q_EMIT idleChanged();
}

bool MainWindow::isIdle() const
{
    return !m_searchDelay->isActive() && !m_librarySearch->isSearching() && !m_librarySearch->isCounting() &&
        !m_detailDelay->isActive() && (!m_libraryController->worker() || m_libraryController->worker()->isIdle());
}

void MainWindow::showCurrentPaper()
{
    if (m_detailsLater) {
        m_detailDelay->start();
        return;
    }
    m_detailPaneController->show(m_papers->paperId(m_table->currentIndex().row()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ActivationChange)
        m_detailPaneController->windowActivationChanged();
    QMainWindow::changeEvent(event);
}

void MainWindow::refreshCurrentPaper()
{
    m_detailPaneController->reload(m_papers->paperId(m_table->currentIndex().row()));
}

void MainWindow::updateStatus()
{
    const QString shown = QLocale().toString(m_papers->rowCount());
    const QString all = QLocale().toString(m_libraryCount);
    if (m_librarySearch->isSearching())
        m_statusCount->setText(tr("%1+ of %2 papers").arg(shown, all));
    else if (m_tooManyToRank)
        m_statusCount->setText(tr("%1 of %2 papers, too many to rank by relevance").arg(shown, all));
    else
        m_statusCount->setText(tr("%1 of %2 papers").arg(shown, all));
    updateEmptyMessage();
}

QString MainWindow::scopeName() const
{
    return m_sidebarModel->indexOf(m_scope).data().toString();
}

void MainWindow::updateEmptyMessage()
{
    QString message;
    if (!m_librarySearch->isSearching() && m_papers->rowCount() == 0 && m_libraryCount > 0) {
        const QString query = m_search->text().simplified();
        const QString scope = scopeName();
        if (query.isEmpty())
            message = tr("No papers in “%1”.").arg(scope);
        else if (m_scope.kind == Search::PaperScope::Kind::All)
            message = tr("No papers match “%1”.").arg(query);
        else
            message = tr("No papers in “%1” match “%2”.").arg(scope, query);
    }
    m_emptyMessage->showMessage(message);
}

void MainWindow::showSearchError(const QString &error)
{
    m_searchError = error;
    m_search->setError(error);
    if (!error.isEmpty())
        statusBar()->showMessage(tr("Search: %1").arg(error));
    else
        statusBar()->clearMessage();
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
    m_detail->noteEditor()->flush();
    m_importController->cancel();
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
