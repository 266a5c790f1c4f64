// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/sqlite/sqlitehealth.h"

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

// Rows whose text no longer matches its checksum (libraries from version 7 on).
QStringList checksumMismatches(QSqlQuery &query)
{
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next() || query.value(0).toInt() < 7)
        return {};
    // A backup made before an upgrade holds the checksums of its own version.
    const QString function = checksumFunction(query.value(0).toInt());
    const std::pair<const char *, QString> tables[] = {
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the title or abstract of paper %1"),
            QStringLiteral("SELECT id FROM papers WHERE checksum IS NOT %1(title, abstract)"
                           " AND checksum IS NOT NULL") },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "the note on paper %1"),
            QStringLiteral("SELECT paper_id FROM notes WHERE checksum IS NOT %1(body)"
                           " AND checksum IS NOT NULL") },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a highlight of paper %1"),
            QStringLiteral("SELECT paper_id FROM highlights WHERE checksum IS NOT %1(start, end, comment)"
                           " AND checksum IS NOT NULL") },
        { QT_TRANSLATE_NOOP("Lectern::LibraryHealth", "a decision on paper %1"),
            QStringLiteral("SELECT paper_id FROM review_decisions"
                           " WHERE checksum IS NOT %1(reviewer, verdict, reason, note)"
                           " AND checksum IS NOT NULL") },
    };
    QStringList found;
    for (const auto &[what, sql] : tables) {
        if (!query.exec(sql.arg(function) + QStringLiteral(" LIMIT 100"))) {
            found.append(query.lastError().text());
            continue;
        }
        while (query.next())
            found.append(
                Tr::tr("%1 no longer matches its checksum").arg(Tr::tr(what).arg(query.value(0).toLongLong())));
    }
    return found;
}

} // namespace

QStringList problems(const QString &path, Depth depth)
{
    if (!QFileInfo::exists(path))
        return { Tr::tr("%1 does not exist").arg(path) };
    const FileConnection connection(path);
    if (!connection.error().isEmpty())
        return { connection.error() };
    QSqlQuery query(connection.database());
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next())
        return { Tr::tr("%1 is not an SQLite database (%2)").arg(path, query.lastError().text()) };
    if (query.value(0).toInt() != ApplicationId)
        return { Tr::tr("%1 is not a Lectern library").arg(path) };
    QStringList found;
    const QString check = depth == Depth::Full ? QStringLiteral("PRAGMA integrity_check(100)")
                                               : QStringLiteral("PRAGMA quick_check(100)");
    if (!query.exec(check))
        return { query.lastError().text() };
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
