// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "core/review.h"
#include "search/paperfinder.h"

#include <QAbstractTableModel>
#include <QCache>

namespace Lectern::Storage {
class PaperStore;
}

namespace Lectern::Desktop {

// The papers of the current search, one per row. The model holds only their ids in result
// order; rows are fetched from the store a page at a time when a view asks for them and kept
// in a small cache, so a million-row result costs eight bytes a row and no query per row.
class PaperTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StarColumn,
        TitleColumn,
        CollectionColumn,
        YearColumn,
        StatusColumn,
        RatingColumn,
        AddedColumn,
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

    // The store rows are read from; null while no library is open.
    void setStore(Storage::PaperStore *store);
    void setIds(const QList<PaperId> &ids);
    // The whole result after its first page: when ids begin with the rows shown and there are
    // any, the others are appended and the views keep their selection and scroll position.
    // False otherwise, and nothing changes.
    bool completeIds(const QList<PaperId> &ids);
    PaperId paperId(int row) const;
    int rowOf(PaperId id) const;
    Search::PaperSort paperSort() const { return m_sort; }
    // Forgets cached rows after papers were edited; the views fetch what they show again.
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
    void titleEditRequested(Lectern::PaperId id, const QString &title);
    void readingEditRequested(Lectern::PaperId id, const Lectern::ReadingState &state);
    // Papers dropped before row (rowCount() for the end) of a reorderable list.
    void papersMoved(const QList<Lectern::PaperId> &papers, int row);

private:
    const PaperSummary *summary(int row) const;

    Storage::PaperStore *m_store = nullptr;
    QList<PaperId> m_ids;
    Search::PaperSort m_sort;
    bool m_reorderable = false;
    ReviewId m_hitsReview = 0;
    QHash<PaperId, KeywordHits> m_hits;
    // Pages of rows by page number; mutable because data() fills it on demand.
    mutable QCache<qsizetype, QList<PaperSummary>> m_pages;
};

} // namespace Lectern::Desktop

Q_DECLARE_METATYPE(Lectern::ReadingState)
