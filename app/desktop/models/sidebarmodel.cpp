// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sidebarmodel.h"

#include "core/tagname.h"
#include "models/papertablemodel.h"
#include "widgets/colorname.h"
#include "widgets/plaintext.h"
#include "widgets/tagicon.h"

#include <QFont>
#include <QLocale>
#include <QMimeData>

#include <functional>
#include <optional>

namespace Lectern::Desktop {

struct SidebarModel::Node
{
    QString label;
    int count = 0;
    std::optional<Search::PaperScope> scope; // none on group rows
    QString color;
    QString description; // of a reading list; a member's login
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;

    Node *addGroup(const QString &name)
    {
        auto child = std::make_unique<Node>();
        child->label = name;
        return adopt(std::move(child));
    }
    Node *addEntry(const QString &name, int papers, const Search::PaperScope &filter, const QString &tagColor = {})
    {
        auto child = std::make_unique<Node>();
        child->label = name;
        child->count = papers;
        child->scope = filter;
        child->color = tagColor;
        return adopt(std::move(child));
    }
    Node *adopt(std::unique_ptr<Node> child)
    {
        child->parent = this;
        child->row = static_cast<int>(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
    // Same rows with the same names and scopes: only counts differ.
    bool sameShape(const Node &other) const
    {
        if (label != other.label || scope != other.scope || color != other.color || description != other.description ||
            children.size() != other.children.size())
            return false;
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (!children[i]->sameShape(*other.children[i]))
                return false;
        }
        return true;
    }
    void copyCounts(const Node &other)
    {
        count = other.count;
        for (std::size_t i = 0; i < children.size(); ++i)
            children[i]->copyCounts(*other.children[i]);
    }
};

QStringList SidebarModel::Counts::tagNames() const
{
    QStringList names;
    for (const Tag &tag : tags) {
        if (tag.id != 0)
            names.append(tag.name);
    }
    return names;
}

std::optional<Tag> SidebarModel::Counts::tag(const QString &name) const
{
    const auto found = std::find_if(tags.cbegin(), tags.cend(), [key = TagName::key(name)](const Tag &tag) {
        return tag.id != 0 && TagName::key(tag.name) == key;
    });
    return found != tags.cend() ? std::optional(*found) : std::nullopt;
}

std::optional<ReadingList> SidebarModel::Counts::list(ReadingListId id) const
{
    const auto found =
        std::find_if(lists.cbegin(), lists.cend(), [id](const ReadingList &list) { return list.id == id; });
    return found != lists.cend() ? std::optional(*found) : std::nullopt;
}

std::optional<ReadingList> SidebarModel::Counts::listNamed(const QString &name) const
{
    const QString key = name.simplified().toCaseFolded();
    const auto found = std::find_if(
        lists.cbegin(), lists.cend(), [&key](const ReadingList &list) { return list.name.toCaseFolded() == key; });
    return found != lists.cend() ? std::optional(*found) : std::nullopt;
}

SidebarModel::SidebarModel(QObject *parent) : QAbstractItemModel(parent), m_root(buildTree({})) { }

SidebarModel::~SidebarModel() = default;

std::unique_ptr<SidebarModel::Node> SidebarModel::buildTree(const Counts &counts) const
{
    using Kind = Search::PaperScope::Kind;
    auto root = std::make_unique<Node>();
    Node *library = root->addGroup(tr("Library"));
    library->addEntry(tr("All papers"), counts.all, Search::PaperScope::of(Kind::All));
    library->addEntry(tr("Unread"), counts.unread, Search::PaperScope::of(Kind::Unread));
    library->addEntry(tr("Starred"), counts.starred, Search::PaperScope::of(Kind::Starred));
    library->addEntry(tr("Recently added"), counts.recentlyAdded, Search::PaperScope::of(Kind::RecentlyAdded));
    library->addEntry(tr("With notes"), counts.withNote, Search::PaperScope::of(Kind::WithNote));

    Node *collections = root->addGroup(tr("Collections"));
    for (const Collection &collection : counts.collections)
        collections->addEntry(collection.name, collection.paperCount, Search::PaperScope::inCollection(collection.id));

    if (!counts.lists.isEmpty()) {
        Node *lists = root->addGroup(tr("Reading lists"));
        for (const ReadingList &list : counts.lists) {
            Node *entry = lists->addEntry(list.name, list.paperCount, Search::PaperScope::inList(list.id));
            entry->description = list.description;
        }
    }

    // Tags arrive sorted by name, so a parent level always comes before the tags below it.
    Node *tags = root->addGroup(tr("Tags"));
    QHash<QString, Node *> byKey;
    for (const Tag &tag : counts.tags) {
        const QString parentName = TagName::parent(tag.name);
        Node *parentNode = byKey.value(TagName::key(parentName), tags);
        const QString label = parentName.isEmpty() ? tag.name : tag.name.mid(parentName.size() + 1);
        byKey.insert(TagName::key(tag.name),
            parentNode->addEntry(label, tag.paperCount, Search::PaperScope::withTag(tag.name), tag.color));
    }

    if (!counts.members.isEmpty()) {
        Node *members = root->addGroup(tr("Members"));
        for (const auto &[member, papers] : counts.members) {
            Node *entry = members->addEntry(member.displayName.isEmpty() ? member.login : member.displayName,
                papers,
                Search::PaperScope::byMember(member.login));
            entry->description = member.login;
        }
    }

    if (!counts.savedSearches.isEmpty()) {
        Node *saved = root->addGroup(tr("Saved searches"));
        for (const auto &[search, papers] : counts.savedSearches)
            saved->addEntry(search.name, papers, Search::PaperScope::saved(search));
    }
    return root;
}

void SidebarModel::setCounts(const Counts &counts)
{
    m_counts = counts;
    std::unique_ptr<Node> tree = buildTree(counts);
    // Same entries, new counts: update in place so the view keeps selection and expansion.
    if (tree->sameShape(*m_root)) {
        m_root->copyCounts(*tree);
        emitCountsChanged(m_root.get());
        return;
    }
    beginResetModel();
    m_root = std::move(tree);
    endResetModel();
}

void SidebarModel::emitCountsChanged(const Node *parent)
{
    if (parent->children.empty())
        return;
    Q_EMIT dataChanged(
        indexOf(parent->children.front().get(), CountColumn), indexOf(parent->children.back().get(), CountColumn));
    for (const auto &child : parent->children)
        emitCountsChanged(child.get());
}

QModelIndex SidebarModel::indexOf(const Search::PaperScope &scope) const
{
    const std::function<const Node *(const Node *)> find = [&](const Node *parent) -> const Node * {
        for (const auto &child : parent->children) {
            if (child->scope == scope)
                return child.get();
            if (const Node *found = find(child.get()))
                return found;
        }
        return nullptr;
    };
    const Node *found = find(m_root.get());
    return found ? indexOf(found) : QModelIndex();
}

QModelIndex SidebarModel::indexOf(const Node *node, int column) const
{
    return node == m_root.get() ? QModelIndex() : createIndex(node->row, column, const_cast<Node *>(node));
}

Search::PaperScope SidebarModel::scopeAt(const QModelIndex &index)
{
    const QVariant scope = index.siblingAtColumn(NameColumn).data(ScopeRole);
    return scope.isValid() ? scope.value<Search::PaperScope>() : Search::PaperScope{};
}

SidebarModel::Node *SidebarModel::node(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex SidebarModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return indexOf(node(parent)->children[row].get(), column);
}

QModelIndex SidebarModel::parent(const QModelIndex &child) const
{
    return child.isValid() ? indexOf(node(child)->parent) : QModelIndex();
}

int SidebarModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return static_cast<int>(node(parent)->children.size());
}

int SidebarModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SidebarModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *item = node(index);
    if (!item->scope) {
        if (index.column() != NameColumn)
            return {};
        if (role == Qt::DisplayRole)
            return item->label;
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const bool isTag = item->scope->kind == Search::PaperScope::Kind::Tag;
    const bool isSaved = item->scope->kind == Search::PaperScope::Kind::SavedSearch;
    const bool isList = item->scope->kind == Search::PaperScope::Kind::List;
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? item->label : QLocale().toString(item->count);
    case Qt::ToolTipRole:
        if (isSaved)
            return plainToRichText(item->scope->query);
        if (isList && !item->description.isEmpty())
            return plainToRichText(item->description);
        if (item->scope->kind == Search::PaperScope::Kind::Member)
            return plainToRichText(
                tr("%1 (%2) tagged, noted, highlighted, listed, edited or decided %n paper(s)", nullptr, item->count)
                    .arg(item->label, item->description));
        return isTag ? plainToRichText(tr("%1: %n paper(s)", nullptr, item->count).arg(item->scope->tag) + u'\n' +
                           ColorName::described(tagColor(item->color)))
                     : QVariant();
    case Qt::AccessibleDescriptionRole:
        // The swatch's colour in words, for those who cannot tell it by sight.
        return isTag && index.column() == NameColumn ? ColorName::described(tagColor(item->color)) : QVariant();
    case Qt::DecorationRole:
        return isTag && index.column() == NameColumn ? tagIcon(item->color) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == CountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case ScopeRole:
        return QVariant::fromValue(*item->scope);
    case TagNameRole:
        return isTag ? item->scope->tag : QVariant();
    case SavedSearchRole:
        return isSaved ? QVariant::fromValue(SavedSearch{ item->scope->savedSearch, item->label, item->scope->query })
                       : QVariant();
    case ReadingListRole:
        return isList
            ? QVariant::fromValue(ReadingList{ item->scope->list, item->label, item->description, item->count })
            : QVariant();
    }
    return {};
}

Qt::ItemFlags SidebarModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Node *item = node(index);
    if (!item->scope)
        return Qt::ItemIsEnabled;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return item->scope->kind == Search::PaperScope::Kind::List ? flags | Qt::ItemIsDropEnabled : flags;
}

QStringList SidebarModel::mimeTypes() const
{
    return { PaperTableModel::PaperIdsMimeType };
}

bool SidebarModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int, int, const QModelIndex &parent) const
{
    return parent.isValid() && data && data->hasFormat(PaperTableModel::PaperIdsMimeType) &&
        scopeAt(parent).kind == Search::PaperScope::Kind::List;
}

bool SidebarModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    Q_EMIT papersDroppedOnList(scopeAt(parent).list, PaperTableModel::paperIdsIn(data));
    return false; // the paper list keeps its rows: papers join a list, they do not leave the view
}

} // namespace Lectern::Desktop
