// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/testsupport.h"

#include "import/importer.h"
#include "storage/sqlite/sqliteschema.h"
#include "support/postgresqlserver.h"

#include <catch2/catch_test_macros.hpp>

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace Lectern::Test {

Engine testEngine()
{
    const QString engine = qEnvironmentVariable("LECTERN_TEST_ENGINE", QStringLiteral("sqlite"));
    if (engine == u"postgresql")
        return Engine::Postgresql;
    INFO("LECTERN_TEST_ENGINE is " << engine.toStdString() << ", not sqlite or postgresql");
    REQUIRE(engine == u"sqlite");
    return Engine::Sqlite;
}

Workspace::Workspace()
{
    REQUIRE(m_dir.isValid());
}

Workspace::~Workspace() = default;

QString Workspace::path(const QString &name) const
{
    return m_dir.filePath(name);
}

QString Workspace::writeFile(const QString &name, const QByteArray &bytes) const
{
    QFile file(path(name));
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
    return file.fileName();
}

Storage::Location Workspace::location(const QString &name) const
{
    if (testEngine() == Engine::Sqlite)
        return Storage::Location::file(path(name));
    auto &database = m_databases[name];
    if (!database)
        database.reset(new PostgresqlDatabase(PostgresqlServer().createDatabase()));
    return Storage::Location::parse(database->uri(), nullptr).value();
}

std::unique_ptr<Storage::Database> Workspace::openLibrary(const QString &name) const
{
    auto database = std::make_unique<Storage::Database>(location(name));
    if (!database->open())
        FAIL(database->errorString().toStdString());
    return database;
}

std::unique_ptr<Storage::Database> Workspace::openSampleLibrary() const
{
    auto database = openLibrary();
    const QString file = writeFile(QStringLiteral("sample.txt"), sampleList());
    REQUIRE(Import::Importer(*database).importFiles({ file }).added() == 3);
    return database;
}

void writeVersionOneLibrary(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("version-1-library");
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        for (const QString &statement : Storage::Sqlite::migrations()[0].statements + statements)
            REQUIRE(query.exec(statement));
        REQUIRE(query.exec(QStringLiteral("PRAGMA application_id = %1").arg(Storage::Sqlite::ApplicationId)));
        REQUIRE(query.exec(QStringLiteral("PRAGMA user_version = 1")));
    }
    QSqlDatabase::removeDatabase(name);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QByteArray sampleList()
{
    return QByteArrayLiteral(
        "NeurIPS 2024 Accepted Papers\n"
        "\n"
        "We propose GraphWalker, a random-walk sampler for billion-edge graphs that needs no global index.\n"
        "Code: https://example.org/graphwalker.\n"
        "\n"
        "Diffusion policies imitate demonstrations well but sample slowly. We introduce FastPolicy, a one-step "
        "distilled diffusion policy for robot control.\n"
        "\n"
        "We study the Łojasiewicz inequality for transformers and show linear convergence of gradient descent.\n");
}

} // namespace Lectern::Test
