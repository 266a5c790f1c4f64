// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/paperfinder.h"

#include <QAbstractItemModel>

namespace Lectern::Desktop {

// The sidebar: a "Library" group (All papers, Unread) and a "Collections" group with one
// entry per collection; a second column holds each entry's paper count.
class SidebarModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        CountColumn,
        ColumnCount,
    };
    enum Role {
        ScopeRole = Qt::UserRole + 1, // QVariant of Search::PaperScope, on entries only
    };

    struct Counts
    {
        int all = 0;
        int unread = 0;
        QList<Collection> collections;
    };

    explicit SidebarModel(QObject *parent = nullptr);

    void setCounts(const Counts &counts);
    QModelIndex indexOf(const Search::PaperScope &scope) const;
    static Search::PaperScope scopeAt(const QModelIndex &index);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    enum Group {
        LibraryGroup,
        CollectionsGroup,
        GroupCount,
    };
    struct Entry
    {
        QString name;
        int count = 0;
        Search::PaperScope scope;
    };
    const Entry *entry(const QModelIndex &index) const;

    // Entries per group; an index's internal id is its group + 1, or 0 for a group row.
    QList<Entry> m_entries[GroupCount];
};

} // namespace Lectern::Desktop

Q_DECLARE_METATYPE(Lectern::Search::PaperScope)
