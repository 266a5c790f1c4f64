// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>
#include <QVariantList>

#include <optional>
#include <utility>

namespace Lectern::Storage {

class Database;

// An SQL condition on a tags.key column matching name and every tag below it; its values are
// appended to values. Keys below "a" lie between "a/" and "a0" ('0' follows '/'), so the
// unique index on key answers it.
QString tagWithinCondition(const QString &keyColumn, const QString &name, QVariantList &values);

// Some tags and their papers as they were: what an undo of a rename, merge or deletion puts
// back, ids included.
struct TagSnapshot
{
    QList<Tag> tags;
    QList<std::pair<PaperId, TagId>> assignments;
};

// What adding a tag to papers did, so that it can be taken back exactly.
struct TagAssignment
{
    TagId tag = 0;
    bool created = false; // the tag did not exist before
    QList<PaperId> papers; // the papers that did not have it before
};

// Tags and which papers carry them. Names are checked with TagName before they get here;
// a name this store is given that is not valid throws StorageError with TagName's message.
// A tag given by name stands for itself and every tag below it ("method" covers
// "method/diffusion"), whether or not "method" itself exists.
class TagStore
{
public:
    explicit TagStore(const Database &database);

    // Every tag by name, with the number of papers that carry exactly it.
    QList<Tag> tags() const;
    QList<Tag> tagsOf(PaperId paper) const;
    // The tags of many papers in one query, by name; paperCount is left 0.
    QHash<PaperId, QList<Tag>> tagsOf(const QList<PaperId> &papers) const;
    std::optional<Tag> tag(const QString &name) const;
    // The number of papers carrying name or a tag below it.
    int paperCountWithin(const QString &name) const;

    // Makes the tag when it is new (with a colour of its own).
    TagAssignment addToPapers(const QString &name, const QList<PaperId> &papers);
    // Returns the papers that had the tag.
    QList<PaperId> removeFromPapers(TagId tag, const QList<PaperId> &papers);
    // Deletes one tag (not those below it) and its assignments.
    void deleteTag(TagId tag);
    void setColor(TagId tag, const QString &color);

    // Renames name and the tags below it ("method/x" becomes "approach/x"); where the new name
    // exists already the two are merged. Renaming a tag below itself is refused.
    void rename(const QString &name, const QString &newName);
    // Deletes name and every tag below it.
    void remove(const QString &name);

    // The tags within each of names, with their assignments.
    TagSnapshot snapshot(const QStringList &names) const;
    // Puts the snapshot's tags and assignments back, replacing what those tags are now.
    void restore(const TagSnapshot &snapshot);

    // The colour a new tag gets: one of a few that read well on light and dark backgrounds,
    // the same for the same name every time.
    static QString defaultColor(const QString &name);

private:
    QList<Tag> tagsWithin(const QString &name) const;
    QList<Tag> select(const QString &where, const QVariantList &values = {}) const;
    TagId ensure(const QString &name, bool *created);

    const Database &m_database;
};

} // namespace Lectern::Storage
