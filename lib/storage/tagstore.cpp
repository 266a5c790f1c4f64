// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/tagstore.h"

#include "core/tagname.h"
#include "storage/changelog.h"
#include "storage/database.h"
#include "storage/dialect.h"
#include "storage/paperhistory.h"
#include "storage/sqlerror.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

namespace Lectern::Storage {
namespace {

QString validName(const QString &name)
{
    const TagName checked = TagName::check(name);
    if (!checked.isValid())
        throw StorageError(checked.error);
    return checked.name;
}

QSqlQuery prepared(const Database &database, const QString &sql)
{
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    prepareOrThrow(query, sql);
    return query;
}

} // namespace

QString tagWithinCondition(const QString &keyColumn, const QString &name, QVariantList &values)
{
    const QString key = TagName::key(name);
    values << key << QString(key + TagSeparator) << QString(key + QChar(TagSeparator.unicode() + 1));
    return QStringLiteral("(%1 = ? OR (%1 > ? AND %1 < ?))").arg(keyColumn);
}

TagStore::TagStore(const Database &database) : m_database(database) { }

QList<Tag> TagStore::select(const QString &where, const QVariantList &values) const
{
    QSqlQuery query = prepared(m_database,
        QStringLiteral("SELECT t.id, t.name, t.color,"
                       " (SELECT count(*) FROM paper_tags pt WHERE pt.tag_id = t.id)"
                       " FROM tags t WHERE ") +
            where + QStringLiteral(" ORDER BY t.key"));
    for (const QVariant &value : values)
        query.addBindValue(value);
    execOrThrow(query);
    QList<Tag> tags;
    while (query.next())
        tags.append({ query.value(0).toLongLong(),
            query.value(1).toString(),
            query.value(2).toString(),
            query.value(3).toInt() });
    return tags;
}

QList<Tag> TagStore::tags() const
{
    return select(QStringLiteral("1 = 1"));
}

QList<Tag> TagStore::tagsOf(PaperId paper) const
{
    return select(QStringLiteral("t.id IN (SELECT tag_id FROM paper_tags WHERE paper_id = ?)"), { paper });
}

QHash<PaperId, QList<Tag>> TagStore::tagsOf(const QList<PaperId> &papers) const
{
    QSqlQuery query = prepared(m_database,
        QStringLiteral("SELECT pt.paper_id, t.id, t.name, t.color FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id"
                       " WHERE pt.paper_id IN (%1) ORDER BY t.key")
            .arg(m_database.dialect().idSelect()));
    query.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(query);
    QHash<PaperId, QList<Tag>> tags;
    while (query.next()) {
        tags[query.value(0).toLongLong()].append(
            { query.value(1).toLongLong(), query.value(2).toString(), query.value(3).toString(), 0 });
    }
    return tags;
}

std::optional<Tag> TagStore::tag(const QString &name) const
{
    const QList<Tag> found = select(QStringLiteral("t.key = ?"), { TagName::key(name.trimmed()) });
    return found.isEmpty() ? std::nullopt : std::optional(found.first());
}

QList<Tag> TagStore::tagsWithin(const QString &name) const
{
    QVariantList values;
    const QString condition = tagWithinCondition(QStringLiteral("t.key"), name, values);
    return select(condition, values);
}

int TagStore::paperCountWithin(const QString &name) const
{
    QVariantList values;
    QSqlQuery query = prepared(m_database,
        QStringLiteral("SELECT count(DISTINCT pt.paper_id) FROM paper_tags pt"
                       " WHERE pt.tag_id IN (SELECT t.id FROM tags t WHERE ") +
            tagWithinCondition(QStringLiteral("t.key"), name, values) + u')');
    for (const QVariant &value : std::as_const(values))
        query.addBindValue(value);
    execOrThrow(query);
    return query.next() ? query.value(0).toInt() : 0;
}

TagId TagStore::ensure(const QString &name, bool *created)
{
    if (const auto existing = tag(name)) {
        *created = false;
        return existing->id;
    }
    const TagId id = insertRow(m_database.connection(),
        QStringLiteral("tags"),
        { QStringLiteral("name"), QStringLiteral("key"), QStringLiteral("color") },
        { name, TagName::key(name), defaultColor(name) });
    *created = true;
    return id;
}

TagAssignment TagStore::addToPapers(const QString &name, const QList<PaperId> &papers)
{
    const QString tagName = validName(name);
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    TagAssignment result;
    result.tag = ensure(tagName, &result.created);
    QSqlQuery insert = prepared(m_database,
        QStringLiteral("INSERT INTO paper_tags (paper_id, tag_id)"
                       " SELECT p.id, ? FROM papers p WHERE p.id IN (%1)"
                       " ON CONFLICT DO NOTHING RETURNING paper_id")
            .arg(m_database.dialect().idSelect()));
    insert.addBindValue(result.tag);
    insert.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(insert);
    while (insert.next())
        result.papers.append(insert.value(0).toLongLong());
    insert.finish();
    // As stored: a tag typed in other letters is the one there.
    PaperHistory(m_database).recordNamed(PaperEvent::Action::Tagged, QStringLiteral("tags"), result.tag, result.papers);
    transaction.commit(result.papers);
    return result;
}

QList<PaperId> TagStore::removeFromPapers(TagId tag, const QList<PaperId> &papers)
{
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    QSqlQuery remove = prepared(m_database,
        QStringLiteral("DELETE FROM paper_tags WHERE tag_id = ? AND paper_id IN (%1) RETURNING paper_id")
            .arg(m_database.dialect().idSelect()));
    remove.addBindValue(tag);
    remove.addBindValue(m_database.dialect().idList(papers));
    execOrThrow(remove);
    QList<PaperId> removed;
    while (remove.next())
        removed.append(remove.value(0).toLongLong());
    remove.finish();
    PaperHistory(m_database).recordNamed(PaperEvent::Action::Untagged, QStringLiteral("tags"), tag, removed);
    transaction.commit(removed);
    return removed;
}

void TagStore::deleteTag(TagId tag)
{
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    QSqlQuery remove = prepared(m_database, QStringLiteral("DELETE FROM tags WHERE id = ?"));
    remove.addBindValue(tag);
    execOrThrow(remove);
    transaction.commit();
}

void TagStore::setColor(TagId tag, const QString &color)
{
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    QSqlQuery update = prepared(m_database, QStringLiteral("UPDATE tags SET color = ? WHERE id = ?"));
    update.addBindValue(notNull(color));
    update.addBindValue(tag);
    execOrThrow(update);
    transaction.commit();
}

void TagStore::rename(const QString &name, const QString &newName)
{
    const QString from = validName(name);
    const QString to = validName(newName);
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    if (TagName::key(from) == TagName::key(to)) {
        // Only the letter case changes: one row, no merging.
        if (const auto existing = tag(from)) {
            QSqlQuery update = prepared(m_database, QStringLiteral("UPDATE tags SET name = ? WHERE id = ?"));
            update.addBindValue(to);
            update.addBindValue(existing->id);
            execOrThrow(update);
        }
        transaction.commit();
        return;
    }
    if (TagName::isWithin(to, from))
        throw StorageError(
            QCoreApplication::translate("Lectern::TagStore", "\"%1\" cannot be moved below itself.").arg(from));

    QSqlQuery merge = prepared(m_database,
        QStringLiteral("INSERT INTO paper_tags (paper_id, tag_id) SELECT paper_id, ? FROM paper_tags WHERE tag_id = ?"
                       " ON CONFLICT DO NOTHING"));
    QSqlQuery update = prepared(m_database, QStringLiteral("UPDATE tags SET name = ?, key = ? WHERE id = ?"));
    for (const Tag &moving : tagsWithin(from)) {
        const QString renamed = to + moving.name.mid(from.size());
        if (const auto target = tag(renamed)) {
            merge.addBindValue(target->id);
            merge.addBindValue(moving.id);
            execOrThrow(merge);
            deleteTag(moving.id);
        } else {
            update.addBindValue(renamed);
            update.addBindValue(TagName::key(renamed));
            update.addBindValue(moving.id);
            execOrThrow(update);
        }
    }
    transaction.commit();
}

void TagStore::remove(const QString &name)
{
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    QVariantList tagged;
    PaperHistory(m_database)
        .recordSelected(PaperEvent::Action::Untagged,
            QStringLiteral("SELECT pt.paper_id, t.name AS subject FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id"
                           " WHERE ") +
                tagWithinCondition(QStringLiteral("t.key"), name, tagged),
            tagged);
    QVariantList values;
    QSqlQuery remove = prepared(m_database,
        QStringLiteral("DELETE FROM tags WHERE ") + tagWithinCondition(QStringLiteral("key"), name, values));
    for (const QVariant &value : std::as_const(values))
        remove.addBindValue(value);
    execOrThrow(remove);
    transaction.commit();
}

TagSnapshot TagStore::snapshot(const QStringList &names) const
{
    TagSnapshot snapshot;
    QList<TagId> ids;
    for (const QString &name : names) {
        for (const Tag &tag : tagsWithin(name)) {
            if (!ids.contains(tag.id)) {
                ids.append(tag.id);
                snapshot.tags.append(tag);
            }
        }
    }
    QSqlQuery assignments = prepared(m_database,
        QStringLiteral("SELECT paper_id, tag_id FROM paper_tags WHERE tag_id IN (%1)")
            .arg(m_database.dialect().idSelect()));
    assignments.addBindValue(m_database.dialect().idList(ids));
    execOrThrow(assignments);
    while (assignments.next())
        snapshot.assignments.append({ assignments.value(0).toLongLong(), assignments.value(1).toLongLong() });
    return snapshot;
}

void TagStore::restore(const TagSnapshot &snapshot)
{
    LoggedTransaction transaction(m_database, Change::Kind::Tags);
    // A row that took one of the names meanwhile (a rename's target) goes, with its assignments;
    // the snapshot's come back below.
    QSqlQuery removeTaken = prepared(m_database, QStringLiteral("DELETE FROM tags WHERE key = ? AND id <> ?"));
    QSqlQuery putTag = prepared(m_database,
        QStringLiteral(
            "INSERT INTO tags (id, name, key, color) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET name = excluded.name, key = excluded.key, color = excluded.color"));
    QSqlQuery clear = prepared(m_database, QStringLiteral("DELETE FROM paper_tags WHERE tag_id = ?"));
    for (const Tag &tag : snapshot.tags) {
        clear.addBindValue(tag.id);
        execOrThrow(clear);
        removeTaken.addBindValue(TagName::key(tag.name));
        removeTaken.addBindValue(tag.id);
        execOrThrow(removeTaken);
        putTag.addBindValue(tag.id);
        putTag.addBindValue(tag.name);
        putTag.addBindValue(TagName::key(tag.name));
        putTag.addBindValue(notNull(tag.color));
        execOrThrow(putTag);
    }
    QSqlQuery assign = prepared(m_database,
        QStringLiteral("INSERT INTO paper_tags (paper_id, tag_id) SELECT id, ? FROM papers WHERE id = ?"
                       " ON CONFLICT DO NOTHING"));
    for (const auto &[paper, tag] : snapshot.assignments) {
        assign.addBindValue(tag);
        assign.addBindValue(paper);
        execOrThrow(assign);
    }
    transaction.commit();
}

QString TagStore::defaultColor(const QString &name)
{
    // Mid-lightness hues: legible as a dot or a chip on white and on near-black.
    static const QString colors[] = {
        QStringLiteral("#3f8fd2"),
        QStringLiteral("#d9534f"),
        QStringLiteral("#3aa76d"),
        QStringLiteral("#e08a2e"),
        QStringLiteral("#9b59b6"),
        QStringLiteral("#16a2a2"),
        QStringLiteral("#c7568f"),
        QStringLiteral("#8a8f3a"),
    };
    // FNV-1a: qHash may differ between machines, and a tag should keep its colour everywhere.
    quint32 hash = 2166136261u;
    for (const QChar c : TagName::key(name))
        hash = (hash ^ c.unicode()) * 16777619u;
    return colors[hash % std::size(colors)];
}

} // namespace Lectern::Storage
