// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"
#include "search/paperfinder.h"
#include "storage/members.h"

#include <QAbstractItemModel>

#include <memory>
#include <optional>
#include <vector>

namespace Lectern::Desktop {

// The sidebar: a "Library" group (All papers, Unread, Starred, Recently added, With notes), a
// "Collections" group, a "Reading lists" group once there are any (papers dropped on a list join
// it), a "Tags" group whose tags nest by their "/" levels, a "Members" group in a team library
// (the papers each member did something to, as by: finds them), and a "Saved searches" group once
// there are any; a second column holds each entry's paper count.
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
        TagNameRole, // the full tag name, on tag entries only
        SavedSearchRole, // QVariant of SavedSearch, on saved-search entries only
        ReadingListRole, // QVariant of ReadingList, on reading-list entries only
    };

    struct Counts
    {
        int library = 0; // every paper, whatever the search
        int all = 0; // the papers the All entry counts: those the search finds, when counts follow it
        int unread = 0;
        int starred = 0;
        int recentlyAdded = 0;
        int withNote = 0;
        QList<Collection> collections;
        QList<ReadingList> lists; // with the number of papers in each
        // Every tag and every level above one ("method" for "method/diffusion") by name; a
        // tag's paperCount counts the papers of its whole subtree.
        QList<Tag> tags;
        // With the number of papers each finds.
        QList<std::pair<SavedSearch, int>> savedSearches;
        // A team library's members, with the number of papers each did something to.
        QList<std::pair<Storage::Member, int>> members;

        // The names of the tags, without the levels that are no tags of their own.
        QStringList tagNames() const;
        // The tag of this name; none for a level with no tag of its own.
        std::optional<Tag> tag(const QString &name) const;
        std::optional<ReadingList> list(ReadingListId id) const;
        // A reading list's name as the library matches it: spaces folded, case ignored.
        std::optional<ReadingList> listNamed(const QString &name) const;
    };

    explicit SidebarModel(QObject *parent = nullptr);
    ~SidebarModel() override;

    void setCounts(const Counts &counts);
    // As set last: the window's names of tags, lists and collections, read in the background.
    const Counts &counts() const { return m_counts; }
    QModelIndex indexOf(const Search::PaperScope &scope) const;
    static Search::PaperScope scopeAt(const QModelIndex &index);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction | Qt::MoveAction; }
    bool canDropMimeData(
        const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent) const override;
    bool dropMimeData(
        const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent) override;

Q_SIGNALS:
    // Papers dragged from the paper list onto a reading list: asked for, not done here.
    void papersDroppedOnList(Lectern::ReadingListId list, const QList<Lectern::PaperId> &papers);

private:
    struct Node;
    std::unique_ptr<Node> buildTree(const Counts &counts) const;
    Node *node(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node, int column = NameColumn) const;
    void emitCountsChanged(const Node *parent);

    std::unique_ptr<Node> m_root;
    Counts m_counts;
};

} // namespace Lectern::Desktop

Q_DECLARE_METATYPE(Lectern::Search::PaperScope)
Q_DECLARE_METATYPE(Lectern::SavedSearch)
Q_DECLARE_METATYPE(Lectern::ReadingList)
