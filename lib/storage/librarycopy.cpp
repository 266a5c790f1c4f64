// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/librarycopy.h"

#include "storage/checkedtexts.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/engine.h"
#include "storage/fulltextindex.h"
#include "storage/sqlerror.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <functional>
#include <optional>

namespace Lectern::Storage {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::LibraryCopy)
};

// The tables a user's work is in, those a row refers to before it, each with the columns it is
// read in order of (its key). The full-text index is not among them: it is made anew from the
// papers, as the target's engine keeps it. The fields a table's checksum covers are
// checkedFields()'s.
struct Table
{
    QString name;
    QString order;
};

const QList<Table> &tables()
{
    static const QList<Table> all = {
        { QStringLiteral("collections"), QStringLiteral("id") },
        { QStringLiteral("papers"), QStringLiteral("id") },
        { QStringLiteral("links"), QStringLiteral("paper_id, position") },
        { QStringLiteral("tags"), QStringLiteral("id") },
        { QStringLiteral("paper_tags"), QStringLiteral("paper_id, tag_id") },
        { QStringLiteral("notes"), QStringLiteral("paper_id, member") },
        { QStringLiteral("highlights"), QStringLiteral("id") },
        { QStringLiteral("saved_searches"), QStringLiteral("id") },
        { QStringLiteral("paper_authors"), QStringLiteral("paper_id, position") },
        { QStringLiteral("paper_keywords"), QStringLiteral("paper_id, position") },
        { QStringLiteral("paper_fields"), QStringLiteral("paper_id, position") },
        { QStringLiteral("paper_keys"), QStringLiteral("key") },
        { QStringLiteral("reading_lists"), QStringLiteral("id") },
        { QStringLiteral("list_papers"), QStringLiteral("list_id, paper_id") },
        { QStringLiteral("reviews"), QStringLiteral("id") },
        { QStringLiteral("review_terms"), QStringLiteral("review_id, kind, position") },
        { QStringLiteral("review_papers"), QStringLiteral("review_id, paper_id") },
        { QStringLiteral("review_decisions"), QStringLiteral("id") },
        { QStringLiteral("imports"), QStringLiteral("id") },
        { QStringLiteral("import_records"), QStringLiteral("import_id, position") },
        { QStringLiteral("review_hits"), QStringLiteral("review_id, paper_id") },
        { QStringLiteral("distinct_pairs"), QStringLiteral("pair, paper_id") },
        { QStringLiteral("paper_history"), QStringLiteral("id") },
        { QStringLiteral("reading_states"), QStringLiteral("paper_id, member") },
        { QStringLiteral("removals"), QStringLiteral("id") },
    };
    return all;
}

// Rows written per statement: few enough for any engine's limit of bound values (SQLite's
// 32,766, PostgreSQL's 65,535) with the widest table, many enough that a server's round trips
// do not dominate.
constexpr int BatchRows = 500;

// The columns a table has, in the order SELECT * gives them.
QStringList columnsOf(const Database &database, const QString &table)
{
    QSqlQuery query = runOrThrow(database.connection(), QStringLiteral("SELECT * FROM %1 WHERE 1 = 0").arg(table));
    const QSqlRecord record = query.record();
    QStringList columns;
    for (int i = 0; i < record.count(); ++i)
        columns.append(record.fieldName(i));
    return columns;
}

// Which rows of a table are copied: a condition on them with its bound values.
struct Rows
{
    QString where = QStringLiteral("1 = 1");
    QVariantList values = {};
};

// What is copied: every row of every table, or a part. A table without rows is not copied.
using Scope = std::function<std::optional<Rows>(const Table &table)>;

std::optional<Rows> everything(const Table &)
{
    return Rows{};
}

// A review as its reviewer screens it: its papers with their details, its terms and keyword hits,
// and the reviewer's own decisions. Their tags, notes and lists stay in the library they are in.
Scope oneReview(ReviewId review, const QString &reviewer)
{
    return [review, reviewer](const Table &table) -> std::optional<Rows> {
        const QString papers = QStringLiteral("(SELECT paper_id FROM review_papers WHERE review_id = ?)");
        static const QStringList paperParts = { QStringLiteral("links"),
            QStringLiteral("paper_authors"),
            QStringLiteral("paper_keywords"),
            QStringLiteral("paper_fields"),
            QStringLiteral("paper_keys") };
        static const QStringList reviewParts = { QStringLiteral("reviews"),
            QStringLiteral("review_terms"),
            QStringLiteral("review_papers"),
            QStringLiteral("review_hits") };
        if (table.name == QLatin1String("collections"))
            return Rows{ QStringLiteral("id IN (SELECT collection_id FROM papers WHERE id IN %1)").arg(papers),
                { review } };
        if (table.name == QLatin1String("papers"))
            return Rows{ QStringLiteral("id IN ") + papers, { review } };
        if (paperParts.contains(table.name))
            return Rows{ QStringLiteral("paper_id IN ") + papers, { review } };
        if (table.name == QLatin1String("reviews"))
            return Rows{ QStringLiteral("id = ?"), { review } };
        if (reviewParts.contains(table.name))
            return Rows{ QStringLiteral("review_id = ?"), { review } };
        if (table.name == QLatin1String("review_decisions"))
            return Rows{ QStringLiteral("review_id = ? AND reviewer = ?"), { review, reviewer } };
        return std::nullopt;
    };
}

qint64 rowCount(const Database &database, const QString &table, const Rows &rows = {})
{
    QSqlQuery query = runOrThrow(
        database.connection(), QStringLiteral("SELECT count(*) FROM %1 WHERE %2").arg(table, rows.where), rows.values);
    return query.next() ? query.value(0).toLongLong() : 0;
}

// The rows of a table in key order, with a last column that says whether the row matches its
// checksum (always true for a table without one).
QSqlQuery readRows(const Database &database, const Table &table, const QStringList &columns, const Rows &rows)
{
    const QStringList checked = checkedFields(table.name);
    const QString intact = checked.isEmpty()
        ? QStringLiteral("1 = 1")
        : QStringLiteral("checksum IS NULL OR checksum = ") + database.dialect().checksum(checked);
    return runOrThrow(database.connection(),
        QStringLiteral("SELECT %1, %2 FROM %3 WHERE %4 ORDER BY %5")
            .arg(columnList(columns), intact, table.name, rows.where, table.order),
        rows.values);
}

// A value as both engines give it back alike: a number or text as its text, NULL apart.
QString comparable(const QVariant &value)
{
    return value.isNull() ? QStringLiteral("\u0000null") : value.toString();
}

class Copier
{
public:
    Copier(const Database &from,
        const Database &to,
        Scope scope,
        const LibraryCopy::Progress &progress,
        std::stop_token stop)
        : m_from(from), m_to(to), m_scope(std::move(scope)), m_progress(progress), m_stop(std::move(stop))
    {
    }

    LibraryCopy::Result run()
    {
        // Context named: lupdate takes Tr::tr() in a function returning LibraryCopy::… for another.
        if (!LibraryCopy::isEmpty(m_to))
            throw StorageError(QCoreApplication::translate(
                "Lectern::LibraryCopy", "%1 is not empty: a library is copied only into an empty one.")
                    .arg(m_to.location().toString()));
        for (const Table &table : tables()) {
            if (const auto rows = m_scope(table)) {
                const qint64 count = rowCount(m_from, table.name, *rows);
                // Papers are indexed after they are copied.
                m_total += table.name == QLatin1String("papers") ? 2 * count : count;
            }
        }
        execOrThrow(m_from.connection(), m_from.dialect().beginSnapshot());
        const auto endSnapshot = qScopeGuard([this] { m_from.connection().rollback(); });
        Transaction transaction(m_to.connectionName());
        const auto bulkLoad = m_to.engine().bulkLoad(m_to);
        LibraryCopy::Result result;
        for (const Table &table : tables()) {
            if (const auto rows = m_scope(table))
                result.rows += copyTable(table, *rows);
        }
        result.papers = index();
        compare();
        adoptOwnRows();
        bulkLoad->compactIndex();
        transaction.commit();
        report();
        return result;
    }

private:
    qint64 copyTable(const Table &table, const Rows &scope)
    {
        const QStringList columns = columnsOf(m_from, table.name);
        QSqlQuery read = readRows(m_from, table, columns, scope);
        QList<QVariantList> batch;
        qint64 rows = 0;
        while (read.next()) {
            if (!read.value(int(columns.size())).toBool())
                throw damagedRow(Tr::tr("row %1 of %2").arg(rows + 1).arg(table.name));
            QVariantList row;
            row.reserve(columns.size());
            for (qsizetype i = 0; i < columns.size(); ++i)
                row.append(read.value(int(i)));
            batch.append(row);
            ++rows;
            if (batch.size() == BatchRows)
                write(table.name, columns, std::exchange(batch, {}));
        }
        throwIfFailed(read);
        write(table.name, columns, batch);
        if (columns.contains(QStringLiteral("id"))) {
            if (const QString next = m_to.dialect().afterGivenIds(table.name); !next.isEmpty())
                runOrThrow(m_to.connection(), next);
        }
        // The source's checksums are its engine's: the target's own are made of the same text.
        if (const QStringList checked = checkedFields(table.name); !checked.isEmpty()) {
            runOrThrow(m_to.connection(),
                QStringLiteral("UPDATE %1 SET checksum = %2 WHERE checksum IS NOT NULL")
                    .arg(table.name, m_to.dialect().checksum(checked)));
        }
        return rows;
    }

    void write(const QString &table, const QStringList &columns, const QList<QVariantList> &rows)
    {
        if (rows.isEmpty())
            return;
        if (m_stop.stop_requested())
            throw StorageError(Tr::tr("The copy was cancelled; nothing was copied."));
        const QString marks = u'(' + QStringList(columns.size(), QStringLiteral("?")).join(u',') + u')';
        QVariantList values;
        values.reserve(rows.size() * columns.size());
        for (const QVariantList &row : rows)
            values.append(row);
        runOrThrow(m_to.connection(),
            QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
                .arg(table, columnList(columns), QStringList(rows.size(), marks).join(u',')),
            values);
        m_done += rows.size();
        report();
    }

    // The target's full-text index, made anew from its papers and notes.
    qint64 index()
    {
        const auto index = FullTextIndex::of(m_to);
        QSqlQuery read = runOrThrow(m_to.connection(), QStringLiteral("SELECT id FROM papers ORDER BY id"));
        QList<qint64> ids;
        while (read.next())
            ids.append(read.value(0).toLongLong());
        throwIfFailed(read);
        read.finish();
        for (const qint64 id : std::as_const(ids)) {
            index->refresh(id);
            if (++m_done % BatchRows == 0)
                report();
        }
        return ids.size();
    }

    // Every row of every table the same in both, field by field (checksums as they are made by
    // each engine: present or not alike).
    void compare()
    {
        for (const Table &table : tables()) {
            const auto rows = m_scope(table);
            if (!rows)
                continue;
            const QStringList columns = columnsOf(m_from, table.name);
            QSqlQuery source = readRows(m_from, table, columns, *rows);
            QSqlQuery target = readRows(m_to, table, columns, *rows);
            const qsizetype checksum = columns.indexOf(QStringLiteral("checksum"));
            qint64 row = 0;
            for (;;) {
                const bool more = source.next();
                if (more != target.next())
                    throw mismatch(table.name, row);
                if (!more)
                    break;
                ++row;
                for (int i = 0; i < columns.size(); ++i) {
                    const bool same = i == checksum ? source.isNull(i) == target.isNull(i)
                                                    : comparable(source.value(i)) == comparable(target.value(i));
                    if (!same || !target.value(int(columns.size())).toBool())
                        throw mismatch(table.name, row);
                }
            }
            throwIfFailed(source);
            throwIfFailed(target);
        }
    }

    // Whoever copies keeps their own reading state and notes: the target's engine may name them
    // otherwise (a file names its one user ''). Every other member's stay theirs.
    void adoptOwnRows() const
    {
        const QString from = notNull(m_from.login());
        const QString to = notNull(m_to.login());
        if (from == to)
            return;
        for (const QString &table : { QStringLiteral("reading_states"), QStringLiteral("notes") }) {
            runOrThrow(m_to.connection(),
                QStringLiteral("UPDATE %1 SET member = ? WHERE member = ?"
                               " AND paper_id NOT IN (SELECT paper_id FROM %1 WHERE member = ?)")
                    .arg(table),
                { to, from, to });
        }
    }

    StorageError mismatch(const QString &table, qint64 row) const
    {
        return StorageError(Tr::tr("The copy does not match %1: row %2 of %3 differs. Nothing was copied.")
                .arg(m_from.location().toString())
                .arg(row)
                .arg(table));
    }

    void report() const
    {
        if (m_progress)
            m_progress(m_done, m_total);
    }

    const Database &m_from;
    const Database &m_to;
    Scope m_scope;
    const LibraryCopy::Progress &m_progress;
    std::stop_token m_stop;
    qint64 m_total = 0;
    qint64 m_done = 0;
};

} // namespace

bool LibraryCopy::isEmpty(const Database &library)
{
    return std::all_of(tables().cbegin(), tables().cend(), [&library](const Table &table) {
        return rowCount(library, table.name) == 0;
    });
}

LibraryCopy::Result LibraryCopy::copy(
    const Database &from, const Database &to, const Progress &progress, std::stop_token stop)
{
    return Copier(from, to, everything, progress, std::move(stop)).run();
}

LibraryCopy::Result LibraryCopy::copyReview(
    const Database &from, ReviewId review, const QString &reviewer, const Database &to, const Progress &progress)
{
    return Copier(from, to, oneReview(review, reviewer), progress, {}).run();
}

} // namespace Lectern::Storage
