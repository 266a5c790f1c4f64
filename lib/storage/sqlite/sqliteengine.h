// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Lectern::Storage {
class Engine;
}

namespace Lectern::Storage::Sqlite {

// The engine of libraries in files: SQLite through Qt's QSQLITE driver, the default.
const Engine &engine();

} // namespace Lectern::Storage::Sqlite
