// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/database.h"
#include "storage/knownkeys.h"
#include "storage/sqlerror.h"
#include "support/testsupport.h"

#include <catch2/catch_test_macros.hpp>

#include <QSqlQuery>

using namespace Lectern;

namespace {

void addKey(const Storage::Database &database, const QString &key)
{
    QSqlQuery insert(database.connection());
    Storage::prepareOrThrow(insert, QStringLiteral("INSERT INTO paper_keys (key, paper_id) VALUES (?, 1)"));
    insert.addBindValue(key);
    Storage::execOrThrow(insert);
}

} // namespace

TEST_CASE("Known keys: a kind the library holds may be there, another only once added", "[storage][identity]")
{
    Test::Workspace workspace;
    const auto database = workspace.openSampleLibrary();
    CHECK_FALSE(Storage::KnownKeys(*database).mayHold(QStringLiteral("doi:10.1000/a")));

    addKey(*database, QStringLiteral("doi:10.1000/a"));
    addKey(*database, QStringLiteral("title:graph walks:2020"));
    // A key without a kind, which sorts after the kinds' ends, is passed by too.
    addKey(*database, QStringLiteral("zzz"));
    Storage::KnownKeys known(*database);
    CHECK(known.mayHold(QStringLiteral("doi:10.1000/other")));
    CHECK(known.mayHold(QStringLiteral("title:tree walks:2021")));
    CHECK_FALSE(known.mayHold(QStringLiteral("pmid:1")));
    CHECK_FALSE(known.mayHold(QStringLiteral("arxiv:2101.00001")));
    known.add(QStringLiteral("pmid:1"));
    CHECK(known.mayHold(QStringLiteral("pmid:1")));
    CHECK_FALSE(known.mayHold(QStringLiteral("pmid:2")));
}
