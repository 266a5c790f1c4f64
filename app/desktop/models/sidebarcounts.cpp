// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sidebarcounts.h"

#include "core/tagname.h"
#include "search/query.h"
#include "storage/collectionstore.h"
#include "storage/database.h"
#include "storage/engine.h"
#include "storage/liststore.h"
#include "storage/paperstore.h"
#include "storage/savedsearchstore.h"
#include "storage/tagstore.h"

#include <QMap>

namespace Lectern::Desktop {
namespace {

// Every tag and every level above one, by name, each counting the papers of its subtree.
QList<Tag> tagTree(const Storage::TagStore &store)
{
    QMap<QString, Tag> byKey;
    for (const Tag &tag : store.tags()) {
        byKey.insert(TagName::key(tag.name), tag);
        for (QString level = TagName::parent(tag.name); !level.isEmpty(); level = TagName::parent(level)) {
            if (!byKey.contains(TagName::key(level)))
                byKey.insert(TagName::key(level), Tag{ 0, level, {}, 0 });
        }
    }
    QList<Tag> tree = byKey.values();
    for (Tag &tag : tree)
        tag.paperCount = store.paperCountWithin(tag.name);
    return tree;
}

} // namespace

SidebarModel::Counts readSidebarCounts(const Storage::Database &database, const Search::Query &facets)
{
    using Kind = Search::PaperScope::Kind;
    using Scope = Search::PaperScope;
    const Search::PaperFinder finder(database);
    const auto count = [&](const Scope &scope) { return finder.count(facets, scope); };
    SidebarModel::Counts counts;
    counts.library = Storage::PaperStore(database).paperCount();
    counts.all = facets.isEmpty() ? counts.library : count(Scope::of(Kind::All));
    counts.unread = count(Scope::of(Kind::Unread));
    counts.starred = count(Scope::of(Kind::Starred));
    counts.recentlyAdded = count(Scope::of(Kind::RecentlyAdded));
    counts.withNote = count(Scope::of(Kind::WithNote));
    counts.collections = Storage::CollectionStore(database).collections();
    counts.lists = Storage::ListStore(database).lists();
    counts.tags = tagTree(Storage::TagStore(database));
    if (!facets.isEmpty()) {
        for (Collection &collection : counts.collections)
            collection.paperCount = count(Scope::inCollection(collection.id));
        for (Tag &tag : counts.tags)
            tag.paperCount = count(Scope::withTag(tag.name));
        for (ReadingList &list : counts.lists)
            list.paperCount = count(Scope::inList(list.id));
    }
    for (const SavedSearch &search : Storage::SavedSearchStore(database).savedSearches())
        counts.savedSearches.append({ search, count(Scope::saved(search)) });
    if (const auto team = database.engine().members(database)) {
        for (const Storage::Member &member : team->members())
            counts.members.append({ member, count(Scope::byMember(member.login)) });
    }
    return counts;
}

} // namespace Lectern::Desktop
