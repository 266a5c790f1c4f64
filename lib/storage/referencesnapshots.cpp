// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/referencesnapshots.h"

#include "storage/database.h"
#include "storage/searchindex.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QSqlQuery>
#include <QSqlRecord>

#include <array>

namespace Lectern::Storage {
namespace {

// The columns of papers that PaperWriter's merge may set; the checksum covers the title and
// the abstract.
constexpr auto Columns = "title, title_inferred, abstract, content_key, venue, year, doi, arxiv_id, pmid, entry_type, "
                         "citation_key, checksum";

struct DetailTable
{
    const char *name;
    const char *columns; // paper_id first
};

constexpr std::array<DetailTable, 5> DetailTables{ {
    { "links", "paper_id, position, url" },
    { "paper_authors", "paper_id, position, family, given" },
    { "paper_keywords", "paper_id, position, keyword" },
    { "paper_fields", "paper_id, position, name, value" },
    { "paper_keys", "paper_id, key" },
} };

QList<QVariantList> rowsOf(QSqlQuery &query)
{
    QList<QVariantList> rows;
    const int count = query.record().count();
    while (query.next()) {
        QVariantList row;
        row.reserve(count);
        for (int i = 0; i < count; ++i)
            row.append(query.value(i));
        rows.append(row);
    }
    return rows;
}

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i)
        marks.append(QStringLiteral("?"));
    return marks.join(u',');
}

} // namespace

ReferenceSnapshots::ReferenceSnapshots(const Database &database) : m_database(database) { }

ReferenceSnapshot ReferenceSnapshots::take(PaperId paper) const
{
    ReferenceSnapshot snapshot{ paper, {}, {} };
    QSqlQuery columns = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT %1 FROM papers WHERE id = ?").arg(QLatin1StringView(Columns)),
        { paper });
    const QList<QVariantList> paperRows = rowsOf(columns);
    if (paperRows.isEmpty())
        throw StorageError(QStringLiteral("paper %1 is not in the library").arg(paper));
    snapshot.columns = paperRows.first();
    for (const DetailTable &table : DetailTables) {
        QSqlQuery rows = runOrThrow(m_database.connection(),
            QStringLiteral("SELECT %1 FROM %2 WHERE paper_id = ?")
                .arg(QLatin1StringView(table.columns), QLatin1StringView(table.name)),
            { paper });
        snapshot.tables.append(rowsOf(rows));
    }
    return snapshot;
}

void ReferenceSnapshots::restore(const QList<ReferenceSnapshot> &snapshots) const
{
    Transaction transaction(m_database.connectionName());
    const QStringList columns = QLatin1StringView(Columns).toString().split(QStringLiteral(", "));
    const QString assignments = columns.join(QStringLiteral(" = ?, ")) + QStringLiteral(" = ?");
    SearchIndex index(m_database);
    for (const ReferenceSnapshot &snapshot : snapshots) {
        runOrThrow(m_database.connection(),
            QStringLiteral("UPDATE papers SET %1 WHERE id = ?").arg(assignments),
            snapshot.columns + QVariantList{ snapshot.paper });
        for (qsizetype i = 0; i < qsizetype(DetailTables.size()); ++i) {
            const DetailTable &table = DetailTables[i];
            const QString name = QLatin1StringView(table.name).toString();
            const QString tableColumns = QLatin1StringView(table.columns).toString();
            runOrThrow(m_database.connection(),
                QStringLiteral("DELETE FROM %1 WHERE paper_id = ?").arg(name),
                { snapshot.paper });
            for (const QVariantList &row : snapshot.tables.value(i)) {
                runOrThrow(m_database.connection(),
                    QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(name, tableColumns, placeholders(row.size())),
                    row);
            }
        }
        index.refresh(snapshot.paper);
    }
    transaction.commit();
}

} // namespace Lectern::Storage
