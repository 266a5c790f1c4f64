// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/savedsearchstore.h"

#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {

SavedSearchStore::SavedSearchStore(const Database &database) : m_database(database) { }

QList<SavedSearch> SavedSearchStore::savedSearches() const
{
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, QStringLiteral("SELECT id, name, query FROM saved_searches ORDER BY key"));
    execOrThrow(query);
    QList<SavedSearch> searches;
    while (query.next())
        searches.append({ query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString() });
    return searches;
}

QString SavedSearchStore::checkedName(const QString &name, SavedSearchId except) const
{
    const QString trimmed = name.simplified();
    if (trimmed.isEmpty())
        throw StorageError(QCoreApplication::translate("Lectern::SavedSearchStore", "A saved search needs a name."));
    QSqlQuery taken(m_database.connection());
    prepareOrThrow(taken, QStringLiteral("SELECT 1 FROM saved_searches WHERE key = ? AND id != ?"));
    taken.addBindValue(trimmed.toCaseFolded());
    taken.addBindValue(except);
    execOrThrow(taken);
    if (taken.next()) {
        throw StorageError(
            QCoreApplication::translate("Lectern::SavedSearchStore", "There is a saved search named “%1” already.")
                .arg(trimmed));
    }
    return trimmed;
}

SavedSearchId SavedSearchStore::add(const SavedSearch &search)
{
    const QString name = checkedName(search.name, search.id);
    LoggedTransaction transaction(m_database, Change::Kind::SavedSearches);
    const SavedSearchId id = insertRow(m_database.connection(),
        QStringLiteral("saved_searches"),
        { QStringLiteral("name"), QStringLiteral("key"), QStringLiteral("query") },
        { name, name.toCaseFolded(), notNull(search.query) },
        search.id);
    transaction.commit();
    return id;
}

void SavedSearchStore::rename(SavedSearchId id, const QString &name)
{
    const QString checked = checkedName(name, id);
    LoggedTransaction transaction(m_database, Change::Kind::SavedSearches);
    QSqlQuery update(m_database.connection());
    prepareOrThrow(update, QStringLiteral("UPDATE saved_searches SET name = ?, key = ? WHERE id = ?"));
    update.addBindValue(checked);
    update.addBindValue(checked.toCaseFolded());
    update.addBindValue(id);
    execOrThrow(update);
    transaction.commit();
}

void SavedSearchStore::remove(SavedSearchId id)
{
    LoggedTransaction transaction(m_database, Change::Kind::SavedSearches);
    QSqlQuery remove(m_database.connection());
    prepareOrThrow(remove, QStringLiteral("DELETE FROM saved_searches WHERE id = ?"));
    remove.addBindValue(id);
    execOrThrow(remove);
    transaction.commit();
}

} // namespace Lectern::Storage
