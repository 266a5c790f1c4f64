// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/schema.h"

#include <span>

namespace Lectern::Storage::Postgresql {

// The schema's history on PostgreSQL. Team libraries began at version 10: their first step makes
// the tables a file library has at that version, at once; later steps are numbered as on SQLite.
// The version and the library's identity are rows of lectern_library.
std::span<const Schema::Migration> migrations();

// The first version a PostgreSQL library has.
constexpr int FirstVersion = 10;

// How much of a text column its case-insensitive index holds (see Dialect::indexedText()).
constexpr int IndexedCharacters = 200;

} // namespace Lectern::Storage::Postgresql
