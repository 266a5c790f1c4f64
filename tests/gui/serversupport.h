// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/location.h"

#include <catch2/catch_test_macros.hpp>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

namespace Lectern::Test {

// A PostgreSQL server of the test's own (support/postgresql-server in a temporary folder), for
// tests that stop it and start it again, or change who may log in: the server the other tests
// share must stay as it is. Stopped and removed when this object goes.
class OwnPostgresqlServer
{
public:
    OwnPostgresqlServer()
    {
        if (qEnvironmentVariable("LECTERN_TEST_SKIP_POSTGRESQL") == u"1")
            SKIP("LECTERN_TEST_SKIP_POSTGRESQL=1");
        REQUIRE(m_folder.isValid());
        run(QStringLiteral("start"));
        QFile uri(m_folder.filePath(QStringLiteral("uri")));
        REQUIRE(uri.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(uri.readAll()).trimmed();
        const auto match = QRegularExpression(QStringLiteral("[?&]host=([^&]+)&port=(\\d+)")).match(text);
        REQUIRE(match.hasMatch());
        m_socketFolder = QUrl::fromPercentEncoding(match.captured(1).toUtf8());
        m_port = match.captured(2).toInt();
        // The script's server trades durability for speed; this one keeps every commit through a
        // crash, as a real one does, so that "nothing lost" can be checked.
        execute(QStringLiteral("ALTER SYSTEM SET fsync = on"));
        execute(QStringLiteral("ALTER SYSTEM SET synchronous_commit = on"));
        execute(QStringLiteral("SELECT pg_reload_conf()"));
    }
    ~OwnPostgresqlServer()
    {
        QSqlDatabase::removeDatabase(connectionName());
        QProcess::execute(QStringLiteral(LECTERN_POSTGRESQL_SERVER), { QStringLiteral("stop"), m_folder.path() });
    }
    OwnPostgresqlServer(const OwnPostgresqlServer &) = delete;
    OwnPostgresqlServer &operator=(const OwnPostgresqlServer &) = delete;

    QString socketFolder() const { return m_socketFolder; }
    // The same on the Unix socket and on 127.0.0.1.
    int port() const { return m_port; }

    // A library in database on this server, reached through its Unix socket as user (the
    // superuser "lectern" unless named), with no password.
    Storage::Location library(const QString &database, const QString &user = QStringLiteral("lectern")) const
    {
        return *Storage::Location::parse(QStringLiteral("postgresql:///%1?host=%2&port=%3&user=%4")
                                             .arg(database,
                                                 QString::fromLatin1(QUrl::toPercentEncoding(m_socketFolder)),
                                                 QString::number(m_port),
                                                 user),
            nullptr);
    }

    // Runs a statement as the superuser in the maintenance database.
    void execute(const QString &statement) const
    {
        {
            QSqlDatabase database = QSqlDatabase::database(connectionName(), false);
            if (!database.isValid()) {
                database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName());
                database.setHostName(m_socketFolder);
                database.setPort(m_port);
                database.setUserName(QStringLiteral("lectern"));
                database.setDatabaseName(QStringLiteral("postgres"));
            }
            REQUIRE((database.isOpen() || database.open()));
            QSqlQuery query(database);
            INFO(statement.toStdString() << ": " << query.lastError().text().toStdString());
            REQUIRE(query.exec(statement));
        }
    }

    // Stops the server at once, as a power cut would (pg_ctl stop -m immediate).
    void crash()
    {
        QSqlDatabase::database(connectionName(), false).close();
        run(QStringLiteral("kill"));
    }
    // Starts it again after crash(), on the same port.
    void resume() { run(QStringLiteral("restart")); }

    // The server's main process, which takes connections and cancel requests.
    qint64 postmasterPid() const
    {
        QFile pid(m_folder.filePath(QStringLiteral("cluster/data/postmaster.pid")));
        REQUIRE(pid.open(QIODevice::ReadOnly));
        return pid.readLine().trimmed().toLongLong();
    }

private:
    QString connectionName() const { return QStringLiteral("lectern-own-server-") + m_folder.path(); }

    void run(const QString &command) const
    {
        QProcess script;
        script.setProcessChannelMode(QProcess::MergedChannels);
        script.start(QStringLiteral(LECTERN_POSTGRESQL_SERVER), { command, m_folder.path() });
        REQUIRE(script.waitForFinished(120000));
        INFO("postgresql-server " << command.toStdString() << ": " << script.readAll().toStdString());
        REQUIRE(script.exitCode() == 0);
    }

    QTemporaryDir m_folder;
    QString m_socketFolder;
    int m_port = 0;
};

} // namespace Lectern::Test
