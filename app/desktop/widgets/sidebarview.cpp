// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/sidebarview.h"

#include "models/sidebarmodel.h"

#include <QHeaderView>

namespace Lectern::Desktop {

SidebarView::SidebarView(SidebarModel *model, QWidget *parent) : QTreeView(parent), m_model(model)
{
    setModel(model);
    setAccessibleName(tr("Library"));
    setAccessibleDescription(tr("Collections, tags, reading lists and saved searches; choosing one shows its papers."));
    setWhatsThis(tr("<p>The library's collections, reading lists, tags and saved searches, each with "
                    "the number of its papers. Choose one to list its papers; right-click (or press "
                    "the Menu key on) a tag, list or saved search to rename, recolour or delete it. "
                    "Drop papers on a reading list to add them to it.</p>"));
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setItemsExpandable(false);
    setFrameShape(QFrame::NoFrame);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(SidebarModel::NameColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(SidebarModel::CountColumn, QHeaderView::ResizeToContents);
    setContextMenuPolicy(Qt::CustomContextMenu);
    // Rows dragged from the paper list onto a reading list join it.
    setDragDropMode(QAbstractItemView::DropOnly);
    setDropIndicatorShown(true);
    connect(model, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.data(SidebarModel::ScopeRole).isValid())
            Q_EMIT scopeChosen(SidebarModel::scopeAt(current));
    });
}

void SidebarView::showScope(const Search::PaperScope &scope)
{
    const QModelIndex entry = m_model->indexOf(scope);
    if (entry.isValid())
        setCurrentIndex(entry);
}

} // namespace Lectern::Desktop
