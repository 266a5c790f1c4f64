// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchserver.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <stdexcept>

namespace Lectern::Bench {
namespace {

const QString Script = QStringLiteral(LECTERN_POSTGRESQL_SERVER_SCRIPT);

QString run(const QStringList &arguments)
{
    QProcess script;
    script.setProcessChannelMode(QProcess::MergedChannels);
    script.start(Script, arguments);
    if (!script.waitForFinished(120000) || script.exitStatus() != QProcess::NormalExit || script.exitCode() != 0) {
        throw std::runtime_error("the PostgreSQL server did not start: " + script.readAll().toStdString());
    }
    return QString::fromUtf8(script.readAll()).trimmed();
}

} // namespace

BenchServer::BenchServer(const QString &folder) : m_folder(folder)
{
    // The tests' servers are small (many run at once); a team library's server holds its indexes
    // in memory, as the README's sizing says.
    run({ QStringLiteral("start"),
        m_folder,
        QStringLiteral("shared_buffers=1GB"),
        QStringLiteral("maintenance_work_mem=256MB"),
        QStringLiteral("max_wal_size=4GB") });
    m_uri = run({ QStringLiteral("uri"), m_folder });
}

BenchServer::~BenchServer()
{
    QProcess::execute(Script, { QStringLiteral("stop"), m_folder });
}

Storage::Location BenchServer::createLibrary(const QString &name) const
{
    // postgresql:///postgres?host=…&port=…&user=…: the same server, another database.
    const QUrl server(m_uri);
    const QUrlQuery query(server);
    const QString connection = QStringLiteral("lectern-bench-server");
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        db.setHostName(query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded));
        db.setPort(query.queryItemValue(QStringLiteral("port")).toInt());
        db.setUserName(query.queryItemValue(QStringLiteral("user"), QUrl::FullyDecoded));
        db.setDatabaseName(QStringLiteral("postgres"));
        if (!db.open())
            throw std::runtime_error(db.lastError().text().toStdString());
        QSqlQuery statement(db);
        for (const QString &sql : { QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)"),
                 QStringLiteral("CREATE DATABASE %1 TEMPLATE template0 ENCODING 'UTF8'") }) {
            if (!statement.exec(sql.arg(name)))
                throw std::runtime_error(statement.lastError().text().toStdString());
        }
    }
    QSqlDatabase::removeDatabase(connection);
    QString uri = m_uri;
    uri.replace(QStringLiteral(":///postgres?"), QStringLiteral(":///") + name + u'?');
    return Storage::Location::parse(uri, nullptr).value();
}

} // namespace Lectern::Bench
