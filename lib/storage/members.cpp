// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/members.h"

#include <array>
#include <utility>

namespace Lectern::Storage {
namespace {

constexpr std::array RoleNames{
    std::pair{ MemberRole::Reader, "reader" },
    std::pair{ MemberRole::Member, "member" },
    std::pair{ MemberRole::Owner, "owner" },
};

} // namespace

QString roleName(MemberRole role)
{
    for (const auto &[known, name] : RoleNames) {
        if (known == role)
            return QLatin1StringView(name);
    }
    Q_UNREACHABLE_RETURN({});
}

std::optional<MemberRole> roleNamed(const QString &name)
{
    for (const auto &[role, known] : RoleNames) {
        if (name == QLatin1StringView(known))
            return role;
    }
    return std::nullopt;
}

} // namespace Lectern::Storage
