// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/paperlistcontroller.h"

#include "controllers/detailpanecontroller.h"
#include "controllers/librarycontroller.h"
#include "controllers/librarysearch.h"
#include "controllers/paperactions.h"
#include "editing/libraryeditor.h"
#include "import/importer.h"
#include "models/papertablemodel.h"
#include "storage/librarysession.h"
#include "storage/reviewstore.h"
#include "tasks/libraryworker.h"
#include "widgets/paperdetailview.h"
#include "widgets/papertableview.h"
#include "widgets/searchfield.h"
#include "widgets/sidebarview.h"
#include "widgets/viewplace.h"
#include "widgets/viewportmessage.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScopedValueRollback>
#include <QTimer>

#include <algorithm>

namespace Lectern::Desktop {
namespace {

// No pause is waited for: a search still running when the next key comes is interrupted by
// the reader. The zero-time timer only merges the keys of one pass of the event loop.
constexpr int SearchDelayMs = 0;

} // namespace

PaperListController::PaperListController(const Views &views,
    LibraryController &library,
    DetailPaneController &detailPane,
    PaperActions &paperActions,
    QObject *parent)
    : QObject(parent)
    , m_views(views)
    , m_library(library)
    , m_detailPane(detailPane)
    , m_paperActions(paperActions)
    , m_search(new LibrarySearch(library, this))
    , m_searchDelay(new QTimer(this))
    , m_detailDelay(new QTimer(this))
    , m_emptyMessage(new ViewportMessage(views.table->viewport()))
    , m_count(new QLabel(views.table))
{
    m_count->setAccessibleName(tr("Papers shown"));
    connectViews();
    followEditor();
    followSearch();
}

void PaperListController::connectViews()
{
    connect(m_views.search, &SearchField::wholeLibraryRequested, this, [this] {
        m_views.sidebar->showScope(Search::PaperScope::of(Search::PaperScope::Kind::All));
    });
    connect(m_views.sidebar, &SidebarView::scopeChosen, this, [this](const Search::PaperScope &scope) {
        m_scope = scope;
        refreshPapers();
    });
    connect(m_views.table, &PaperTableView::sortColumnChosen, this, [this] { m_columnChosenForSearch = true; });
    connect(m_views.papers, &PaperTableModel::sortChanged, this, &PaperListController::refreshPapers);
    connect(m_views.table->selectionModel(),
        &QItemSelectionModel::currentRowChanged,
        this,
        &PaperListController::showCurrentPaper);
    connect(m_views.detail, &PaperDetailView::tagActivated, this, [this](const QString &tag) {
        m_views.sidebar->showScope(Search::PaperScope::withTag(tag));
    });

    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(SearchDelayMs);
    connect(m_views.search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, &PaperListController::refreshPapers);
    // The detail pane follows a new result once its rows are painted: laying out an abstract
    // takes longer than the rows, and a keystroke's rows must not wait for it.
    m_detailDelay->setSingleShot(true);
    m_detailDelay->setInterval(0);
    connect(m_detailDelay, &QTimer::timeout, this, [this] {
        m_views.detail->setSearchTerms(m_searchTerms);
        showCurrentPaper();
        Q_EMIT idleChanged();
    });
}

void PaperListController::followEditor()
{
    LibraryEditor *editor = m_library.editor();
    connect(editor, &LibraryEditor::papersChanged, this, &PaperListController::papersEdited);
    connect(editor, &LibraryEditor::listsChanged, this, &PaperListController::listsEdited);
    connect(editor, &LibraryEditor::libraryChanged, this, [this] {
        // Papers kept may have changed too (an undone import gives back their old titles).
        m_views.papers->refreshRows();
        if (m_views.detail->paperId())
            refreshCurrentPaper();
        refreshSidebar();
        refreshPapers();
    });
    connect(editor, &LibraryEditor::tagsChanged, this, &PaperListController::tagsEdited);
    connect(editor, &LibraryEditor::savedSearchesChanged, this, &PaperListController::refreshSidebar);
    connect(editor, &LibraryEditor::notedPapersChanged, this, &PaperListController::refreshSidebar);
}

void PaperListController::followSearch()
{
    connect(m_search, &LibrarySearch::found, this, &PaperListController::showPapers);
    connect(m_search, &LibrarySearch::counted, this, &PaperListController::showSidebarCounts);
    connect(m_search, &LibrarySearch::searchFailed, this, [this](const QString &message) {
        showSearchError(message);
        Q_EMIT idleChanged();
    });
    connect(m_search, &LibrarySearch::countFailed, this, [this](const QString &message) {
        Q_EMIT statusMessage(tr("Cannot read the library: %1").arg(message), 0);
        Q_EMIT idleChanged();
    });
}

QList<PaperId> PaperListController::shownPapers() const
{
    QList<PaperId> shown;
    shown.reserve(m_views.papers->rowCount());
    for (int row = 0; row < m_views.papers->rowCount(); ++row)
        shown.append(m_views.papers->paperId(row));
    return shown;
}

bool PaperListController::isIdle() const
{
    return !m_searchDelay->isActive() && !m_search->isSearching() && !m_search->isCounting() &&
        !m_detailDelay->isActive() && (!m_library.worker() || m_library.worker()->isIdle());
}

void PaperListController::showLibrary(PaperId lastRead)
{
    m_scope = {};
    refreshSidebar();
    refreshPapers();
    // Back where the reader left this library, once the first rows are there.
    m_paperToRestore = lastRead;
}

void PaperListController::showPaper(PaperId paper)
{
    const int row = m_views.papers->rowOf(paper);
    if (row >= 0) {
        m_views.table->setCurrentIndex(m_views.papers->index(row, PaperTableModel::TitleColumn));
        m_views.table->scrollTo(m_views.table->currentIndex(), QAbstractItemView::PositionAtCenter);
        return;
    }
    m_views.search->clear();
    m_searchDelay->stop();
    m_scope = {};
    m_views.sidebar->showScope(m_scope);
    refreshPapers();
    m_paperToRestore = paper;
}

void PaperListController::leaveLibrary()
{
    m_views.table->showKeywordHits(false);
}

void PaperListController::papersEdited(const QList<PaperId> &papers)
{
    m_views.papers->refreshRows();
    refreshSidebar();
    if (papers.contains(m_views.detail->paperId()))
        refreshCurrentPaper();
}

void PaperListController::tagsEdited()
{
    const Search::PaperScope scope = m_scope;
    refreshSidebar();
    if (!(m_scope == scope))
        refreshPapers(); // the tag being shown was renamed or deleted
}

void PaperListController::listsEdited()
{
    refreshSidebar();
    // The list shown, or a search (which may name lists), changes with the lists.
    if (m_scope.kind == Search::PaperScope::Kind::List || !m_views.search->text().trimmed().isEmpty())
        refreshPapers();
    refreshCurrentPaper();
}

void PaperListController::showImportEnd(const Import::ImportReport &report)
{
    if (report.merged() > 0)
        m_views.papers->refreshRows(); // papers of the list gained titles and fields
    refreshSidebar();
    refreshPapers();
    const PaperId shown = m_views.detail->paperId();
    const bool shownChanged = std::any_of(report.files.cbegin(), report.files.cend(), [shown](const auto &file) {
        return std::any_of(file.merged.cbegin(), file.merged.cend(), [shown](const Import::Merge &merge) {
            return merge.paper == shown;
        });
    });
    if (shownChanged)
        refreshCurrentPaper();
}

void PaperListController::showReviewPapers(ReviewId review)
{
    using Hits = std::optional<std::pair<ReviewInfo, QHash<PaperId, KeywordHits>>>;
    // No library: one moved away that could not be opened again.
    if (!m_library.worker())
        return;
    m_library.worker()->read<Hits>(
        [review](Storage::LibrarySession &library) -> Hits {
            const Storage::ReviewStore &reviews = library.reviews();
            const auto info = reviews.review(review);
            return info ? Hits({ *info, reviews.keywordHits(review) }) : std::nullopt;
        },
        [this, review](const Hits &hits) {
            if (!hits)
                return;
            m_views.papers->setKeywordHits(review, hits->second);
            m_views.table->showKeywordHits(true);
            // The query language has no escape for a quote; a name with one is found by the rest.
            m_views.search->setText(QStringLiteral("review:\"%1\"").arg(QString(hits->first.name).remove(u'"')));
        });
}

void PaperListController::refreshKeywordHits(ReviewId review)
{
    if (m_views.papers->keywordHitsReview() != review || !m_library.worker())
        return;
    m_library.worker()->read<QHash<PaperId, KeywordHits>>(
        [review](Storage::LibrarySession &library) { return library.reviews().keywordHits(review); },
        [this, review](const QHash<PaperId, KeywordHits> &hits) {
            if (m_views.papers->keywordHitsReview() == review)
                m_views.papers->setKeywordHits(review, hits);
        });
}

void PaperListController::refreshSidebar()
{
    if (!m_library.worker())
        return;
    const Search::Query facets = Search::Query::parse(
        LibrarySearch::countsFollowSearch() ? m_views.search->text() : QString(), Search::Query::Typing::InProgress);
    m_search->count(facets.isValid() ? facets : Search::Query::parse({}));
}

void PaperListController::showSidebarCounts(const SidebarModel::Counts &counts)
{
    m_libraryCount = counts.library;
    m_views.sidebarModel->setCounts(counts);
    m_views.detail->setKnownTags(m_views.sidebarModel->counts().tagNames());
    const Search::PaperScope scope = m_scope;
    {
        const QSignalBlocker blocker(m_views.sidebar->selectionModel());
        QModelIndex current = m_views.sidebarModel->indexOf(m_scope);
        if (!current.isValid()) {
            m_scope = {};
            current = m_views.sidebarModel->indexOf(m_scope);
        }
        m_views.sidebar->setCurrentIndex(current);
    }
    if (!(m_scope == scope))
        refreshPapers(); // the entry shown was renamed or deleted
    Q_EMIT libraryCounted(m_libraryCount);
    updateStatus();
    Q_EMIT idleChanged();
}

void PaperListController::refreshPapers()
{
    if (!m_library.worker())
        return;
    m_searchDelay->stop();
    m_paperActions.setListShown(m_scope.kind == Search::PaperScope::Kind::List ? m_scope.list : 0);
    const Search::Query query = Search::Query::parse(m_views.search->text(), Search::Query::Typing::InProgress);
    if (!query.isValid()) {
        // The list keeps its last result while the query is being fixed.
        showSearchError(query.errorString());
        return;
    }
    showSearchError({});
    m_views.search->setScopeName(m_scope.kind == Search::PaperScope::Kind::All ? QString() : scopeName());
    // A list shown in its own order, unsearched, takes rows dragged to another place in it.
    const Search::PaperSort sort = m_views.papers->paperSort();
    m_views.papers->setReorderable(m_scope.kind == Search::PaperScope::Kind::List && query.isEmpty() &&
        sort.key == Search::SortKey::Added && sort.order == Qt::DescendingOrder);
    // Best matches first while searching for words, until a column is chosen for this search.
    if (!query.hasWords())
        m_columnChosenForSearch = false;
    m_search->search(query, m_scope, sort, !m_columnChosenForSearch);
    if (LibrarySearch::countsFollowSearch())
        refreshSidebar();
}

void PaperListController::showPapers(const Search::ResultPart &part, const QList<Search::Term> &terms)
{
    PaperTableView *table = m_views.table;
    PaperTableModel *papers = m_views.papers;
    m_searchTerms = terms;
    m_tooManyToRank = part.tooManyToRank;
    table->horizontalHeader()->setSortIndicatorShown(!part.ranked);
    // The rest of a result whose first page is shown: those rows, the current one and the
    // scroll position stay.
    const ViewPlace place = ViewPlace::of(*table);
    const bool extended = part.complete && papers->completeIds(part.ids);
    if (extended)
        place.restore(*table);
    else
        papers->setIds(part.ids);
    const PaperId wanted = m_paperToRestore ? m_paperToRestore : m_views.detail->paperId();
    const int row = papers->rowOf(wanted);
    // The paper being read may be in the rest: it stays in the detail pane until that is in.
    const bool waitForRest = row < 0 && wanted && !part.complete;
    m_paperToRestore = waitForRest ? wanted : 0;
    {
        const QScopedValueRollback laterDetails(m_detailsLater, true);
        if (row >= 0 && !(extended && table->currentIndex().row() == row)) {
            table->setCurrentIndex(papers->index(row, PaperTableModel::TitleColumn));
            table->scrollTo(table->currentIndex(), QAbstractItemView::PositionAtCenter);
        } else if (row < 0 && !waitForRest) {
            table->setCurrentIndex(papers->index(0, PaperTableModel::TitleColumn));
        }
    }
    if (!waitForRest)
        m_detailDelay->start(); // also for an empty result, where the current row did not change
    updateStatus();
    Q_EMIT idleChanged();
}

void PaperListController::showCurrentPaper()
{
    if (m_detailsLater) {
        m_detailDelay->start();
        return;
    }
    m_detailPane.show(m_views.papers->paperId(m_views.table->currentIndex().row()));
}

void PaperListController::refreshCurrentPaper()
{
    m_detailPane.reload(m_views.papers->paperId(m_views.table->currentIndex().row()));
}

void PaperListController::updateStatus()
{
    const QString shown = QLocale().toString(m_views.papers->rowCount());
    const QString all = QLocale().toString(m_libraryCount);
    if (m_search->isSearching())
        m_count->setText(tr("%1+ of %2 papers").arg(shown, all));
    else if (m_tooManyToRank)
        m_count->setText(tr("%1 of %2 papers, too many to rank by relevance").arg(shown, all));
    else
        m_count->setText(tr("%1 of %2 papers").arg(shown, all));
    updateEmptyMessage();
}

QString PaperListController::scopeName() const
{
    return m_views.sidebarModel->indexOf(m_scope).data().toString();
}

void PaperListController::updateEmptyMessage()
{
    QString message;
    if (!m_search->isSearching() && m_views.papers->rowCount() == 0 && m_libraryCount > 0) {
        const QString query = m_views.search->text().simplified();
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

void PaperListController::showSearchError(const QString &error)
{
    m_searchError = error;
    m_views.search->setError(error);
    // An empty message clears the one shown.
    Q_EMIT statusMessage(error.isEmpty() ? QString() : tr("Search: %1").arg(error), 0);
}

} // namespace Lectern::Desktop
