// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sidebarmodel.h"

#include <QFont>
#include <QLocale>

namespace Lectern::Desktop {

SidebarModel::SidebarModel(QObject *parent) : QAbstractItemModel(parent) { }

void SidebarModel::setCounts(const Counts &counts)
{
    QList<Entry> library{ { tr("All papers"), counts.all, { Search::PaperScope::Kind::All, 0 } },
        { tr("Unread"), counts.unread, { Search::PaperScope::Kind::Unread, 0 } } };
    QList<Entry> collections;
    for (const Collection &collection : counts.collections)
        collections.append(
            { collection.name, collection.paperCount, { Search::PaperScope::Kind::Collection, collection.id } });

    // Same entries, new counts: update in place so the view keeps selection and expansion.
    const auto sameEntries = [](const QList<Entry> &a, const QList<Entry> &b) {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(), [](const Entry &x, const Entry &y) {
            return x.scope == y.scope && x.name == y.name;
        });
    };
    if (sameEntries(library, m_entries[LibraryGroup]) && sameEntries(collections, m_entries[CollectionsGroup])) {
        m_entries[LibraryGroup] = library;
        m_entries[CollectionsGroup] = collections;
        for (int group = 0; group < GroupCount; ++group) {
            const QModelIndex parentIndex = index(group, 0);
            if (const int rows = rowCount(parentIndex))
                Q_EMIT dataChanged(index(0, CountColumn, parentIndex), index(rows - 1, CountColumn, parentIndex));
        }
        return;
    }
    beginResetModel();
    m_entries[LibraryGroup] = library;
    m_entries[CollectionsGroup] = collections;
    endResetModel();
}

QModelIndex SidebarModel::indexOf(const Search::PaperScope &scope) const
{
    for (int group = 0; group < GroupCount; ++group) {
        for (int row = 0; row < m_entries[group].size(); ++row) {
            if (m_entries[group][row].scope == scope)
                return index(row, NameColumn, index(group, 0));
        }
    }
    return {};
}

Search::PaperScope SidebarModel::scopeAt(const QModelIndex &index)
{
    const QVariant scope = index.siblingAtColumn(NameColumn).data(ScopeRole);
    return scope.isValid() ? scope.value<Search::PaperScope>() : Search::PaperScope{};
}

const SidebarModel::Entry *SidebarModel::entry(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    return &m_entries[index.internalId() - 1][index.row()];
}

QModelIndex SidebarModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex SidebarModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int SidebarModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return GroupCount;
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return static_cast<int>(m_entries[parent.row()].size());
}

int SidebarModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SidebarModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry *item = entry(index);
    if (!item) {
        if (index.column() != NameColumn)
            return {};
        if (role == Qt::DisplayRole)
            return index.row() == LibraryGroup ? tr("Library") : tr("Collections");
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? item->name : QLocale().toString(item->count);
    case Qt::TextAlignmentRole:
        return index.column() == CountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case ScopeRole:
        return QVariant::fromValue(item->scope);
    }
    return {};
}

Qt::ItemFlags SidebarModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return entry(index) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

} // namespace Lectern::Desktop
