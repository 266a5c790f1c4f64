// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlcare.h"

#include "storage/backupfolder.h"
#include "storage/checkedtexts.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/librarycopy.h"
#include "storage/postgresql/postgresqlconnection.h"
#include "storage/postgresql/serveraddress.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Lectern::Storage::Postgresql {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::LibraryHealth)
};

// The library open for care, or why it could not be.
struct Opened
{
    std::unique_ptr<Database> database;
    QString error;
    // Whether the server answered: a library it holds, or none.
    bool answered = true;
};

Opened openExisting(const Location &library)
{
    Opened opened{ std::make_unique<Database>(library), {} };
    if (!Database::exists(library)) {
        opened.error = Tr::tr("%1 holds no Lectern library").arg(library.toString());
    } else if (!opened.database->open()) {
        opened.error = opened.database->errorString();
        opened.answered = false;
    }
    return opened;
}

} // namespace

QString PostgresqlCare::backupFolder(const Location &library) const
{
    const auto address = ServerAddress::parse(library.uri(), nullptr);
    // One folder per server and database, named so that any file system takes it.
    QString name =
        address ? address->host + u'-' + QString::number(address->port) + u'-' + address->database : library.toString();
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    name.replace(unsafe, QStringLiteral("_"));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/team-backups/") + name;
}

QList<LibraryCare::Backup> PostgresqlCare::backups(const Location &library) const
{
    return BackupFolder(backupFolder(library)).list();
}

LibraryCare::Backup PostgresqlCare::makeBackup(const Database &library) const
{
    return BackupFolder(backupFolder(library.location()))
        .add(library.location().toString(), [&library](const QString &path) {
            Database copy(Location::file(path));
            if (!copy.open())
                throw StorageError(copy.errorString());
            LibraryCopy::copy(library, copy);
        });
}

void PostgresqlCare::restore(const Location &library, const QString &backupPath) const
{
    const Location backup = Location::file(backupPath);
    if (const QStringList wrong = LibraryCare::of(backup).problems(backup, Depth::Quick); !wrong.isEmpty())
        throw StorageError(Tr::tr("%1 cannot be restored: %2").arg(backupPath, wrong.first()));
    Database source(backup);
    if (!source.open(Database::Access::ReadOnly))
        throw StorageError(source.errorString());
    Database target(library);
    if (!target.open())
        throw StorageError(target.errorString());
    LibraryCopy::copy(source, target);
}

std::optional<LibraryCare::Backup> PostgresqlCare::newestGoodBackup(const Location &library) const
{
    return BackupFolder(backupFolder(library)).newestGood();
}

QStringList PostgresqlCare::problems(const Location &library, Depth depth) const
{
    const Opened opened = openExisting(library);
    // A server that does not answer says nothing of the library: that is no damage.
    if (!opened.error.isEmpty())
        throw StorageError(
            opened.error, opened.answered ? StorageError::Kind::Failure : StorageError::Kind::Unreachable);
    const Database &database = *opened.database;
    if (depth == Depth::Quick)
        return {};
    QStringList found;
    try {
        for (const CheckedText &checked : checkedTexts()) {
            QSqlQuery query = runOrThrow(database.connection(),
                QStringLiteral(
                    "SELECT %1 FROM %2 WHERE checksum IS DISTINCT FROM %3 AND checksum IS NOT NULL LIMIT 100")
                    .arg(checked.id, checked.table, database.dialect().checksum(checked.fields)));
            while (query.next()) {
                found.append(Tr::tr("%1 no longer matches its checksum")
                        .arg(Tr::tr(checked.what).arg(query.value(0).toLongLong())));
            }
        }
    } catch (const StorageError &error) {
        // The connection lost, the check stopped, waiting or refused: nothing was found wrong.
        if (error.isUnreachable() || error.isInterrupted() || error.isBusy() || error.isForbidden())
            throw;
        found.append(error.message());
    }
    return found;
}

void PostgresqlCare::markDamaged(const Location &library, const QString &reason) const
{
    const Opened opened = openExisting(library);
    if (!opened.error.isEmpty())
        return;
    try {
        runOrThrow(opened.database->connection(),
            QStringLiteral("INSERT INTO lectern_library (key, value) VALUES ('damaged', ?)"
                           " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
            { reason });
    } catch (const StorageError &) {
        // A reader may not write: the damage is told to the user all the same.
    }
}

std::optional<QString> PostgresqlCare::knownDamage(const Location &library) const
{
    const Opened opened = openExisting(library);
    if (!opened.error.isEmpty())
        return std::nullopt;
    const QString damage = Connection::damageOf(opened.database->connection());
    return damage.isEmpty() ? std::nullopt : std::optional(damage);
}

void PostgresqlCare::clearDamage(const Location &library) const
{
    const Opened opened = openExisting(library);
    if (!opened.error.isEmpty())
        return;
    try {
        runOrThrow(opened.database->connection(), QStringLiteral("DELETE FROM lectern_library WHERE key = 'damaged'"));
    } catch (const StorageError &) {
        // Nothing to clear where nothing can be written.
    }
}

} // namespace Lectern::Storage::Postgresql
