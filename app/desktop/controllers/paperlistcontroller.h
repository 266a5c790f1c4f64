// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review.h"
#include "models/sidebarmodel.h"
#include "search/resultloader.h"

#include <QObject>

class QLabel;
class QTimer;

namespace Lectern::Import {
struct ImportReport;
}

namespace Lectern::Desktop {

class DetailPaneController;
class LibraryController;
class LibrarySearch;
class PaperActions;
class PaperDetailView;
class PaperTableModel;
class PaperTableView;
class SearchField;
class SidebarView;
class ViewportMessage;

// Shows the library's papers as the search field and the sidebar ask: runs the search and the
// sidebar's counts in the background (LibrarySearch), puts each result into the list without
// moving the reader's place, keeps the detail pane on the current row, and says what is shown,
// in the status bar and in an empty list. It follows every change to the library, whoever made it.
class PaperListController : public QObject
{
    Q_OBJECT

public:
    // The window's views it fills; they stay the window's.
    struct Views
    {
        SearchField *search;
        SidebarView *sidebar;
        SidebarModel *sidebarModel;
        PaperTableView *table;
        PaperTableModel *papers;
        PaperDetailView *detail;
    };
    PaperListController(const Views &views,
        LibraryController &library,
        DetailPaneController &detailPane,
        PaperActions &paperActions,
        QObject *parent);

    // Counts the papers shown, for the status bar.
    QLabel *countLabel() const { return m_count; }
    QString searchError() const { return m_searchError; }
    // The papers of the list, in its order.
    QList<PaperId> shownPapers() const;
    // True when no search is about to start or running, no count runs, and the library's
    // worker has nothing left to read or write.
    bool isIdle() const;

    // A library was opened: the whole of it, back at the paper read last in it (0 for none).
    void showLibrary(PaperId lastRead);
    // The library is left: no review's hits are shown any more.
    void leaveLibrary();
    // Runs the current search again.
    void refreshPapers();
    void refreshSidebar();
    void showImportEnd(const Import::ImportReport &report);
    // Makes the paper the current one of the list; when the list does not show it, the whole
    // library is shown, with no search, and the paper there.
    void showPaper(PaperId paper);
    // Lists the review's papers, with its keyword hits as columns to sort by.
    void showReviewPapers(ReviewId review);
    // The list's hit columns follow the review's keywords when they show its hits.
    void refreshKeywordHits(ReviewId review);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeoutMs);
    // How many papers the library holds, counted anew.
    void libraryCounted(int papers);
    // A search, a count or a detail pane finished.
    void idleChanged();

private:
    void connectViews();
    void followEditor();
    void followSearch();
    void showSidebarCounts(const SidebarModel::Counts &counts);
    void showPapers(const Search::ResultPart &part, const QList<Search::Term> &terms);
    void showCurrentPaper();
    void refreshCurrentPaper();
    void papersEdited(const QList<PaperId> &papers);
    void tagsEdited();
    void listsEdited();
    void updateStatus();
    // Says why the list is empty: what was searched for, and where.
    void updateEmptyMessage();
    // The sidebar's name for the part of the library shown.
    QString scopeName() const;
    void showSearchError(const QString &error);

    Views m_views;
    LibraryController &m_library;
    DetailPaneController &m_detailPane;
    PaperActions &m_paperActions;
    LibrarySearch *m_search;
    QTimer *m_searchDelay;
    QTimer *m_detailDelay;
    ViewportMessage *m_emptyMessage;
    QLabel *m_count;

    Search::PaperScope m_scope;
    QList<Search::Term> m_searchTerms; // of the result shown, for the detail pane
    QString m_searchError;
    int m_libraryCount = 0;
    PaperId m_paperToRestore = 0;
    bool m_columnChosenForSearch = false;
    bool m_tooManyToRank = false;
    bool m_detailsLater = false; // the current row changes with a new result
};

} // namespace Lectern::Desktop
