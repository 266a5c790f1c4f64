// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/paperfinder.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"

#include <QDateTime>
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
    case SortKey::Status:
        return QStringLiteral("p.status") + direction + QStringLiteral(", p.added_at DESC");
    case SortKey::Rating:
        return QStringLiteral("p.rating") + direction + QStringLiteral(", p.added_at DESC");
    case SortKey::Starred:
        return QStringLiteral("p.starred") + direction + QStringLiteral(", p.added_at DESC");
    }
    return QStringLiteral("p.id");
}

// The condition a scope adds, with its values appended to values; empty for the whole library.
QString scopeCondition(const PaperScope &scope, QVariantList &values)
{
    switch (scope.kind) {
    case PaperScope::Kind::All:
        return {};
    case PaperScope::Kind::Unread:
        values.append(static_cast<int>(ReadingStatus::Unread));
        return QStringLiteral("p.status = ?");
    case PaperScope::Kind::Starred:
        return QStringLiteral("p.starred = 1");
    case PaperScope::Kind::RecentlyAdded:
        values.append(QDateTime::currentDateTimeUtc().addDays(-PaperScope::RecentDays).toMSecsSinceEpoch());
        return QStringLiteral("p.added_at >= ?");
    case PaperScope::Kind::WithNote:
        return QStringLiteral("p.id IN (SELECT paper_id FROM notes)");
    case PaperScope::Kind::Collection:
        values.append(scope.collection);
        return QStringLiteral("p.collection_id = ?");
    case PaperScope::Kind::Tag:
        return QStringLiteral("p.id IN (SELECT pt.paper_id FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id WHERE ") +
            Storage::tagWithinCondition(QStringLiteral("t.key"), scope.tag, values) + u')';
    }
    return {};
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
    if (const QString condition = scopeCondition(scope, values); !condition.isEmpty())
        conditions.append(condition);

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

int PaperFinder::count(const PaperScope &scope) const
{
    QVariantList values;
    const QString condition = scopeCondition(scope, values);
    QSqlQuery select(m_database.connection());
    Storage::prepareOrThrow(select,
        QStringLiteral("SELECT count(*) FROM papers p") +
            (condition.isEmpty() ? QString() : QStringLiteral(" WHERE ") + condition));
    for (const QVariant &value : std::as_const(values))
        select.addBindValue(value);
    Storage::execOrThrow(select);
    return select.next() ? select.value(0).toInt() : 0;
}

} // namespace Lectern::Search
