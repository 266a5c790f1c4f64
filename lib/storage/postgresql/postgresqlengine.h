// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Lectern::Storage {
class Engine;
}

namespace Lectern::Storage::Postgresql {

// The engine of team libraries: a PostgreSQL database, through Qt's QPSQL driver (libpq).
const Engine &engine();

} // namespace Lectern::Storage::Postgresql
