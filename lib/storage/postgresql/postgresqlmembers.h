// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/members.h"

namespace Lectern::Storage {
class Database;
} // namespace Lectern::Storage

namespace Lectern::Storage::Postgresql {

// Members as roles of the server. The library's three group roles are named after its database
// (lectern_DATABASE_reader, _member, _owner), so that libraries on one server keep their members
// apart; they are made, and their privileges granted anew, whenever a member is added or changes
// role, so that tables a later version of Lectern adds are covered too.
class PostgresqlMembers : public MemberAdmin
{
public:
    explicit PostgresqlMembers(const Database &database);

    QList<Member> members() const override;
    void add(const Member &member) override;
    void setRole(const QString &login, MemberRole role) override;
    void remove(const QString &login) override;

private:
    QString groupName(MemberRole role) const;
    // Makes the group roles that are missing and grants each its privileges.
    void prepareGroups() const;
    void grantRole(const QString &login, MemberRole role) const;
    void revokeRoles(const QString &login) const;
    std::optional<MemberRole> roleOf(const QString &login) const;
    // Throws StorageError, saying so, unless the user may make and grant roles.
    void checkMayManage() const;

    const Database &m_database;
    QString m_databaseName;
};

} // namespace Lectern::Storage::Postgresql
