// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Lectern::Storage {

// What differs between engines inside statements the stores otherwise share. Everything else
// they write is SQL both engines read alike: ON CONFLICT for upserts, RETURNING for new ids,
// IS DISTINCT FROM, "COLLATE NOCASE" (on PostgreSQL a case-insensitive ICU collation of that
// name, made with the schema).
class Dialect
{
public:
    virtual ~Dialect() = default;

    // A subquery of the ids bound as one value made by idList(): any number of ids in one
    // prepared statement, never a parameter each (PostgreSQL's protocol stops at 65,535).
    virtual QString idSelect() const = 0;
    virtual QVariant idList(const QList<qint64> &ids) const = 0;
    // The same for texts: a subquery of the texts bound as one value made by textList(), a JSON
    // array, which both engines read.
    virtual QString textSelect() const = 0;
    static QVariant textList(const QStringList &texts);

    // The checksum of these SQL expressions (columns or "?"), see Storage::Checksum: what a row
    // holds to find its text damaged later.
    virtual QString checksum(const QStringList &fields) const = 0;

    // SQL selecting, in order, the names of the library's tables that have the column named by
    // its one "?".
    virtual QString tablesWithColumn() const = 0;

    // How many rows an import writes to a table in one statement (see RowBatch).
    virtual int rowsPerInsert() const = 0;

    // Starts a transaction that writes: it waits for another writer instead of failing later.
    virtual QString beginWrite() const = 0;
    // Makes the write transaction wait for any other that asked with the same key (bound as the
    // statement's one value), until it ends: writers that read before they write take turns.
    virtual QString takeTurns() const = 0;
    // Starts a transaction that reads the library as it is now, whatever others write meanwhile.
    virtual QString beginSnapshot() const = 0;
    // A text column compared character code by character code, whatever the library's
    // collation, as a range of identifiers that begin alike must be.
    virtual QString codeOrder(const QString &column) const = 0;
    // A text column in the case-insensitive order, as its index holds it: what comparisons and
    // orders an index should serve are written on. A PostgreSQL B-tree entry holds at most a
    // third of a page, so there it is the column's first 200 characters, and a title or name
    // of any length can still be stored; SQLite indexes the whole text.
    virtual QString indexedText(const QString &column) const = 0;
    // The member a statement runs as, as SQL: whose rows of what each member keeps their own
    // (reading status, rating, star) it reads and writes. A file has one user, named ''.
    virtual QString member() const = 0;
    // After rows were written with ids of their own: the statement, if the engine needs one,
    // that makes the table's next new row take an id after them.
    virtual QString afterGivenIds(const QString &table) const = 0;
};

} // namespace Lectern::Storage
