// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/papertableview.h"

#include "models/papertablemodel.h"
#include "models/ratingdelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QMenu>

namespace Lectern::Desktop {

PaperTableView::PaperTableView(PaperTableModel *papers, QWidget *parent) : QTableView(parent), m_papers(papers)
{
    setModel(papers);
    setAccessibleName(tr("Papers"));
    setAccessibleDescription(tr("The papers found. Space toggles read, S stars, 0 to 5 rate, F2 edits "
                                "the title, Ctrl+T tags the selected papers."));
    setWhatsThis(tr("<p>The papers of the entry chosen in the sidebar that the search finds. Arrow keys "
                    "choose a paper, whose abstract the pane beside shows. Space toggles read and unread, "
                    "S stars, 0 to 5 rate, F2 edits the title, Delete deletes; the Paper menu has the "
                    "same. Click a column's header to sort by it.</p>"));
    setItemDelegate(new RatingDelegate(this));
    setContextMenuPolicy(Qt::CustomContextMenu);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSortingEnabled(true);
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setDropIndicatorShown(true);
    setDragDropOverwriteMode(false);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    // Tab moves on to the next area of the window, as everywhere else; arrows walk the rows.
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    QHeaderView *header = horizontalHeader();
    header->setSectionResizeMode(PaperTableModel::TitleColumn, QHeaderView::Stretch);
    header->setSortIndicator(PaperTableModel::AddedColumn, Qt::DescendingOrder);
    header->setSectionsMovable(true);
    setColumnWidth(PaperTableModel::AuthorsColumn, 120);
    setColumnWidth(PaperTableModel::CollectionColumn, 110);
    setColumnWidth(PaperTableModel::VenueColumn, 150);
    setColumnWidth(PaperTableModel::DoiColumn, 170);
    setColumnWidth(PaperTableModel::YearColumn, 56);
    setColumnWidth(PaperTableModel::StatusColumn, 80);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, &PaperTableView::popupColumnMenu);
    // On the press: the header sorts on the release, before it says the section was clicked,
    // and the sort asked for then must know the user chose the column.
    connect(header, &QHeaderView::sectionPressed, this, &PaperTableView::sortColumnChosen);
}

void PaperTableView::popupColumnMenu(const QPoint &position)
{
    QHeaderView *header = horizontalHeader();
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (int column = 0; column < PaperTableModel::ColumnCount; ++column) {
        if (column == PaperTableModel::TitleColumn)
            continue;
        QAction *shown = menu->addAction(m_papers->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString());
        shown->setCheckable(true);
        shown->setChecked(!header->isSectionHidden(column));
        connect(shown, &QAction::toggled, header, [header, column](bool on) { header->setSectionHidden(column, !on); });
    }
    menu->popup(header->mapToGlobal(position));
}

void PaperTableView::showFirstColumns()
{
    // Most collections name their year and venue; the DOI is in the detail pane.
    for (const int column : { PaperTableModel::YearColumn, PaperTableModel::VenueColumn, PaperTableModel::DoiColumn })
        horizontalHeader()->hideSection(column);
}

void PaperTableView::fitRowsToFont()
{
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    setColumnWidth(PaperTableModel::StarColumn, fontMetrics().height() + 12);
    setColumnWidth(PaperTableModel::RatingColumn,
        std::max(RatingDelegate::starsWidth(fontMetrics()),
            horizontalHeader()->sectionSizeHint(PaperTableModel::RatingColumn)));
}

void PaperTableView::showKeywordHits(bool shown)
{
    if (!shown)
        m_papers->setKeywordHits(0, {});
    QHeaderView *header = horizontalHeader();
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

void PaperTableView::changeEvent(QEvent *event)
{
    // The list's rows are as high as its font: larger text from the system gets taller rows.
    if (event->type() == QEvent::FontChange)
        fitRowsToFont();
    QTableView::changeEvent(event);
}

} // namespace Lectern::Desktop
