// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <optional>

class QSqlDatabase;
struct pg_conn;

namespace Lectern::Storage::Postgresql {

struct LibpqFinish
{
    void operator()(pg_conn *connection) const;
};
// A connection of libpq's own, for what Qt's driver does not offer.
using LibpqConnection = std::unique_ptr<pg_conn, LibpqFinish>;

// A libpq URI, read by libpq itself (every form it accepts: hosts, ports, a Unix socket folder
// as ?host=, sslmode, application_name, connect_timeout, service…), as Qt's QPSQL driver takes
// it: database, host, port, user and password, and every other parameter as connect options.
// Qt passes a database name to libpq as it is, so a URI cannot simply be given as one.
struct ServerAddress
{
    // With a connect_timeout of 10 s unless the URI gives one.
    static std::optional<ServerAddress> parse(const QString &uri, QString *error);

    // Sets a parameter the URI did not set ("connect_timeout", "10").
    void setDefault(const QString &keyword, const QString &value);
    // Sets up a connection that is not open yet.
    void applyTo(QSqlDatabase &connection) const;
    // Connects with libpq itself, waiting for the server; PQstatus() says whether it did.
    LibpqConnection connect() const;
    // "lectern on db.lab", for messages.
    QString name() const;

    QString database;
    QString host;
    int port = -1;
    QString user;
    QString password;
    QList<std::pair<QString, QString>> options; // libpq's other parameters, in order
};

} // namespace Lectern::Storage::Postgresql
