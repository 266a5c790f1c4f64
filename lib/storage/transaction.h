// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace Lectern::Storage {

class Savepoint;

// One transaction on a connection: rolled back when it goes out of scope uncommitted, so an
// error or a cancelled import leaves the library exactly as it was. Inside another transaction
// it is a savepoint of it, so that stores can be used within a larger write (an import that
// tags its papers).
class Transaction
{
public:
    explicit Transaction(const QString &connectionName);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    // Throws StorageError when the commit fails; the transaction is then rolled back.
    void commit();

private:
    QString m_connectionName;
    bool m_open = false;
    std::unique_ptr<Savepoint> m_nested; // inside another transaction
};

// A part of a transaction that can be undone alone: an import gives up one bad file this way
// and keeps the others. Rolled back when it goes out of scope unreleased.
class Savepoint
{
public:
    explicit Savepoint(const QString &connectionName);
    ~Savepoint();
    Savepoint(const Savepoint &) = delete;
    Savepoint &operator=(const Savepoint &) = delete;

    // Keeps what was done since it was made; throws StorageError when that fails.
    void release();

private:
    QString m_connectionName;
    bool m_open = false;
};

} // namespace Lectern::Storage
