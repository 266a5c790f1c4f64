// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitehealth.h"

#include "storage/checkedtexts.h"
#include "storage/sqlerror.h"
#include "storage/sqlite/fileconnection.h"
#include "storage/sqlite/sqlitechecksum.h"
#include "storage/sqlite/sqliteschema.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

namespace Lectern::Storage::Sqlite::LibraryHealth {
namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::LibraryHealth)
};

QString markerOf(const QString &path)
{
    return path + QStringLiteral(".damaged");
}

// A statement of a check that failed for another reason than damage (a lock held, the disk,
// memory) says nothing of the library: thrown, not reported as a problem.
void throwUnlessDamage(const StorageError &error)
{
    if (!error.isDamage())
        throw error;
}

void throwUnlessDamage(const QSqlQuery &query)
{
    throwUnlessDamage(StorageError::from(query));
}

// Rows whose text no longer matches its checksum.
QStringList checksumMismatches(QSqlQuery &query)
{
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return {};
    // A backup made before an upgrade holds the checksums of its own version.
    const int version = query.value(0).toInt();
    const QString function = checksumFunction(version);
    QStringList found;
    for (const CheckedText &checked : checkedTexts()) {
        if (version < checked.since)
            continue;
        const QString fields = checked.fields.join(QStringLiteral(", "));
        if (!query.exec(QStringLiteral("SELECT %1 FROM %2 WHERE checksum IS NOT %3(%4) AND checksum IS NOT NULL"
                                       " LIMIT 100")
                    .arg(checked.id, checked.table, function, fields))) {
            throwUnlessDamage(query);
            found.append(query.lastError().text());
            continue;
        }
        while (query.next())
            found.append(
                Tr::tr("%1 no longer matches its checksum").arg(Tr::tr(checked.what).arg(query.value(0).toLongLong())));
    }
    return found;
}

} // namespace

QStringList problems(const QString &path, Depth depth)
{
    if (!QFileInfo::exists(path))
        return { Tr::tr("%1 does not exist").arg(path) };
    const FileConnection connection(path);
    if (!connection.error().isEmpty()) {
        const QSqlDatabase database = connection.database();
        throwUnlessDamage(StorageError::from(database.lastError(), database));
        return { connection.error() };
    }
    QSqlQuery query(connection.database());
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next()) {
        throwUnlessDamage(query);
        return { Tr::tr("%1 is not an SQLite database (%2)").arg(path, query.lastError().text()) };
    }
    if (query.value(0).toInt() != ApplicationId)
        return { Tr::tr("%1 is not a Lectern library").arg(path) };
    QStringList found;
    const QString check = depth == Depth::Full ? QStringLiteral("PRAGMA integrity_check(100)")
                                               : QStringLiteral("PRAGMA quick_check(100)");
    if (!query.exec(check)) {
        throwUnlessDamage(query);
        return { query.lastError().text() };
    }
    while (query.next()) {
        // SQLite heads the first problem with the schema's name, which says nothing here.
        const QString row = query.value(0).toString().remove(QStringLiteral("*** in database main ***")).trimmed();
        if (row != QLatin1String("ok") && !row.isEmpty())
            found.append(row);
    }
    if (query.lastError().isValid())
        found.append(query.lastError().text());
    if (depth == Depth::Full && found.isEmpty())
        found += checksumMismatches(query);
    return found;
}

bool quickCheckIsCheap(const QString &path)
{
    // quick_check reads every page: 4 to 6 ms a megabyte with the file in the page cache (80 ms
    // for 4,000 papers in 14 MB, 150 ms for 10,000 in 38 MB, 1.5 s for 100,000 in 333 MB). Up
    // to 16 MiB, some 4,500 papers (a review's records, say), it adds at most about 90 ms to a
    // command that takes 45 alone.
    constexpr qint64 QuickCheckBytes = qint64(16) << 20;
    const auto size = [](const QString &file) { return QFileInfo(file).size(); };
    return size(path) + size(path + QStringLiteral("-wal")) <= QuickCheckBytes;
}

void markDamaged(const QString &path, const QString &reason)
{
    QSaveFile marker(markerOf(path));
    if (marker.open(QIODevice::WriteOnly)) {
        marker.write(reason.toUtf8());
        marker.commit();
    }
}

std::optional<QString> knownDamage(const QString &path)
{
    QFile marker(markerOf(path));
    if (!marker.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(marker.readAll());
}

void clearDamage(const QString &path)
{
    QFile::remove(markerOf(path));
}

} // namespace Lectern::Storage::Sqlite::LibraryHealth
