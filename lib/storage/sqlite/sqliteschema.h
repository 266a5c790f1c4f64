// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/schema.h"

#include <cstdint>
#include <span>

namespace Lectern::Storage::Sqlite {

// Written to the file header (PRAGMA application_id) so a Lectern library is recognisable
// and any other SQLite file is refused: the bytes "LECT".
constexpr std::int32_t ApplicationId = 0x4C454354;

// The schema's history on SQLite, from the first version on; PRAGMA user_version says how far
// a file has come.
std::span<const Schema::Migration> migrations();

} // namespace Lectern::Storage::Sqlite
