// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"

#include "storage/database.h"
#include "storage/sqlerror.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace Lectern::Search {
namespace {

bool hasToken(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
}

QString quoted(const Term &term)
{
    QString string = term.text;
    string.replace(u'"', QStringLiteral("\"\""));
    return u'"' + string + u'"' + (term.prefix ? QStringLiteral(" *") : QString());
}

QString orderBy(const PaperSort &sort)
{
    const QString direction = sort.order == Qt::AscendingOrder ? QStringLiteral(" ASC") : QStringLiteral(" DESC");
    switch (sort.key) {
    case SortKey::Title:
        return QStringLiteral("p.title COLLATE NOCASE") + direction;
    case SortKey::Collection:
        return QStringLiteral("c.name COLLATE NOCASE") + direction + QStringLiteral(", p.source_position");
    case SortKey::Year:
        return QStringLiteral("p.year") + direction;
    case SortKey::Added:
        return QStringLiteral("p.added_at") + direction + QStringLiteral(", p.id") + direction;
    }
    return QStringLiteral("p.id");
}

} // namespace

QString ftsExpression(const QList<Term> &terms, bool anyOf)
{
    QStringList parts;
    for (const Term &term : terms) {
        if (hasToken(term.text))
            parts.append(quoted(term));
    }
    return parts.join(anyOf ? QStringLiteral(" OR ") : QStringLiteral(" AND "));
}

PaperFinder::PaperFinder(const Storage::Database &database) : m_database(database) { }

QList<PaperId> PaperFinder::find(const Query &query, const PaperScope &scope, const PaperSort &sort) const
{
    QList<Term> wanted;
    QList<Term> unwanted;
    for (const Term &term : query.terms())
        (term.negated ? unwanted : wanted).append(term);

    QStringList conditions;
    QVariantList values;
    if (const QString match = ftsExpression(wanted, false); !match.isEmpty()) {
        conditions.append(QStringLiteral("p.id IN (SELECT rowid FROM papers_fts WHERE papers_fts MATCH ?)"));
        values.append(match);
    } else if (!wanted.isEmpty()) {
        return {}; // only words FTS5 cannot index ("*", "++"): nothing contains them
    }
    if (const QString match = ftsExpression(unwanted, true); !match.isEmpty()) {
        conditions.append(QStringLiteral("p.id NOT IN (SELECT rowid FROM papers_fts WHERE papers_fts MATCH ?)"));
        values.append(match);
    }
    switch (scope.kind) {
    case PaperScope::Kind::All:
        break;
    case PaperScope::Kind::Unread:
        conditions.append(QStringLiteral("p.status = ?"));
        values.append(static_cast<int>(ReadingStatus::Unread));
        break;
    case PaperScope::Kind::Collection:
        conditions.append(QStringLiteral("p.collection_id = ?"));
        values.append(scope.collection);
        break;
    }

    QString sql = QStringLiteral("SELECT p.id FROM papers p");
    if (sort.key == SortKey::Collection)
        sql += QStringLiteral(" LEFT JOIN collections c ON c.id = p.collection_id");
    if (!conditions.isEmpty())
        sql += QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY ") + orderBy(sort);

    QSqlQuery select(m_database.connection());
    select.setForwardOnly(true);
    Storage::prepareOrThrow(select, sql);
    for (const QVariant &value : std::as_const(values))
        select.addBindValue(value);
    Storage::execOrThrow(select);
    QList<PaperId> ids;
    while (select.next())
        ids.append(select.value(0).toLongLong());
    return ids;
}

} // namespace Lectern::Search
