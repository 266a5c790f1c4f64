// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/referencevalues.h"

#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {

ReferenceValues::ReferenceValues(const Database &database) : m_database(database) { }

QStringList ReferenceValues::authors(const QString &prefix, int limit) const
{
    return values(QStringLiteral("family"), QStringLiteral("paper_authors"), prefix, limit);
}

QStringList ReferenceValues::venues(const QString &prefix, int limit) const
{
    return values(QStringLiteral("venue"), QStringLiteral("papers"), prefix, limit);
}

QStringList ReferenceValues::keywords(const QString &prefix, int limit) const
{
    return values(QStringLiteral("keyword"), QStringLiteral("paper_keywords"), prefix, limit);
}

QStringList ReferenceValues::values(const QString &column, const QString &table, const QString &prefix, int limit) const
{
    // A range of the column's case-insensitive index: U+FFFF sorts after every character a name
    // has, in SQLite's NOCASE and in ICU's collations alike. A value longer than the index holds
    // is offered as far as it does.
    const QString sql = QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 >= ? AND %1 < ? ORDER BY %1 LIMIT ?")
                            .arg(m_database.dialect().indexedText(column), table);
    QSqlQuery query =
        runOrThrow(m_database.connection(), sql, { notNull(prefix), QString(prefix + QChar(0xFFFF)), limit });
    QStringList found;
    while (query.next()) {
        // An ICU collation also lets "mu" begin "Müller": what begins alike is what Qt says does.
        if (const QString value = query.value(0).toString();
            !value.isEmpty() && value.startsWith(prefix, Qt::CaseInsensitive))
            found.append(value);
    }
    throwIfFailed(query);
    return found;
}

} // namespace Lectern::Storage
