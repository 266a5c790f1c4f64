// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/database.h"
#include "storage/engine.h"
#include "storage/members.h"
#include "support/postgresqlserver.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <memory>

namespace Lectern::Test {

// A team library with the sample papers, its owner's connection, and two members connected:
// Ann ("Ann Example") and Tom (no display name), each a login of the test's own.
struct TeamLibrary
{
    Workspace workspace;
    std::unique_ptr<Storage::Database> owner = workspace.openSampleLibrary();
    QString ann = newLogin(QStringLiteral("ann"));
    QString tom = newLogin(QStringLiteral("tom"));
    std::unique_ptr<Storage::Database> asAnn;
    std::unique_ptr<Storage::Database> asTom;

    TeamLibrary()
    {
        const auto admin = owner->engine().members(*owner);
        REQUIRE(admin);
        admin->add({ ann, QStringLiteral("Ann Example"), {}, Storage::MemberRole::Member });
        admin->add({ tom, {}, {}, Storage::MemberRole::Member });
        asAnn = connected(ann);
        asTom = connected(tom);
    }

    // The library as login connects to it.
    std::unique_ptr<Storage::Database> connected(const QString &login) const
    {
        auto database = std::make_unique<Storage::Database>(asLogin(owner->location(), login));
        REQUIRE(database->open());
        return database;
    }
};

} // namespace Lectern::Test
