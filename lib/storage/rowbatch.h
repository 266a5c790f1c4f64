// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <utility>

namespace Lectern::Storage {

class Database;

// Rows written to a table with one statement (Engine::insertRows()): the columns given, each with
// its SQL type, then columns computed from them (SQL naming the given ones r.column), then what
// follows ("ON CONFLICT DO NOTHING", "RETURNING id").
struct RowsInsert
{
    QString table;
    QList<std::pair<QString, QString>> columns; // name, type ("bigint", "text", "tsvector")
    QList<std::pair<QString, QString>> computed; // name, SQL
    QString ending;
};

// Rows of one table written several to a statement where the engine gains by it: on a server
// each statement is a round trip, which an import of a million papers would otherwise make some
// ten million times. Where it does not (SQLite, in the same process), each row is written at once
// by one prepared statement, as before. Whoever reads the table meanwhile flushes it first.
class RowBatch
{
public:
    RowBatch(const Database &database, RowsInsert insert);

    void add(const QVariantList &row);
    // Writes the rows not written yet; throws StorageError.
    void flush();
    // Forgets the rows not written yet (their transaction or savepoint was rolled back).
    void clear() { m_pending.clear(); }
    bool isEmpty() const { return m_pending.isEmpty(); }

private:
    const Database &m_database;
    RowsInsert m_insert;
    int m_rowsPerStatement;
    QList<QVariantList> m_pending;
    QSqlQuery m_single; // a row at a time, prepared once
};

} // namespace Lectern::Storage
