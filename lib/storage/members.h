// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace Lectern::Storage {

// What a member of a team library may do, as the server enforces it.
enum class MemberRole {
    // Reads only.
    Reader,
    // Reads and writes: imports, tags, notes, lists, decisions; deletes no papers, makes no reviews.
    Member,
    // Everything: also deletes papers, makes and changes reviews, and adds and removes members.
    Owner,
};

// The role's name on the command line and in json: stable, not translated.
QString roleName(MemberRole role);
std::optional<MemberRole> roleNamed(const QString &name);

struct Member
{
    // The database login.
    QString login;
    QString displayName;
    // As "#rrggbb": how the window marks what the member did.
    QString color;
    MemberRole role = MemberRole::Reader;
};

// The people of a team library. Each member is a login of the server, granted one of three group
// roles of the library's own, whose privileges (GRANTs) say what they may read and write: what is
// refused is refused by the server, whatever client the member connects with. A file library has
// none (Engine::members() gives nothing).
class MemberAdmin
{
public:
    virtual ~MemberAdmin() = default;

    virtual QList<Member> members() const = 0;
    // Makes the login when the server has none of that name (without a password: the member
    // sets one, or the server trusts another way), and gives it the role, in place of any other.
    // Throws StorageError, also when the user may not manage roles.
    virtual void add(const Member &member) = 0;
    // Throws StorageError when login is no member.
    virtual void setRole(const QString &login, MemberRole role) = 0;
    // Takes the member's role away; the login stays, for the server's administrator to remove.
    virtual void remove(const QString &login) = 0;
};

} // namespace Lectern::Storage
