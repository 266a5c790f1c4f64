// SPDX-License-Identifier: GPL-3.0-or-later
#include "windows/mainwindow.h"

#include "core/tagname.h"
#include "editing/libraryeditor.h"
#include "editing/undoactions.h"
#include "export/exporter.h"
#include "models/papertablemodel.h"
#include "models/ratingdelegate.h"
#include "models/sidebarmodel.h"
#include "review/screeningsession.h"
#include "storage/backgroundreader.h"
#include "storage/changefeed.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/highlightstore.h"
#include "storage/librarycare.h"
#include "storage/librarylock.h"
#include "storage/librarysession.h"
#include "storage/liststore.h"
#include "storage/notestore.h"
#include "storage/paperdetailsreader.h"
#include "storage/paperremover.h"
#include "storage/paperstore.h"
#include "storage/referencesnapshots.h"
#include "storage/referencevalues.h"
#include "storage/reviewstore.h"
#include "storage/savedsearchstore.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"
#include "tasks/importtask.h"
#include "tasks/librarycare.h"
#include "tasks/libraryconnection.h"
#include "tasks/libraryopening.h"
#include "tasks/libraryworker.h"
#include "tasks/paperloader.h"
#include "widgets/accelerators.h"
#include "widgets/connectdialog.h"
#include "widgets/connectionstatus.h"
#include "widgets/exportdialog.h"
#include "widgets/languagemenu.h"
#include "widgets/noteeditor.h"
#include "widgets/paperdetailview.h"
#include "widgets/plaintext.h"
#include "widgets/referencedialog.h"
#include "widgets/restoredialog.h"
#include "widgets/reviewdialog.h"
#include "widgets/reviewsmenu.h"
#include "widgets/searchfield.h"
#include "widgets/shortcutsdialog.h"
#include "widgets/tagdialog.h"
#include "widgets/tagicon.h"
#include "widgets/themeicon.h"
#include "widgets/viewplace.h"
#include "widgets/viewportmessage.h"
#include "widgets/welcomeview.h"
#include "windows/duplicateswindow.h"
#include "windows/reviewresultswindow.h"
#include "windows/screeningwindow.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCloseEvent>
#include <QColorDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
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
// An import shorter than this shows no progress dialog.
constexpr int ProgressDelayMs = 400;
// How long a passing message stays in the status bar.
constexpr int StatusMessageMs = 8000;

// Versioned: a header state saved with other columns would put them in the wrong places.
const QString ColumnsKey = QStringLiteral("columns3");
const QString LastLibraryKey = QStringLiteral("MainWindow/lastLibrary");
const QString RecentLibrariesKey = QStringLiteral("MainWindow/recentLibraries");
// How many authors, venues or keywords the search field offers at once.
constexpr int CompletedValues = 12;
constexpr int MaxRecentLibraries = 8;
const QString LastPaperKey = QStringLiteral("MainWindow/lastPaper");
const QString CountsFollowSearchKey = QStringLiteral("sidebar/countsFollowSearch");
const QString MarkReadingKey = QStringLiteral("reading/markReadingAfterSeconds");

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

QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            files.append(url.toLocalFile());
    }
    return files;
}

// Every tag and every level above one, by name, each counting the papers of its subtree.
QList<Tag> tagTree(const Storage::TagStore &store)
{
    QMap<QString, Tag> byKey;
    for (const Tag &tag : store.tags()) {
        byKey.insert(TagName::key(tag.name), tag);
        for (QString level = TagName::parent(tag.name); !level.isEmpty(); level = TagName::parent(level)) {
            if (!byKey.contains(TagName::key(level)))
                byKey.insert(TagName::key(level), Tag{ 0, level, {}, 0 });
        }
    }
    QList<Tag> tree = byKey.values();
    for (Tag &tag : tree)
        tag.paperCount = store.paperCountWithin(tag.name);
    return tree;
}

// Everything the sidebar counts, within what facets finds when it is not empty; run on a
// reader's thread with its own connection.
SidebarModel::Counts sidebarCounts(const Storage::Database &database, const Search::Query &facets)
{
    using Kind = Search::PaperScope::Kind;
    using Scope = Search::PaperScope;
    const Search::PaperFinder finder(database);
    const auto count = [&](const Scope &scope) { return finder.count(facets, scope); };
    SidebarModel::Counts counts;
    counts.library = Storage::PaperStore(database).paperCount();
    counts.all = facets.isEmpty() ? counts.library : count(Scope::of(Kind::All));
    counts.unread = count(Scope::of(Kind::Unread));
    counts.starred = count(Scope::of(Kind::Starred));
    counts.recentlyAdded = count(Scope::of(Kind::RecentlyAdded));
    counts.withNote = count(Scope::of(Kind::WithNote));
    counts.collections = Storage::CollectionStore(database).collections();
    counts.lists = Storage::ListStore(database).lists();
    counts.tags = tagTree(Storage::TagStore(database));
    if (!facets.isEmpty()) {
        for (Collection &collection : counts.collections)
            collection.paperCount = count(Scope::inCollection(collection.id));
        for (Tag &tag : counts.tags)
            tag.paperCount = count(Scope::withTag(tag.name));
        for (ReadingList &list : counts.lists)
            list.paperCount = count(Scope::inList(list.id));
    }
    for (const SavedSearch &search : Storage::SavedSearchStore(database).savedSearches())
        counts.savedSearches.append({ search, count(Scope::saved(search)) });
    return counts;
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

bool countsFollowSearch()
{
    return QSettings().value(CountsFollowSearchKey, false).toBool();
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_editor(new LibraryEditor(this))
    , m_paperLoader(new PaperLoader(this))
    , m_papers(new PaperTableModel(this))
    , m_sidebarModel(new SidebarModel(this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new WelcomeView(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_sidebar(new QTreeView(this))
    , m_table(new QTableView(this))
    , m_emptyMessage(new ViewportMessage(m_table->viewport()))
    , m_detail(new PaperDetailView(this))
    , m_search(new SearchField(this))
    , m_searchDelay(new QTimer(this))
    , m_detailDelay(new QTimer(this))
    , m_markReading(new QTimer(this))
    , m_statusCount(new QLabel(this))
    , m_readOnlyLabel(new QLabel(tr("Read-only"), this))
    , m_connectionStatus(new ConnectionStatus(this))
    , m_care(new LibraryCare(this))
{
    initResources();
    setWindowTitle(tr("Lectern"));
    setAcceptDrops(true);
    createWidgets();
    createActions();
    connectEditor();
    restoreSettings();
}

MainWindow::~MainWindow()
{
    // Models, views and commands go before the worker they use.
    m_papers->setWorker(nullptr);
    m_editor->setWorker(nullptr);
    m_paperLoader->setWorker(nullptr);
}

void MainWindow::createWidgets()
{
    m_sidebar->setModel(m_sidebarModel);
    m_sidebar->setAccessibleName(tr("Library"));
    m_sidebar->setAccessibleDescription(
        tr("Collections, tags, reading lists and saved searches; choosing one shows its papers."));
    m_sidebar->setWhatsThis(tr("<p>The library's collections, reading lists, tags and saved searches, each with "
                               "the number of its papers. Choose one to list its papers; right-click (or press "
                               "the Menu key on) a tag, list or saved search to rename, recolour or delete it. "
                               "Drop papers on a reading list to add them to it.</p>"));
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setRootIsDecorated(false);
    m_sidebar->setItemsExpandable(false);
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->header()->setStretchLastSection(false);
    m_sidebar->header()->setSectionResizeMode(SidebarModel::NameColumn, QHeaderView::Stretch);
    m_sidebar->header()->setSectionResizeMode(SidebarModel::CountColumn, QHeaderView::ResizeToContents);
    m_sidebar->setContextMenuPolicy(Qt::CustomContextMenu);
    // Rows dragged from the paper list onto a reading list join it.
    m_sidebar->setDragDropMode(QAbstractItemView::DropOnly);
    m_sidebar->setDropIndicatorShown(true);
    connect(m_sidebar, &QWidget::customContextMenuRequested, this, &MainWindow::showSidebarMenu);
    connect(m_sidebarModel, &QAbstractItemModel::modelReset, m_sidebar, &QTreeView::expandAll);
    connect(m_search, &SearchField::wholeLibraryRequested, this, [this] {
        m_sidebar->setCurrentIndex(m_sidebarModel->indexOf(Search::PaperScope::of(Search::PaperScope::Kind::All)));
    });
    connect(
        m_sidebar->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
            if (!current.data(SidebarModel::ScopeRole).isValid())
                return;
            m_scope = SidebarModel::scopeAt(current);
            refreshPapers();
        });

    m_table->setModel(m_papers);
    m_table->setAccessibleName(tr("Papers"));
    m_table->setAccessibleDescription(tr("The papers found. Space toggles read, S stars, 0 to 5 rate, F2 edits "
                                         "the title, Ctrl+T tags the selected papers."));
    m_table->setWhatsThis(tr("<p>The papers of the entry chosen in the sidebar that the search finds. Arrow keys "
                             "choose a paper, whose abstract the pane beside shows. Space toggles read and unread, "
                             "S stars, 0 to 5 rate, F2 edits the title, Delete deletes; the Paper menu has the "
                             "same. Click a column's header to sort by it.</p>"));
    m_table->setItemDelegate(new RatingDelegate(m_table));
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &MainWindow::showTableMenu);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSortingEnabled(true);
    m_table->setDragEnabled(true);
    m_table->setDragDropMode(QAbstractItemView::DragDrop);
    m_table->setDefaultDropAction(Qt::MoveAction);
    m_table->setDropIndicatorShown(true);
    m_table->setDragDropOverwriteMode(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    // Tab moves on to the next area of the window, as everywhere else; arrows walk the rows.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    // Uniform rows: the view never measures rows it does not show.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(PaperTableModel::TitleColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSortIndicator(PaperTableModel::AddedColumn, Qt::DescendingOrder);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->setColumnWidth(PaperTableModel::AuthorsColumn, 120);
    m_table->setColumnWidth(PaperTableModel::CollectionColumn, 110);
    m_table->setColumnWidth(PaperTableModel::VenueColumn, 150);
    m_table->setColumnWidth(PaperTableModel::DoiColumn, 170);
    m_table->setColumnWidth(PaperTableModel::YearColumn, 56);
    m_table->setColumnWidth(PaperTableModel::StatusColumn, 80);
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint &position) {
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        for (int column = 0; column < PaperTableModel::ColumnCount; ++column) {
            if (column == PaperTableModel::TitleColumn)
                continue;
            QAction *shown = menu->addAction(m_papers->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString());
            shown->setCheckable(true);
            shown->setChecked(!header->isSectionHidden(column));
            connect(
                shown, &QAction::toggled, header, [header, column](bool on) { header->setSectionHidden(column, !on); });
        }
        menu->popup(header->mapToGlobal(position));
    });
    connect(
        m_table->horizontalHeader(), &QHeaderView::sectionClicked, this, [this] { m_columnChosenForSearch = true; });
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
    connect(m_paperLoader, &PaperLoader::loaded, this, &MainWindow::showPaper);
    connect(m_paperLoader, &PaperLoader::failed, this, [this](const QString &message) {
        m_detail->setPaper(std::nullopt);
        statusBar()->showMessage(tr("Cannot read the paper: %1").arg(message));
    });

    m_markReading->setSingleShot(true);
    // Only a paper read in the active window is marked, and the mark is no edit of the user's:
    // it does not go on the undo stack, where Ctrl+Z would first undo something never done.
    connect(m_markReading, &QTimer::timeout, this, [this] {
        if (const PaperId id = m_detail->paperId(); id && isActiveWindow())
            m_editor->markOpened(id);
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
    connect(m_welcome, &WelcomeView::importRequested, this, &MainWindow::chooseFilesToImport);
    connect(m_welcome, &WelcomeView::demoRequested, this, &MainWindow::openDemoLibrary);

    m_search->setMinimumWidth(360);
    // Completion from what the window read last (the sidebar's counts, the reviews): a keystroke
    // never waits for the library.
    m_search->setValueSource([this](const QString &field) {
        QStringList values;
        if (field == QLatin1String("tag"))
            values = tagNames();
        else if (field == QLatin1String("review")) {
            for (const ReviewInfo &review : std::as_const(m_reviews))
                values.append(review.name);
        } else if (field == QLatin1String("collection") || field == QLatin1String("venue")) {
            for (const Collection &collection : m_sidebarModel->counts().collections) {
                const QString value = field == QLatin1String("venue") ? collection.venue : collection.name;
                if (!value.isEmpty() && !values.contains(value))
                    values.append(value);
            }
        }
        return values;
    });
    m_search->setValueLookup([this](const QString &field, const QString &prefix, auto found) {
        using Lookup = QStringList (Storage::ReferenceValues::*)(const QString &, int) const;
        const Lookup lookup = field == QLatin1String("author")                     ? &Storage::ReferenceValues::authors
            : field == QLatin1String("keyword")                                    ? &Storage::ReferenceValues::keywords
            : field == QLatin1String("venue") || field == QLatin1String("journal") ? &Storage::ReferenceValues::venues
                                                                                   : nullptr;
        if (!m_library || !lookup)
            return;
        const quint64 asked = ++*m_newestValueLookup;
        m_library->worker().read<QStringList>(
            [lookup, prefix](Storage::LibrarySession &library) {
                return (Storage::ReferenceValues(library.database()).*lookup)(prefix, CompletedValues);
            },
            std::move(found),
            {},
            [newest = m_newestValueLookup, asked] { return *newest == asked; });
    });
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
    connect(m_connectionStatus->reconnectAction(), &QAction::triggered, this, [this] {
        if (m_library)
            openLibrary(m_library->location());
    });
}

void MainWindow::createActions()
{
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    m_importAction = fileMenu->addAction(
        themeIcon(QStringLiteral("document-import")), tr("&Import Abstracts…"), this, &MainWindow::chooseFilesToImport);
    m_importAction->setShortcut(QKeySequence::Open);
    m_importAction->setToolTip(tr("Import text files of abstracts (%1)")
            .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    QAction *exportAction = fileMenu->addAction(
        themeIcon(QStringLiteral("document-export")), tr("&Export…"), this, &MainWindow::exportPapers);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    auto *openAction = fileMenu->addAction(tr("&Open Library…"), this, &MainWindow::chooseLibrary);
    openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    fileMenu->addAction(tr("Connect to &Team Library…"), this, &MainWindow::connectToTeamLibrary);
    auto *recentMenu = fileMenu->addMenu(tr("Open &Recent"));
    recentMenu->setToolTipsVisible(true);
    connect(recentMenu, &QMenu::aboutToShow, this, [this, recentMenu] {
        recentMenu->clear();
        const Storage::Location yours = Storage::Database::defaultLocation();
        recentMenu->addAction(tr("&Your Library"), this, [this, yours] { openLibrary(yours); });
        recentMenu->addSeparator();
        for (const QString &name : recentLibraries()) {
            const auto location = Storage::Location::parse(name, nullptr);
            // A file that has gone is not offered; a server is asked only when chosen.
            if (!location || *location == yours || (location->isFile() && !QFileInfo::exists(name)))
                continue;
            // A server by its database and host; the tooltip has the whole address.
            QAction *entry = recentMenu->addAction(
                withLiteralAmpersands(location->displayName()), this, [this, location] { openLibrary(*location); });
            entry->setToolTip(plainToRichText(location->toString()));
        }
    });
    fileMenu->addAction(tr("Open &Demo Library"), this, &MainWindow::openDemoLibrary);
    fileMenu->addAction(tr("&Restore from Backup…"), this, &MainWindow::restoreFromBackup);
    fileMenu->addAction(m_connectionStatus->reconnectAction());
    fileMenu->addSeparator();
    connect(m_care, &LibraryCare::damageFound, this, [this](const QString &problem) {
        m_editor->setDamaged(true);
        showDamage(problem);
    });
    connect(m_care, &LibraryCare::backedUp, this, [this] {
        statusBar()->showMessage(tr("The library was backed up."), StatusMessageMs);
    });
    connect(m_care, &LibraryCare::backupFailed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("No backup could be made: %1").arg(message));
    });
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
    QAction *copyBibTex =
        editMenu->addAction(tr("Copy as &BibTeX"), this, [this] { copySelectionAs(Export::ExportFormat::BibTex); });
    copyBibTex->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    editMenu->addAction(tr("Copy as &Markdown"), this, [this] { copySelectionAs(Export::ExportFormat::Markdown); });
    editMenu->addSeparator();
    auto *find = editMenu->addAction(tr("&Find"), this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    editMenu->addAction(
        QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save Search…"), this, &MainWindow::saveSearch);

    m_paperMenu = menuBar()->addMenu(tr("&Paper"));
    createPaperActions(m_paperMenu);

    auto *reviewMenu = menuBar()->addMenu(tr("&Review"));
    reviewMenu->addAction(tr("&New Review…"), this, &MainWindow::newReview);
    for (const auto &[title, open] : { std::pair(tr("&Screen"), &MainWindow::openScreening),
             std::pair(tr("&Results"), &MainWindow::openResults),
             std::pair(tr("Show &Papers"), &MainWindow::showReviewPapers) }) {
        auto *menu = new ReviewsMenu(title, reviewMenu);
        reviewMenu->addMenu(menu);
        connect(menu, &QMenu::aboutToShow, this, &MainWindow::refreshReviews);
        connect(menu, &ReviewsMenu::chosen, this, open);
    }

    reviewMenu->addSeparator();
    reviewMenu->addAction(tr("Possible &Duplicates…"), this, &MainWindow::openDuplicates);

    auto *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    auto *followSearch = settingsMenu->addAction(tr("Sidebar &Counts Follow the Search"));
    followSearch->setCheckable(true);
    followSearch->setToolTip(tr("Count only the papers the search finds in each sidebar entry"));
    followSearch->setChecked(countsFollowSearch());
    connect(followSearch, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(CountsFollowSearchKey, on);
        refreshSidebar();
    });
    auto *markReading = settingsMenu->addAction(tr("Mark Opened Papers as &Reading"));
    markReading->setCheckable(true);
    markReading->setToolTip(
        tr("An unread paper shown for %n second(s) becomes \"reading\"", nullptr, DefaultMarkReadingSeconds));
    markReading->setChecked(QSettings().value(MarkReadingKey, DefaultMarkReadingSeconds).toInt() > 0);
    connect(markReading, &QAction::toggled, this, [](bool on) {
        QSettings().setValue(MarkReadingKey, on ? DefaultMarkReadingSeconds : 0);
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

void MainWindow::createPaperActions(QMenu *menu)
{
    // Single keys act on the paper list only, so they never eat typing in a text field.
    const auto add = [this, menu](const QString &text, const QKeySequence &key, auto slot) {
        QAction *action = menu->addAction(text, this, slot);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_table->addAction(action);
        return action;
    };
    add(tr("Toggle &Read"), Qt::Key_Space, [this] { changeSelectedReading(toggledRead, tr("Toggle Read")); });
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
    add(tr("&Star"), Qt::Key_S, [this] { changeSelectedReading(toggledStar, tr("Toggle Star")); });
    auto *rating = menu->addMenu(tr("Ra&ting"));
    for (int stars = 0; stars <= MaxRating; ++stars) {
        QAction *action = rating->addAction(stars == 0 ? tr("No Rating") : QString(stars, u'★'), this, [this, stars] {
            changeSelectedReading(
                [stars](const QList<ReadingState> &, ReadingState state) {
                    state.rating = stars;
                    return state;
                },
                tr("Rate %n Star(s)", nullptr, stars));
        });
        action->setShortcut(QKeySequence(Qt::Key_0 + stars));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_table->addAction(action);
    }
    menu->addSeparator();
    QAction *tag =
        menu->addAction(themeIcon(QStringLiteral("tag")), tr("Add &Tag…"), this, &MainWindow::tagSelectedPapers);
    tag->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    add(tr("Edit &Title"), Qt::Key_F2, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            m_table->edit(current.siblingAtColumn(PaperTableModel::TitleColumn));
    });
    QAction *editReference = menu->addAction(tr("Edit &Reference…"), this, &MainWindow::editReference);
    editReference->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F2));
    m_addToListMenu = menu->addMenu(QIcon::fromTheme(QStringLiteral("view-list-details")), tr("Add to Reading &List"));
    connect(m_addToListMenu, &QMenu::aboutToShow, this, &MainWindow::fillAddToListMenu);
    QAction *addToList = menu->addAction(tr("Add to Reading List…"), this, &MainWindow::addSelectionToList);
    addToList->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_removeFromListAction = menu->addAction(tr("Remove from This List"), this, [this] {
        if (const auto list = readingList(m_scope.list))
            m_editor->removeFromList(*list, selectedPapers());
    });
    m_removeFromListAction->setEnabled(false);
    menu->addSeparator();
    QAction *remove = menu->addAction(themeIcon(QStringLiteral("edit-delete")), tr("&Delete"), this, [this] {
        m_editor->deletePapers(selectedPapers());
    });
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(remove);
    QAction *highlight = menu->addAction(tr("&Highlight Selection"), this, [this] {
        if (!m_detail->highlightSelection(HighlightColor::Yellow))
            statusBar()->showMessage(tr("Select a passage of the abstract to highlight it."), 4000);
    });
    highlight->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
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
            if (const auto found = readingList(list))
                m_editor->addToList(*found, papers);
        });
    connect(m_papers, &PaperTableModel::papersMoved, this, &MainWindow::movePapersInList);
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
    connect(m_editor, &LibraryEditor::reviewsChanged, this, [this] {
        refreshReviews();
        for (ReviewResultsWindow *results : findChildren<ReviewResultsWindow *>())
            results->refreshSoon();
    });
    connect(m_editor, &LibraryEditor::highlightsChanged, this, [this](PaperId paper) {
        if (paper != m_detail->paperId())
            return;
        m_library->worker().read<QList<Highlight>>(
            [paper](Storage::LibrarySession &library) { return library.highlights().highlights(paper); },
            [this, paper](const QList<Highlight> &highlights) {
                if (paper == m_detail->paperId())
                    m_detail->setHighlights(highlights);
            });
    });
    connect(m_editor, &LibraryEditor::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Not changed: %1").arg(message), 8000);
    });
    connect(m_editor, &LibraryEditor::damageFound, this, [this](const QString &message) {
        const Storage::Location library = libraryLocation();
        Storage::LibraryCare::of(library).markDamaged(library, message);
        showDamage(message);
    });

    connect(m_detail, &PaperDetailView::tagAdded, this, [this](const QString &name) {
        if (m_detail->paperId())
            m_editor->addTag({ m_detail->paperId() }, name);
    });
    connect(m_detail, &PaperDetailView::tagRemoved, this, [this](const Tag &tag) {
        m_editor->removeTag({ m_detail->paperId() }, tag);
    });
    connect(m_detail, &PaperDetailView::tagActivated, this, &MainWindow::showTag);
    connect(m_detail, &PaperDetailView::highlightRequested, m_editor, &LibraryEditor::addHighlight);
    connect(m_detail, &PaperDetailView::referenceEditRequested, this, &MainWindow::editReference);
    connect(m_detail, &PaperDetailView::highlightRemoveRequested, m_editor, &LibraryEditor::removeHighlight);
    connect(m_detail, &PaperDetailView::highlightCommentRequested, m_editor, &LibraryEditor::setHighlightComment);
    connect(m_detail, &PaperDetailView::noteChanged, this, [this](PaperId paper, const QString &markdown) {
        if (m_library)
            m_editor->setNote(paper, markdown);
    });
    // An undone or redone note edit shows in the editor when its paper is shown.
    connect(m_editor, &LibraryEditor::noteChanged, this, [this](PaperId paper, const QString &markdown) {
        if (m_detail->noteEditor()->paperId() == paper)
            m_detail->noteEditor()->setNote(paper, markdown);
    });
    connect(m_editor, &LibraryEditor::notedPapersChanged, this, &MainWindow::refreshSidebar);
}

QList<PaperId> MainWindow::selectedPapers() const
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

void MainWindow::changeSelectedReading(const LibraryEditor::ReadingChange &change, const QString &text)
{
    const QList<PaperId> papers = selectedPapers();
    if (!papers.isEmpty())
        m_editor->changeReading(papers, change, text);
}

void MainWindow::tagSelectedPapers()
{
    const QList<PaperId> papers = selectedPapers();
    if (papers.isEmpty() || !m_library)
        return;
    TagDialog dialog(tr("Add Tag"),
        tr("Tag %n selected paper(s) with:", nullptr, static_cast<int>(papers.size())),
        tagNames(),
        this);
    dialog.allowSeveral();
    if (dialog.exec() == QDialog::Accepted)
        m_editor->addTags(papers, dialog.names());
}

void MainWindow::papersEdited(const QList<PaperId> &papers)
{
    m_papers->refreshRows();
    refreshSidebar();
    if (papers.contains(m_detail->paperId()))
        refreshCurrentPaper();
}

void MainWindow::editReference()
{
    const PaperId shown = m_detail->paperId();
    if (!shown || !m_library)
        return;
    m_library->worker().read<std::optional<Paper>>(
        [shown](Storage::LibrarySession &library) { return library.papers().paper(shown); },
        [this, shown](const std::optional<Paper> &paper) {
            if (!paper || shown != m_detail->paperId())
                return;
            ReferenceDialog dialog(*paper, this);
            if (dialog.exec() == QDialog::Accepted)
                m_editor->setReference(shown, dialog.edited());
        });
}

void MainWindow::tagsEdited()
{
    const Search::PaperScope scope = m_scope;
    refreshSidebar();
    if (!(m_scope == scope))
        refreshPapers(); // the tag being shown was renamed or deleted
    if (const PaperId shown = m_detail->paperId()) {
        m_library->worker().read<QList<Tag>>(
            [shown](Storage::LibrarySession &library) { return library.tags().tagsOf(shown); },
            [this, shown](const QList<Tag> &tags) {
                if (shown == m_detail->paperId())
                    m_detail->setTags(tags);
            });
    }
}

QStringList MainWindow::tagNames() const
{
    // As the sidebar's counts name them (the levels above a tag are no tags of their own): read
    // in the background, so completion never waits for the library.
    QStringList names;
    for (const Tag &tag : m_sidebarModel->counts().tags) {
        if (tag.id != 0)
            names.append(tag.name);
    }
    return names;
}

std::optional<Tag> MainWindow::knownTag(const QString &name) const
{
    for (const Tag &tag : m_sidebarModel->counts().tags) {
        if (tag.id != 0 && TagName::key(tag.name) == TagName::key(name))
            return tag;
    }
    return std::nullopt;
}

void MainWindow::showTag(const QString &tag)
{
    const QModelIndex entry = m_sidebarModel->indexOf(Search::PaperScope::withTag(tag));
    if (entry.isValid())
        m_sidebar->setCurrentIndex(entry);
}

void MainWindow::showTableMenu(const QPoint &position)
{
    if (!m_table->indexAt(position).isValid() || !m_library)
        return;
    // The tags the selection carries, to take off all of it at once, are read first; the menu
    // shows when they are in, without them if they cannot be read.
    const auto popup = [this, position](const QList<Tag> &carried) {
        auto *menu = new QMenu(this);
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
    m_library->worker().read<QList<Tag>>(
        [papers = selectedPapers()](Storage::LibrarySession &library) { return carriedTags(library.tags(), papers); },
        popup,
        [popup](const Storage::StorageError &) { popup({}); });
}

void MainWindow::showSidebarMenu(const QPoint &position)
{
    const QModelIndex entry = m_sidebar->indexAt(position).siblingAtColumn(SidebarModel::NameColumn);
    if (const QVariant saved = entry.data(SidebarModel::SavedSearchRole); saved.isValid()) {
        const auto search = saved.value<SavedSearch>();
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename…"), this, [this, search] {
            bool ok = false;
            const QString name = QInputDialog::getText(
                this, tr("Rename Saved Search"), tr("Name:"), QLineEdit::Normal, search.name, &ok);
            if (ok && name.simplified() != search.name)
                m_editor->renameSavedSearch(search, name);
        });
        menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete"), this, [this, search] {
            m_editor->deleteSavedSearch(search);
        });
        menu->popup(m_sidebar->viewport()->mapToGlobal(position));
        return;
    }
    if (const QVariant list = entry.data(SidebarModel::ReadingListRole); list.isValid()) {
        showListMenu(list.value<ReadingList>(), m_sidebar->viewport()->mapToGlobal(position));
        return;
    }
    if (const auto scope = entry.data(SidebarModel::ScopeRole).value<Search::PaperScope>();
        scope.kind == Search::PaperScope::Kind::Collection) {
        const Collection collection{ scope.collection, entry.data(Qt::DisplayRole).toString(), {}, 0, 0 };
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")),
            tr("&Delete Collection and Its Papers"),
            this,
            [this, collection] { m_editor->deleteCollection(collection); });
        menu->popup(m_sidebar->viewport()->mapToGlobal(position));
        return;
    }
    const QString tag = entry.data(SidebarModel::TagNameRole).toString();
    if (tag.isEmpty())
        return;
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename or Merge…"), this, [this, tag] {
        renameTag(tag);
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("color-management")), tr("Change &Colour…"), this, [this, tag] {
        recolorTag(tag);
    });
    menu->addSeparator();
    menu->addAction(
        QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete…"), this, [this, tag] { deleteTag(tag); });
    menu->popup(m_sidebar->viewport()->mapToGlobal(position));
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
    if (!m_library)
        return;
    ExportDialog dialog(m_library->worker(), { selectedPapers(), shownPapers() }, this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Exported %n paper(s).", nullptr, int(dialog.written())), 5000);
}

void MainWindow::newReview()
{
    if (!m_library)
        return;
    ReviewDialog dialog(shownPapers(), selectedPapers(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_library->worker().write(
        [this, review = dialog.review(), papers = dialog.papers()](
            Storage::LibrarySession &library) -> LibraryWorker::Delivery {
            Storage::Transaction transaction(library.database().connectionName());
            Storage::ReviewStore reviews(library.database());
            const ReviewId id = reviews.create(review);
            reviews.addPapers(id, papers);
            transaction.commit();
            return [this, id] {
                refreshReviews();
                openScreening(id);
            };
        },
        [this](const Storage::StorageError &error) {
            QMessageBox::warning(this, tr("The review was not made"), plainToRichText(error.message()));
        });
}

void MainWindow::refreshReviews()
{
    if (!m_library)
        return;
    m_library->worker().read<QList<ReviewInfo>>(
        [](Storage::LibrarySession &library) { return Storage::ReviewStore(library.database()).reviews(); },
        [this](const QList<ReviewInfo> &reviews) {
            m_reviews = reviews;
            for (ReviewsMenu *menu : findChildren<ReviewsMenu *>())
                menu->setReviews(reviews);
        });
}

void MainWindow::showReviewPapers(ReviewId review)
{
    using Hits = std::optional<std::pair<ReviewInfo, QHash<PaperId, KeywordHits>>>;
    m_library->worker().read<Hits>(
        [review](Storage::LibrarySession &library) -> Hits {
            const Storage::ReviewStore reviews(library.database());
            const auto info = reviews.review(review);
            return info ? Hits({ *info, reviews.keywordHits(review) }) : std::nullopt;
        },
        [this, review](const Hits &hits) {
            if (!hits)
                return;
            m_papers->setKeywordHits(review, hits->second);
            showKeywordHits(true);
            // The query language has no escape for a quote; a name with one is found by the rest.
            m_search->setText(QStringLiteral("review:\"%1\"").arg(QString(hits->first.name).remove(u'"')));
        });
}

void MainWindow::showKeywordHits(bool shown)
{
    if (!shown)
        m_papers->setKeywordHits(0, {});
    QHeaderView *header = m_table->horizontalHeader();
    // Beside the title, where the eye reads them with it, and as narrow as their numbers.
    int place = header->visualIndex(PaperTableModel::TitleColumn) + 1;
    for (const int column : { PaperTableModel::InclusionHitsColumn, PaperTableModel::ExclusionHitsColumn }) {
        header->setSectionHidden(column, !shown);
        if (!shown)
            continue;
        header->moveSection(header->visualIndex(column), place++);
        header->resizeSection(column,
            header->fontMetrics().horizontalAdvance(m_papers->headerData(column, Qt::Horizontal).toString()) +
                header->fontMetrics().height() * 2);
    }
}

void MainWindow::openResults(ReviewId review)
{
    if (m_library)
        (new ReviewResultsWindow(
             m_library->worker(), review, Review::defaultReviewerName(m_library->worker().login()), this))
            ->show();
}

void MainWindow::openDuplicates()
{
    if (!m_library)
        return;
    if (auto *open = findChild<DuplicatesWindow *>()) {
        open->raise();
        open->activateWindow();
        return;
    }
    (new DuplicatesWindow(m_library->worker(), *m_editor, this))->show();
}

void MainWindow::openScreening(ReviewId review)
{
    if (!m_library)
        return;
    const QString reviewer = Review::defaultReviewerName(m_library->worker().login());
    m_library->worker().read<Review::ScreeningSession::Start>(
        [review, reviewer](Storage::LibrarySession &library) {
            return Review::ScreeningSession::Start::read(library.database(), review, reviewer);
        },
        [this, reviewer](const Review::ScreeningSession::Start &start) { showScreening(start, reviewer); },
        [this](const Storage::StorageError &error) {
            QMessageBox::warning(this, tr("The review cannot be opened"), plainToRichText(error.message()));
        });
}

void MainWindow::showScreening(const Review::ScreeningSession::Start &start, const QString &reviewer)
{
    const ReviewId review = start.review.id;
    auto *window = new ScreeningWindow(m_library->worker(), start, reviewer, this);
    // The review's results, when open, follow the screening.
    connect(window, &ScreeningWindow::decisionsChanged, this, [this, review] {
        for (ReviewResultsWindow *results : findChildren<ReviewResultsWindow *>()) {
            if (results->review() == review)
                results->refreshSoon();
        }
    });
    // The list's hit columns, when they show this review's, follow its new keywords.
    connect(window, &ScreeningWindow::keywordHitsChanged, this, [this, review] {
        if (m_papers->keywordHitsReview() != review)
            return;
        m_library->worker().read<QHash<PaperId, KeywordHits>>(
            [review](Storage::LibrarySession &library) {
                return Storage::ReviewStore(library.database()).keywordHits(review);
            },
            [this, review](const QHash<PaperId, KeywordHits> &hits) {
                if (m_papers->keywordHitsReview() == review)
                    m_papers->setKeywordHits(review, hits);
            });
    });
    window->show();
}

void MainWindow::copySelectionAs(Export::ExportFormat format)
{
    const QList<PaperId> papers = selectedPapers();
    if (!m_library || papers.isEmpty())
        return;
    m_library->worker().read<QByteArray>(
        [papers, format](Storage::LibrarySession &library) {
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            Export::Exporter(library.database(), format).write(papers, buffer);
            return bytes;
        },
        [this, format, count = int(papers.size())](const QByteArray &bytes) {
            QGuiApplication::clipboard()->setText(QString::fromUtf8(bytes));
            statusBar()->showMessage(tr("Copied %n paper(s) as %1.", nullptr, count)
                                         .arg(format == Export::ExportFormat::BibTex ? tr("BibTeX") : tr("Markdown")),
                4000);
        });
}

std::optional<ReadingList> MainWindow::readingList(ReadingListId id) const
{
    const QVariant list = m_sidebarModel->indexOf(Search::PaperScope::inList(id)).data(SidebarModel::ReadingListRole);
    return list.isValid() ? std::optional(list.value<ReadingList>()) : std::nullopt;
}

void MainWindow::fillAddToListMenu()
{
    m_addToListMenu->clear();
    // As the sidebar's counts list them: the menu never waits for the library.
    const QList<ReadingList> lists = m_library ? m_sidebarModel->counts().lists : QList<ReadingList>();
    for (const ReadingList &list : lists) {
        m_addToListMenu->addAction(
            withLiteralAmpersands(list.name), this, [this, list] { m_editor->addToList(list, selectedPapers()); });
    }
    if (!lists.isEmpty())
        m_addToListMenu->addSeparator();
    m_addToListMenu->addAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New List…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("New Reading List"), tr("Name of the new list:"), QLineEdit::Normal, {}, &ok);
        if (ok && !name.simplified().isEmpty())
            m_editor->createList(name, selectedPapers());
    });
}

void MainWindow::addSelectionToList()
{
    const QList<PaperId> papers = selectedPapers();
    if (papers.isEmpty() || !m_library)
        return;
    QStringList names;
    for (const ReadingList &list : m_sidebarModel->counts().lists)
        names.append(list.name);
    bool ok = false;
    const QString name = QInputDialog::getItem(this,
        tr("Add to Reading List"),
        tr("Add %n paper(s) to the list (a new name makes a new list):", nullptr, int(papers.size())),
        names,
        0,
        true,
        &ok);
    if (!ok || name.simplified().isEmpty())
        return;
    // Names match as the library matches them: spaces folded, case ignored.
    const QString key = name.simplified().toCaseFolded();
    const QList<ReadingList> lists = m_sidebarModel->counts().lists;
    const auto existing = std::find_if(
        lists.cbegin(), lists.cend(), [&key](const ReadingList &list) { return list.name.toCaseFolded() == key; });
    if (existing != lists.cend())
        m_editor->addToList(*existing, papers);
    else
        m_editor->createList(name, papers);
}

void MainWindow::movePapersInList(const QList<PaperId> &papers, int row)
{
    const auto list = readingList(m_scope.list);
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

void MainWindow::showListMenu(const ReadingList &list, const QPoint &globalPosition)
{
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename…"), this, [this, list] {
        bool ok = false;
        const QString name =
            QInputDialog::getText(this, tr("Rename Reading List"), tr("Name:"), QLineEdit::Normal, list.name, &ok);
        if (ok && name.simplified() != list.name)
            m_editor->renameList(list, name);
    });
    menu->addAction(tr("&Description…"), this, [this, list] {
        bool ok = false;
        const QString description = QInputDialog::getMultiLineText(this,
            tr("Reading List Description"),
            plainToRichText(tr("What “%1” is for:").arg(list.name)),
            list.description,
            &ok);
        if (ok && description != list.description)
            m_editor->setListDescription(list, description);
    });
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("D&uplicate"), this, [this, list] {
        m_editor->duplicateList(list, tr("%1 (copy)").arg(list.name));
    });
    menu->addSeparator();
    menu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete List"), this, [this, list] {
        m_editor->deleteList(list);
    });
    menu->popup(globalPosition);
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

void MainWindow::renameTag(const QString &tag)
{
    TagDialog dialog(tr("Rename Tag"),
        tr("New name for “%1” (and the tags below it). An existing name merges the two tags.").arg(tag),
        tagNames(),
        this);
    dialog.setName(tag);
    if (dialog.exec() != QDialog::Accepted || dialog.name() == tag)
        return;
    if (TagName::isWithin(dialog.name(), tag) && TagName::key(dialog.name()) != TagName::key(tag)) {
        QMessageBox::warning(
            this, tr("Rename Tag"), plainToRichText(tr("“%1” cannot be moved below itself.").arg(tag)));
        return;
    }
    const std::optional<Tag> existing = knownTag(dialog.name());
    const bool merge = existing && TagName::key(existing->name) != TagName::key(tag);
    if (merge) {
        const auto answer = QMessageBox::question(this,
            tr("Merge Tags"),
            plainToRichText(tr("“%1” exists already. Merge “%2” into it? Papers tagged “%2” will be tagged “%1”.")
                    .arg(existing->name, tag)),
            QMessageBox::Yes | QMessageBox::Cancel,
            QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return;
    }
    m_editor->renameTag(tag, dialog.name(), merge);
}

void MainWindow::recolorTag(const QString &tag)
{
    const std::optional<Tag> existing = knownTag(tag);
    if (!existing) {
        statusBar()->showMessage(tr("“%1” groups other tags and has no colour of its own.").arg(tag), 5000);
        return;
    }
    const QColor color =
        QColorDialog::getColor(QColor::fromString(existing->color), this, tr("Colour of “%1”").arg(tag));
    if (color.isValid())
        m_editor->setTagColor(*existing, color.name());
}

void MainWindow::deleteTag(const QString &tag)
{
    // The question names how many papers lose the tag: counted first, in the background.
    m_library->worker().read<int>(
        [tag](Storage::LibrarySession &library) { return library.tags().paperCountWithin(tag); },
        [this, tag](const int &papers) {
            const auto answer = QMessageBox::question(this,
                tr("Delete Tag"),
                plainToRichText(
                    tr("Delete “%1” and the tags below it? It is removed from %n paper(s); the papers stay. "
                       "Edit ▸ Undo brings it back.",
                        nullptr,
                        papers)
                        .arg(tag)),
                QMessageBox::Yes | QMessageBox::Cancel,
                QMessageBox::Cancel);
            if (answer == QMessageBox::Yes)
                m_editor->deleteTag(tag);
        });
}

bool MainWindow::openLibrary(const Storage::Location &location, bool quiet)
{
    // The library this window edits keeps its claim when it is opened again (after a restore).
    const bool claimed = m_libraryLock && m_library->location().isSameAs(location);
    std::unique_ptr<Storage::LibraryLock> lock;
    auto access = Storage::Database::Access::ReadWrite;
    if (!claimed) {
        lock = std::make_unique<Storage::LibraryLock>(location);
        if (!lock->tryLock()) {
            if (quiet || !acceptReadOnly(location, lock->holder()))
                return false;
            access = Storage::Database::Access::ReadOnly;
            lock.reset();
        }
    }
    QString error;
    std::unique_ptr<LibraryWorker> worker = openLibraryWorker(location, access, this, !quiet, &error);
    if (!worker) {
        if (!quiet && !error.isEmpty())
            QMessageBox::critical(this, tr("Cannot open the library"), plainToRichText(error));
        return false;
    }
    if (claimed)
        lock = std::move(m_libraryLock);
    showLibrary(std::move(worker), access, std::move(lock));
    return true;
}

void MainWindow::connectToTeamLibrary()
{
    ConnectDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        showLibrary(dialog.takeWorker(), Storage::Database::Access::ReadWrite, nullptr);
}

void MainWindow::showLibrary(
    std::unique_ptr<LibraryWorker> worker, Storage::Database::Access access, std::unique_ptr<Storage::LibraryLock> lock)
{
    const Storage::Location location = worker->location();
    // The note being typed and the screenings open belong to the library being left.
    m_detail->noteEditor()->flush();
    for (ScreeningWindow *screening : findChildren<ScreeningWindow *>())
        delete screening;
    qDeleteAll(findChildren<ReviewResultsWindow *>());
    qDeleteAll(findChildren<DuplicatesWindow *>());
    showKeywordHits(false);
    m_detail->setPaper(std::nullopt);
    m_papers->setWorker(nullptr);
    m_editor->setWorker(nullptr);
    m_paperLoader->setWorker(nullptr);
    m_searchPending = false;
    m_countsPending = false;
    m_reviews.clear();
    m_library = std::make_unique<LibraryConnection>(std::move(worker), access);
    m_libraryLock = std::move(lock);
    showReadOnly(m_library->isReadOnly());
    LibraryWorker &libraryWorker = m_library->worker();
    m_papers->setWorker(&libraryWorker);
    m_paperLoader->setWorker(&libraryWorker);
    m_connectionStatus->setLibrary(location.displayName());
    connect(&libraryWorker, &LibraryWorker::idleChanged, this, &MainWindow::idleChanged);
    connect(&libraryWorker, &LibraryWorker::waiting, m_connectionStatus, &ConnectionStatus::setWaiting);
    connect(&libraryWorker, &LibraryWorker::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
    });
    connect(&libraryWorker, &LibraryWorker::connectionLost, this, [this](const QString &message) {
        m_editor->setUnreachable(true);
        m_connectionStatus->setLost(message);
    });
    // A search or a count that fails may have lost the server: the worker finds out.
    connect(&m_library->searchReader(), &Storage::BackgroundReader::failed, this, [this](const QString &message) {
        m_searchPending = false;
        showSearchError(message);
        m_library->worker().checkConnection();
        Q_EMIT idleChanged();
    });
    connect(&m_library->countReader(), &Storage::BackgroundReader::failed, this, [this](const QString &message) {
        m_countsPending = false;
        statusBar()->showMessage(tr("Cannot read the library: %1").arg(message));
        m_library->worker().checkConnection();
        Q_EMIT idleChanged();
    });
    m_editor->setWorker(&libraryWorker);
    connect(&m_library->changes(), &Storage::ChangeFeed::changed, m_editor, &LibraryEditor::tellChanges);
    // The feed looks at a server every second, also while nobody reads or writes: a server gone
    // shows at once, and once it answers again the library is opened again by itself.
    if (!location.isFile()) {
        connect(
            &m_library->changes(), &Storage::ChangeFeed::stateChanged, this, [this](Storage::ChangeFeed::State state) {
                if (state == Storage::ChangeFeed::State::Reconnecting && !m_connectionStatus->isLost()) {
                    m_editor->setUnreachable(true);
                    m_connectionStatus->setLost(tr("The server does not answer."));
                } else if (state == Storage::ChangeFeed::State::Connected && m_connectionStatus->isLost()) {
                    m_connectionStatus->reconnectAction()->trigger();
                }
            });
    }
    // Damage found before is marked beside a file, and in a server's database: read on the
    // worker, its first job, as a server's answer takes round trips the window must not wait for.
    m_editor->setDamaged(false);
    libraryWorker.read<bool>(
        [location](
            Storage::LibrarySession &) { return Storage::LibraryCare::of(location).knownDamage(location).has_value(); },
        [this](const bool &damaged) {
            if (damaged)
                m_editor->setDamaged(true);
        });
    m_scope = {};
    setWindowFilePath(location.isFile() ? location.filePath() : QString());
    setWindowTitle(location.isFile() ? QString() : location.displayName());
    refreshSidebar();
    refreshPapers();
    refreshReviews();
    // The window that edits the library checks it and makes its backups.
    if (!m_library->isReadOnly())
        m_care->watch(location);
    rememberLibrary(location);
    // Back where the reader left this library, once the first rows are there.
    QSettings settings;
    if (settings.value(LastLibraryKey).toString() == location.toString())
        m_paperToRestore = settings.value(LastPaperKey).toLongLong();
}

bool MainWindow::acceptReadOnly(const Storage::Location &library, const std::optional<Storage::LockHolder> &holder)
{
    const QString who = holder ? tr("process %1, %2").arg(holder->pid).arg(holder->program) : tr("another process");
    QMessageBox box(QMessageBox::Question,
        tr("Library in Use"),
        plainToRichText(tr("%1 is open in another Lectern window (%2). One window at a time changes a library; "
                           "this one can show it read-only.")
                .arg(library.toString(), who)),
        QMessageBox::Cancel,
        this);
    QPushButton *readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    box.setDefaultButton(readOnly);
    box.exec();
    return box.clickedButton() == readOnly;
}

void MainWindow::showReadOnly(bool readOnly)
{
    m_editor->setReadOnly(readOnly);
    m_importAction->setEnabled(!readOnly);
    m_detail->setReadOnly(readOnly);
    m_readOnlyLabel->setVisible(readOnly);
}

void MainWindow::showDamage(const QString &problem)
{
    QMessageBox box(QMessageBox::Warning,
        tr("The library is damaged"),
        plainToRichText(tr("%1 is damaged (%2). Nothing more should be written to it: restore its newest good "
                           "backup. The damaged library is kept beside the backups.")
                .arg(libraryLocation().toString(), problem)),
        QMessageBox::Close,
        this);
    QPushButton *restore = box.addButton(tr("&Restore from Backup…"), QMessageBox::AcceptRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        restoreFromBackup();
}

void MainWindow::restoreFromBackup()
{
    if (!m_library)
        return;
    const Storage::Location location = m_library->location();
    const Storage::LibraryCare &care = Storage::LibraryCare::of(location);
    const QList<Storage::LibraryCare::Backup> all = care.backups(location);
    if (all.isEmpty()) {
        QMessageBox::information(this,
            tr("Restore from Backup"),
            tr("There is no backup of this library yet. Lectern makes one each day the library is open, and "
               "before a large import."));
        return;
    }
    if (m_editor->isReadOnly()) {
        QMessageBox::information(this,
            tr("Restore from Backup"),
            tr("Another Lectern window has this library open: restore its backup there."));
        return;
    }
    RestoreDialog dialog(all, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosenPath().isEmpty())
        return;
    m_detail->noteEditor()->flush();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        care.restore(location, dialog.chosenPath());
    } catch (const Storage::StorageError &failure) {
        error = failure.message();
    }
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Nothing was restored"), plainToRichText(error));
        return;
    }
    openLibrary(location);
    statusBar()->showMessage(
        tr("The backup was restored; the library as it was is kept as a backup."), StatusMessageMs);
}

Storage::Location MainWindow::libraryLocation() const
{
    return m_library ? m_library->location() : Storage::Location();
}

void MainWindow::chooseFilesToImport()
{
    QSettings settings;
    const QString folder =
        settings
            .value(QStringLiteral("import/folder"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    const QStringList files = QFileDialog::getOpenFileNames(this,
        tr("Import Abstracts"),
        folder,
        tr("Abstracts and references (*.txt *.text *.md *.ris *.bib *.ciw *.nbib *.csv *.tsv *.json *.jsonl);;"
           "Text files (*.txt *.text *.md);;RIS files (*.ris);;BibTeX files (*.bib);;Web of Science exports "
           "(*.txt *.ciw);;PubMed files (*.nbib *.txt);;CSV files (*.csv *.tsv);;JSON files (*.json *.jsonl);;"
           "All files (*)"));
    if (files.isEmpty())
        return;
    settings.setValue(QStringLiteral("import/folder"), QFileInfo(files.first()).absolutePath());
    importFiles(files);
}

ImportTask *MainWindow::importFiles(const QStringList &files)
{
    if (m_import || !m_library || files.isEmpty())
        return nullptr;
    if (m_editor->isDamaged()) {
        showDamage(tr("found before this import, which was not started"));
        return nullptr;
    }
    if (m_editor->isReadOnly()) {
        statusBar()->showMessage(tr("Nothing was imported: this window only reads the library."), StatusMessageMs);
        return nullptr;
    }
    auto *task = new ImportTask(m_library->location(), files, this);
    auto *progress = new QProgressDialog(tr("Importing abstracts…"), tr("Cancel"), 0, 0, this);
    progress->setWindowTitle(tr("Import"));
    auto *bar = new QProgressBar(progress);
    bar->setAccessibleName(tr("Import progress"));
    progress->setBar(bar);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(ProgressDelayMs);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(progress, &QProgressDialog::canceled, task, &ImportTask::cancel);
    connect(task, &ImportTask::progressChanged, progress, [progress](qint64 done, qint64 total) {
        // QProgressDialog counts in int; per mille keeps any total in range.
        progress->setMaximum(1000);
        progress->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0);
        if (done == total) {
            // What remains is saving; a large import merges its search index then, for seconds.
            progress->setLabelText(tr("Saving the library…"));
            progress->setCancelButtonText(QString());
        }
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

    if (report.cancelled) {
        statusBar()->showMessage(tr("Import cancelled; the library is unchanged."));
        return;
    }
    QList<PaperId> added;
    QList<Storage::ReferenceSnapshot> mergedBefore;
    for (const Import::FileReport &file : report.files) {
        added += file.addedPapers;
        for (const Import::Merge &merge : file.merged)
            mergedBefore.append(merge.before);
    }
    const int papers = int(LibraryEditor::importedPapers(added, mergedBefore));
    m_editor->recordImport(added, mergedBefore, tr("Import of %n Paper(s)", nullptr, papers));
    statusBar()->showMessage(report.merged()
            ? tr("Import finished: %1 new, %2 merged into papers of the library, %3 already in it.")
                  .arg(report.added())
                  .arg(report.merged())
                  .arg(report.existing())
            : tr("Import finished: %1 new, %2 already in the library.").arg(report.added()).arg(report.existing()));
    QStringList problems;
    if (!report.storageError.isEmpty())
        problems.append(tr("Nothing was imported: %1").arg(report.storageError));
    for (const Import::FileReport &file : report.files) {
        if (!file.error.isEmpty())
            problems.append(file.error);
        else if (file.added + file.existing == 0 && file.skipped.isEmpty())
            problems.append(tr("%1: no abstracts found.").arg(QFileInfo(file.file).fileName()));
        problems += file.warnings;
        // Enough to see what went wrong; the rest would make a dialog taller than the screen.
        constexpr qsizetype MaxListed = 10;
        for (const Import::RecordProblem &problem : file.skipped.first(std::min(file.skipped.size(), MaxListed))) {
            problems.append(tr("%1, line %2: skipped %3")
                    .arg(QFileInfo(file.file).fileName())
                    .arg(problem.line)
                    .arg(problem.message));
        }
        if (file.skipped.size() > MaxListed)
            problems.append(tr("%1: %n more record(s) skipped", nullptr, int(file.skipped.size() - MaxListed))
                    .arg(QFileInfo(file.file).fileName()));
    }
    if (!problems.isEmpty()) {
        auto *box = new QMessageBox(
            QMessageBox::Warning, tr("Import"), plainToRichText(problems.join(u'\n')), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        // What the report shows may make the whole import unwanted (a file read as the wrong
        // format): it can be taken back from here, as from Edit → Undo.
        if (papers > 0) {
            QPushButton *undoImport = box->addButton(tr("&Undo Import"), QMessageBox::DestructiveRole);
            const int depth = m_editor->undoStack()->index();
            connect(undoImport, &QPushButton::clicked, this, [this, depth] {
                if (m_editor->undoStack()->index() == depth)
                    m_editor->undoStack()->undo();
            });
        }
        box->open();
    }
}

void MainWindow::chooseLibrary()
{
    const QString folder = m_library && m_library->location().isFile()
        ? QFileInfo(m_library->location().filePath()).absolutePath()
        : QString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Library"), folder, tr("Lectern libraries (*.sqlite);;All files (*)"));
    if (!path.isEmpty())
        openLibrary(Storage::Location::file(path));
}

QStringList MainWindow::recentLibraries()
{
    return QSettings().value(RecentLibrariesKey).toStringList();
}

void MainWindow::rememberLibrary(const Storage::Location &location)
{
    const QString name = location.toString();
    QStringList recent = recentLibraries();
    recent.removeAll(name);
    recent.prepend(name);
    QSettings().setValue(RecentLibrariesKey, recent.mid(0, MaxRecentLibraries));
}

void MainWindow::openDemoLibrary()
{
    const auto demo = Storage::Location::file(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.sqlite"));
    // Whether it is empty is known when its counts are in, not from the library shown before.
    m_fillDemoWhenEmpty = openLibrary(demo);
}

void MainWindow::refreshSidebar()
{
    if (!m_library)
        return;
    m_countsPending = true;
    Search::Query facets =
        Search::Query::parse(countsFollowSearch() ? m_search->text() : QString(), Search::Query::Typing::InProgress);
    if (!facets.isValid())
        facets = Search::Query::parse({});
    m_library->countReader().run<SidebarModel::Counts>(
        [facets](const Storage::Database &database) { return sidebarCounts(database, facets); },
        [this](const SidebarModel::Counts &counts) {
            m_countsPending = false;
            showSidebarCounts(counts);
        });
}

void MainWindow::showSidebarCounts(const SidebarModel::Counts &counts)
{
    m_libraryCount = counts.library;
    if (std::exchange(m_fillDemoWhenEmpty, false) && m_libraryCount == 0)
        importFiles({ QStringLiteral(":/demo/demo-abstracts.txt") });
    m_sidebarModel->setCounts(counts);
    m_detail->setKnownTags(tagNames());
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
    if (!m_library)
        return;
    m_searchDelay->stop();
    const Search::Query query = Search::Query::parse(m_search->text(), Search::Query::Typing::InProgress);
    if (!query.isValid()) {
        // The list keeps its last result while the query is being fixed.
        showSearchError(query.errorString());
        return;
    }
    showSearchError({});
    m_search->setScopeName(m_scope.kind == Search::PaperScope::Kind::All ? QString() : scopeName());
    m_removeFromListAction->setEnabled(m_scope.kind == Search::PaperScope::Kind::List);
    // A list shown in its own order, unsearched, takes rows dragged to another place in it.
    const Search::PaperSort sort = m_papers->paperSort();
    m_papers->setReorderable(m_scope.kind == Search::PaperScope::Kind::List && query.isEmpty() &&
        sort.key == Search::SortKey::Added && sort.order == Qt::DescendingOrder);
    // Best matches first while searching for words, until a column is chosen for this search.
    if (!query.hasWords())
        m_columnChosenForSearch = false;
    m_searchPending = true;
    m_library->searchReader().runInParts<Search::ResultPart>(
        [query, scope = m_scope, sort = m_papers->paperSort(), relevance = !m_columnChosenForSearch](
            const Storage::Database &database, const std::function<bool(Search::ResultPart)> &deliver) {
            Search::ResultLoader(database).load(query, scope, sort, relevance, deliver);
        },
        [this, terms = query.highlightTerms()](const Search::ResultPart &part) {
            m_searchPending = !part.complete;
            m_searchTerms = terms;
            showPapers(part);
        });
    if (countsFollowSearch())
        refreshSidebar();
}

void MainWindow::showPapers(const Search::ResultPart &part)
{
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
    return !m_searchDelay->isActive() && !m_searchPending && !m_countsPending && !m_detailDelay->isActive() &&
        (!m_library || m_library->worker().isIdle());
}

void MainWindow::showCurrentPaper()
{
    if (m_detailsLater) {
        m_detailDelay->start();
        return;
    }
    const PaperId id = m_papers->paperId(m_table->currentIndex().row());
    if (id == m_detail->paperId() && id == m_paperLoader->paper())
        return;
    refreshCurrentPaper();
    m_markReading->stop();
    const int seconds = QSettings().value(MarkReadingKey, DefaultMarkReadingSeconds).toInt();
    if (id && seconds > 0)
        m_markReading->start(seconds * 1000);
}

void MainWindow::fitRowsToFont()
{
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setColumnWidth(PaperTableModel::StarColumn, m_table->fontMetrics().height() + 12);
    m_table->setColumnWidth(PaperTableModel::RatingColumn,
        std::max(RatingDelegate::starsWidth(m_table->fontMetrics()),
            m_table->horizontalHeader()->sectionSizeHint(PaperTableModel::RatingColumn)));
}

void MainWindow::changeEvent(QEvent *event)
{
    // The list's rows are as high as its font: larger text from the system gets taller rows.
    if (event->type() == QEvent::FontChange)
        fitRowsToFont();
    // Time spent in another window is no time reading: the delay starts again on return.
    if (event->type() == QEvent::ActivationChange) {
        m_markReading->stop();
        const int seconds = QSettings().value(MarkReadingKey, DefaultMarkReadingSeconds).toInt();
        if (isActiveWindow() && m_detail->paperId() && seconds > 0)
            m_markReading->start(seconds * 1000);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::refreshCurrentPaper()
{
    // The pane keeps the paper it shows until the one asked for is read.
    m_paperLoader->load(m_papers->paperId(m_table->currentIndex().row()));
}

void MainWindow::showPaper(const std::optional<PaperDetails> &details)
{
    // Another paper: the note typed for the one before is saved as that paper's last step.
    if (!details || details->paper.id != m_detail->paperId()) {
        m_detail->noteEditor()->flush();
        m_editor->finishNoteStep();
    }
    m_detail->setPaper(details);
}

void MainWindow::updateStatus()
{
    const QString shown = QLocale().toString(m_papers->rowCount());
    const QString all = QLocale().toString(m_libraryCount);
    if (m_searchPending)
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
    if (!m_searchPending && m_papers->rowCount() == 0 && m_libraryCount > 0) {
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
        resize(1320, 760);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    if (!m_table->horizontalHeader()->restoreState(settings.value(ColumnsKey).toByteArray())) {
        // Most collections name their year and venue; the DOI is in the detail pane.
        for (const int column :
            { PaperTableModel::YearColumn, PaperTableModel::VenueColumn, PaperTableModel::DoiColumn })
            m_table->horizontalHeader()->hideSection(column);
    }
    // After the saved widths: those of the star columns were measured with the font of then.
    fitRowsToFont();
    showKeywordHits(false); // until a review's papers are shown
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
