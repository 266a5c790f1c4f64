// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <QSqlDatabase>
#include <QString>

namespace Lectern::Test {

// A login name of the test's own: logins are the server's, shared by every test database on it.
QString newLogin(const QString &name);
// The team library at location as login connects to it (every local login is trusted).
Storage::Location asLogin(const Storage::Location &library, const QString &login);
// Whether the server runs the statement for whoever the connection is.
bool allowed(const QSqlDatabase &connection, const QString &sql);
// Turns every new connection to the team library's database away, and ends those connected,
// as a server restarting does; accepting again, it is back.
void setAcceptingConnections(const Storage::Location &library, bool accepting);

// The statements that take a team library of today back to the schema of step 21, with its
// data: one reading state and one note per paper, shared by every member.
QStringList teamLibraryAtStep21();

class PostgresqlDatabase;

// The throw-away PostgreSQL server that ctest starts for the PostgreSQL copies of the tests
// (the postgresql fixture, support/postgresql-server), found through LECTERN_TEST_POSTGRESQL_DIR.
// A copy names the same server.
class PostgresqlServer
{
public:
    // Skips the test when LECTERN_TEST_SKIP_POSTGRESQL=1; fails it, saying how to start a server
    // or to skip, when there is none.
    PostgresqlServer();

    // The folder of its Unix socket, as libpq and QPSQL take it.
    QString hostName() const;
    // Its port, on the socket and on 127.0.0.1.
    int port() const;
    // A superuser; every local connection is trusted.
    QString userName() const;

    // A fresh, empty database (UTF-8, from template0) of the test's own, dropped with the
    // returned object. The test fails, saying why, when the server does not answer.
    PostgresqlDatabase createDatabase() const;

    // Adds the QPSQL connection connectionName to the database databaseName and opens it; the
    // test fails when it does not open. Remove it (QSqlDatabase::removeDatabase) once its
    // queries are gone.
    QSqlDatabase open(const QString &connectionName, const QString &databaseName) const;

private:
    QString m_uri;
    QString m_hostName;
    int m_port = 0;
    QString m_userName;
};

// A database made by PostgresqlServer::createDatabase(). Dropped when this object goes, even
// with sessions still connected; neither copied nor moved, so that it is dropped exactly once.
class PostgresqlDatabase
{
public:
    ~PostgresqlDatabase();
    PostgresqlDatabase(const PostgresqlDatabase &) = delete;
    PostgresqlDatabase &operator=(const PostgresqlDatabase &) = delete;

    QString name() const;
    // Its libpq URI, as the superuser: postgresql:///NAME?host=SOCKETFOLDER&port=PORT&user=lectern
    QString uri() const;

private:
    friend class PostgresqlServer;
    PostgresqlDatabase(const PostgresqlServer &server, const QString &name);

    PostgresqlServer m_server;
    QString m_name;
};

} // namespace Lectern::Test
