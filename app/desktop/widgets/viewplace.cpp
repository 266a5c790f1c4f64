// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/viewplace.h"

#include <QAbstractItemView>
#include <QItemSelectionModel>
#include <QScrollBar>

namespace Lectern::Desktop {

ViewPlace ViewPlace::of(const QAbstractItemView &view)
{
    ViewPlace place;
    const QModelIndex current = view.currentIndex();
    place.m_currentRow = current.row();
    place.m_currentColumn = current.column();
    if (const QItemSelectionModel *selection = view.selectionModel()) {
        for (const QItemSelectionRange &range : selection->selection())
            place.m_selectedRows.append({ range.top(), range.bottom() });
    }
    place.m_vertical = view.verticalScrollBar()->value();
    place.m_horizontal = view.horizontalScrollBar()->value();
    return place;
}

void ViewPlace::restore(QAbstractItemView &view) const
{
    const QAbstractItemModel *model = view.model();
    QItemSelectionModel *selection = view.selectionModel();
    if (!model || !selection)
        return;
    const int lastColumn = model->columnCount() - 1;
    QItemSelection rows;
    for (const auto &[first, last] : m_selectedRows)
        rows.select(model->index(first, 0), model->index(last, lastColumn));
    selection->select(rows, QItemSelectionModel::ClearAndSelect);
    // Not through setCurrentIndex(): the view would scroll to the row, wherever the user had gone.
    selection->setCurrentIndex(model->index(m_currentRow, m_currentColumn), QItemSelectionModel::NoUpdate);
    view.verticalScrollBar()->setValue(m_vertical);
    view.horizontalScrollBar()->setValue(m_horizontal);
}

} // namespace Lectern::Desktop
