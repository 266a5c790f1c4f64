// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"

#include "storage/checksum.h"
#include "storage/fileconnection.h"
#include "storage/relevance.h"
#include "storage/schema.h"
#include "storage/sqlerror.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>

namespace Lectern::Storage {
namespace {

QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("lectern-%1").arg(counter.fetchAndAddRelaxed(1));
}

// Busy timeout in milliseconds: how long a statement waits for another connection's write.
constexpr int BusyTimeout = 5000;

int pragmaValue(const QSqlDatabase &db, const QString &pragma, bool *ok)
{
    QSqlQuery query(db);
    *ok = query.exec(QStringLiteral("PRAGMA ") + pragma) && query.next();
    return *ok ? query.value(0).toInt() : 0;
}

} // namespace

Database::Database(QString path) : m_path(std::move(path)), m_connectionName(uniqueConnectionName()) { }

Database::~Database()
{
    QSqlDatabase::database(m_connectionName, false).close();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/library.sqlite");
}

bool Database::open(Access access)
{
    const QFileInfo file(m_path);
    const bool readOnly = access == Access::ReadOnly;
    if (readOnly && !file.exists())
        return fail(QCoreApplication::translate("Database", "There is no library at %1.").arg(m_path));
    if (!readOnly && !QDir().mkpath(file.absolutePath()))
        return fail(QCoreApplication::translate("Database", "Cannot create the folder %1.").arg(file.absolutePath()));
    if (!readOnly) {
        if (const QString reason = unwritableReason(); !reason.isEmpty())
            return fail(reason);
    }

    auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    int version = 0;
    if (file.exists()) {
        // Look before touching: read-only until the file is known to be ours.
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return fail(db.lastError().text());
        const bool ours = checkIsLibrary(&version);
        db.close();
        if (!ours)
            return false;
    }
    if (readOnly && version != Schema::currentVersion()) {
        return fail(QCoreApplication::translate(
            "Database", "%1 must be upgraded before it can be read here: open it where it can be written first.")
                .arg(m_path));
    }
    db.setConnectOptions(QStringLiteral("%1QSQLITE_BUSY_TIMEOUT=%2")
            .arg(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;") : QString())
            .arg(BusyTimeout));
    if (!db.open())
        return fail(QCoreApplication::translate("Database", "Cannot open %1: %2").arg(m_path, db.lastError().text()));
    if (!configure(access))
        return false;
    if (!readOnly && !migrate())
        return false;
    m_open = true;
    return true;
}

bool Database::needsUpgrade(const QString &path)
{
    if (!QFileInfo::exists(path))
        return false;
    const FileConnection file(path);
    if (!file.error().isEmpty())
        return false;
    bool hasId = false;
    bool hasVersion = false;
    const int applicationId = pragmaValue(file.database(), QStringLiteral("application_id"), &hasId);
    const int version = pragmaValue(file.database(), QStringLiteral("user_version"), &hasVersion);
    return hasId && hasVersion && applicationId == Schema::ApplicationId && version < Schema::currentVersion();
}

// SQLite keeps its journal (library.sqlite-wal and -shm) beside the library, so a folder that
// cannot be written makes even reading fail, with errors such as "not a database" that could
// lead a user to delete a good library.
QString Database::unwritableReason() const
{
    const QFileInfo file(m_path);
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    if (!QFileInfo(file.absolutePath()).isWritable()) {
        return file.exists()
            ? QCoreApplication::translate("Database",
                  "%1 cannot be opened because its folder %2 cannot be written: Lectern keeps the library's "
                  "journal beside it. Make the folder writable, or copy the library to a folder you can write to.")
                  .arg(m_path, folder)
            : QCoreApplication::translate("Database", "Cannot create the library %1: the folder %2 cannot be written.")
                  .arg(m_path, folder);
    }
    if (file.exists() && !file.isWritable()) {
        return QCoreApplication::translate(
            "Database", "%1 is read-only. Make it writable, or copy it to a folder you can write to.")
            .arg(m_path);
    }
    return {};
}

bool Database::checkIsLibrary(int *version)
{
    const auto db = connection();
    bool ok = false;
    const int applicationId = pragmaValue(db, QStringLiteral("application_id"), &ok);
    if (!ok)
        return fail(QCoreApplication::translate("Database", "%1 is not a Lectern library (not an SQLite database).")
                .arg(m_path));
    *version = pragmaValue(db, QStringLiteral("user_version"), &ok);
    QSqlQuery tables(db);
    tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema"));
    const bool empty = tables.next() && tables.value(0).toInt() == 0;
    if (applicationId == 0 && *version == 0 && empty)
        return true; // an empty SQLite file: made into a library
    if (applicationId != Schema::ApplicationId)
        return fail(QCoreApplication::translate("Database", "%1 is not a Lectern library.").arg(m_path));
    if (*version > Schema::currentVersion()) {
        return fail(QCoreApplication::translate("Database",
            "%1 was written by a newer Lectern (library version %2; this build reads up to %3). "
            "It was left unchanged.")
                .arg(m_path)
                .arg(*version)
                .arg(Schema::currentVersion()));
    }
    return true;
}

bool Database::configure(Access access)
{
    registerChecksum(connection());
    registerRelevance(connection());
    QSqlQuery query(connection());
    // A reader takes the journal mode the library has; setting it would be a write.
    const QList<const char *> pragmas = access == Access::ReadOnly
        ? QList<const char *>{ "PRAGMA foreign_keys = ON" }
        : QList<const char *>{ "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON" };
    for (const auto *pragma : pragmas) {
        // Changing the journal mode does not wait for another connection's lock as statements
        // do (another process may be creating the same library this moment): it is tried again.
        QElapsedTimer waited;
        waited.start();
        while (!query.exec(QString::fromLatin1(pragma))) {
            if (waited.elapsed() > BusyTimeout)
                return fail(QCoreApplication::translate("Database", "Cannot open %1: %2")
                        .arg(m_path, query.lastError().text()));
            QThread::msleep(10);
        }
    }
    return true;
}

// A copy of the library as it was before an upgrade, beside it: library.sqlite.v1.bak. Made
// through a second, read-only connection while this one holds the write lock (VACUUM INTO
// cannot run inside a transaction), so nobody changes the library meanwhile.
bool Database::backUp(int fromVersion)
{
    const QString backup = m_path + QStringLiteral(".v%1.bak").arg(fromVersion);
    QFile::remove(backup);
    const QString name = m_connectionName + QStringLiteral("-backup");
    QString error;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            query.prepare(QStringLiteral("VACUUM INTO ?"));
            query.addBindValue(backup);
            if (!query.exec())
                error = query.lastError().text();
        } else {
            error = db.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!error.isEmpty())
        return fail(
            QCoreApplication::translate("Database", "Cannot back up %1 before upgrading it: %2").arg(m_path, error));
    return true;
}

// Creating and upgrading happen in one transaction that holds the write lock from the start:
// another process creating or upgrading the same library waits for it (busy timeout), then
// finds the schema current. The version is read again under the lock.
bool Database::migrate()
{
    auto db = connection();
    bool current = false;
    // The common case, a library that is up to date, takes no lock: opening it never waits.
    if (pragmaValue(db, QStringLiteral("user_version"), &current) == Schema::currentVersion() && current)
        return true;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(
            QCoreApplication::translate("Database", "Cannot open %1: %2").arg(m_path, query.lastError().text()));
    bool ok = false;
    const int version = pragmaValue(db, QStringLiteral("user_version"), &ok);
    if (!ok || version >= Schema::currentVersion()) {
        query.exec(QStringLiteral("COMMIT"));
        return ok || fail(QCoreApplication::translate("Database", "Cannot open %1.").arg(m_path));
    }
    if (version > 0 && !backUp(version)) {
        db.rollback();
        return false;
    }
    QString error;
    int failedStep = 0;
    for (const Schema::Migration &step : Schema::migrations()) {
        if (step.version <= version || !error.isEmpty())
            continue;
        QStringList statements = step.statements;
        statements.append(QStringLiteral("PRAGMA user_version = %1").arg(step.version));
        if (step.version == 1)
            statements.append(QStringLiteral("PRAGMA application_id = %1").arg(Schema::ApplicationId));
        for (const QString &statement : std::as_const(statements)) {
            if (!query.exec(statement)) {
                error = query.lastError().text();
                break;
            }
        }
        if (error.isEmpty() && step.finish) {
            try {
                step.finish(db);
            } catch (const StorageError &failure) {
                error = failure.message();
            }
        }
        if (!error.isEmpty())
            failedStep = step.version;
    }
    if (!error.isEmpty()) {
        query.finish();
        db.rollback();
        return fail(QCoreApplication::translate("Database", "Cannot upgrade %1 to version %2: %3")
                .arg(m_path)
                .arg(failedStep)
                .arg(error));
    }
    if (!db.commit())
        return fail(
            QCoreApplication::translate("Database", "Cannot upgrade %1: %2").arg(m_path, db.lastError().text()));
    return true;
}

bool Database::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool Database::isOpen() const
{
    return m_open;
}

QString Database::errorString() const
{
    return m_error;
}

QString Database::path() const
{
    return m_path;
}

QString Database::connectionName() const
{
    return m_connectionName;
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    bool ok = false;
    return pragmaValue(connection(), QStringLiteral("user_version"), &ok);
}

} // namespace Lectern::Storage
