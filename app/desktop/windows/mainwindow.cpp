// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/mainwindow.h"

#include "models/papertablemodel.h"
#include "models/sidebarmodel.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/paperstore.h"
#include "storage/sqlerror.h"
#include "tasks/importtask.h"
#include "widgets/paperdetailview.h"
#include "widgets/welcomeview.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>

// The resources live in a static library: nothing else would pull them into the program.
// Q_INIT_RESOURCE declares a function, so it must be used outside any namespace.
static void initResources()
{
    Q_INIT_RESOURCE(lectern_resources);
}

namespace Lectern::Desktop {
namespace {

// Typing pauses shorter than this are one query.
constexpr int SearchDelayMs = 120;
// An import shorter than this shows no progress dialog.
constexpr int ProgressDelayMs = 400;

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
    , m_papers(new PaperTableModel(this))
    , m_sidebarModel(new SidebarModel(this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new WelcomeView(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_sidebar(new QTreeView(this))
    , m_table(new QTableView(this))
    , m_detail(new PaperDetailView(this))
    , m_search(new QLineEdit(this))
    , m_searchErrorAction(new QAction(this))
    , m_searchDelay(new QTimer(this))
    , m_statusCount(new QLabel(this))
{
    initResources();
    setWindowTitle(tr("Lectern"));
    setAcceptDrops(true);
    createWidgets();
    createActions();
    restoreSettings();
}

MainWindow::~MainWindow()
{
    // Models and views go before the stores they read from.
    m_papers->setStore(nullptr);
}

void MainWindow::createWidgets()
{
    m_sidebar->setModel(m_sidebarModel);
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setRootIsDecorated(false);
    m_sidebar->setItemsExpandable(false);
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->header()->setStretchLastSection(false);
    m_sidebar->header()->setSectionResizeMode(SidebarModel::NameColumn, QHeaderView::Stretch);
    m_sidebar->header()->setSectionResizeMode(SidebarModel::CountColumn, QHeaderView::ResizeToContents);
    connect(m_sidebarModel, &QAbstractItemModel::modelReset, m_sidebar, &QTreeView::expandAll);
    connect(
        m_sidebar->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
            if (!current.data(SidebarModel::ScopeRole).isValid())
                return;
            m_scope = SidebarModel::scopeAt(current);
            refreshPapers();
        });

    m_table->setModel(m_papers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSortingEnabled(true);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_table->verticalHeader()->hide();
    // Uniform rows: the view never measures rows it does not show.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(PaperTableModel::TitleColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSortIndicator(PaperTableModel::AddedColumn, Qt::DescendingOrder);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->setColumnWidth(PaperTableModel::CollectionColumn, 130);
    m_table->setColumnWidth(PaperTableModel::YearColumn, 56);
    connect(m_papers, &PaperTableModel::sortChanged, this, &MainWindow::refreshPapers);
    connect(m_papers, &PaperTableModel::titleEdited, this, [this](PaperId id) {
        if (id == m_detail->paperId())
            showCurrentPaper();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showCurrentPaper);

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    m_splitter->setSizes({ 180, 620, 440 });

    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_splitter);
    setCentralWidget(m_pages);
    connect(m_welcome, &WelcomeView::importRequested, this, &MainWindow::chooseFilesToImport);
    connect(m_welcome, &WelcomeView::demoRequested, this, &MainWindow::openDemoLibrary);

    m_search->setPlaceholderText(tr("Search titles and abstracts"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(320);
    m_search->addAction(
        QIcon::fromTheme(QStringLiteral("edit-find"), style()->standardIcon(QStyle::SP_FileDialogContentsView)),
        QLineEdit::LeadingPosition);
    m_searchErrorAction->setIcon(
        QIcon::fromTheme(QStringLiteral("dialog-warning"), style()->standardIcon(QStyle::SP_MessageBoxWarning)));
    m_search->addAction(m_searchErrorAction, QLineEdit::TrailingPosition);
    m_searchErrorAction->setVisible(false);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(SearchDelayMs);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &MainWindow::refreshPapers);

    statusBar()->addPermanentWidget(m_statusCount);
}

void MainWindow::createActions()
{
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    m_importAction = fileMenu->addAction(
        QIcon::fromTheme(QStringLiteral("document-import"), style()->standardIcon(QStyle::SP_DialogOpenButton)),
        tr("&Import Abstracts…"),
        this,
        &MainWindow::chooseFilesToImport);
    m_importAction->setShortcut(QKeySequence::Open);
    m_importAction->setToolTip(tr("Import text files of abstracts (%1)")
            .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    fileMenu->addAction(tr("Open &Demo Library"), this, &MainWindow::openDemoLibrary);
    fileMenu->addSeparator();
    auto *quit =
        fileMenu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    auto *editMenu = menuBar()->addMenu(tr("&Edit"));
    auto *find = editMenu->addAction(tr("&Find"), this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    auto *rename = editMenu->addAction(tr("Edit &Title"), this, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            m_table->edit(current.siblingAtColumn(PaperTableModel::TitleColumn));
    });
    rename->setShortcut(Qt::Key_F2);
    rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_splitter->addAction(rename);

    auto *helpMenu = menuBar()->addMenu(tr("&Help"));
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
    auto *spacer = new QWidget(toolBar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolBar->addWidget(spacer);
    toolBar->addWidget(m_search);
}

bool MainWindow::openLibrary(const QString &path, bool quiet)
{
    auto database = std::make_unique<Storage::Database>(path);
    if (!database->open()) {
        if (!quiet)
            QMessageBox::critical(this, tr("Cannot open the library"), database->errorString());
        return false;
    }
    m_papers->setStore(nullptr);
    m_finder.reset();
    m_collectionStore.reset();
    m_paperStore.reset();
    m_database = std::move(database);
    m_paperStore = std::make_unique<Storage::PaperStore>(*m_database);
    m_collectionStore = std::make_unique<Storage::CollectionStore>(*m_database);
    m_finder = std::make_unique<Search::PaperFinder>(*m_database);
    m_papers->setStore(m_paperStore.get());
    m_scope = {};
    setWindowFilePath(path);
    refreshSidebar();
    refreshPapers();
    return true;
}

QString MainWindow::libraryPath() const
{
    return m_database ? m_database->path() : QString();
}

void MainWindow::chooseFilesToImport()
{
    QSettings settings;
    const QString folder =
        settings
            .value(QStringLiteral("import/folder"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Abstracts"), folder, tr("Text files (*.txt *.text *.md);;All files (*)"));
    if (files.isEmpty())
        return;
    settings.setValue(QStringLiteral("import/folder"), QFileInfo(files.first()).absolutePath());
    importFiles(files);
}

ImportTask *MainWindow::importFiles(const QStringList &files)
{
    if (m_import || !m_database || files.isEmpty())
        return nullptr;
    auto *task = new ImportTask(m_database->path(), files, this);
    auto *progress = new QProgressDialog(tr("Importing abstracts…"), tr("Cancel"), 0, 0, this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(ProgressDelayMs);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(progress, &QProgressDialog::canceled, task, &ImportTask::cancel);
    connect(task, &ImportTask::progressChanged, progress, [progress](qint64 done, qint64 total) {
        // QProgressDialog counts in int; per mille keeps any total in range.
        progress->setMaximum(1000);
        progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
    });
    connect(task, &ImportTask::finished, this, [this, task, progress] {
        progress->close();
        importFinished(task);
    });
    m_import = task;
    m_importAction->setEnabled(false);
    statusBar()->showMessage(tr("Importing…"));
    task->start();
    return task;
}

void MainWindow::importFinished(ImportTask *task)
{
    const Import::ImportReport report = task->report();
    task->deleteLater();
    m_importAction->setEnabled(true);
    refreshSidebar();
    refreshPapers();

    if (report.cancelled) {
        statusBar()->showMessage(tr("Import cancelled; the library is unchanged."));
        return;
    }
    statusBar()->showMessage(
        tr("Import finished: %1 new, %2 already in the library.").arg(report.added()).arg(report.existing()));
    QStringList problems;
    if (!report.storageError.isEmpty())
        problems.append(tr("Nothing was imported: %1").arg(report.storageError));
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            problems.append(file.error);
        else if (file.added + file.existing == 0)
            problems.append(tr("%1: no abstracts found.").arg(QFileInfo(file.file).fileName()));
    }
    if (!problems.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Import"), problems.join(u'\n'), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

void MainWindow::openDemoLibrary()
{
    const QString path =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.sqlite");
    if (!openLibrary(path))
        return;
    if (m_libraryCount == 0)
        importFiles({ QStringLiteral(":/demo/demo-abstracts.txt") });
}

void MainWindow::refreshSidebar()
{
    if (!m_database)
        return;
    SidebarModel::Counts counts;
    try {
        counts.all = m_paperStore->paperCount();
        counts.unread = m_paperStore->countWithStatus(ReadingStatus::Unread);
        counts.collections = m_collectionStore->collections();
    } catch (const Storage::StorageError &error) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(error.message()));
        return;
    }
    m_libraryCount = counts.all;
    m_sidebarModel->setCounts(counts);
    const QSignalBlocker blocker(m_sidebar->selectionModel());
    QModelIndex current = m_sidebarModel->indexOf(m_scope);
    if (!current.isValid()) {
        m_scope = {};
        current = m_sidebarModel->indexOf(m_scope);
    }
    m_sidebar->setCurrentIndex(current);
    m_pages->setCurrentWidget(m_libraryCount == 0 ? static_cast<QWidget *>(m_welcome) : m_splitter);
}

void MainWindow::refreshPapers()
{
    if (!m_finder)
        return;
    m_searchDelay->stop();
    const Search::Query query = Search::Query::parse(m_search->text(), Search::Query::Typing::InProgress);
    if (!query.isValid()) {
        // The list keeps its last result while the query is being fixed.
        showSearchError(query.errorString());
        return;
    }
    showSearchError({});
    const PaperId current = m_detail->paperId();
    try {
        m_papers->setIds(m_finder->find(query, m_scope, m_papers->paperSort()));
    } catch (const Storage::StorageError &error) {
        showSearchError(error.message());
        return;
    }
    const int row = m_papers->rowOf(current);
    m_table->setCurrentIndex(m_papers->index(row >= 0 ? row : 0, PaperTableModel::TitleColumn));
    if (row >= 0)
        m_table->scrollTo(m_table->currentIndex());
    showCurrentPaper();
    updateStatus();
}

void MainWindow::showCurrentPaper()
{
    const PaperId id = m_papers->paperId(m_table->currentIndex().row());
    try {
        m_detail->setPaper(id ? m_paperStore->paper(id) : std::nullopt);
    } catch (const Storage::StorageError &error) {
        m_detail->setPaper(std::nullopt);
        statusBar()->showMessage(tr("Cannot read the paper: %1").arg(error.message()));
    }
}

void MainWindow::updateStatus()
{
    m_statusCount->setText(
        tr("%1 of %2 papers").arg(QLocale().toString(m_papers->rowCount()), QLocale().toString(m_libraryCount)));
}

void MainWindow::showSearchError(const QString &error)
{
    m_searchError = error;
    m_searchErrorAction->setVisible(!error.isEmpty());
    m_searchErrorAction->setToolTip(error);
    m_search->setToolTip(error);
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
    if (m_import) {
        m_import->cancel();
        delete m_import; // waits for the worker, which rolls back
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1240, 760);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
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
    settings.setValue(QStringLiteral("columns"), m_table->horizontalHeader()->saveState());
}

} // namespace Lectern::Desktop
