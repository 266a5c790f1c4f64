// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"

#include <QString>

class QSqlDriver;

struct pg_conn;

namespace Lectern::Storage::Postgresql {

// One connection to a team library, made from its URI: connected, checked to be a Lectern
// library (or an empty database, which becomes one), set up, and upgraded under an advisory
// lock, so that two clients upgrading at once do it one after the other.
class Connection
{
public:
    Connection(QString name, QString uri) : m_name(std::move(name)), m_uri(std::move(uri)) { }

    // Opens the connection named name; false, with error one sentence that names the library
    // and says what to do, when it is refused.
    bool open(Database::Access access, QString *error);

    // What a database holds, asked on a connection of its own.
    struct Probe
    {
        bool reachable = false;
        // A Lectern library, or one that cannot be reached (opening it tells why).
        bool holdsLibrary = true;
        int version = 0;
        QString damage; // what the library was marked damaged with; empty when it was not
    };
    static Probe probe(const QString &uri);
    // Whether connecting fails because the server wants a password it did not get, or refused the
    // one given; asked of libpq itself, whatever language its messages are in.
    static bool wantsPassword(const QString &uri);
    // The library's schema version; 0 for a database that holds none.
    static int versionOf(const QSqlDatabase &connection);
    // What the library was marked damaged with (LibraryCare::markDamaged()); empty when it was
    // not, or when that cannot be read.
    static QString damageOf(const QSqlDatabase &connection);
    // libpq's connection under Qt's, for what Qt does not offer; null if it has none.
    static pg_conn *handleOf(const QSqlDatabase &connection);
    static pg_conn *handleOf(const QSqlDriver *driver);

private:
    bool fail(const QString &message);
    bool configure(Database::Access access, bool *holdsLibrary);
    bool check(bool holdsLibrary, int *version);
    bool migrate(int seenVersion);

    QString m_name;
    QString m_uri;
    QString m_shownName; // "lectern on db.lab"
    QString m_error;
};

} // namespace Lectern::Storage::Postgresql
