// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

namespace Lectern::Storage {

class Dialect;
class Engine;

// A library, opened on one thread: its connection, made by the library's engine from its
// location. Each thread that reads or writes the library opens a Database of its own
// (connections must not cross threads); a reader on the GUI thread works while an import
// writes on another.
//
// Opening creates a new library, upgrades an older one (after a backup copy), and refuses
// without touching it one that is not a Lectern library or was written by a newer build.
class Database
{
public:
    explicit Database(Location location);
    // Writes in the change log as the connection named origin: another connection of the same
    // client (a window's import), whose changes that client shows itself. An empty origin, as
    // that of a connection still being opened, names this connection alone.
    Database(Location location, QString origin);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // QStandardPaths' AppDataLocation/library.sqlite: where the GUI and the CLI look by default.
    static Location defaultLocation();
    // Whether there is a library at location: a command that only reads or changes one never
    // creates it.
    static bool exists(const Location &location);
    // Whether opening the library will upgrade it, which takes a while for a large one: a
    // minute at a million papers. False for a new, current or unreadable library.
    static bool needsUpgrade(const Location &location);
    // What a command asks of a library before it opens one, asked at once: on a server, one
    // connection where the three questions apart would make three.
    struct State
    {
        bool exists = false;
        bool needsUpgrade = false;
        std::optional<QString> damage; // as LibraryCare::knownDamage() says
    };
    static State stateOf(const Location &location);
    // Whether the library can only be read where it is: it opens with Access::ReadOnly or not at all.
    static bool isReadOnlyHere(const Location &location);
    // After open() failed: whether a server asked for a password, or refused the one given, so
    // that opening again with the right one may succeed.
    static bool wantsPassword(const Location &location);

    enum class Access {
        ReadWrite,
        // Reads an up-to-date library and writes nothing: every write fails. For a window that
        // shows a library another window edits.
        ReadOnly,
    };
    bool open(Access access = Access::ReadWrite);
    bool isOpen() const;
    // Why open() failed, in one sentence that names the library.
    QString errorString() const;

    const Location &location() const { return m_location; }
    const Engine &engine() const { return *m_engine; }
    const Dialect &dialect() const;
    QString connectionName() const { return m_connectionName; }
    // Names this connection among every client's, in the change log: a window leaves out the
    // changes its own connection wrote, which it has shown already.
    QString origin() const { return m_origin; }
    // The member this connection is, as the server names them; empty for a file.
    QString login() const;
    // Made for each call from the connection's name, as Qt recommends: no QSqlDatabase is
    // kept, so removing the connection later cannot leave a copy behind.
    QSqlDatabase connection() const;
    int schemaVersion() const;

    // For a connection that serves requests a newer one makes stale (a BackgroundReader's): the
    // readers of many rows ask before a statement, which a cancel sent between two statements
    // would miss, and while they read what it returned, which at a million ids takes longer
    // than the server takes to stop.
    void setStaleCheck(std::function<bool()> isStale);
    // Throws StorageError of kind Interrupted once the request being served is stale.
    void throwIfStale() const;

private:
    Location m_location;
    const Engine *m_engine;
    QString m_connectionName;
    QString m_origin;
    QString m_error;
    bool m_open = false;
    std::function<bool()> m_isStale;
};

} // namespace Lectern::Storage
