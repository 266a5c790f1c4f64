// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <utility>

class QAbstractItemView;

namespace Lectern::Desktop {

// Where the user is in a view: its current cell, its selected rows and how far it is scrolled.
// Taken before a model reset that keeps the rows it had (a result's rest appended to its first
// page) and given back after it, so the reset looks like the insertion it stands for.
class ViewPlace
{
public:
    static ViewPlace of(const QAbstractItemView &view);
    void restore(QAbstractItemView &view) const;

private:
    int m_currentRow = -1;
    int m_currentColumn = -1;
    QList<std::pair<int, int>> m_selectedRows; // first and last row of each selected run
    int m_vertical = 0;
    int m_horizontal = 0;
};

} // namespace Lectern::Desktop
