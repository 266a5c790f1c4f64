// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace Lectern::Storage::Schema {

// The version of the schema this build writes. Every engine numbers its steps alike and ends
// here: a library of any engine at version N holds the same tables and means the same.
constexpr int CurrentVersion = 24;

// One step of a schema's history: step N takes a library from version N-1 to N, in one
// transaction. Shipped steps are never edited: a change to the schema is a new step at the end
// of every engine's history.
struct Migration
{
    int version;
    QStringList statements;
    // Run after the statements, in the same transaction, for what SQL alone cannot do (text
    // prepared by Lectern for the search index). Throws StorageError on failure.
    void (*finish)(const QSqlDatabase &database) = nullptr;
};

} // namespace Lectern::Storage::Schema
