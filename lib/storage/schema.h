// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QStringList>

#include <cstdint>
#include <span>

namespace Lectern::Storage::Schema {

// Written to the file header (PRAGMA application_id) so a Lectern library is recognisable
// and any other SQLite file is refused: the bytes "LECT".
constexpr std::int32_t ApplicationId = 0x4C454354;

// One step of the schema's history. Step N takes a library from user_version N-1 to N.
// Shipped steps are never edited: a change to the schema is a new step at the end.
struct Migration
{
    int version;
    QStringList statements;
    // Run after the statements, in the same transaction, for what SQL alone cannot do (text
    // prepared by Lectern for the search index). Throws StorageError on failure.
    void (*finish)(const QSqlDatabase &database) = nullptr;
};

std::span<const Migration> migrations();
int currentVersion();

} // namespace Lectern::Storage::Schema
