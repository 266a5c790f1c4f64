// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/testsupport.h"

#include "import/importer.h"
#include "storage/checkedtexts.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "storage/sqlite/sqliteschema.h"
#include "support/postgresqlserver.h"

#include <catch2/catch_test_macros.hpp>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
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

void writeLibraryAtVersion(const QString &path, int version, const QStringList &statements)
{
    const Storage::Sqlite::FileConnection file(path, Storage::Sqlite::FileConnection::Mode::ReadWrite);
    REQUIRE(file.error().isEmpty());
    const QSqlDatabase db = file.database();
    QSqlQuery query(db);
    for (const Storage::Schema::Migration &step : Storage::Sqlite::migrations().first(version)) {
        for (const QString &statement : step.statements)
            REQUIRE(query.exec(statement));
        if (step.finish)
            step.finish(db);
    }
    for (const QString &statement : statements) {
        INFO(statement.toStdString() << ": " << query.lastError().text().toStdString());
        REQUIRE(query.exec(statement));
    }
    REQUIRE(query.exec(QStringLiteral("PRAGMA application_id = %1").arg(Storage::Sqlite::ApplicationId)));
    REQUIRE(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
}

void rewindLibrary(const QSqlDatabase &connection, int version)
{
    QSqlQuery query(connection);
    const auto run = [&query](const char *statement) {
        INFO(statement);
        REQUIRE(query.exec(QString::fromUtf8(statement)));
    };
    REQUIRE(version >= 7);
    if (version < 24) {
        for (const QString &table : tablesCheckedFromStep24()) {
            REQUIRE(query.exec(QStringLiteral("DROP TRIGGER %1_checksum").arg(table)));
            REQUIRE(query.exec(QStringLiteral("DROP TRIGGER %1_checksum_again").arg(table)));
            REQUIRE(query.exec(QStringLiteral("ALTER TABLE %1 DROP COLUMN checksum").arg(table)));
        }
    }
    if (version < 23) {
        for (const char *statement : { "DROP TABLE removals",
                 "DROP VIEW paper_text",
                 "CREATE TABLE shared_notes (paper_id INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,"
                 " body TEXT NOT NULL, updated_at INTEGER NOT NULL, checksum INTEGER,"
                 " version INTEGER NOT NULL DEFAULT 1)",
                 "INSERT INTO shared_notes SELECT paper_id, body, updated_at, checksum, version FROM notes",
                 "DROP TABLE notes",
                 "ALTER TABLE shared_notes RENAME TO notes",
                 "CREATE VIEW paper_text AS SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note,"
                 " coalesce((SELECT group_concat(a.given || ' ' || a.family, '; ') FROM"
                 " (SELECT given, family FROM paper_authors WHERE paper_id = p.id ORDER BY position) a), '')"
                 " AS authors FROM papers p LEFT JOIN notes n ON n.paper_id = p.id" })
            run(statement);
    }
    if (version < 22) {
        run("DROP TABLE reading_states");
        run("ALTER TABLE papers ADD COLUMN status INTEGER NOT NULL DEFAULT 0");
        run("ALTER TABLE papers ADD COLUMN rating INTEGER NOT NULL DEFAULT 0");
        run("ALTER TABLE papers ADD COLUMN starred INTEGER NOT NULL DEFAULT 0");
        run("CREATE INDEX papers_by_status ON papers (status)");
        run("CREATE INDEX papers_by_rating ON papers (rating)");
        run("CREATE INDEX papers_by_starred ON papers (starred)");
    }
    if (version < 21) {
        run("DROP TABLE paper_history");
        run("ALTER TABLE imports DROP COLUMN member");
    }
    if (version < 20)
        run("DROP TABLE offline_reviews");
    if (version < 19)
        run("ALTER TABLE notes DROP COLUMN version");
    if (version < 18) {
        run("DROP TABLE change_positions");
        run("DROP TABLE change_log_settings");
    }
    if (version < 16)
        run("DROP TABLE members");
    if (version < 15)
        run("DROP TABLE changes");
    if (version < 12)
        run("ALTER TABLE reviews DROP COLUMN screening_order");
    if (version < 11) {
        for (const char *statement : { "DROP TABLE distinct_pairs",
                 "DROP INDEX paper_authors_by_family",
                 "DROP INDEX papers_by_first_author",
                 "DROP INDEX papers_by_doi",
                 "DROP INDEX papers_by_pmid",
                 "DROP INDEX paper_keywords_by_keyword",
                 "ALTER TABLE paper_authors DROP COLUMN orcid",
                 "ALTER TABLE papers DROP COLUMN first_author",
                 "DROP VIEW paper_text",
                 "CREATE VIEW paper_text AS SELECT p.id, p.title, p.abstract, coalesce(n.body, '') AS note"
                 " FROM papers p LEFT JOIN notes n ON n.paper_id = p.id",
                 "DROP TRIGGER paper_index_delete",
                 "DROP TABLE paper_index",
                 "CREATE VIRTUAL TABLE paper_index USING fts5(title, abstract, note, content='',"
                 " contentless_delete=1, tokenize='unicode61 remove_diacritics 2')",
                 "CREATE TRIGGER paper_index_delete AFTER DELETE ON papers BEGIN"
                 " DELETE FROM paper_index WHERE rowid = old.id; END" })
            run(statement);
        Storage::Sqlite::SqliteFullTextIndex::rebuild(connection);
    }
    REQUIRE(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
}

bool waitUntil(const std::function<bool()> &condition, int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (!condition() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return condition();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

void overwriteFirstPage(const QString &path, const QString &table)
{
    qint64 offset = 0;
    {
        const Storage::Sqlite::FileConnection connection(path, Storage::Sqlite::FileConnection::Mode::ReadWrite);
        REQUIRE(connection.error().isEmpty());
        QSqlQuery query(connection.database());
        // Written into the file itself, not left in the journal beside it.
        REQUIRE(query.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        REQUIRE(query.prepare(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = ?")));
        query.addBindValue(table);
        REQUIRE(query.exec());
        REQUIRE(query.next());
        const qint64 page = query.value(0).toLongLong();
        REQUIRE(query.exec(QStringLiteral("PRAGMA page_size")));
        REQUIRE(query.next());
        offset = (page - 1) * query.value(0).toLongLong();
    }
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadWrite));
    REQUIRE(file.seek(offset));
    constexpr qsizetype Overwritten = 512;
    REQUIRE(file.write(QByteArray(Overwritten, '\x5a')) == Overwritten);
}

void overwriteText(const QString &path, QByteArrayView text, QByteArrayView replacement)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadWrite));
    const qsizetype at = file.readAll().indexOf(text);
    REQUIRE(at >= 0);
    REQUIRE(file.seek(at));
    REQUIRE(file.write(replacement.data(), replacement.size()) == replacement.size());
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

QByteArray drugList()
{
    QByteArray list = "Drugs\n";
    for (int i = 1; i <= 12; ++i) {
        const QByteArray number = QByteArray::number(i);
        if (i % 3 == 0)
            list += "\nOmeprazole, a proton pump inhibitor, healed reflux oesophagitis in trial " + number + ".\n";
        else
            list += "\nStatins lowered cholesterol in cohort " + number + " of older adults.\n";
    }
    return list;
}

QStringList tablesCheckedFromStep24()
{
    QStringList tables;
    for (const Storage::CheckedText &checked : Storage::checkedTexts()) {
        if (checked.since == 24)
            tables.append(checked.table);
    }
    return tables;
}

} // namespace Lectern::Test
