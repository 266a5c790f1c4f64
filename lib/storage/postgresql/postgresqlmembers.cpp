// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/postgresql/postgresqlmembers.h"

#include "storage/database.h"
#include "storage/sqlerror.h"
#include "storage/tagstore.h"
#include "storage/transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

namespace Lectern::Storage::Postgresql {
namespace {

constexpr MemberRole Roles[] = { MemberRole::Reader, MemberRole::Member, MemberRole::Owner };

// A name as an SQL identifier: role and database names come from users.
QString quoted(const QString &name)
{
    QString text = name;
    return u'"' + text.replace(u'"', QStringLiteral("\"\"")) + u'"';
}

QString validLogin(const QString &login)
{
    const QString trimmed = login.trimmed();
    // PostgreSQL keeps the first 63 bytes of a name.
    if (trimmed.isEmpty() || trimmed.toUtf8().size() > 63)
        throw StorageError(
            QCoreApplication::translate("Lectern::Members", "\"%1\" is no login name: give one of 1 to 63 bytes.")
                .arg(trimmed));
    return trimmed;
}

// What each role may do. A member changes no review and deletes no paper; members are the
// owners' to manage. Privileges granted before and revoked here go: granting is done anew.
QStringList privileges(MemberRole role, const QString &group, const QString &database)
{
    QStringList statements{
        QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2").arg(quoted(database), group),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO %1").arg(group),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(group),
    };
    // Each member, readers too, keeps their own place in the change log (ChangeRetention).
    statements.append(QStringLiteral("GRANT INSERT, UPDATE ON change_positions TO %1").arg(group));
    if (role == MemberRole::Reader)
        return statements;
    statements += {
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1").arg(group),
        QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %1").arg(group),
    };
    if (role == MemberRole::Member) {
        statements += {
            QStringLiteral("REVOKE DELETE ON papers, collections FROM %1").arg(group),
            QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON reviews, review_terms, review_papers, members,"
                           " lectern_library, change_log_settings FROM %1")
                .arg(group),
            // The change log is appended to; the owners prune it.
            QStringLiteral("REVOKE UPDATE, DELETE ON changes FROM %1").arg(group),
            QStringLiteral("REVOKE DELETE ON change_positions FROM %1").arg(group),
        };
    }
    return statements;
}

} // namespace

PostgresqlMembers::PostgresqlMembers(const Database &database) : m_database(database)
{
    QSqlQuery query = runOrThrow(m_database.connection(), QStringLiteral("SELECT current_database()"));
    m_databaseName = query.next() ? query.value(0).toString() : QString();
}

QString PostgresqlMembers::groupName(MemberRole role) const
{
    return QStringLiteral("lectern_%1_%2").arg(m_databaseName, roleName(role));
}

QList<Member> PostgresqlMembers::members() const
{
    // Direct grants only: those made here. The highest role counts.
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT r.rolname, g.rolname, coalesce(m.display_name, ''), coalesce(m.color, '')"
                       " FROM pg_auth_members a"
                       " JOIN pg_roles g ON g.oid = a.roleid"
                       " JOIN pg_roles r ON r.oid = a.member"
                       " LEFT JOIN members m ON m.login = r.rolname"
                       " WHERE g.rolname IN (?, ?, ?) ORDER BY r.rolname"),
        { groupName(MemberRole::Reader), groupName(MemberRole::Member), groupName(MemberRole::Owner) });
    QList<Member> found;
    while (query.next()) {
        const QString login = query.value(0).toString();
        MemberRole role = MemberRole::Reader;
        for (const MemberRole candidate : Roles) {
            if (query.value(1).toString() == groupName(candidate))
                role = candidate;
        }
        if (!found.isEmpty() && found.constLast().login == login) {
            found.last().role = std::max(found.last().role, role);
            continue;
        }
        found.append({ login, query.value(2).toString(), query.value(3).toString(), role });
    }
    return found;
}

void PostgresqlMembers::prepareGroups() const
{
    for (const MemberRole role : Roles) {
        QSqlQuery exists = runOrThrow(
            m_database.connection(), QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), { groupName(role) });
        const bool made = exists.next();
        exists.finish();
        if (!made)
            execOrThrow(m_database.connection(), QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(quoted(groupName(role))));
        for (const QString &statement : privileges(role, quoted(groupName(role)), m_databaseName))
            execOrThrow(m_database.connection(), statement);
    }
}

void PostgresqlMembers::revokeRoles(const QString &login) const
{
    for (const MemberRole role : Roles) {
        QSqlQuery granted = runOrThrow(m_database.connection(),
            QStringLiteral("SELECT 1 FROM pg_auth_members a JOIN pg_roles g ON g.oid = a.roleid"
                           " JOIN pg_roles r ON r.oid = a.member WHERE g.rolname = ? AND r.rolname = ?"),
            { groupName(role), login });
        const bool isGranted = granted.next();
        granted.finish();
        if (isGranted) {
            execOrThrow(m_database.connection(),
                QStringLiteral("REVOKE %1 FROM %2").arg(quoted(groupName(role)), quoted(login)));
        }
    }
}

void PostgresqlMembers::grantRole(const QString &login, MemberRole role) const
{
    const bool wasOwner = roleOf(login) == MemberRole::Owner;
    revokeRoles(login);
    if (role != MemberRole::Owner) {
        execOrThrow(
            m_database.connection(), QStringLiteral("GRANT %1 TO %2").arg(quoted(groupName(role)), quoted(login)));
        if (wasOwner)
            execOrThrow(m_database.connection(), QStringLiteral("ALTER ROLE %1 NOCREATEROLE").arg(quoted(login)));
        return;
    }
    // An owner manages the members: it makes their logins and grants them any of the roles.
    for (const MemberRole granted : Roles) {
        execOrThrow(m_database.connection(),
            QStringLiteral("GRANT %1 TO %2 WITH ADMIN OPTION").arg(quoted(groupName(granted)), quoted(login)));
    }
    execOrThrow(m_database.connection(), QStringLiteral("ALTER ROLE %1 CREATEROLE").arg(quoted(login)));
}

std::optional<MemberRole> PostgresqlMembers::roleOf(const QString &login) const
{
    for (const Member &member : members()) {
        if (member.login == login)
            return member.role;
    }
    return std::nullopt;
}

void PostgresqlMembers::checkMayManage() const
{
    QSqlQuery query = runOrThrow(m_database.connection(),
        QStringLiteral("SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user"));
    if (!query.next() || !query.value(0).toBool())
        throw StorageError(QCoreApplication::translate("Lectern::Members",
            "Only an owner of the library manages its members; ask one of them, or the server's administrator."));
}

void PostgresqlMembers::add(const Member &member)
{
    const QString login = validLogin(member.login);
    checkMayManage();
    Transaction transaction(m_database.connectionName());
    prepareGroups();
    QSqlQuery exists =
        runOrThrow(m_database.connection(), QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), { login });
    const bool hasLogin = exists.next();
    exists.finish();
    if (!hasLogin)
        execOrThrow(m_database.connection(), QStringLiteral("CREATE ROLE %1 LOGIN").arg(quoted(login)));
    grantRole(login, member.role);
    runOrThrow(m_database.connection(),
        QStringLiteral("INSERT INTO members (login, display_name, color, added_at) VALUES (?, ?, ?, ?)"
                       " ON CONFLICT (login) DO UPDATE SET display_name = excluded.display_name,"
                       " color = excluded.color"),
        { login,
            notNull(member.displayName.trimmed()),
            member.color.isEmpty() ? TagStore::defaultColor(login) : member.color,
            QDateTime::currentMSecsSinceEpoch() });
    transaction.commit();
}

void PostgresqlMembers::setRole(const QString &login, MemberRole role)
{
    checkMayManage();
    Transaction transaction(m_database.connectionName());
    if (!roleOf(login))
        throw StorageError(
            QCoreApplication::translate("Lectern::Members", "%1 is no member of this library.").arg(login));
    prepareGroups();
    grantRole(login, role);
    transaction.commit();
}

void PostgresqlMembers::remove(const QString &login)
{
    checkMayManage();
    Transaction transaction(m_database.connectionName());
    const std::optional<MemberRole> role = roleOf(login);
    if (!role)
        throw StorageError(
            QCoreApplication::translate("Lectern::Members", "%1 is no member of this library.").arg(login));
    revokeRoles(login);
    if (role == MemberRole::Owner)
        execOrThrow(m_database.connection(), QStringLiteral("ALTER ROLE %1 NOCREATEROLE").arg(quoted(login)));
    runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM members WHERE login = ?"), { login });
    // A former member's place in the change log holds nobody's pruning back.
    runOrThrow(m_database.connection(), QStringLiteral("DELETE FROM change_positions WHERE member = ?"), { login });
    transaction.commit();
}

} // namespace Lectern::Storage::Postgresql
