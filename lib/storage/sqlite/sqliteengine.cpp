// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqliteengine.h"

#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/lockholder.h"
#include "storage/rowbatch.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/relevance.h"
#include "storage/sqlite/sqlitebulkload.h"
#include "storage/sqlite/sqlitecare.h"
#include "storage/sqlite/sqlitechecksum.h"
#include "storage/sqlite/sqlitefulltextindex.h"
#include "storage/sqlite/sqlitehandle.h"
#include "storage/sqlite/sqliteschema.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <sqlite3.h>

namespace Lectern::Storage::Sqlite {
namespace {

// Busy timeout in milliseconds: how long a statement waits for another connection's write.
constexpr int BusyTimeout = 5000;

// Who keeps the library locked, as the window and the command line tell it: SQLite's own words
// ("database is locked Unable to fetch row") name neither the library nor the holder.
QString lockedMessage(const QSqlDriver *driver)
{
    sqlite3 *handle = handleOf(driver);
    const char *path = handle ? sqlite3_db_filename(handle, "main") : nullptr;
    const auto holder = path ? findLockHolder(QString::fromUtf8(path)) : std::nullopt;
    if (!holder) {
        return QCoreApplication::translate(
            "Lectern::Storage", "the library is locked by another program; try again when it is done");
    }
    return QCoreApplication::translate(
        "Lectern::Storage", "the library is locked: process %1 (%2) is writing to it; try again when it is done")
        .arg(holder->pid)
        .arg(holder->program.isEmpty() ? QCoreApplication::translate("Lectern::Storage", "unknown program")
                                       : holder->program);
}

// The translation context of the messages about opening a library, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Database)
};

int pragmaValue(const QSqlDatabase &db, const QString &pragma, bool *ok)
{
    QSqlQuery query(db);
    *ok = query.exec(QStringLiteral("PRAGMA ") + pragma) && query.next();
    return *ok ? query.value(0).toInt() : 0;
}

class SqliteDialect final : public Dialect
{
public:
    // A JSON array, read with json_each().
    QString idSelect() const override { return QStringLiteral("SELECT value FROM json_each(?)"); }
    QVariant idList(const QList<qint64> &ids) const override
    {
        QString json = QStringLiteral("[");
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (i > 0)
                json += u',';
            json += QString::number(ids[i]);
        }
        return QString(json + u']');
    }
    QString textSelect() const override { return QStringLiteral("SELECT value FROM json_each(?)"); }
    QString checksum(const QStringList &fields) const override
    {
        return QStringLiteral("lectern_checksum(%1)").arg(fields.join(QStringLiteral(", ")));
    }
    QString tablesWithColumn() const override
    {
        return QStringLiteral("SELECT m.name FROM sqlite_schema m JOIN pragma_table_info(m.name) c"
                              " WHERE m.type = 'table' AND c.name = ? ORDER BY m.name");
    }
    // A statement costs no round trip in the same process: a row at a time, as fast as any.
    int rowsPerInsert() const override { return 1; }
    // Immediate: the write lock is taken now, waiting out another writer with the busy timeout.
    QString beginWrite() const override { return QStringLiteral("BEGIN IMMEDIATE"); }
    // A file has one writer at a time already (beginWrite()).
    QString takeTurns() const override { return QStringLiteral("SELECT ?"); }
    // A reader in WAL mode sees the library as it was when its transaction began.
    QString beginSnapshot() const override { return QStringLiteral("BEGIN"); }
    // BINARY, the default, compares code units: the order of code points but for a few
    // characters outside the BMP, which identifiers do not have.
    QString codeOrder(const QString &column) const override { return column; }
    QString indexedText(const QString &column) const override { return column + QStringLiteral(" COLLATE NOCASE"); }
    QString member() const override { return QStringLiteral("''"); }
    // A new row takes the largest id and one.
    QString afterGivenIds(const QString &) const override { return {}; }
};

// Ends a stale statement from another thread (sqlite3_interrupt() is made for that), and, through
// SQLite's progress handler, any statement a stale job starts after the interruption.
class SqliteInterrupter final : public Interrupter
{
public:
    SqliteInterrupter(sqlite3 *handle, std::function<bool()> isStale) : m_handle(handle), m_isStale(std::move(isStale))
    {
        // SQLite calls this every few hundred steps of a statement.
        if (m_handle)
            sqlite3_progress_handler(m_handle, 256, &SqliteInterrupter::stale, this);
    }
    ~SqliteInterrupter() override
    {
        if (m_handle)
            sqlite3_progress_handler(m_handle, 0, nullptr, nullptr);
    }
    // Also inside a long step the progress handler does not see, such as the full-text index
    // merging the words of a prefix.
    void interrupt() override
    {
        if (m_handle)
            sqlite3_interrupt(m_handle);
    }

private:
    static int stale(void *self) { return static_cast<SqliteInterrupter *>(self)->m_isStale() ? 1 : 0; }

    sqlite3 *m_handle;
    std::function<bool()> m_isStale;
};

// Opens one connection to a library file, making, checking and upgrading it.
class Opener
{
public:
    Opener(const QString &connectionName, const QString &path) : m_name(connectionName), m_path(path) { }

    bool open(Database::Access access, QString *error)
    {
        const bool ok = run(access);
        if (!ok && error)
            *error = m_error;
        return ok;
    }

private:
    bool run(Database::Access access);
    bool fail(const QString &message)
    {
        m_error = message;
        return false;
    }
    QSqlDatabase connection() const { return QSqlDatabase::database(m_name, false); }
    QString unwritableReason() const;
    bool checkIsLibrary(int *version);
    bool configure(Database::Access access);
    bool backUp(int fromVersion);
    bool migrate();

    QString m_name;
    QString m_path;
    QString m_error;
};

bool Opener::run(Database::Access access)
{
    const QFileInfo file(m_path);
    const bool readOnly = access == Database::Access::ReadOnly;
    if (readOnly && !file.exists())
        return fail(Tr::tr("There is no library at %1.").arg(m_path));
    if (!readOnly && !QDir().mkpath(file.absolutePath()))
        return fail(Tr::tr("Cannot create the folder %1.").arg(file.absolutePath()));
    if (!readOnly) {
        if (const QString reason = unwritableReason(); !reason.isEmpty())
            return fail(reason);
    }

    auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(m_path);
    // A library that cannot be written here is read as it is, without a journal.
    const bool immutable = readOnly && FileConnection::isImmutableHere(m_path);
    int version = 0;
    if (file.exists()) {
        // Look before touching: read-only until the file is known to be ours.
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!(immutable ? FileConnection::openImmutable(db, m_path) : db.open()))
            return fail(db.lastError().text());
        const bool ours = checkIsLibrary(&version);
        db.close();
        if (!ours)
            return false;
    }
    if (readOnly && version != Schema::CurrentVersion) {
        return fail(Tr::tr("%1 must be upgraded before it can be read here: open it where it can be written first.")
                .arg(m_path));
    }
    db.setConnectOptions(QStringLiteral("%1QSQLITE_BUSY_TIMEOUT=%2")
            .arg(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;") : QString())
            .arg(BusyTimeout));
    if (!(immutable ? FileConnection::openImmutable(db, m_path) : db.open()))
        return fail(Tr::tr("Cannot open %1: %2").arg(m_path, db.lastError().text()));
    if (!configure(access))
        return false;
    return readOnly || migrate();
}

// SQLite keeps its journal (library.sqlite-wal and -shm) beside the library, so a folder that
// cannot be written makes even reading fail, with errors such as "not a database" that could
// lead a user to delete a good library.
QString Opener::unwritableReason() const
{
    const QFileInfo file(m_path);
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    if (!QFileInfo(file.absolutePath()).isWritable()) {
        return file.exists()
            ? Tr::tr("%1 cannot be opened because its folder %2 cannot be written: Lectern keeps the "
                     "library's journal beside it. Make the folder writable, or copy the library to a "
                     "folder you can write to.")
                  .arg(m_path, folder)
            : Tr::tr("Cannot create the library %1: the folder %2 cannot be written.").arg(m_path, folder);
    }
    if (file.exists() && !file.isWritable())
        return Tr::tr("%1 is read-only. Make it writable, or copy it to a folder you can write to.").arg(m_path);
    return {};
}

bool Opener::checkIsLibrary(int *version)
{
    const auto db = connection();
    bool ok = false;
    const int applicationId = pragmaValue(db, QStringLiteral("application_id"), &ok);
    if (!ok)
        return fail(Tr::tr("%1 is not a Lectern library (not an SQLite database).").arg(m_path));
    *version = pragmaValue(db, QStringLiteral("user_version"), &ok);
    QSqlQuery tables(db);
    tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema"));
    const bool empty = tables.next() && tables.value(0).toInt() == 0;
    if (applicationId == 0 && *version == 0 && empty)
        return true; // an empty SQLite file: made into a library
    if (applicationId != ApplicationId)
        return fail(Tr::tr("%1 is not a Lectern library.").arg(m_path));
    if (*version > Schema::CurrentVersion) {
        return fail(Tr::tr("%1 was written by a newer Lectern (library version %2; this build reads up to %3). "
                           "It was left unchanged.")
                .arg(m_path)
                .arg(*version)
                .arg(Schema::CurrentVersion));
    }
    return true;
}

bool Opener::configure(Database::Access access)
{
    registerChecksum(connection());
    registerRelevance(connection());
    QSqlQuery query(connection());
    // A reader takes the journal mode the library has; setting it would be a write.
    const QList<const char *> pragmas = access == Database::Access::ReadOnly
        ? QList<const char *>{ "PRAGMA foreign_keys = ON" }
        : QList<const char *>{ "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON" };
    for (const auto *pragma : pragmas) {
        // Changing the journal mode does not wait for another connection's lock as statements
        // do (another process may be creating the same library this moment): it is tried again.
        QElapsedTimer waited;
        waited.start();
        while (!query.exec(QString::fromLatin1(pragma))) {
            if (waited.elapsed() > BusyTimeout)
                return fail(Tr::tr("Cannot open %1: %2").arg(m_path, query.lastError().text()));
            QThread::msleep(10);
        }
    }
    return true;
}

// A copy of the library as it was before an upgrade, beside it: library.sqlite.v1.bak. Made
// through a second, read-only connection while this one holds the write lock (VACUUM INTO
// cannot run inside a transaction), so nobody changes the library meanwhile.
bool Opener::backUp(int fromVersion)
{
    const QString backup = m_path + QStringLiteral(".v%1.bak").arg(fromVersion);
    QFile::remove(backup);
    const QString name = m_name + QStringLiteral("-backup");
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
        return fail(Tr::tr("Cannot back up %1 before upgrading it: %2").arg(m_path, error));
    return true;
}

// Creating and upgrading happen in one transaction that holds the write lock from the start:
// another process creating or upgrading the same library waits for it (busy timeout), then
// finds the schema current. The version is read again under the lock.
bool Opener::migrate()
{
    auto db = connection();
    bool current = false;
    // The common case, a library that is up to date, takes no lock: opening it never waits.
    if (pragmaValue(db, QStringLiteral("user_version"), &current) == Schema::CurrentVersion && current)
        return true;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(Tr::tr("Cannot open %1: %2").arg(m_path, query.lastError().text()));
    bool ok = false;
    const int version = pragmaValue(db, QStringLiteral("user_version"), &ok);
    if (!ok || version >= Schema::CurrentVersion) {
        query.exec(QStringLiteral("COMMIT"));
        return ok || fail(Tr::tr("Cannot open %1.").arg(m_path));
    }
    if (version > 0 && !backUp(version)) {
        db.rollback();
        return false;
    }
    QString error;
    int failedStep = 0;
    for (const Schema::Migration &step : migrations()) {
        if (step.version <= version || !error.isEmpty())
            continue;
        QStringList statements = step.statements;
        statements.append(QStringLiteral("PRAGMA user_version = %1").arg(step.version));
        if (step.version == 1)
            statements.append(QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId));
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
        return fail(Tr::tr("Cannot upgrade %1 to version %2: %3").arg(m_path).arg(failedStep).arg(error));
    }
    if (!db.commit())
        return fail(Tr::tr("Cannot upgrade %1: %2").arg(m_path, db.lastError().text()));
    return true;
}

class SqliteEngine final : public Engine
{
public:
    QString scheme() const override { return {}; }
    QString driverName() const override { return QStringLiteral("QSQLITE"); }
    QSqlDriver::DbmsType dbmsType() const override { return QSqlDriver::SQLite; }

    bool open(
        const QString &connectionName, const Location &location, Database::Access access, QString *error) const override
    {
        return Opener(connectionName, location.filePath()).open(access, error);
    }

    bool exists(const Location &location) const override { return QFileInfo::exists(location.filePath()); }

    bool isReadOnlyHere(const Location &location) const override
    {
        return FileConnection::isImmutableHere(location.filePath());
    }

    bool needsUpgrade(const Location &location) const override
    {
        const QString path = location.filePath();
        if (!QFileInfo::exists(path))
            return false;
        const FileConnection file(path);
        if (!file.error().isEmpty())
            return false;
        bool hasId = false;
        bool hasVersion = false;
        const int applicationId = pragmaValue(file.database(), QStringLiteral("application_id"), &hasId);
        const int version = pragmaValue(file.database(), QStringLiteral("user_version"), &hasVersion);
        return hasId && hasVersion && applicationId == ApplicationId && version < Schema::CurrentVersion;
    }

    int schemaVersion(const QSqlDatabase &connection) const override
    {
        bool ok = false;
        return pragmaValue(connection, QStringLiteral("user_version"), &ok);
    }

    const Dialect &dialect() const override { return m_dialect; }

    std::unique_ptr<FullTextIndex> fullTextIndex(const Database &database) const override
    {
        return std::make_unique<SqliteFullTextIndex>(database);
    }

    FullTextIndex::Entry indexEntry(const FullTextIndex::Texts &texts) const override
    {
        return FullTextIndex::entryFor(texts);
    }

    // The rows as VALUES, named as the columns by a subquery so that computed columns can name
    // them; bound row after row.
    QSqlQuery insertRows(
        const Database &database, const RowsInsert &insert, const QList<QVariantList> &rows) const override
    {
        QStringList names;
        QStringList named;
        QStringList selected;
        for (qsizetype i = 0; i < insert.columns.size(); ++i) {
            names.append(insert.columns[i].first);
            named.append(QStringLiteral("column%1 AS \"%2\"").arg(i + 1).arg(insert.columns[i].first));
            selected.append(QStringLiteral("r.\"%1\"").arg(insert.columns[i].first));
        }
        for (const auto &[name, sql] : insert.computed) {
            names.append(name);
            selected.append(sql);
        }
        const QString row = u'(' + QStringList(insert.columns.size(), QStringLiteral("?")).join(u',') + u')';
        QVariantList values;
        for (const QVariantList &each : rows)
            values.append(each);
        return runOrThrow(database.connection(),
            QStringLiteral("INSERT INTO %1 (%2) SELECT %3 FROM (SELECT %4 FROM (VALUES %5)) AS r WHERE 1 = 1 %6")
                .arg(insert.table,
                    columnList(names),
                    selected.join(u','),
                    named.join(u','),
                    QStringList(rows.size(), row).join(u','),
                    insert.ending),
            values);
    }

    std::unique_ptr<BulkLoad> bulkLoad(const Database &database) const override
    {
        return std::make_unique<SqliteBulkLoad>(database);
    }

    std::unique_ptr<Interrupter> interrupter(const Database &database, std::function<bool()> isStale) const override
    {
        return std::make_unique<SqliteInterrupter>(handleOf(database.connection()), std::move(isStale));
    }

    const LibraryCare &care() const override { return m_care; }

    StorageError error(const QSqlError &error, const QSqlDriver *driver) const override
    {
        const int code = error.nativeErrorCode().toInt() & 0xff; // the primary code of an extended one
        if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB) {
            return StorageError(
                QCoreApplication::translate("Lectern::Storage", "the library file is damaged (%1)").arg(error.text()),
                StorageError::Kind::Damage);
        }
        if (code == SQLITE_INTERRUPT)
            return StorageError(error.text(), StorageError::Kind::Interrupted);
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
            return StorageError(lockedMessage(driver), StorageError::Kind::Busy);
        return StorageError(error.text());
    }

    bool inTransaction(const QSqlDatabase &connection) const override
    {
        sqlite3 *handle = handleOf(connection);
        return handle && !sqlite3_get_autocommit(handle);
    }

    void foldJournal(const QSqlDatabase &connection) const override
    {
        // A reader in the middle of a transaction (a check, a search) keeps frames from being
        // folded: SQLite says so in the answer's first column, not as an error.
        QElapsedTimer waited;
        waited.start();
        for (;;) {
            QSqlQuery fold = runOrThrow(connection, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
            if (fold.next() && fold.value(0).toInt() == 0)
                return;
            if (waited.elapsed() > BusyTimeout)
                throw StorageError(QCoreApplication::translate("Lectern::Storage",
                                       "the journal could not be folded in: another connection kept reading"),
                    StorageError::Kind::Busy);
            QThread::msleep(50);
        }
    }

    bool hasMoved(const QSqlDatabase &connection) const override
    {
        sqlite3 *handle = handleOf(connection);
        int moved = 0;
        return handle && sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK && moved;
    }

    // A library is written in write-ahead-log mode (see Opener::configure()): a commit appends to
    // the log. Its name as SQLite has it: a library opened through a symbolic link has its log
    // beside the file the link names.
    QStringList filesWrittenByCommits(const QSqlDatabase &connection) const override
    {
        sqlite3 *handle = handleOf(connection);
        const char *library = handle ? sqlite3_db_filename(handle, "main") : nullptr;
        if (!library || !*library)
            return {};
        return { QString::fromUtf8(sqlite3_filename_wal(library)) };
    }

private:
    SqliteDialect m_dialect;
    SqliteCare m_care;
};

} // namespace

const Engine &engine()
{
    static const SqliteEngine sqlite;
    return sqlite;
}

} // namespace Lectern::Storage::Sqlite
