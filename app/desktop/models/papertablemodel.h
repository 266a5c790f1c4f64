// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "core/review.h"
#include "search/paperfinder.h"

#include <QAbstractTableModel>
#include <QCache>

#include <atomic>
#include <memory>

namespace Lectern::Desktop {

class LibraryWorker;

// The papers of the current search, one per row. The model holds only their ids in result
// order; rows are read a page at a time when a view asks for them and kept in a small cache, so
// a million-row result costs eight bytes a row and no query per row. Pages are read on the
// library's worker, never on the GUI thread: until a page is in, its rows are placeholders
// (empty, with their paper ids), and dataChanged() says when it came.
class PaperTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StarColumn,
        TitleColumn,
        AuthorsColumn,
        CollectionColumn,
        VenueColumn,
        YearColumn,
        StatusColumn,
        RatingColumn,
        AddedColumn,
        DoiColumn,
        InclusionHitsColumn, // a review's keywords in each paper, once a review is chosen
        ExclusionHitsColumn,
        ColumnCount,
    };
    enum Role {
        PaperIdRole = Qt::UserRole + 1,
        TitleInferredRole,
        ReadingStateRole, // QVariant of ReadingState
    };

    explicit PaperTableModel(QObject *parent = nullptr);

    // The worker rows are read on; null while no library is open.
    void setWorker(LibraryWorker *worker);
    void setIds(const QList<PaperId> &ids);
    // The whole result after its first page: when ids begin with the rows shown and there are
    // any, the others are appended. The model is reset, which is faster for a view than an
    // insertion; a ViewPlace taken before puts the view back where it was. False otherwise, and
    // nothing changes.
    bool completeIds(const QList<PaperId> &ids);
    PaperId paperId(int row) const;
    int rowOf(PaperId id) const;
    Search::PaperSort paperSort() const { return m_sort; }
    // Reads again the rows shown last, after papers were edited, and forgets the others; the
    // rows keep what they showed until the new page is in.
    void refreshRows();
    // The review whose keyword hits the hit columns show and sort by; 0 for none.
    void setKeywordHits(ReviewId review, const QHash<PaperId, KeywordHits> &hits);
    ReviewId keywordHitsReview() const { return m_hitsReview; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Edits are not written here: they are asked for through the signals below, so that they
    // go through the undo stack. Title: a string; status: ReadingStatus as int; rating: int;
    // star: bool.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    // Sorting happens in SQL: this records the order and asks for a new search.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Rows drag as their paper ids (onto a reading list in the sidebar, or to another place in
    // the list shown). A drop is not written here either: it asks through papersMoved().
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction | Qt::MoveAction; }
    bool canDropMimeData(
        const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent) const override;
    bool dropMimeData(
        const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent) override;
    // Whether rows may be dropped between rows: while a reading list is shown in its order.
    void setReorderable(bool reorderable) { m_reorderable = reorderable; }

    // The ids a drag carries, and the data that carries them.
    static QList<PaperId> paperIdsIn(const QMimeData *data);
    static constexpr QLatin1StringView PaperIdsMimeType{ "application/x-lectern-paper-ids" };

Q_SIGNALS:
    void sortChanged(const Lectern::Search::PaperSort &sort);
    // basedOn: the title the row showed.
    void titleEditRequested(Lectern::PaperId id, const QString &title, const QString &basedOn);
    void readingEditRequested(Lectern::PaperId id, const Lectern::ReadingState &state);
    // Papers dropped before row (rowCount() for the end) of a reorderable list.
    void papersMoved(const QList<Lectern::PaperId> &papers, int row);
    // A page of rows could not be read; they stay empty.
    void readFailed(const QString &message);

private:
    struct Page
    {
        QList<PaperSummary> rows;
        bool stale = false; // shown until it is read again after an edit
    };
    // Whether a page asked for is still wanted: read on the worker's thread.
    using Request = std::shared_ptr<std::atomic<bool>>;

    const PaperSummary *summary(int row) const;
    // Asks the worker for a page, unless it is asked for already.
    void request(qsizetype page) const;
    void pageRead(qsizetype page, quint64 generation, const Request &request, const QList<PaperSummary> &rows);
    // Requests still waiting give way: their rows are no longer asked for, or are read again.
    void dropRequests(bool keepRecent) const;

    LibraryWorker *m_worker = nullptr;
    // Counts setIds() and setWorker(): a page read for older ids is not taken.
    quint64 m_generation = 0;
    QList<PaperId> m_ids;
    Search::PaperSort m_sort;
    bool m_reorderable = false;
    ReviewId m_hitsReview = 0;
    QHash<PaperId, KeywordHits> m_hits;
    // Pages of rows by page number, and the pages asked for; mutable because data() asks.
    mutable QCache<qsizetype, Page> m_pages;
    mutable QHash<qsizetype, Request> m_requests;
    // The pages data() was asked for last, newest first: those a view shows.
    mutable QList<qsizetype> m_recentPages;
};

} // namespace Lectern::Desktop

Q_DECLARE_METATYPE(Lectern::ReadingState)
