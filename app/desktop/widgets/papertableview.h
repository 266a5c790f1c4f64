// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace Lectern::Desktop {

class PaperTableModel;

// The list of papers: uniform rows (the view never measures a row it does not show, at a
// million papers), movable columns that the header's context menu shows and hides, star and
// rating columns as wide as the font needs, and a review's keyword-hit columns beside the title
// while its papers are listed. Rows drag onto reading lists, and within a list shown in its order.
class PaperTableView : public QTableView
{
    Q_OBJECT

public:
    PaperTableView(PaperTableModel *papers, QWidget *parent = nullptr);

    // The columns as a first start shows them: those most collections lack stay hidden.
    void showFirstColumns();
    // Row heights and the star columns' widths for the list's font.
    void fitRowsToFont();
    void showKeywordHits(bool shown);

Q_SIGNALS:
    // The user is choosing a column to sort by; said before the list is sorted by it.
    void sortColumnChosen();

protected:
    void changeEvent(QEvent *event) override;

private:
    void popupColumnMenu(const QPoint &position);

    PaperTableModel *m_papers;
};

} // namespace Lectern::Desktop
