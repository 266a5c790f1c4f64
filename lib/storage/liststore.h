// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/paper.h"

#include <QHash>

#include <optional>

namespace Lectern::Storage {

class Database;

// Reading lists: named (unique regardless of case), ordered lists of papers with a description.
// A name that is empty or taken throws StorageError with a message for the user. Every edit
// can be undone with the others: removed papers are added back and put in their old order, a
// deleted list is made again under its id with its papers.
class ListStore
{
public:
    explicit ListStore(const Database &database);

    // By name, with their paper counts.
    QList<ReadingList> lists() const;
    std::optional<ReadingList> list(const QString &name) const;
    // Makes a list; one that has an id (an undo putting it back) keeps it.
    ReadingListId create(const ReadingList &list);
    void rename(ReadingListId list, const QString &name);
    void setDescription(ReadingListId list, const QString &description);
    void remove(ReadingListId list);

    // In the list's order.
    QList<PaperId> papers(ReadingListId list) const;
    // Appends the papers not in the list yet, in the order given; returns those.
    QList<PaperId> addPapers(ReadingListId list, const QList<PaperId> &papers);
    // Returns the papers that were in the list.
    QList<PaperId> removePapers(ReadingListId list, const QList<PaperId> &papers);
    // Puts the list's papers in this order; papers of the list not named keep their order after
    // those named, ids not in the list are passed over.
    void setOrder(ReadingListId list, const QList<PaperId> &order);

    // The names of the lists each paper is in.
    QHash<PaperId, QStringList> listNames(const QList<PaperId> &papers) const;

private:
    QString checkedName(const QString &name, ReadingListId except) const;

    const Database &m_database;
};

} // namespace Lectern::Storage
